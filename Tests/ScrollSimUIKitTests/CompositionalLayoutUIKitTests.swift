import ScrollSimUIKit
import Testing

/// The sample-style compositional layouts (`CompositionalStyleCode.swift`)
/// in a collection view, against frames and content sizes derived by hand.
@Suite("ScrollSimUIKit: compositional layouts")
struct CompositionalLayoutUIKitTests {
    private func collectionView(_ layout: UICollectionViewLayout, _ dataSource: SectionsDataSource) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Header")
        collectionView.dataSource = dataSource
        collectionView.delegate = dataSource
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    @Test("grid: five 75 pt slots a row, cells inset by 5")
    func grid() {
        let dataSource = SectionsDataSource(counts: [12])
        let view = collectionView(SampleLayouts.grid(), dataSource)
        // Group 375 × 0.2 · 375 = 75; slots 75 wide; inset 5 → 65 × 65.
        #expect(frame(view, 0, 0) == CGRect(x: 5, y: 5, width: 65, height: 65))
        // Item 6: row 1, column 1 → (75 + 5, 75 + 5).
        #expect(frame(view, 6, 0) == CGRect(x: 80, y: 80, width: 65, height: 65))
        // ⌈12 / 5⌉ = 3 rows.
        #expect(view.collectionViewLayout.collectionViewContentSize == CGSize(width: 375, height: 225))
    }

    @Test("list with pinned headers: header, 10 inset, rows 49 apart; the header pins on scroll")
    func listWithHeaders() {
        let dataSource = SectionsDataSource(counts: [20, 3])
        let view = collectionView(SampleLayouts.listWithHeaders(), dataSource)
        let layout = view.collectionViewLayout
        // Section 0: header (10, 0, 355, 44); rows from 54 every 44 + 5 = 49.
        #expect(layout.layoutAttributesForSupplementaryView(
            ofKind: SampleLayouts.sectionHeaderKind, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 10, y: 0, width: 355, height: 44))
        #expect(frame(view, 0, 0) == CGRect(x: 10, y: 54, width: 355, height: 44))
        #expect(frame(view, 19, 0) == CGRect(x: 10, y: 54 + 19 * 49, width: 355, height: 44))
        // Section 0 ends at 54 + 20 · 44 + 19 · 5 + 10 = 1039; section 1:
        // header to 1083, rows at 1093, 1142, 1191, end 1191 + 44 + 10 = 1245.
        #expect(frame(view, 0, 1)?.minY == 1093)
        #expect(layout.collectionViewContentSize == CGSize(width: 375, height: 1245))

        view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        let header = layout.layoutAttributesForElements(in: view.bounds)?
            .first { $0.representedElementKind == SampleLayouts.sectionHeaderKind && $0.indexPath.section == 0 }
        #expect(header?.frame == CGRect(x: 10, y: 300, width: 355, height: 44))
    }

    @Test("orthogonal carousel with a header above a grid on a background")
    func carousel() {
        let dataSource = SectionsDataSource(counts: [6, 5])
        let view = collectionView(SampleLayouts.carouselAndGrid(), dataSource)
        let layout = view.collectionViewLayout
        // Carousel: width 375 − 40 = 335, cards 0.85 · 335 = 284.75 wide,
        // 294.75 apart from x 20, below the 40 pt header (20, 0, 335, 40).
        #expect(layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
            == CGRect(x: 20, y: 0, width: 335, height: 40))
        #expect(frame(view, 0, 0) == CGRect(x: 20, y: 40, width: 284.75, height: 250))
        #expect(frame(view, 5, 0) == CGRect(x: 20 + 5 * 294.75, y: 40, width: 284.75, height: 250))
        // The section is one group tall: 40 + 250 = 290; the grid starts at
        // 290 + 20 = 310 with two 187.5-wide columns of 100 pt rows.
        #expect(frame(view, 3, 1) == CGRect(x: 187.5, y: 410, width: 187.5, height: 100))
        // Three rows: 310 + 300 = 610.
        #expect(layout.collectionViewContentSize == CGSize(width: 375, height: 610))
        let background = layout.layoutAttributesForDecorationView(
            ofKind: SampleLayouts.backgroundKind, at: IndexPath(item: 0, section: 1))
        #expect(background?.frame == CGRect(x: 0, y: 310, width: 375, height: 300))
        #expect(background?.representedElementCategory == .decorationView)
        // On screen: the header, cards 0 and 1 (x 314.75 < 375), and the grid.
        let visibleCarousel = (layout.layoutAttributesForElements(in: view.bounds) ?? [])
            .filter { $0.indexPath.section == 0 && $0.representedElementCategory == .cell }.map(\.indexPath.item)
        #expect(visibleCarousel == [0, 1])
        // The background is a decoration: the data source and the delegate
        // hear of the header only.
        #expect(dataSource.supplementaryKindsAsked == [UICollectionView.elementKindSectionHeader])
        #expect(dataSource.supplementaryKindsDisplayed == [UICollectionView.elementKindSectionHeader])
    }
}
