import ScrollSimUIKit
import Testing

/// A view that records its `updateConstraints()` and `layoutSubviews()`
/// calls in a shared journal.
@MainActor
private class JournalView: UIView {
    var journal: Journal
    let name: String

    required init(_ name: String, journal: Journal) {
        self.name = name
        self.journal = journal
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    required init?(coder: NSCoder) { nil }

    override func updateConstraints() {
        journal.entries.append("update \(name)")
        super.updateConstraints()
    }

    override func layoutSubviews() {
        journal.entries.append("layout \(name)")
        super.layoutSubviews()
    }
}

/// A view that sets its constraints up in `updateConstraints()`.
@MainActor
private final class RequiringView: JournalView {
    override class var requiresConstraintBasedLayout: Bool { true }
}

@MainActor
private final class Journal {
    var entries: [String] = []
}

/// The update-constraints pass (`UIView+ConstraintUpdates.swift`) against
/// UIKit's documented order: constraints are updated bottom up (subviews
/// before their superview) before the layout pass, which goes top down; a
/// view is updated only when it needs it (new, or after
/// `setNeedsUpdateConstraints()`); `layoutIfNeeded()` runs the pass only
/// in a tree that uses constraints.
@MainActor
@Suite("ScrollSimUIKit: the update-constraints pass")
struct ConstraintUpdateTests {
    private func tree(root rootType: JournalView.Type = JournalView.self)
        -> (journal: Journal, root: JournalView, a: JournalView, b: JournalView, a1: JournalView) {
        let journal = Journal()
        let root = rootType.init("root", journal: journal)
        let a = JournalView("a", journal: journal)
        let b = JournalView("b", journal: journal)
        let a1 = JournalView("a1", journal: journal)
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(a1)
        return (journal, root, a, b, a1)
    }

    @Test("in a tree with a constraint, layoutIfNeeded updates bottom up, then lays out top down")
    func orderOfPasses() {
        let (journal, root, a, b, a1) = tree()
        #expect(root.needsUpdateConstraints() && a1.needsUpdateConstraints())
        b.widthAnchor.constraint(equalToConstant: 40).isActive = true
        root.layoutIfNeeded()
        // Post-order over root(a(a1), b): a1, a, b, root. Then pre-order layout: root, a, a1, b.
        #expect(journal.entries == ["update a1", "update a", "update b", "update root",
                                    "layout root", "layout a", "layout a1", "layout b"])
        #expect(!root.needsUpdateConstraints() && !a1.needsUpdateConstraints())
        // Nothing is due: a second layoutIfNeeded calls neither.
        journal.entries = []
        root.layoutIfNeeded()
        #expect(journal.entries.isEmpty)
        // setNeedsUpdateConstraints on a asks for a's update only (no layout is due).
        a.setNeedsUpdateConstraints()
        #expect(a.needsUpdateConstraints() && !root.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(journal.entries == ["update a"])
    }

    @Test("without constraints, layoutIfNeeded skips the pass; updateConstraintsIfNeeded runs it")
    func lazyEngagement() {
        let (journal, root, _, _, _) = tree()
        root.layoutIfNeeded()
        #expect(journal.entries == ["layout root", "layout a", "layout a1", "layout b"])
        journal.entries = []
        root.updateConstraintsIfNeeded()
        #expect(journal.entries == ["update a1", "update a", "update b", "update root"])
    }

    @Test("a class that requires constraint-based layout engages the pass by itself")
    func requiresConstraintBasedLayout() {
        #expect(!UIView.requiresConstraintBasedLayout)
        #expect(RequiringView.requiresConstraintBasedLayout)
        let (journal, root, _, _, _) = tree(root: RequiringView.self)
        root.layoutIfNeeded()
        #expect(journal.entries.prefix(4) == ["update a1", "update a", "update b", "update root"])
    }

    @Test("updateConstraintsIfNeeded on a subtree leaves the rest of the tree due")
    func subtreeOnly() {
        let (journal, root, a, b, _) = tree()
        a.updateConstraintsIfNeeded()
        #expect(journal.entries == ["update a1", "update a"])
        #expect(b.needsUpdateConstraints() && root.needsUpdateConstraints())
    }
}

/// A controller that records `updateViewConstraints()` in a journal.
@MainActor
private final class JournalViewController: UIViewController {
    let journal = Journal()

    override func loadView() {
        let root = JournalView("root", journal: journal)
        root.addSubview(JournalView("child", journal: journal))
        view = root
    }

    override func updateViewConstraints() {
        journal.entries.append("updateViewConstraints")
        super.updateViewConstraints()
    }
}

@MainActor
@Suite("ScrollSimUIKit: updateViewConstraints")
struct UpdateViewConstraintsTests {
    @Test("a controller's view is updated through updateViewConstraints, after its subviews; super updates the view")
    func controllerUpdatesItsView() {
        let controller = JournalViewController()
        controller.view.updateConstraintsIfNeeded()
        // Bottom up: child, then the root through the controller, whose super
        // calls the root's updateConstraints.
        #expect(controller.journal.entries == ["update child", "updateViewConstraints", "update root"])
        // A view taken from the controller is its own again.
        let detached = controller.view!
        controller.view = UIView()
        controller.journal.entries = []
        detached.setNeedsUpdateConstraints()
        detached.updateConstraintsIfNeeded()
        #expect(controller.journal.entries == ["update root"])
    }
}

/// `layerClass` and `layer`: the layer is made from the class the view's
/// type names, for QuartzCore's own layer classes.
@MainActor
@Suite("ScrollSimUIKit: layerClass")
struct LayerClassTests {
    private final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }
    private final class MyShapeLayer: CAShapeLayer {}
    private final class ShapeView: UIView {
        override class var layerClass: AnyClass { MyShapeLayer.self }
    }

    @Test("the layer is an instance of layerClass, or of its nearest QuartzCore superclass")
    func layerHonoursLayerClass() {
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
        #expect(type(of: UIView().layer) == CALayer.self)
        #expect(GradientView().layer is CAGradientLayer)
        // MyShapeLayer cannot be made without a runtime: its superclass CAShapeLayer is.
        let shape = ShapeView().layer
        #expect(type(of: shape) == CAShapeLayer.self)
    }
}
