import ScrollSimUIKit
import Testing

/// A view that counts its `tintColorDidChange()` calls.
@MainActor
private final class TintWatchingView: UIView {
    var changes = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        changes += 1
    }
}

/// UIKit's tint rules (UIView.h): the first colour or non-automatic mode up
/// the superview chain; `tintColorDidChange()` on the views whose tint
/// changes, by their own setting, a superview's, or a move.
@MainActor
@Suite("ScrollSimUIKit: tintColor, tintAdjustmentMode and tintColorDidChange")
struct TintTests {
    /// How many times each view heard `tintColorDidChange()`.
    private func counts(_ views: TintWatchingView...) -> [Int] { views.map(\.changes) }

    @Test("tint colour and adjustment mode are inherited from the nearest view that sets them")
    func inheritance() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        // Nothing set: the system colour and the normal mode.
        #expect(leaf.tintColor == .systemBlue)
        #expect(leaf.tintAdjustmentMode == .normal)
        root.tintColor = .red
        middle.tintAdjustmentMode = .dimmed
        #expect(leaf.tintColor == .red)
        #expect(leaf.tintAdjustmentMode == .dimmed)
        #expect(root.tintAdjustmentMode == .normal)
        // nil inherits again.
        leaf.tintColor = .green
        #expect(leaf.tintColor == .green)
        leaf.tintColor = nil
        #expect(leaf.tintColor == .red)
    }

    @Test("tintColorDidChange reaches the view set and the subviews that inherit, not those with their own")
    func changePropagation() {
        let root = TintWatchingView(), inheriting = TintWatchingView(), own = TintWatchingView(), belowOwn = TintWatchingView()
        root.addSubview(inheriting)
        root.addSubview(own)
        own.addSubview(belowOwn)
        own.tintColor = .green
        // Setting `own`: it and `belowOwn` (which inherits green) change.
        #expect(counts(root, inheriting, own, belowOwn) == [0, 0, 1, 1])
        root.tintColor = .red
        // root and inheriting go red; own (and so belowOwn) stay green.
        #expect(counts(root, inheriting, own, belowOwn) == [1, 1, 1, 1])
        root.tintColor = .red
        // The same value again changes nothing.
        #expect(counts(root, inheriting, own, belowOwn) == [1, 1, 1, 1])
        root.tintAdjustmentMode = .dimmed
        // The mode is inherited by all four (none sets its own).
        #expect(counts(root, inheriting, own, belowOwn) == [2, 2, 2, 2])
    }

    @Test("moving a view under a differently tinted superview calls tintColorDidChange on it and its subtree")
    func moves() {
        let blue = UIView(), red = UIView(), moved = TintWatchingView(), child = TintWatchingView()
        red.tintColor = .red
        moved.addSubview(child)
        blue.addSubview(moved)
        // systemBlue before and after: nothing changes.
        #expect(counts(moved, child) == [0, 0])
        red.addSubview(moved)
        #expect(counts(moved, child) == [1, 1])
        #expect(child.tintColor == .red)
        moved.removeFromSuperview()
        // Back to the system colour.
        #expect(counts(moved, child) == [2, 2])
        #expect(child.tintColor == .systemBlue)
    }
}
