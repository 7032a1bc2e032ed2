import Foundation

/// `UIWindow`: the root of a view tree. Geometry and bookkeeping are real:
/// `rootViewController` installs its controller's view as a subview that
/// fills the window (as UIKit's `setRootViewController:` does), views added
/// under a window get `window` and the `willMove(toWindow:)` /
/// `didMoveToWindow()` callbacks, and `makeKeyAndVisible()` makes it
/// `UIApplication.shared.keyWindow`. Nothing is shown on a screen and no
/// event is delivered.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// `UIWindow.Level`: where a window stands among others (back to front
    /// by raw value).
    public struct Level: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// `.normal`: 0.
        public static let normal = Level(0)
        /// `.statusBar`: 1000.
        public static let statusBar = Level(1000)
        /// `.alert`: 2000.
        public static let alert = Level(2000)

        /// A level `rhs` above `lhs`, as UIKit's Swift overlay adds.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        /// A level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    /// `windowLevel`: `.normal` by default; orders `UIApplication.shared.windows`.
    open var windowLevel = Level.normal

    /// `screen`: `UIScreen.main`.
    open var screen = UIScreen.main

    /// `rootViewController`: setting it removes the old root's view from
    /// the window and adds the new root's view (loading it) as a subview
    /// whose frame is the window's bounds, resizing with it.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let oldView = oldValue?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            guard let view = rootViewController?.view else { return }
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
    }

    /// `windowScene`: the application's one scene from the start (as UIKit
    /// gives a window made with `init(frame:)` in an app that declares no
    /// scenes); `nil` once set so. Held weakly, as UIKit's.
    open weak var windowScene: UIWindowScene?

    /// The responder that became first responder in this window
    /// (`UIResponder.becomeFirstResponder()`), whether or not it is still here.
    weak var storedFirstResponder: UIResponder?

    /// The first responder: the one stored while it is still in this window
    /// (a view moved out of the window stops being first responder).
    var firstResponder: UIResponder? {
        guard let responder = storedFirstResponder else { return nil }
        guard responder.responderWindow === self else {
            storedFirstResponder = nil
            return nil
        }
        return responder
    }

    /// `next`: the application, as UIKit's documentation of `next` states.
    open override var next: UIResponder? { UIApplication.shared }

    /// `isKeyWindow`: whether this is `UIApplication.shared.keyWindow`.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// `init(frame:)`: a hidden window, listed in `UIApplication.shared.windows`,
    /// in the application's scene.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        windowScene = UIApplication.shared.windowScene
        UIApplication.shared.register(self)
    }

    /// `init(windowScene:)`: a hidden window of `windowScene`'s screen size
    /// (UIKit sizes it to the scene), in that scene.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        isHidden = true
        self.windowScene = windowScene
        UIApplication.shared.register(self)
    }

    /// `init?(coder:)`: a hidden window with a zero frame, in the
    /// application's scene.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
        windowScene = UIApplication.shared.windowScene
        UIApplication.shared.register(self)
    }

    /// `makeKeyAndVisible()`: shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// `makeKey()`: the key window resigns (`resignKey()`), this one
    /// becomes key (`becomeKey()`).
    open func makeKey() {
        let application = UIApplication.shared
        guard application.keyWindow !== self else { return }
        let previous = application.keyWindow
        application.keyWindow = self
        previous?.resignKey()
        becomeKey()
    }

    /// `becomeKey()`: called when the window becomes key; nothing by default.
    open func becomeKey() {}
    /// `resignKey()`: called when another window becomes key; nothing by default.
    open func resignKey() {}

    /// `convert(_:to:)` for points between windows: both share the screen's
    /// coordinates, so the point moves by the windows' origins.
    open func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        guard let window else { return point }
        return CGPoint(x: point.x + frame.minX - window.frame.minX, y: point.y + frame.minY - window.frame.minY)
    }
}
