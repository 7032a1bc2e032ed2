import ScrollSimUIKit
import struct ScrollSim.DisplayedElement
import struct ScrollSim.ElementID
import struct ScrollSim.SimulationError
import Testing

/// The patterns of `UIKitPatternCode.swift` run through ScrollSimUIKit,
/// against values derived by hand.
@MainActor
@Suite("ScrollSimUIKit: invalidation, prepare-time sizing, carousels and cells as on a device")
struct UIKitPatternTests {
    private func makeCollectionView(_ layout: UICollectionViewLayout, _ controller: CardsController,
                                    size: CGSize = CGSize(width: 375, height: 600)) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "Title")
        collectionView.dataSource = controller
        collectionView.delegate = controller
        return collectionView
    }

    @Test("Apple's column layout sets its sizes in prepare() after super.prepare(), and they count in that pass")
    func columnLayoutSizedInPrepare() {
        let controller = CardsController()
        controller.count = 20
        let collectionView = makeCollectionView(ColumnFlowLayout(), controller)
        collectionView.layoutIfNeeded()
        // Margins 8 + 8 leave 359 pt: one 300 pt column, 359 wide, 70 tall.
        // Inset top = minimumInteritemSpacing 10; one-item lines are centred:
        // x = (375 − 359) / 2 = 8; item i at y = 10 + 80·i.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 8, y: 10, width: 359, height: 70))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
            == CGRect(x: 8, y: 250, width: 359, height: 70))
        // 10 + 20·70 + 19·10 = 1600, in the layout and in the simulation.
        #expect(collectionView.contentSize == CGSize(width: 375, height: 1600))
        #expect(collectionView.simulator.contentSize.height == 1600)
    }

    @Test("a flow property changed after the first layout invalidates it: the next pass lays out anew")
    func flowPropertyChangeRelaysOut() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = CardsController()
        controller.count = 10
        let collectionView = makeCollectionView(layout, controller)
        collectionView.layoutIfNeeded()
        // 3 items a line (3·100 + 2·10 = 320 ≤ 375): 4 lines, 4·100 + 3·10.
        #expect(collectionView.contentSize.height == 430)
        layout.itemSize = CGSize(width: 150, height: 150)
        // 2 a line, justified: leftover 75 is the gap, item 1 at x 225;
        // 5 lines: 5·150 + 4·10 = 790.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 225, y: 0, width: 150, height: 150))
        #expect(collectionView.simulator.contentSize.height == 790)
        #expect(collectionView.events.contains { $0.type == "contentSizeChange" })
    }

    @Test("invalidateLayout(with:) after a property change: prepare() runs before the next query, not at once")
    func customInvalidationIsLazy() {
        let layout = RowListLayout()
        let controller = CardsController()
        controller.count = 20
        let collectionView = makeCollectionView(layout, controller)
        collectionView.layoutIfNeeded()
        #expect(layout.prepared.count == 1)
        layout.rowHeight = 100
        #expect(layout.prepared.count == 1)
        // Row 2 of 100 pt rows: y 200.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
            == CGRect(x: 0, y: 200, width: 375, height: 100))
        #expect(layout.prepared.count == 2)
        #expect(layout.prepared.last?.rowHeight == true)
        #expect(collectionView.simulator.contentSize.height == 2000)
    }

    @Test("contexts carry UIKit's flags: everything at first and on reloadData, counts for a batch, none for a scroll")
    func invalidationContextFlags() {
        let layout = RowListLayout()
        layout.tracksScrolling = true
        let controller = CardsController()
        controller.count = 20
        let collectionView = makeCollectionView(layout, controller)
        collectionView.layoutIfNeeded()
        #expect(layout.prepared.last.map { $0.everything && $0.counts } == true)
        collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(layout.prepared.last.map { !$0.everything && !$0.counts } == true)
        controller.count = 21
        collectionView.reloadData()
        #expect(layout.prepared.last.map { $0.everything && $0.counts } == true)
        controller.count = 22
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(layout.prepared.last.map { !$0.everything && $0.counts } == true)
    }

    @Test("around a batch update the layout is asked for the start of every visible item and the end of every one that was")
    func appearingAndDisappearingAttributes() {
        let layout = RowListLayout()
        let controller = CardsController()
        controller.count = 20
        let collectionView = makeCollectionView(layout, controller)
        collectionView.layoutIfNeeded()
        // 44 pt rows in 600 pt: rows 0…13 are visible (13·44 = 572 < 600).
        controller.count = 21
        collectionView.performBatchUpdates({ collectionView.insertItems(at: [IndexPath(item: 0, section: 0)]) })
        let visible = (0...13).map { IndexPath(item: $0, section: 0) }
        #expect(layout.updates == [.insert])
        #expect(layout.askedAppearing == visible)
        #expect(layout.askedDisappearing == visible)
    }

    @Test("a carousel sized in prepare() and scaled with transform3D snaps a slow drag and a flick onto cards")
    func scalingCarousel() throws {
        let controller = CardsController()
        let layout = ScalingCarouselLayout()
        let collectionView = makeCollectionView(layout, controller, size: CGSize(width: 400, height: 300))
        collectionView.layoutIfNeeded()
        // Cards 280 × 240 (70 % × 80 %), inset (400 − 280) / 2 = 60, pitch
        // 300: card i at x 60 + 300·i; content 60 + 12·280 + 11·20 + 60.
        #expect(layout.itemSize == CGSize(width: 280, height: 240))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 660)
        #expect(collectionView.contentSize.width == 3700)
        // A slow 200 pt drag (0.2 pt/ms, under the 0.3 flick threshold):
        // the proposed offset is near 200–300, the nearest card is card 1.
        try collectionView.touchDown(at: CGPoint(x: 300, y: 150))
        try collectionView.moveFinger(by: CGPoint(x: -200, y: 0), duration: 1)
        try collectionView.advance(seconds: 1)
        try collectionView.liftFinger()
        try collectionView.runUntilIdle()
        #expect(collectionView.contentOffset.x == 300)
        // At rest on card 1 (centre 500 = 300 + 200) it is full size; its
        // neighbours, a pitch away, are at the side scale 0.8.
        let shown = layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
        let scales = Dictionary(uniqueKeysWithValues: shown.map { ($0.indexPath.item, $0.transform3D.m11) })
        #expect(scales[1] == 1)
        #expect(scales[0] == 0.8 && scales[2] == 0.8)
        #expect(shown.first { $0.indexPath.item == 0 }?.transform3D.m22 == 0.8)
        // The log shows the transforms: at offset 0, card 0 (centre 200 =
        // 60 + 140, on the view's centre) is displayed untransformed, card
        // 1 (centre 500, a pitch away) scaled by 0.8 in x and y.
        let displayed = collectionView.events.compactMap { event -> DisplayedElement? in
            if case .willDisplay(let shown) = event.payload { shown } else { nil }
        }
        #expect(displayed.first { $0.element == .cell(0, section: 0) }?.transform3D == nil)
        #expect(displayed.first { $0.element == .cell(1, section: 0) }?.transform3D?.values
            == [0.8, 0, 0, 0, 0, 0.8, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        // A flick at 1500 pt/s (1.5 pt/ms) moves at least one card on and
        // rests on a card.
        try collectionView.fling(velocity: CGPoint(x: 1500, y: 0))
        try collectionView.runUntilIdle()
        let x = collectionView.contentOffset.x
        #expect(x > 300 && x.truncatingRemainder(dividingBy: 300) == 0)
    }

    @Test("cells are made by the data source with their views, and found by index path, point and visibility")
    func cellsAndViews() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let controller = CardsController()
        let collectionView = makeCollectionView(layout, controller)
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? TitleCell
        #expect(cell?.titleLabel.text == "Card 1")
        // Three a line, justified: 100 + 37.5 gap, item 1 at x 137.5.
        #expect(cell?.frame == CGRect(x: 137.5, y: 0, width: 100, height: 100))
        #expect(cell?.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(cell?.contentView.subviews.count == 2)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 150, y: 50)) == IndexPath(item: 1, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 120, y: 50)) == nil)
        #expect(collectionView.visibleCells.count == collectionView.indexPathsForVisibleItems.count)
        #expect(collectionView.visibleCells.count == 12)
        let plain = UICollectionViewCell()
        #expect(plain.contentView.superview === plain)
        #expect(plain.frame == .zero)
    }

    @Test("an explicitly @MainActor layout compiles and is sized in prepare()")
    func explicitlyIsolatedLayout() {
        let controller = CardsController()
        let collectionView = makeCollectionView(ExplicitlyIsolatedLayout(), controller)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size == CGSize(width: 60, height: 60))
    }

    @Test("an attributes object with a one-index path is an error naming the layout, not a crash")
    func malformedIndexPath() throws {
        let controller = CardsController()
        let collectionView = makeCollectionView(OneIndexLayout(), controller)
        let error = #expect(throws: SimulationError.self) { try collectionView.advance(ticks: 2) }
        guard case .invalidLayoutAnswer(let violation)? = error?.reason else {
            Issue.record("expected an invalid layout answer, got \(String(describing: error))")
            return
        }
        #expect(violation.layout == "OneIndexLayout")
    }

    @Test("transform helpers compose as Core Graphics and Quartz Core do")
    func transforms() {
        // Scale applied before a translation of 10: the translation is kept.
        let scaled = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
        #expect(scaled.m11 == 2 && scaled.m22 == 2 && scaled.m41 == 10)
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        // translatedBy applies first: (0, 0) → (5, 0) → scaled ×2 → (10, 0).
        let affine = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        #expect(CGPoint.zero.applying(affine) == CGPoint(x: 10, y: 0))
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        #expect(attributes.transform3D.m11 == 0.5 && attributes.transform3D.m33 == 1)
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
    }

    @Test("layout direction: the application's, unless the view forces one")
    func layoutDirection() {
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        let view = UIView(frame: .zero)
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.directionalLayoutMargins.leading == 2)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.directionalLayoutMargins.leading == 4)
    }
}

/// A layout that also answers with a one-index path (UIKit asserts on it).
final class OneIndexLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: 375, height: 1000) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let good = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        good.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let bad = UICollectionViewLayoutAttributes(forCellWith: IndexPath(index: 3))
        bad.frame = CGRect(x: 0, y: 100, width: 100, height: 100)
        return [good, bad]
    }
}
