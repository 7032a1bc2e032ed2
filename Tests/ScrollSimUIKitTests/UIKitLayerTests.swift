import ScrollSimUIKit
import Testing

/// UIKit-style code (`UIKitStyleCode.swift`) run in the simulator through
/// ScrollSimUIKit, against values derived by hand.
@MainActor
@Suite("ScrollSimUIKit: UIKit layouts and delegates run unchanged")
struct UIKitLayerTests {
    private func makeCollectionView(
        _ layout: UICollectionViewLayout, controller: FeedController,
        frame: CGRect = CGRect(x: 0, y: 0, width: 375, height: 600)
    ) -> UICollectionView {
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Row")
        collectionView.dataSource = controller
        collectionView.delegate = controller
        return collectionView
    }

    @Test("a flow layout subclass gets super's geometry and left-aligns it")
    func leftAlignedFlow() {
        let layout = LeftAlignedFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let controller = FeedController()
        controller.rows = 5
        controller.pagesLeft = 0
        let collectionView = makeCollectionView(layout, controller: controller)
        collectionView.layoutIfNeeded()
        let frames = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 600)) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.frame)
        // 335 pt of line: three 100 pt items fit (3·100 + 2·10 = 320). UIKit
        // justifies them to x 20, 137.5, 255; left-aligned they sit at 20,
        // 130, 240. The last line (2 items) starts at y = 40 + 10.
        #expect(frames == [
            CGRect(x: 20, y: 0, width: 100, height: 40), CGRect(x: 130, y: 0, width: 100, height: 40),
            CGRect(x: 240, y: 0, width: 100, height: 40),
            CGRect(x: 20, y: 50, width: 100, height: 40), CGRect(x: 130, y: 50, width: 100, height: 40),
        ])
        // super's own answer is untouched (the subclass copied before moving).
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.origin.x == 137.5)
    }

    @Test("a snapping carousel is asked on release, with UIKit's velocity unit, and rests on a card")
    func snappingCarousel() throws {
        let layout = SnappingCarouselLayout()
        layout.itemSize = CGSize(width: 300, height: 200)
        let controller = FeedController()
        controller.rows = 10
        controller.pagesLeft = 0
        let collectionView = makeCollectionView(layout, controller: controller,
                                                frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        // A slow 100 pt drag to the left over 1 s: 100 pt/s, proposed offset
        // 100; the nearest card (pitch 320) is card 0, so it snaps back.
        try collectionView.touchDown(at: CGPoint(x: 300, y: 100))
        try collectionView.moveFinger(by: CGPoint(x: -100, y: 0), duration: 1)
        try collectionView.advance(seconds: 1)
        try collectionView.liftFinger()
        try collectionView.runUntilIdle()
        #expect(collectionView.contentOffset.x == 0)
        // A flick at 1000 pt/s: 1.0 pt/ms to the layout and the delegate;
        // it moves at least one card: rests on a multiple of 320, not 0.
        try collectionView.fling(velocity: CGPoint(x: 1000, y: 0))
        #expect(controller.releaseVelocities.last == CGPoint(x: 1, y: 0))
        try collectionView.runUntilIdle()
        let x = collectionView.contentOffset.x
        #expect(x > 0 && x.truncatingRemainder(dividingBy: 320) == 0)
        #expect(controller.endedDecelerating == 2)
    }

    @Test("a custom attributes class named by layoutAttributesClass carries its values through copies")
    func customAttributes() {
        let layout = PinterestLayout()
        let controller = FeedController()
        controller.rows = 4
        controller.pagesLeft = 0
        layout.delegate = controller
        let collectionView = makeCollectionView(layout, controller: controller)
        collectionView.layoutIfNeeded()
        // Columns 187.5 wide, padding 6: photo heights 100, 150, 80, 100 →
        // cells 112, 162, 92, 112 tall. Item 0 in column 0 (tie), item 1 in
        // column 1, item 2 under item 0 (112 < 162), item 3 under item 2
        // (204 > 162? no: column 1 is at 162 < 204, so column 1).
        let frames = (0..<4).compactMap { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [
            CGRect(x: 6, y: 6, width: 175.5, height: 100), CGRect(x: 193.5, y: 6, width: 175.5, height: 150),
            CGRect(x: 6, y: 118, width: 175.5, height: 80), CGRect(x: 193.5, y: 168, width: 175.5, height: 100),
        ])
        let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        let copy = attributes?.copy() as? PinterestLayoutAttributes
        #expect(copy?.photoHeight == 150)
        #expect(copy.map { attributes?.isEqual($0) } == true)
        #expect(PinterestLayout.layoutAttributesClass is PinterestLayoutAttributes.Type)
    }

    @Test("pinned section headers of a flow layout stay at the top while their section scrolls")
    func stickyHeaders() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 375, height: 100)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 375, height: 50)
        layout.sectionHeadersPinToVisibleBounds = true
        let controller = FeedController()
        controller.rows = 20
        controller.pagesLeft = 0
        let collectionView = makeCollectionView(layout, controller: controller)
        collectionView.layoutIfNeeded()
        collectionView.setContentOffset(CGPoint(x: 0, y: 700), animated: false)
        // One section: header 0–50, rows from 50. Scrolled to 700 the header
        // is pinned at y 700, above the rows.
        let header = layout.layoutAttributesForElements(in: collectionView.bounds)?
            .first { $0.representedElementKind == UICollectionView.elementKindSectionHeader }
        #expect(header?.frame == CGRect(x: 0, y: 700, width: 375, height: 50))
        #expect(collectionView.contentSize == CGSize(width: 375, height: 2050))
    }

    @Test("a data source that loads more in willDisplay grows the feed under a fling")
    func loadMoreInWillDisplay() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 375, height: 100)
        layout.minimumLineSpacing = 0
        let controller = FeedController()
        let collectionView = makeCollectionView(layout, controller: controller)
        try collectionView.fling(velocity: CGPoint(x: 0, y: 8000))
        try collectionView.runUntilIdle()
        // As in the core's run-loop test: 30 rows, max offset 2400; row 29
        // shows past 2300, 20 rows arrive, the free stop 3987.01 is inside.
        #expect(collectionView.numberOfItems(inSection: 0) == 50)
        #expect(collectionView.contentOffset.y == 3987)
        #expect(controller.displayed.contains(IndexPath(item: 29, section: 0)))
        #expect(collectionView.events.map(\.seq) == Array(0..<collectionView.events.count))
    }

    @Test("IndexPath gets UIKit's item, section and row")
    func indexPathAdditions() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path.section == 1 && path.row == 3)
        path.item = 7
        #expect(path == IndexPath(row: 7, section: 1))
    }

    @Test("NSString.boundingRect measures with the text measurer at the font's size")
    func textMeasuring() {
        // The default measurer counts a CJK character as 1 em: 2 characters
        // at 12 pt are 24 pt wide; the height is the font's line height.
        let rect = ("滚动" as NSString).boundingRect(
            with: .zero, options: .usesLineFragmentOrigin, attributes: [.font: UIFont.systemFont(ofSize: 12)], context: nil)
        #expect(rect.width == 24)
        #expect(rect.height == UIFont.systemFont(ofSize: 12).lineHeight)
    }
}
