import Foundation

/// The image contexts `UIGraphicsBeginImageContextWithOptions` opened, as
/// sizes and scales: nothing is drawn, so an image taken from one is an
/// empty image of that size.
@MainActor
private var imageContextStack: [(size: CGSize, scale: CGFloat)] = []

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: opens an image context
/// of `size` (a `scale` of 0 is the screen's). Nothing is drawn into it
/// (`UIGraphicsGetCurrentContext()` is not simulated).
@MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    imageContextStack.append((size, scale > 0 ? scale : UIScreen.main.scale))
}

/// `UIGraphicsBeginImageContext(_:)`: an opaque-less context at scale 1.
@MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    imageContextStack.append((size, 1))
}

/// `UIGraphicsGetImageFromCurrentImageContext()`: an empty image of the
/// current context's size and scale; `nil` without a context, as in UIKit.
@MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = imageContextStack.last else { return nil }
    return UIImage(size: context.size, scale: context.scale)
}

/// `UIGraphicsEndImageContext()`: closes the current context (nothing
/// without one).
@MainActor
public func UIGraphicsEndImageContext() {
    _ = imageContextStack.popLast()
}
