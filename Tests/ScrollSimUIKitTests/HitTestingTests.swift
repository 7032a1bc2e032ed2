import ScrollSimUIKit
import Testing

/// A view that counts how often it is asked whether it contains a point,
/// and can claim a larger touch area, as custom hit areas do.
@MainActor
private final class CountingView: UIView {
    var pointInsideCalls = 0
    var outset: CGFloat = 0

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        pointInsideCalls += 1
        return bounds.insetBy(dx: -outset, dy: -outset).contains(point)
    }
}

/// `hitTest(_:with:)` and `point(inside:with:)` against UIKit's documented
/// rule: a view that is hidden, has alpha below 0.01 or has user interaction
/// disabled is skipped with its subtree; a view that does not contain the
/// point (`point(inside:with:)`) is skipped with its subtree; otherwise the
/// subviews are asked front to back with the point in their coordinates,
/// and the view itself answers when none does.
@MainActor
@Suite("ScrollSimUIKit: hit testing")
struct HitTestingTests {
    /// root (0,0,200,200) ⊃ back (10,10,100,100), front (60,60,100,100)
    /// ⊃ child (20,20,10,10) of front.
    private func tree() -> (root: UIView, back: UIView, front: UIView, child: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 60, y: 60, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(child)
        return (root, back, front, child)
    }

    @Test("point(inside:) is bounds.contains: the bounds origin shifts it, the frame origin does not")
    func pointInside() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 40))
        // Bounds (0,0,100,40): (99,39) in, (100,0) out (maxX is excluded by CGRect.contains).
        #expect(view.point(inside: CGPoint(x: 99, y: 39), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 0), with: nil))
        #expect(!view.point(inside: CGPoint(x: -1, y: 10), with: nil))
        // Bounds origin (0,300), as a scrolled scroll view's: (10,310) in, (10,10) out.
        view.bounds.origin = CGPoint(x: 0, y: 300)
        #expect(view.point(inside: CGPoint(x: 10, y: 310), with: nil))
        #expect(!view.point(inside: CGPoint(x: 10, y: 10), with: nil))
    }

    @Test("the frontmost containing subview wins, down to the deepest descendant")
    func frontmostDeepest() {
        let (root, back, front, child) = tree()
        // (80,80): in back (10…110) and in front (60…160); front is in front.
        // In front's coordinates (20,20): inside child (20…30) → child.
        #expect(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === child)
        // (70,70): front (10,10) is outside child → front.
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === front)
        // (20,20): only back → back. (180,20): no subview → root.
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 180, y: 20), with: nil) === root)
        // (250,250): outside root → nil.
        #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) == nil)
        // Bringing back to the front makes (80,80) back's.
        root.bringSubviewToFront(back)
        #expect(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === back)
    }

    @Test("hidden, alpha < 0.01 and interaction-disabled views are skipped with their subtrees")
    func skippedViews() {
        for skip in [{ (view: UIView) in view.isHidden = true },
                     { (view: UIView) in view.alpha = 0.009 },
                     { (view: UIView) in view.isUserInteractionEnabled = false }] {
            let (root, back, front, _) = tree()
            skip(front)
            // (80,80) falls through front (and its child) to back.
            #expect(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === back)
            // The skipped view answers nil for itself too.
            #expect(front.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
        }
        // alpha exactly 0.01 is not below the threshold: front still gets (70,70).
        let (root, _, front, _) = tree()
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === front)
    }

    @Test("a subview sticking out of its superview is not hit outside the superview's bounds")
    func outsideSuperviewBounds() {
        let (root, _, front, _) = tree()
        // front spans 60…160 in root; a child at (90,90,40,40) of front spans
        // 150…190 in root, outside front beyond 160.
        let sticking = UIView(frame: CGRect(x: 90, y: 90, width: 40, height: 40))
        front.addSubview(sticking)
        // (155,155): inside front (95,95) and sticking (5,5) → sticking.
        #expect(root.hitTest(CGPoint(x: 155, y: 155), with: nil) === sticking)
        // (170,170): inside sticking (20,20) but outside front (110,110) → root.
        #expect(root.hitTest(CGPoint(x: 170, y: 170), with: nil) === root)
    }

    @Test("an overridden point(inside:with:) widens the hit area and is asked with converted points")
    func overriddenPointInside() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = CountingView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        button.outset = 10
        root.addSubview(button)
        // (95,95) is (-5,-5) in button: outside its bounds, inside the 10 pt outset.
        #expect(root.hitTest(CGPoint(x: 95, y: 95), with: nil) === button)
        // (85,85) is (-15,-15): outside the outset.
        #expect(root.hitTest(CGPoint(x: 85, y: 85), with: nil) === root)
        #expect(button.pointInsideCalls == 2)
        // A scrolled superview: bounds origin (0,50). hitTest's point is in root's
        // bounds coordinates, where the button's frame still is (100,100): (105,105)
        // is (5,5) in button. (105,20) is above root's bounds (y 50…250) → nil,
        // though the button's outset would not reach it anyway.
        root.bounds.origin = CGPoint(x: 0, y: 50)
        #expect(root.hitTest(CGPoint(x: 105, y: 105), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 105, y: 20), with: nil) == nil)
        // From outside: root's superview sees root's content shifted up 50, so its
        // point (105,55) is root's (105,105), the button's (5,5).
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(root)
        #expect(window.hitTest(CGPoint(x: 105, y: 55), with: nil) === button)
    }
}
