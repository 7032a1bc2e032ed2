import Foundation
import ScrollSimUIKit
import struct ScrollSim.SimulationError
import Testing

/// `NSDiffableDataSourceSectionSnapshot`'s tree and expansion, and the
/// collection view showing its visible items. Every expected list is
/// worked out by hand from the tree drawn in each test.
@MainActor
@Suite("ScrollSimUIKit: NSDiffableDataSourceSectionSnapshot")
struct SectionSnapshotTests {
    /// a
    ///   a1
    ///   a2
    ///     a2x
    /// b
    private func tree() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["a", "b"])
        snapshot.append(["a1", "a2"], to: "a")
        snapshot.append(["a2x"], to: "a2")
        return snapshot
    }

    @Test("items are depth first; visible items only under expanded parents; levels and parents")
    func treeAndExpansion() {
        var snapshot = tree()
        // Depth first: a, its children a1 and a2 (with a2's child a2x), then b.
        #expect(snapshot.items == ["a", "a1", "a2", "a2x", "b"])
        #expect(snapshot.rootItems == ["a", "b"])
        // A new parent is collapsed: only the top level shows.
        #expect(snapshot.visibleItems == ["a", "b"])
        #expect(snapshot.level(of: "a") == 0 && snapshot.level(of: "a2") == 1 && snapshot.level(of: "a2x") == 2)
        #expect(snapshot.parent(of: "a2x") == "a2" && snapshot.parent(of: "a") == nil)
        #expect(snapshot.index(of: "b") == 4 && snapshot.index(of: "zz") == nil)
        snapshot.expand(["a"])
        #expect(snapshot.visibleItems == ["a", "a1", "a2", "b"])
        snapshot.expand(["a2"])
        #expect(snapshot.visibleItems == ["a", "a1", "a2", "a2x", "b"])
        snapshot.collapse(["a"])
        // a2 stays expanded, but its parent a hides it and a2x.
        #expect(snapshot.visibleItems == ["a", "b"])
        #expect(snapshot.isExpanded("a2") && !snapshot.isExpanded("a"))
        #expect(!snapshot.isVisible("a2x") && snapshot.isVisible("b") && !snapshot.isVisible("zz"))
    }

    @Test("insertions are siblings of the anchor; deleting an item deletes its children")
    func siblingsAndDeletion() {
        var snapshot = tree()
        snapshot.insert(["a0"], before: "a1")
        // a0 is a's child, before a1.
        #expect(snapshot.parent(of: "a0") == "a")
        snapshot.insert(["c"], after: "a")
        // c is a top-level item after a, so after a's whole subtree.
        #expect(snapshot.items == ["a", "a0", "a1", "a2", "a2x", "c", "b"])
        snapshot.delete(["a2", "nowhere"])
        // a2 goes with its child a2x; an unknown item is ignored.
        #expect(snapshot.items == ["a", "a0", "a1", "c", "b"])
        #expect(!snapshot.contains("a2x"))
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
    }

    @Test("snapshot(of:) copies a subtree with its expansion; replace(childrenOf:) swaps one")
    func subtrees() {
        var snapshot = tree()
        snapshot.expand(["a", "a2"])
        let children = snapshot.snapshot(of: "a")
        // a's children at the top, a2 still expanded.
        #expect(children.rootItems == ["a1", "a2"] && children.visibleItems == ["a1", "a2", "a2x"])
        let withParent = snapshot.snapshot(of: "a", includingParent: true)
        #expect(withParent.rootItems == ["a"] && withParent.items == ["a", "a1", "a2", "a2x"])
        var replacement = NSDiffableDataSourceSectionSnapshot<String>()
        replacement.append(["z"])
        replacement.append(["z1"], to: "z")
        replacement.expand(["z"])
        snapshot.replace(childrenOf: "a", using: replacement)
        // a keeps its place and expansion; its old children are gone.
        #expect(snapshot.items == ["a", "z", "z1", "b"] && snapshot.visibleItems == ["a", "z", "z1", "b"])
        #expect(!snapshot.contains("a2x") && snapshot.level(of: "z1") == 2)
    }

    @Test("the collection view shows the visible items; snapshot(for:) keeps the tree")
    func dataSourceShowsVisibleItems() throws {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var snapshot = tree()
        snapshot.expand(["a"])
        dataSource.apply(snapshot, to: "list")
        collectionView.layoutIfNeeded()
        // Visible: a, a1, a2, b (a2 is collapsed, so a2x is not shown).
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "a2")
        var applied = dataSource.snapshot(for: "list")
        #expect(applied.items == ["a", "a1", "a2", "a2x", "b"] && applied.level(of: "a2x") == 2)
        applied.expand(["a2"])
        dataSource.apply(applied, to: "list")
        try collectionView.advance()
        // a2x now shows after a2.
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
        #expect(dataSource.indexPath(for: "a2x") == IndexPath(item: 3, section: 0))
    }

    @Test("what UIKit traps on is recorded: an unknown parent or anchor, a duplicate")
    func misuse() throws {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { view, indexPath, _ in
            view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var snapshot = tree()
        snapshot.append(["a1"], to: "b")
        snapshot.insert(["q"], after: "nowhere")
        dataSource.apply(snapshot, to: "list")
        let error = try #require(throws: SimulationError.self) { try collectionView.advance() }
        // The first misuse is the one reported.
        #expect(error.message == "append(_:to:): item identifier \"a1\" is already in the section snapshot; identifiers must be unique")
    }
}
