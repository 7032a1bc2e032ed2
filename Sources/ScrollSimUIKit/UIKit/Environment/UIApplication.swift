import Foundation

/// `UIApplication`, as far as screens read it: the layout direction, the
/// windows, the status bar (there is none) and the interaction-events
/// counter. No event arrives and no notification is posted.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// `UIApplication.shared`.
    public static let shared = UIApplication()

    /// `userInterfaceLayoutDirection`: left to right unless a test sets it
    /// (UIKit's is read-only; setting it here is how a right-to-left run is
    /// simulated).
    open var userInterfaceLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight

    /// The windows made and still alive, in the order made.
    private var madeWindows: [WeakWindow] = []
    /// The number of `beginIgnoringInteractionEvents()` not yet ended.
    private var ignoringInteractionEventsCount = 0

    override init() {
        super.init()
    }

    // MARK: - Delegate

    /// `delegate`: the app delegate, held weakly (UIKit's is
    /// `unowned(unsafe)`: the app keeps its delegate alive). None of its
    /// methods is called here; `window` reads its window.
    open weak var delegate: (any UIApplicationDelegate)?

    /// `next`: the delegate when it is a `UIResponder` other than a view, a
    /// view controller or the application itself, else `nil`, as UIKit's
    /// documentation of `next` states.
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, responder !== self,
              !(responder is UIView), !(responder is UIViewController) else { return nil }
        return responder
    }

    // MARK: - Windows

    /// `keyWindow`: the window last made key (`makeKey()`,
    /// `makeKeyAndVisible()`) while it is alive; `nil` before any.
    open internal(set) weak var keyWindow: UIWindow?

    /// `windows`: every window alive, back to front by `windowLevel`
    /// (windows of one level in the order made), as UIKit orders them.
    open var windows: [UIWindow] {
        madeWindows.removeAll { $0.window == nil }
        let alive = madeWindows.compactMap(\.window)
        return alive.enumerated().sorted { lhs, rhs in
            lhs.element.windowLevel.rawValue != rhs.element.windowLevel.rawValue
                ? lhs.element.windowLevel.rawValue < rhs.element.windowLevel.rawValue
                : lhs.offset < rhs.offset
        }.map(\.element)
    }

    // MARK: - Scenes

    /// The application's one scene, which every window made belongs to.
    let windowScene = UIWindowScene()

    /// `connectedScenes`: the application's one window scene (no scene
    /// connects or disconnects here).
    open var connectedScenes: Set<UIScene> { [windowScene] }

    /// Lists a window just made.
    func register(_ window: UIWindow) {
        madeWindows.removeAll { $0.window == nil }
        madeWindows.append(WeakWindow(window: window))
    }

    // MARK: - Status bar (there is none)

    /// `statusBarFrame`: `.zero`, UIKit's answer when no status bar shows
    /// (the simulated screen has no safe area either).
    open var statusBarFrame: CGRect { .zero }
    /// `statusBarOrientation`: `.portrait`, the simulated device's.
    open var statusBarOrientation: UIInterfaceOrientation { .portrait }
    /// `isStatusBarHidden`: `true`, as there is no status bar.
    open var isStatusBarHidden: Bool { true }
    /// `statusBarStyle`: kept (`.default` at first; UIKit's setter, deprecated
    /// since iOS 9, is still there).
    open var statusBarStyle = UIStatusBarStyle.default

    // MARK: - Interaction events

    /// `beginIgnoringInteractionEvents()`: counted; no event arrives anyway.
    open func beginIgnoringInteractionEvents() {
        ignoringInteractionEventsCount += 1
    }

    /// `endIgnoringInteractionEvents()`: ends one `beginIgnoringInteractionEvents()`
    /// (more ends than begins are ignored).
    open func endIgnoringInteractionEvents() {
        ignoringInteractionEventsCount = max(ignoringInteractionEventsCount - 1, 0)
    }

    /// `isIgnoringInteractionEvents`: whether a `beginIgnoringInteractionEvents()`
    /// is not yet ended.
    open var isIgnoringInteractionEvents: Bool { ignoringInteractionEventsCount > 0 }

    // MARK: - Notification names (never posted here)

    /// `UIApplication.willChangeStatusBarOrientationNotification` (deprecated
    /// in iOS 13; declared without the deprecation): the simulated device
    /// never rotates.
    nonisolated public static let willChangeStatusBarOrientationNotification =
        NSNotification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
    /// `UIApplication.didChangeStatusBarOrientationNotification` (deprecated
    /// in iOS 13; declared without the deprecation).
    nonisolated public static let didChangeStatusBarOrientationNotification =
        NSNotification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    /// `UIApplication.didBecomeActiveNotification`.
    nonisolated public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    /// `UIApplication.willResignActiveNotification`.
    nonisolated public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    /// `UIApplication.didEnterBackgroundNotification`.
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    /// `UIApplication.willEnterForegroundNotification`.
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    /// `UIApplication.willTerminateNotification`.
    nonisolated public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    /// `UIApplication.didReceiveMemoryWarningNotification`.
    nonisolated public static let didReceiveMemoryWarningNotification =
        NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// `UIApplication.didFinishLaunchingNotification`.
    nonisolated public static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    /// `UIApplication.significantTimeChangeNotification`.
    nonisolated public static let significantTimeChangeNotification =
        NSNotification.Name("UIApplicationSignificantTimeChangeNotification")
    /// `UIApplication.userDidTakeScreenshotNotification`.
    nonisolated public static let userDidTakeScreenshotNotification =
        NSNotification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

/// A window the application lists without keeping it alive.
private struct WeakWindow {
    weak var window: UIWindow?
}
