// Core Graphics' types that the UIKit layer does not simulate (nothing is
// drawn), declared unavailable so that the compiler's error names the gap
// and the page that lists it (docs/uikit.md, "Not simulated").
@available(*, unavailable, message: "CGFont is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CGFont {}
