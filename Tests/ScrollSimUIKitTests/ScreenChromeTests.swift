import Foundation
import ScrollSimUIKit
import Testing

/// A screen that overrides the orientation and status-bar answers.
private final class LandscapeScreen: UIViewController {
    var warnings = 0
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        warnings += 1
    }
}

/// A transition context that records what it is told.
@MainActor
private final class RecordingContext: NSObject, UIViewControllerContextTransitioning {
    var calls: [String] = []
    let containerView = UIView()
    var isAnimated: Bool { true }
    var isInteractive: Bool { true }
    var transitionWasCancelled: Bool { calls.contains("cancel") }
    var presentationStyle: UIModalPresentationStyle { .custom }
    var targetTransform: CGAffineTransform { .identity }
    func updateInteractiveTransition(_ percentComplete: CGFloat) { calls.append("update \(percentComplete)") }
    func finishInteractiveTransition() { calls.append("finish") }
    func cancelInteractiveTransition() { calls.append("cancel") }
    func pauseInteractiveTransition() { calls.append("pause") }
    func completeTransition(_ didComplete: Bool) { calls.append("complete \(didComplete)") }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { key == .to ? containerView : nil }
    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { .zero }
}

/// An animator written as on iOS: fades the `to` view in and completes.
@MainActor
private final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let view = transitionContext.view(forKey: .to)
        view?.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: { view?.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A transitioning delegate that answers only for presentation.
@MainActor
private final class PresentingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = FadeAnimator()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

@MainActor
@Suite("ScrollSimUIKit: orientation, status bar, transitions, navigation bar")
struct ScreenChromeTests {
    @Test("orientation masks are bits 1 << orientation, as UIKit's")
    func orientationMasks() {
        // portrait 1 → 2, upside down 2 → 4, landscapeRight 3 → 8, landscapeLeft 4 → 16.
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 1 << UInt(UIInterfaceOrientation.portrait.rawValue))
        #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 1 << UInt(UIInterfaceOrientation.landscapeLeft.rawValue))
        #expect(UIInterfaceOrientationMask.landscapeRight.rawValue == 1 << UInt(UIInterfaceOrientation.landscapeRight.rawValue))
        #expect(UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(UIInterfaceOrientation.landscapeLeft.isLandscape && !UIInterfaceOrientation.unknown.isPortrait)
    }

    @Test("a screen's orientation and status-bar defaults are UIKit's on an iPhone; overrides answer")
    func screenDefaults() {
        let plain = UIViewController()
        #expect(plain.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(plain.preferredStatusBarUpdateAnimation == .fade)
        #expect(plain.shouldAutomaticallyForwardAppearanceMethods)
        #expect(plain.automaticallyAdjustsScrollViewInsets)
        let landscape = LandscapeScreen()
        #expect(landscape.supportedInterfaceOrientations == .landscape)
        #expect(landscape.preferredStatusBarUpdateAnimation == .slide)
        landscape.didReceiveMemoryWarning()
        #expect(landscape.warnings == 1)
    }

    @Test("a transitioning delegate is kept weakly; a test can run its animator with its own context")
    func transitions() {
        let presented = UIViewController()
        var delegate: PresentingDelegate? = PresentingDelegate()
        presented.transitioningDelegate = delegate
        let animator = presented.transitioningDelegate?.animationController(
            forPresented: presented, presenting: UIViewController(), source: UIViewController())
        // The default answers nil for dismissal.
        #expect(presented.transitioningDelegate?.animationController(forDismissed: presented) == nil)
        let context = RecordingContext()
        animator?.animateTransition(using: context)
        #expect(context.calls == ["complete true"])
        #expect(context.containerView.alpha == 1)
        delegate = nil
        #expect(presented.transitioningDelegate == nil)
        #expect(UITransitionContextViewControllerKey.from.rawValue == "UITransitionContextFromViewControllerKey")
        #expect(UITransitionContextViewKey.to.rawValue == "UITransitionContextToViewKey")
    }

    @Test("a percent-driven transition keeps its progress and reports to the context it started with")
    func percentDriven() {
        let transition = UIPercentDrivenInteractiveTransition()
        transition.update(0.2)
        #expect(transition.percentComplete == 0.2)
        let context = RecordingContext()
        transition.startInteractiveTransition(context)
        transition.update(0.5)
        transition.pause()
        transition.cancel()
        #expect(context.calls == ["update 0.5", "pause", "cancel"])
        #expect(context.transitionWasCancelled)
        #expect(transition.percentComplete == 0.5)
        transition.finish()
        #expect(context.calls.last == "finish")
    }

    @Test("a navigation controller's bar: 44 points at the top across the screen; hiding it hides the bar")
    func navigationBar() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        // The screen is 375 points wide; UIKit's bar is 44 high.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(navigation.navigationBar.bounds.height == 44)
        #expect(!navigation.isNavigationBarHidden)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        navigation.isNavigationBarHidden = false
        #expect(!navigation.navigationBar.isHidden)
        #expect(navigation.isToolbarHidden)
        navigation.setToolbarHidden(false, animated: false)
        #expect(!navigation.isToolbarHidden)
    }

    @Test("a bar keeps a copy of the appearance assigned; configureWith… set UIKit's documented values")
    func appearances() {
        let bar = UINavigationBar(frame: .zero)
        let appearance = UINavigationBarAppearance()
        // init() is the default background: a blur, no colour, a shadow.
        #expect(appearance.backgroundEffect != nil && appearance.backgroundColor == nil && appearance.shadowColor != nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground)
        appearance.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 20)]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        #expect(bar.standardAppearance !== appearance)
        #expect(bar.standardAppearance.backgroundColor == .systemBackground)
        #expect(bar.standardAppearance.titleTextAttributes.count == 1)
        // Changing the original after assigning leaves the bar's copies alone.
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil && appearance.shadowColor == nil)
        #expect(bar.standardAppearance.backgroundColor == .systemBackground)
        #expect(bar.scrollEdgeAppearance?.shadowColor != nil)
        #expect(bar.compactAppearance == nil)
    }

    @Test("appearance() is one proxy per class")
    func appearanceProxy() {
        let proxy = UINavigationBar.appearance()
        #expect(proxy === UINavigationBar.appearance())
        proxy.prefersLargeTitles = true
        #expect(UINavigationBar.appearance().prefersLargeTitles)
        proxy.prefersLargeTitles = false
    }

    @Test("a bar's items: push, pop, top and back items")
    func barItems() {
        let bar = UINavigationBar(frame: .zero)
        let first = UINavigationItem(title: "A")
        let second = UINavigationItem(title: "B")
        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: true)
        #expect(bar.topItem === second && bar.backItem === first)
        #expect(bar.popItem(animated: false) === second)
        #expect(bar.topItem === first && bar.backItem == nil)
        #expect(bar.sizeThatFits(CGSize(width: 200, height: 500)) == CGSize(width: 200, height: 44))
    }
}

