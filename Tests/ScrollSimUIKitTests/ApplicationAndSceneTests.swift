import Foundation
import ScrollSimUIKit
import Testing

/// An app delegate as UIKit apps write one: a responder with a stored window.
final class WindowKeepingAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

/// An app delegate with no `window` property (a scene-based app's).
final class WindowlessAppDelegate: NSObject, UIApplicationDelegate {}

/// A subclass of an app delegate: the window is the superclass's property.
final class InheritingAppDelegate: UIResponder, UIApplicationDelegate {
    var launches = 0
}

@MainActor
@Suite("ScrollSimUIKit: UIApplication's delegate and scene, UIWindowScene, UIScreen.nativeBounds")
struct ApplicationAndSceneTests {
    @Test("the delegate is held weakly, and the application's next responder is a responder delegate")
    func delegateAndNext() {
        let application = UIApplication.shared
        let previous = application.delegate
        defer { application.delegate = previous }
        var delegate: WindowKeepingAppDelegate? = WindowKeepingAppDelegate()
        application.delegate = delegate
        #expect(application.next === delegate)
        // A delegate that is not a responder, or is a view, is not next (UIKit's documentation of `next`).
        let plain = WindowlessAppDelegate()
        application.delegate = plain
        #expect(application.next == nil)
        application.delegate = delegate
        delegate = nil
        #expect(application.delegate == nil)
        #expect(application.next == nil)
    }

    @Test("delegate?.window reads the delegate's stored window: nil without one, .some(nil) while it is empty")
    func delegateWindow() {
        let application = UIApplication.shared
        let previous = application.delegate
        defer { application.delegate = previous }
        let delegate = WindowKeepingAppDelegate()
        application.delegate = delegate
        // The property exists and holds no window: UIWindow?? .some(nil), as UIKit's optional requirement answers.
        let empty: UIWindow?? = application.delegate?.window
        #expect(empty != nil)
        #expect(empty! == nil)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        delegate.window = window
        #expect(application.delegate?.window!! === window)
        // The form UIKit code writes: `guard let window = delegate?.window!`.
        guard let found = application.delegate?.window! else {
            Issue.record("no window")
            return
        }
        #expect(found === window)
        // No such property: nil (the optional requirement is not implemented).
        let windowless = WindowlessAppDelegate()
        application.delegate = windowless
        let none: UIWindow?? = application.delegate?.window
        #expect(none == nil)
        let inheriting = InheritingAppDelegate()
        application.delegate = inheriting
        let inheritingWindow: UIWindow?? = application.delegate?.window
        #expect(inheritingWindow == nil)
    }

    @Test("the application has one window scene; windows belong to it unless set otherwise")
    func scenes() throws {
        let application = UIApplication.shared
        let scenes = application.connectedScenes
        #expect(scenes.count == 1)
        let scene = try #require(scenes.first as? UIWindowScene)
        #expect(scene.activationState == .foregroundActive)
        #expect(scene.interfaceOrientation.isPortrait && !scene.interfaceOrientation.isLandscape)
        #expect(scene.screen === UIScreen.main)
        #expect(scene.next === application)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.windowScene === scene)
        #expect(scene.windows.contains { $0 === window })
        let outside = UIWindow(frame: .zero)
        outside.windowScene = nil
        #expect(!scene.windows.contains { $0 === outside })
        #expect(application.windows.contains { $0 === outside })
        // init(windowScene:) sizes the window to the scene's screen: 375 × 667 points.
        let sized = UIWindow(windowScene: scene)
        #expect(sized.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        sized.makeKeyAndVisible()
        #expect(scene.keyWindow === sized)
        outside.makeKey()
        #expect(scene.keyWindow == nil)
        // The order of windows is the application's (back to front, in the order made).
        let mine = scene.windows.filter { $0 === window || $0 === sized }
        #expect(mine.count == 2 && mine[0] === window && mine[1] === sized)
    }

    @Test("nativeBounds is the screen in pixels: 375 × 667 points at 3× is 1125 × 2001")
    func nativeBounds() {
        // 375 × 3 = 1125; 667 × 3 = 2001.
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: 1125, height: 2001))
        // A 2× screen: 750 × 1334.
        #expect(UIScreen(scale: 2).nativeBounds == CGRect(x: 0, y: 0, width: 750, height: 1334))
    }
}
