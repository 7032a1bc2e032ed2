// Quartz Core's types that the UIKit layer does not simulate, declared
// unavailable so that the compiler's error names the gap and the page that
// lists it (docs/uikit.md, "Not simulated").
@available(*, unavailable, message: "CATextLayer is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CATextLayer {}
@available(*, unavailable, message: "CAReplicatorLayer is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CAReplicatorLayer {}
@available(*, unavailable, message: "CAEmitterLayer is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CAEmitterLayer {}
@available(*, unavailable, message: "CAEmitterCell is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CAEmitterCell {}
@available(*, unavailable, message: "CAScrollLayer is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CAScrollLayer {}
@available(*, unavailable, message: "CATransformLayer is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CATransformLayer {}
@available(*, unavailable, message: "CASpringAnimation is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CASpringAnimation {}
@available(*, unavailable, message: "CATransition is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CATransition {}
