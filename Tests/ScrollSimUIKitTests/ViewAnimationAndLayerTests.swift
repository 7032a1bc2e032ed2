import Foundation
import ScrollSimUIKit
import Testing

/// A view that records its layout callbacks, and may skip `super`.
final class SublayerLayoutRecordingView: UIView {
    var calls: [String] = []
    var callsSuper = true
    override func layoutSublayers(of layer: CALayer) {
        calls.append(layer === self.layer ? "layoutSublayers(own layer)" : "layoutSublayers(other)")
        if callsSuper { super.layoutSublayers(of: layer) }
    }
    override func layoutSubviews() {
        calls.append("layoutSubviews")
        super.layoutSubviews()
    }
}

@MainActor
@Suite("ScrollSimUIKit: animations enabled, layoutSublayers(of:), CALayer actions, safe-area callbacks")
struct ViewAnimationAndLayerTests {
    @Test("setAnimationsEnabled sets areAnimationsEnabled; performWithoutAnimation turns it off inside and restores it")
    func animationsEnabled() {
        #expect(UIView.areAnimationsEnabled)
        var inside: [Bool] = []
        UIView.performWithoutAnimation {
            inside.append(UIView.areAnimationsEnabled)
            // Nested: still off, and still off after the inner block ends.
            UIView.performWithoutAnimation { inside.append(UIView.areAnimationsEnabled) }
            inside.append(UIView.areAnimationsEnabled)
        }
        #expect(inside == [false, false, false])
        #expect(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        // performWithoutAnimation restores the state it found: off.
        UIView.performWithoutAnimation {}
        #expect(!UIView.areAnimationsEnabled)
        // Animations still apply at once, and complete, while disabled (as UIKit's do).
        let view = UIView()
        var completed = false
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }, completion: { completed = $0 })
        #expect(view.alpha == 0.5 && completed)
        UIView.setAnimationsEnabled(true)
        #expect(UIView.areAnimationsEnabled)
    }

    @Test("the layout pass calls layoutSublayers(of:) with the view's layer, which calls layoutSubviews")
    func layoutSublayers() {
        let view = SublayerLayoutRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.calls == ["layoutSublayers(own layer)", "layoutSubviews"])
        // An override that does not call super keeps layoutSubviews from running, as in UIKit.
        view.calls = []
        view.callsSuper = false
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.calls == ["layoutSublayers(own layer)"])
    }

    @Test("a layer finds the actions set by key, else the class's default (none)")
    func layerActions() {
        let layer = CAShapeLayer()
        #expect(layer.action(forKey: "bounds") == nil)
        let fade = CABasicAnimation(keyPath: "opacity")
        layer.actions = ["bounds": NSNull(), "opacity": fade]
        #expect(layer.action(forKey: "bounds") is NSNull)
        #expect(layer.action(forKey: "opacity") as? CABasicAnimation === fade)
        #expect(layer.action(forKey: "position") == nil)
        // Running an action changes nothing here: no animation is added.
        layer.action(forKey: "opacity")?.run(forKey: "opacity", object: layer, arguments: nil)
        NSNull().run(forKey: "bounds", object: layer, arguments: nil)
        #expect(layer.animationKeys() == nil)
        layer.actions = nil
        #expect(layer.action(forKey: "bounds") == nil)
    }

    @Test("images keep no pixels, so they have no PNG or JPEG data")
    func imageData() {
        let image = UIImage(size: CGSize(width: 10, height: 10))
        #expect(image.pngData() == nil)
        #expect(image.jpegData(compressionQuality: 0.8) == nil)
    }
}
