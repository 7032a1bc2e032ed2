// Core Graphics' types that the UIKit layer does not simulate (nothing is
// drawn), declared unavailable so that the compiler's error names the gap
// and the page that lists it (docs/uikit.md, "Not simulated").
@available(*, unavailable, message: "CGContext is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CGContext {}
@available(*, unavailable, message: "CGImage is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CGImage {}
@available(*, unavailable, message: "CGGradient is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CGGradient {}
@available(*, unavailable, message: "CGColorSpace is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CGColorSpace {}
@available(*, unavailable, message: "CGFont is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CGFont {}
