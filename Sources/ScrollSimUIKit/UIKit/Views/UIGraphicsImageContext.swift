import Foundation

// UIKit's graphics-context functions (UIGraphics.h). They are C functions,
// not main-actor isolated: UIKit lets any thread draw into its own stack of
// contexts (`UIGraphicsContextStack`). Nothing is drawn; the contexts keep
// their state (`CGContext`).

/// `UIGraphicsGetCurrentContext()`: the context on top of this thread's
/// stack (an image context or one `UIGraphicsPushContext(_:)` pushed, or a
/// `UIGraphicsImageRenderer`'s while its actions run); `nil` outside them.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextStack.current.entries.last?.context
}

/// `UIGraphicsPushContext(_:)`: makes `context` the current context.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.current.push(.init(context: context, image: nil))
}

/// `UIGraphicsPopContext()`: makes the previous context current again
/// (nothing without one).
public func UIGraphicsPopContext() {
    UIGraphicsContextStack.current.pop()
}

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: pushes an image
/// context of `size` points (a `scale` of 0 is the main screen's), with
/// UIKit's top-left origin; nothing is drawn into it.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIScreen.mainScale
    let context = UIGraphicsContextStack.imageContext(bounds: CGRect(origin: .zero, size: size), scale: scale)
    UIGraphicsContextStack.current.push(.init(context: context, image: (size, scale)))
}

/// `UIGraphicsBeginImageContext(_:)`: an image context at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// `UIGraphicsGetImageFromCurrentImageContext()`: an image of the current
/// image context's size and scale (no pixels); `nil` when the current
/// context is not an image context or there is none, as in UIKit.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let image = UIGraphicsContextStack.current.entries.last?.image else { return nil }
    return UIImage(size: image.size, scale: image.scale)
}

/// `UIGraphicsEndImageContext()`: pops the current image context (nothing
/// when the current context is not one).
public func UIGraphicsEndImageContext() {
    let stack = UIGraphicsContextStack.current
    if stack.entries.last?.image != nil { stack.pop() }
}
