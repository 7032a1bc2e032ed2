// `import Network` on Linux (this module is declared on Linux only): the
// path monitor and the path it reports, kept. No network is simulated: a
// monitor's path is unsatisfied and a started monitor reports nothing
// (docs/uikit.md, "SDK frameworks beside UIKit"). Connections, listeners
// and browsers are not simulated.
@_exported import Foundation

@available(*, unavailable, message: "NWConnection is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public final class NWConnection {}
@available(*, unavailable, message: "NWListener is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public final class NWListener {}
@available(*, unavailable, message: "NWBrowser is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public final class NWBrowser {}
