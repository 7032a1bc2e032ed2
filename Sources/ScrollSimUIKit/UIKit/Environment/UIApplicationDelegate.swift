import Foundation

/// `UIApplicationDelegate`: what an app delegate adopts. Every requirement
/// of UIKit's is optional and none is called here (the application never
/// launches, enters the background or opens a URL), so the protocol
/// declares none: an app delegate's methods compile as its own.
/// `UIApplication.shared.delegate` keeps the one set, and `window` reads
/// its window.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {}

extension UIApplicationDelegate {
    /// `window`, UIKit's optional requirement, as code reads it through a
    /// delegate of any type (`UIApplication.shared.delegate?.window??`):
    /// the delegate's stored property named `window` of type `UIWindow?`
    /// (the usual `var window: UIWindow?`), `.some(nil)` while it holds no
    /// window; `nil` when the delegate has no such stored property (UIKit's
    /// answer for a delegate that does not implement it; a computed
    /// `window` is not seen). Read-only here.
    public var window: UIWindow?? {
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children where child.label == "window" {
                if let window = child.value as? UIWindow? { return .some(window) }
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
