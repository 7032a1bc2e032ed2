// `import CoreMedia` on Linux (this module is declared on Linux only):
// `CMTime` and `CMTimeRange` with Core Media's arithmetic, which is real
// (rational times, timescales, the non-numeric times); sample buffers and
// format descriptions are not simulated, since no media is ever read: they
// are declared unavailable so that the compiler's error names the gap and
// the page that lists it (docs/uikit.md, "Not simulated"). AVFoundation
// re-exports this module, as on iOS.
@_exported import Foundation

@available(*, unavailable, message: "CMSampleBuffer is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public final class CMSampleBuffer {}
@available(*, unavailable, message: "CMFormatDescription is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public final class CMFormatDescription {}
