import Foundation
import ScrollSimUIKit
import Testing

/// A collection view subclass overriding what UIKit lets subclasses
/// override (the census found these refused while they were `public`).
final class OverridingCollectionView: UICollectionView {
    var calls: [String] = []
    override func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        calls.append("batch")
        super.performBatchUpdates(updates, completion: completion)
    }
    override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        calls.append("gesture")
        super.addGestureRecognizer(gestureRecognizer)
    }
    override func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        calls.append("nib")
        super.register(nib, forCellWithReuseIdentifier: identifier)
    }
}

/// A screen choosing its status bar, as on iOS.
final class LightScreen: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

@MainActor
@Suite("ScrollSimUIKit: switch, image contexts, status bar, overrides")
struct UIKitSmallSurfaceTests {
    @Test("overrides of UIKit's overridable methods are called")
    func overridesAreCalled() {
        let view = OverridingCollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.performBatchUpdates({})
        view.addGestureRecognizer(UITapGestureRecognizer())
        view.register(nil as UINib?, forCellWithReuseIdentifier: "c")
        #expect(view.calls == ["batch", "gesture", "nib"])
        #expect(view.gestureRecognizers?.count == 1)
    }

    @Test("UISwitch keeps isOn and has UIKit's 51 × 31 size whatever the frame")
    func switchState() {
        let control = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        #expect(control.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        #expect(!control.isOn)
        control.setOn(true, animated: true)
        #expect(control.isOn)
    }

    @Test("an image context gives an empty image of its size; none outside one")
    func imageContexts() {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 20), false, 2)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.size == CGSize(width: 30, height: 20))
        #expect(image?.scale == 2)
        // Scale 0 is the screen's (UIScreen.main.scale, 3).
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 1, height: 1), true, 0)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 3)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("UIImage(data:): nil for empty data, an undecoded 0 × 0 image otherwise")
    func imageFromData() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data([0x89, 0x50]))?.size == .zero)
    }

    @Test("preferredStatusBarStyle is overridable and kept")
    func statusBar() {
        #expect(UIViewController().preferredStatusBarStyle == .default)
        #expect(LightScreen().preferredStatusBarStyle == .lightContent)
    }
}
