import Foundation
import ScrollSimUIKit
import Testing

/// A view that records the touch methods that reach it.
final class TouchRecordingView: UIView {
    var calls: [String] = []
    var forwards = true
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        calls.append("began \(touches.count)")
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        calls.append("moved")
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        calls.append("ended")
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        calls.append("cancelled")
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A gesture-recognizer delegate that implements nothing.
final class SilentRecognizerDelegate: NSObject, UIGestureRecognizerDelegate {}

@MainActor
@Suite("ScrollSimUIKit: UITouch, UIEvent's touches and the touch methods")
struct TouchHandlingTests {
    @Test("a touch's location converts between views of its tree")
    func touchLocation() {
        // window ⊃ outer at (50, 100) ⊃ inner at (10, 20), outer's bounds scrolled by (0, 30).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let outer = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 300))
        outer.bounds.origin = CGPoint(x: 0, y: 30)
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        window.addSubview(outer)
        outer.addSubview(inner)
        let touch = UITouch(location: CGPoint(x: 5, y: 6), previousLocation: CGPoint(x: 1, y: 2), in: inner, phase: .moved)
        // In the window: 5 + 10 + 50 = 65; 6 + 20 - 30 + 100 = 96.
        #expect(touch.location(in: nil) == CGPoint(x: 65, y: 96))
        #expect(touch.location(in: window) == CGPoint(x: 65, y: 96))
        // In outer: 5 + 10 = 15; 6 + 20 = 26 (its bounds origin is where its content starts).
        #expect(touch.location(in: outer) == CGPoint(x: 15, y: 26))
        #expect(touch.location(in: inner) == CGPoint(x: 5, y: 6))
        // Previous: 1 + 60 = 61; 2 + 90 = 92 in the window.
        #expect(touch.previousLocation(in: nil) == CGPoint(x: 61, y: 92))
        #expect(touch.previousLocation(in: outer) == CGPoint(x: 11, y: 22))
        #expect(touch.preciseLocation(in: outer) == touch.location(in: outer))
        #expect(touch.phase == .moved && touch.view === inner && touch.window === window && touch.tapCount == 1)
        // A touch made in code: a began tap at the origin, with no view.
        let bare = UITouch()
        #expect(bare.phase == .began && bare.view == nil && bare.location(in: outer) == CGPoint(x: -50, y: -70))
    }

    @Test("an event answers its touches by view, window and recognizer")
    func eventTouches() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        window.addSubview(left)
        let tap = UITapGestureRecognizer()
        left.addGestureRecognizer(tap)
        let onLeft = UITouch(location: .zero, previousLocation: .zero, in: left, phase: .began)
        let onRight = UITouch(location: .zero, previousLocation: .zero, in: right, phase: .began)
        let event = UIEvent(touches: [onLeft, onRight])
        #expect(event.allTouches == [onLeft, onRight])
        #expect(event.touches(for: left) == [onLeft])
        #expect(event.touches(for: window) == [onLeft])
        #expect(event.touches(for: tap) == [onLeft])
        #expect(event.touches(for: UIView()) == nil)
        #expect(event.coalescedTouches(for: onLeft) == [onLeft])
        #expect(event.predictedTouches(for: onRight) == [])
        #expect(event.coalescedTouches(for: UITouch()) == nil)
        #expect(UIEvent().allTouches == nil)
    }

    @Test("the touch methods pass the touches up the responder chain, as UIKit's default")
    func touchesGoUpTheChain() {
        let outer = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        outer.addSubview(inner)
        let touches: Set<UITouch> = [UITouch()]
        inner.touchesBegan(touches, with: nil)
        inner.touchesMoved(touches, with: nil)
        inner.touchesEnded(touches, with: nil)
        inner.touchesCancelled(touches, with: nil)
        #expect(inner.calls == ["began 1", "moved", "ended", "cancelled"])
        #expect(outer.calls == ["began 1", "moved", "ended", "cancelled"])
        // A view that handles them without calling super stops them.
        inner.forwards = false
        inner.touchesBegan(touches, with: nil)
        #expect(outer.calls.count == 4)
    }

    @Test("a view lets a gesture recognizer begin, and a delegate receives every touch, by default")
    func gestureDefaults() {
        let view = UIView()
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        #expect(view.gestureRecognizerShouldBegin(pan))
        let delegate = SilentRecognizerDelegate()
        #expect(delegate.gestureRecognizer(pan, shouldReceive: UITouch()))
    }
}
