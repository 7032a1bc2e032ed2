import ScrollSimUIKit
import Testing

/// Rows whose cells say their height in `preferredLayoutAttributesFitting(_:)`,
/// counting the data source's and the cells' calls.
@MainActor
private final class RowsDataSource: NSObject, UICollectionViewDataSource {
    let heights: [CGFloat]
    var cellRequests = 0

    init(heights: [CGFloat]) {
        self.heights = heights
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { heights.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
        (cell as? RowCell)?.height = heights[indexPath.item]
        return cell
    }
}

/// A cell that sizes itself in code, as teams write them: `super`, then
/// the height its content needs.
@MainActor
private final class RowCell: UICollectionViewCell {
    var height: CGFloat = 0
    static var asked = 0

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        RowCell.asked += 1
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size = CGSize(width: layoutAttributes.size.width, height: height)
        return attributes
    }
}

/// A flow layout that keeps its place: an item that starts above the top
/// of the visible rect moves the offset by its change in height.
@MainActor
private final class KeepingFlowLayout: UICollectionViewFlowLayout {
    override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        if let collectionView, originalAttributes.frame.minY < collectionView.contentOffset.y {
            context.contentOffsetAdjustment.y = preferredAttributes.size.height - originalAttributes.size.height
        }
        return context
    }
}

/// Self-sizing through UIKit's API, against the hand-derived values of the
/// core's self-sizing tests (same rows, same viewport).
@MainActor
@Suite("ScrollSimUIKit: self-sizing cells")
struct UIKitSelfSizingTests {
    private func collectionView(_ layout: UICollectionViewFlowLayout, _ dataSource: RowsDataSource) -> UICollectionView {
        layout.estimatedItemSize = CGSize(width: 375, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        view.register(RowCell.self, forCellWithReuseIdentifier: "Row")
        view.dataSource = dataSource
        return view
    }

    @Test("self-sized cells end at their preferred sizes and the content size is their sum")
    func preferredSizes() throws {
        let heights: [CGFloat] = [50, 150, 200, 80, 120, 300, 60, 90, 250, 100]
        let layout = UICollectionViewFlowLayout(), dataSource = RowsDataSource(heights: heights)
        let view = collectionView(layout, dataSource)
        RowCell.asked = 0
        view.layoutIfNeeded()
        // As in the core test: rows 0-5 resolve on the first display; row 6
        // keeps its estimate at 900; content 900 + 4·100.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 0, y: 900, width: 375, height: 100))
        #expect(view.contentSize.height == 1300)
        #expect(RowCell.asked == 6)
        view.setContentOffset(CGPoint(x: 0, y: 700), animated: false)
        view.layoutIfNeeded()
        var top: CGFloat = 0
        for (item, height) in heights.enumerated() {
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
                    == CGRect(x: 0, y: top, width: 375, height: height))
            top += height
        }
        #expect(view.contentSize == CGSize(width: 375, height: 1400))
        // Cells are asked whenever they are prepared: rows 0-5 at the
        // start, then 5-9 at 700 (row 5, 600…900, prepared at the start but
        // never displayed, is prepared again): 11. Each row's cell is made
        // once (row 5's waits for its display): 10 requests for 9 displays
        // (rows 0-4, then 5-8; row 9 ends at 1300…1400, below the rect).
        #expect(RowCell.asked == 11)
        let displays = view.events.filter { event in
            if case .willDisplay(let shown) = event.payload { return shown.element.kind == .cell }
            return false
        }.count
        #expect(dataSource.cellRequests == 10)
        #expect(displays == 9)
        for path in view.indexPathsForVisibleItems {
            #expect(view.cellForItem(at: path)?.frame.height == heights[path.item])
        }
    }

    @Test("a row above the top that resolves moves the rows below, unless the layout adjusts the offset")
    func offsetAboveTheTop() throws {
        for keeps in [false, true] {
            let layout = keeps ? KeepingFlowLayout() : UICollectionViewFlowLayout()
            let dataSource = RowsDataSource(heights: Array(repeating: 150, count: 20))
            let view = collectionView(layout, dataSource)
            view.layoutIfNeeded()
            // As in the core tests: at offset 1500 rows 12-17 resolve; at
            // 1450 row 11 (1400…1500) resolves to 150 and row 12 moves to 1550.
            view.setContentOffset(CGPoint(x: 0, y: 1500), animated: false)
            view.layoutIfNeeded()
            view.setContentOffset(CGPoint(x: 0, y: 1450), animated: false)
            view.layoutIfNeeded()
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 12, section: 0))?.frame.minY == 1550)
            // Without adjustment the offset stays (row 12 jumps from 50 to
            // 100 below the top); with it the offset follows (+50).
            #expect(view.contentOffset.y == (keeps ? 1500 : 1450), "keeps \(keeps)")
            withExtendedLifetime(dataSource) {}
        }
    }
}