@MainActor
@Suite("ScrollSimUIKit: a navigation stack replaced in one call")
struct NavigationStackReplacementTests {
    @Test("setViewControllers(_:animated:) replaces the stack: the old controllers leave, the new ones are children")
    func setViewControllers() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let first = UIViewController()
        let second = UIViewController()
        navigation.setViewControllers([first, second], animated: true)
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === second)
        #expect(root.parent == nil && root.navigationController == nil)
        #expect(first.navigationController === navigation)
    }
}

@MainActor
@Suite("ScrollSimUIKit: bar background images, status-bar style, rectangle conversion")
struct ScreenGeometryAndBarTests {
    @Test("background images are kept per bar position and metrics; nil removes one")
    func backgroundImages() {
        let bar = UINavigationBar(frame: .zero)
        let image = UIImage()
        bar.setBackgroundImage(image, for: .default)
        #expect(bar.backgroundImage(for: .default) === image)
        #expect(bar.backgroundImage(for: .any, barMetrics: .default) === image)
        // Another position or metrics has none of its own.
        #expect(bar.backgroundImage(for: .top, barMetrics: .default) == nil)
        #expect(bar.backgroundImage(for: .compact) == nil)
        bar.setBackgroundImage(nil, for: .any, barMetrics: .default)
        #expect(bar.backgroundImage(for: .default) == nil)
        #expect(UIBarMetrics.compactPrompt.rawValue == 102 && UIBarPosition.topAttached.rawValue == 3)
    }

    @Test("the status-bar style set on the application is kept")
    func statusBarStyle() {
        let application = UIApplication.shared
        let before = application.statusBarStyle
        application.statusBarStyle = .lightContent
        #expect(application.statusBarStyle == .lightContent)
        application.statusBarStyle = before
    }

    @Test("rectangles convert by their origins between views of one tree; sizes stay")
    func convertRects() {
        // root at (0, 0); a at (10, 20) in root; b at (5, 5) in a, so at (15, 25) in root.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        root.addSubview(a)
        a.addSubview(b)
        let rect = CGRect(x: 1, y: 2, width: 30, height: 40)
        // b's (1, 2) is root's (16, 27).
        #expect(b.convert(rect, to: root) == CGRect(x: 16, y: 27, width: 30, height: 40))
        #expect(root.convert(rect, from: b) == CGRect(x: 16, y: 27, width: 30, height: 40))
        // root's (1, 2) is b's (1 − 15, 2 − 25) = (−14, −23), to a view or to nil (the root's coordinates).
        #expect(b.convert(rect, from: root) == CGRect(x: -14, y: -23, width: 30, height: 40))
        #expect(b.convert(rect, from: nil) == CGRect(x: -14, y: -23, width: 30, height: 40))
        #expect(b.convert(CGPoint(x: 1, y: 2), from: nil) == CGPoint(x: -14, y: -23))
    }
}
