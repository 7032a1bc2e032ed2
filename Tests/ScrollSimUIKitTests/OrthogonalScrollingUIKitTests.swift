import ScrollSimUIKit
import Testing

/// Orthogonal sections through the UIKit layer, with a layout written as
/// Apple's samples write it (`SampleLayouts.carouselAndGrid()`): the
/// carousel is a scroll view of its own, its sideways flick never reaches
/// the collection view's delegate, and `visibleItemsInvalidationHandler`
/// sees every layout pass.
///
/// The carousel (by hand, as in `CompositionalLayoutUIKitTests`): cards
/// 284.75 wide, 294.75 apart from x 20 under a 40 pt header, the band
/// y 40…290; six cards make a row of 20 + 6 · 284.75 + 5 · 10 + 20 = 1798.5.
@MainActor
@Suite("ScrollSimUIKit: orthogonal sections")
struct OrthogonalScrollingUIKitTests {
    final class ScrollCounter: NSObject, UICollectionViewDelegate {
        var didScroll = 0
        var willBeginDragging = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { didScroll += 1 }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { willBeginDragging += 1 }
    }

    private func collectionView(_ layout: UICollectionViewLayout, _ dataSource: SectionsDataSource,
                                _ delegate: ScrollCounter) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Header")
        collectionView.dataSource = dataSource
        collectionView.delegate = delegate
        collectionView.layoutIfNeeded()
        return collectionView
    }

    @Test("a sideways flick in the groupPaging carousel rests on a group boundary; no scrollViewDidScroll, the offset stays")
    func groupPagingFlick() throws {
        // 20 grid cells: ten rows from 310, content 1310 tall, so the view scrolls vertically.
        let dataSource = SectionsDataSource(counts: [6, 20])
        let delegate = ScrollCounter()
        let view = collectionView(SampleLayouts.carouselAndGrid(), dataSource, delegate)
        try view.fling(velocity: CGPoint(x: 1500, y: 0), at: CGPoint(x: 187.5, y: 165))
        try view.runUntilIdle()
        // The next group: 294.75, on the 1/3-pt pixel grid 884/3 (within half a pixel).
        #expect(abs(view.orthogonalScrollOffset(inSection: 0).x - 294.75) <= 1.0 / 6)
        #expect(view.orthogonalScrollOffset(inSection: 0).y == 0)
        #expect(view.contentOffset == .zero)
        #expect(delegate.didScroll == 0 && delegate.willBeginDragging == 0)
        // Card 2 (x 20 + 2 · 294.75 = 609.5) came in at 609.5 − 294.67 = 314.83.
        #expect(view.indexPathsForVisibleItems.contains(IndexPath(item: 2, section: 0)))
        // It never sticks: the group is read from the exact 294.75, not the
        // shown 294.667 (⌊294.667/294.75⌋ = 0 would rest there again). Two
        // more flicks: 2 · 294.75 = 589.5, 3 · 294.75 = 884.25 (2652.75 px →
        // 884.333 shown); three back: 589.5, 294.75, 0.
        for expected in [589.5, 884.25] {
            try view.fling(velocity: CGPoint(x: 1500, y: 0), at: CGPoint(x: 187.5, y: 165))
            try view.runUntilIdle()
            #expect(abs(view.orthogonalScrollOffset(inSection: 0).x - expected) <= 1.0 / 6)
        }
        for expected in [589.5, 294.75, 0] {
            try view.fling(velocity: CGPoint(x: -1500, y: 0), at: CGPoint(x: 187.5, y: 165))
            try view.runUntilIdle()
            #expect(abs(view.orthogonalScrollOffset(inSection: 0).x - expected) <= 1.0 / 6)
        }
        // A vertical flick from the same point scrolls the collection view.
        try view.fling(velocity: CGPoint(x: 0, y: 1500), at: CGPoint(x: 187.5, y: 165))
        try view.runUntilIdle()
        #expect(view.contentOffset.y > 0)
        #expect(delegate.didScroll > 0 && delegate.willBeginDragging == 1)
    }

    @Test("visibleItemsInvalidationHandler: every layout pass, the section's items in layout coordinates, its offset; what it sets shows")
    func visibleItemsInvalidationHandler() throws {
        var calls: [(items: [IndexPath], offset: CGPoint, firstFrame: CGRect?)] = []
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                calls.append((items.map(\.indexPath), offset, items.first { $0.indexPath.item == 1 }?.frame))
                for item in items {
                    // The samples' scaling carousel: scale by distance from the centre.
                    let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                    let scale = max(0.8, 1 - distance / 1000)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    item.zIndex = 7
                }
            }
            return section
        })
        let dataSource = SectionsDataSource(counts: [10])
        let view = collectionView(layout, dataSource, ScrollCounter())
        #expect(!calls.isEmpty)
        #expect(calls.last?.offset == .zero)
        // Initially cards 0 and 1 (x 0…300, 300…600) meet the 375-wide view.
        #expect(calls.last?.items == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        let before = calls.count
        try view.touchDown(at: CGPoint(x: 100, y: 100))
        try view.moveFinger(by: CGPoint(x: -150, y: 0), duration: 0.25)
        try view.advance(seconds: 0.25)
        // Called on every pass of the drag; the offset follows the finger to 150.
        #expect(calls.count > before + 10)
        #expect(calls.last?.offset == CGPoint(x: 150, y: 0))
        // Frames in layout coordinates: card 1 stays at x 300 whatever the offset.
        #expect(calls.last?.firstFrame == CGRect(x: 300, y: 0, width: 300, height: 200))
        // What the handler set is displayed: zIndex 7 and the displayed frame moved back by 150.
        let shown = view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? []
        #expect(shown.allSatisfy { $0.zIndex == 7 })
        #expect(shown.first { $0.indexPath.item == 1 }?.center == CGPoint(x: 300, y: 100))
        try view.liftFinger()
        #expect(view.contentOffset == .zero)
    }
}
