import Foundation
import ScrollSimUIKit
import Testing

/// A view that records the hierarchy callbacks UIKit sends it.
final class HierarchyRecordingView: UIView {
    var calls: [String] = []
    let name: String
    init(_ name: String) {
        self.name = name
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) {
        name = "coder"
        super.init(coder: coder)
    }
    override func willMove(toSuperview newSuperview: UIView?) {
        calls.append("\(name).willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))")
    }
    override func didMoveToSuperview() { calls.append("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        calls.append("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { calls.append("\(name).didMoveToWindow(\(window == nil ? "nil" : "window"))") }
    override func didAddSubview(_ subview: UIView) { calls.append("\(name).didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { calls.append("\(name).willRemoveSubview") }
}

/// A window that records becoming and resigning key.
final class KeyRecordingWindow: UIWindow {
    var calls: [String] = []
    override func becomeKey() { calls.append("becomeKey") }
    override func resignKey() { calls.append("resignKey") }
}

@MainActor
@Suite("ScrollSimUIKit: UIWindow, UIView.window and the hierarchy callbacks")
struct UIWindowTests {
    @Test("a window starts hidden; makeKeyAndVisible shows it and makes it the key window")
    func makeKeyAndVisible() {
        let first = KeyRecordingWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let second = KeyRecordingWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(first.isHidden)
        first.makeKeyAndVisible()
        #expect(!first.isHidden)
        #expect(first.isKeyWindow)
        #expect(UIApplication.shared.keyWindow === first)
        second.makeKey()
        // makeKey does not show the window; the first resigns.
        #expect(second.isHidden)
        #expect(second.isKeyWindow && !first.isKeyWindow)
        #expect(first.calls == ["becomeKey", "resignKey"])
        #expect(second.calls == ["becomeKey"])
        // Making the key window key again changes nothing.
        second.makeKey()
        #expect(second.calls == ["becomeKey"])
    }

    @Test("rootViewController installs the controller's view filling the window, and replaces the old one")
    func rootViewController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = UIViewController()
        window.rootViewController = first
        // The view, loaded at screen size (375 × 667), now has the window's bounds.
        #expect(first.view.superview === window)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(first.view.window === window)
        let second = UIViewController()
        window.rootViewController = second
        #expect(first.view.superview == nil)
        #expect(window.subviews.count == 1 && window.subviews[0] === second.view)
    }

    @Test("window is the nearest UIWindow ancestor; a window's window is itself")
    func viewWindow() {
        let window = UIWindow(frame: .zero)
        let outer = UIView()
        let inner = UIView()
        outer.addSubview(inner)
        #expect(inner.window == nil)
        window.addSubview(outer)
        #expect(inner.window === window)
        #expect(window.window === window)
        outer.removeFromSuperview()
        #expect(inner.window == nil)
    }

    @Test("adding a subtree to a window: willMoveToSuperview, willMoveToWindow down the subtree, didMoveToWindow down it, didMoveToSuperview, didAddSubview")
    func callbacksIntoWindow() {
        let window = UIWindow(frame: .zero)
        let host = HierarchyRecordingView("host")
        window.addSubview(host)
        host.calls = []
        let parent = HierarchyRecordingView("parent")
        let child = HierarchyRecordingView("child")
        parent.addSubview(child)
        // Outside a window the child hears only its superview change.
        #expect(child.calls == ["child.willMoveToSuperview(view)", "child.didMoveToSuperview"])
        #expect(parent.calls == ["parent.didAddSubview"])
        child.calls = []
        parent.calls = []
        host.addSubview(parent)
        #expect(parent.calls == ["parent.willMoveToSuperview(view)", "parent.willMoveToWindow(window)",
                                 "parent.didMoveToWindow(window)", "parent.didMoveToSuperview"])
        #expect(child.calls == ["child.willMoveToWindow(window)", "child.didMoveToWindow(window)"])
        #expect(host.calls == ["host.didAddSubview"])
    }

    @Test("removing a subtree from a window: willRemoveSubview, then nil superview and window, down the subtree")
    func callbacksOutOfWindow() {
        let window = UIWindow(frame: .zero)
        let host = HierarchyRecordingView("host")
        let parent = HierarchyRecordingView("parent")
        let child = HierarchyRecordingView("child")
        window.addSubview(host)
        host.addSubview(parent)
        parent.addSubview(child)
        host.calls = []
        parent.calls = []
        child.calls = []
        parent.removeFromSuperview()
        #expect(host.calls == ["host.willRemoveSubview"])
        #expect(parent.calls == ["parent.willMoveToSuperview(nil)", "parent.willMoveToWindow(nil)",
                                 "parent.didMoveToWindow(nil)", "parent.didMoveToSuperview"])
        #expect(child.calls == ["child.willMoveToWindow(nil)", "child.didMoveToWindow(nil)"])
    }

    @Test("moving a view between superviews of one window changes no window; reordering calls only didAddSubview")
    func moveWithinWindow() {
        let window = UIWindow(frame: .zero)
        let left = HierarchyRecordingView("left")
        let right = HierarchyRecordingView("right")
        let moved = HierarchyRecordingView("moved")
        let other = UIView()
        window.addSubview(left)
        window.addSubview(right)
        left.addSubview(moved)
        left.addSubview(other)
        left.calls = []
        moved.calls = []
        right.addSubview(moved)
        #expect(moved.calls == ["moved.willMoveToSuperview(view)", "moved.didMoveToSuperview"])
        #expect(left.calls == ["left.willRemoveSubview"])
        #expect(left.subviews.count == 1 && left.subviews[0] === other)
        #expect(right.subviews.count == 1 && right.subviews[0] === moved)
        right.calls = []
        moved.calls = []
        right.addSubview(UIView())
        right.calls = []
        right.insertSubview(moved, at: 1)
        #expect(moved.calls.isEmpty)
        #expect(right.calls == ["right.didAddSubview"])
        #expect(right.subviews[1] === moved)
    }

    @Test("windows lists the live windows back to front by level, in the order made within a level")
    func applicationWindows() {
        let alert = UIWindow(frame: .zero)
        alert.windowLevel = .alert
        let normal = UIWindow(frame: .zero)
        let raised = UIWindow(frame: .zero)
        raised.windowLevel = .normal + 1
        let mine = UIApplication.shared.windows.filter { $0 === alert || $0 === normal || $0 === raised }
        // Levels 2000, 0 and 1 sort to 0, 1, 2000.
        #expect(mine.count == 3 && mine[0] === normal && mine[1] === raised && mine[2] === alert)
        #expect((UIWindow.Level.alert - 1).rawValue == 1999)
    }

    @Test("a window no longer referenced leaves windows")
    func windowsAreWeak() {
        var window: UIWindow? = UIWindow(frame: CGRect(x: 0, y: 0, width: 7, height: 7))
        let identifier = window.map(ObjectIdentifier.init)
        #expect(UIApplication.shared.windows.contains { ObjectIdentifier($0) == identifier })
        window = nil
        #expect(!UIApplication.shared.windows.contains { ObjectIdentifier($0) == identifier })
    }

    @Test("interaction events: begins and ends are counted, extra ends ignored")
    func ignoringInteractionEvents() {
        let application = UIApplication.shared
        #expect(!application.isIgnoringInteractionEvents)
        application.beginIgnoringInteractionEvents()
        application.beginIgnoringInteractionEvents()
        application.endIgnoringInteractionEvents()
        #expect(application.isIgnoringInteractionEvents)
        application.endIgnoringInteractionEvents()
        application.endIgnoringInteractionEvents()
        #expect(!application.isIgnoringInteractionEvents)
        application.beginIgnoringInteractionEvents()
        #expect(application.isIgnoringInteractionEvents)
        application.endIgnoringInteractionEvents()
    }

    @Test("no status bar: zero frame, portrait; notification names are UIKit's strings")
    func statusBarAndNames() {
        #expect(UIApplication.shared.statusBarFrame == .zero)
        #expect(UIApplication.shared.statusBarOrientation.isPortrait)
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(UIApplication.didReceiveMemoryWarningNotification.rawValue == "UIApplicationDidReceiveMemoryWarningNotification")
        #expect(UIApplication.didFinishLaunchingNotification.rawValue == "UIApplicationDidFinishLaunchingNotification")
        #expect(UIApplication.userDidTakeScreenshotNotification.rawValue == "UIApplicationUserDidTakeScreenshotNotification")
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
    }

    @Test("snapshotView is a bare view of the bounds' size at the origin; endEditing resigns nothing and succeeds")
    func snapshotAndEndEditing() {
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 50))
        view.alpha = 0.5
        view.addSubview(UIView())
        let snapshot = view.snapshotView(afterScreenUpdates: false)
        #expect(snapshot?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(snapshot?.alpha == 0.5)
        #expect(snapshot?.subviews.isEmpty == true)
        #expect(view.endEditing(true))
    }
}
