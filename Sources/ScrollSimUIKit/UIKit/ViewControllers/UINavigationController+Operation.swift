import Foundation

extension UINavigationController {
    /// `UINavigationController.Operation`: the kind of transition a
    /// navigation controller's delegate is asked to animate, with UIKit's
    /// raw values.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none = 0
        /// A controller is pushed.
        case push = 1
        /// A controller is popped.
        case pop = 2
    }
}
