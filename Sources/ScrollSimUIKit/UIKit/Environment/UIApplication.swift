import Foundation

/// `UIApplication`, as far as layouts read it: the layout direction.
@preconcurrency @MainActor
open class UIApplication: NSObject {
    /// `UIApplication.shared`.
    public static let shared = UIApplication()

    /// `userInterfaceLayoutDirection`: left to right unless a test sets it
    /// (UIKit's is read-only; setting it here is how a right-to-left run is
    /// simulated).
    open var userInterfaceLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight

    override init() {
        super.init()
    }
}
