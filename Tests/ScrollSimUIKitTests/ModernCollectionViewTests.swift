import ScrollSimUIKit
import Testing

/// The modern-stack screens of `ModernStyleCode.swift`: cell and
/// supplementary registrations, list layouts, a fractional grid and an
/// orthogonal section's geometry, against values derived by hand.
@MainActor
@Suite("ScrollSimUIKit: registrations and list layouts")
struct ModernCollectionViewTests {
    /// The data sources of the tests' collection views, which hold them
    /// weakly, as UIKit's do.
    private let dataSources = DataSourceKeeper()

    private func collectionView(
        _ layout: UICollectionViewLayout, _ dataSource: RegistrationDataSource, height: CGFloat = 667
    ) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: height), collectionViewLayout: layout)
        collectionView.dataSource = dataSource
        dataSources.keep(dataSource)
        collectionView.layoutIfNeeded()
        return collectionView
    }

    private func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    private func supplementaryFrame(_ collectionView: UICollectionView, _ kind: String, _ section: Int) -> CGRect? {
        collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }

    /// Whether two rects agree to a billionth of a point (fractions such as
    /// 0.7 · 318.75 are not exact in binary).
    private func close(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }

    // MARK: - Geometry

    @Test("grid: fractionalWidth(0.2) items in a group 0.2 of the width tall")
    func grid() {
        let view = collectionView(ModernScreens.grid(), RegistrationDataSource(counts: [94]))
        // Group: 375 wide, 0.2 · 375 = 75 tall; items 0.2 · 375 = 75 wide
        // and the group's full 75 high. Item 7: row 1, column 2 → (150, 75).
        #expect(frame(view, 0, 0) == CGRect(x: 0, y: 0, width: 75, height: 75))
        #expect(frame(view, 7, 0) == CGRect(x: 150, y: 75, width: 75, height: 75))
        // Item 93: row ⌊93 / 5⌋ = 18, column 3 → (225, 1350).
        #expect(frame(view, 93, 0) == CGRect(x: 225, y: 1350, width: 75, height: 75))
        // ⌈94 / 5⌉ = 19 rows of 75: 1425.
        #expect(view.contentSize == CGSize(width: 375, height: 1425))
        // On screen at offset 0: rows 0…8 (8 · 75 = 600 < 667), 45 cells,
        // each configured by the registration with its item.
        #expect(view.indexPathsForVisibleItems.count == 45)
        let cell = view.cellForItem(at: IndexPath(item: 7, section: 0)) as? CountingTextCell
        #expect(cell?.label.text == "7")
    }

    @Test("orthogonal section: a 0.7 item beside two stacked ones, groups 0.85 of the width, one row per section")
    func orthogonalGeometry() {
        let view = collectionView(ModernScreens.orthogonal(.continuousGroupLeadingBoundary), RegistrationDataSource(counts: [9, 9, 9]),
                                  height: 500)
        // Group: 0.85 · 375 = 318.75 wide, 0.4 · 500 = 200 tall.
        // Leading item: 0.7 · 318.75 = 223.125 × 200, inset 10 on every side.
        #expect(close(frame(view, 0, 0), CGRect(x: 10, y: 10, width: 203.125, height: 180)))
        // Trailing group: 0.3 · 318.75 = 95.625 wide at x 223.125, two items
        // sharing its 200 pt (`subitem:count:` divides the group evenly):
        // 100 each, inset 10 → 75.625 × 80 at y 10 and y 110.
        #expect(close(frame(view, 1, 0), CGRect(x: 233.125, y: 10, width: 75.625, height: 80)))
        #expect(close(frame(view, 2, 0), CGRect(x: 233.125, y: 110, width: 75.625, height: 80)))
        // The section's groups run sideways: group 2 starts at 2 · 318.75 = 637.5.
        #expect(close(frame(view, 6, 0), CGRect(x: 647.5, y: 10, width: 203.125, height: 180)))
        // Sections are one group tall, stacked: section 2 at y 400.
        #expect(close(frame(view, 0, 2), CGRect(x: 10, y: 410, width: 203.125, height: 180)))
        // The content is as wide as the view and 3 · 200 tall.
        #expect(view.contentSize == CGSize(width: 375, height: 600))
    }

    @Test("list(using:), insetGrouped with supplementary headers: 38 pt headers, 44 pt rows, inset 16")
    func insetGroupedListWithHeaders() {
        let dataSource = RegistrationDataSource(counts: [4, 4, 4])
        let view = collectionView(ModernScreens.list(.insetGrouped), dataSource)
        let header = UICollectionView.elementKindSectionHeader
        // 375 wide (< 414): margins 16 → rows and headers 343 wide at x 16.
        #expect(supplementaryFrame(view, header, 0) == CGRect(x: 16, y: 0, width: 343, height: 38))
        #expect(frame(view, 0, 0) == CGRect(x: 16, y: 38, width: 343, height: 44))
        #expect(frame(view, 3, 0) == CGRect(x: 16, y: 38 + 3 * 44, width: 343, height: 44))
        // A section is 38 + 4 · 44 = 214 tall: section 1's header at 214.
        #expect(supplementaryFrame(view, header, 1) == CGRect(x: 16, y: 214, width: 343, height: 38))
        #expect(frame(view, 0, 2) == CGRect(x: 16, y: 2 * 214 + 38, width: 343, height: 44))
        #expect(view.contentSize == CGSize(width: 375, height: 3 * 214))
        // Every header is on screen (642 < 667), configured by its registration.
        #expect(Set(dataSource.configuredHeaders) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
                                                     IndexPath(item: 0, section: 2)])
        let shown = view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) as? UICollectionViewListCell
        #expect((shown?.contentConfiguration as? UIListContentConfiguration)?.text == "Section 1")
    }

    @Test("list(using:), plain with headers and footers: 28 pt each, full width")
    func plainListWithHeadersAndFooters() {
        let view = collectionView(ModernScreens.list(.plain, footers: true), RegistrationDataSource(counts: [2, 3]))
        // Section 0: header 0–28, rows 28 and 72, footer 116–144.
        #expect(supplementaryFrame(view, UICollectionView.elementKindSectionHeader, 0) == CGRect(x: 0, y: 0, width: 375, height: 28))
        #expect(frame(view, 1, 0) == CGRect(x: 0, y: 72, width: 375, height: 44))
        #expect(supplementaryFrame(view, UICollectionView.elementKindSectionFooter, 0) == CGRect(x: 0, y: 116, width: 375, height: 28))
        // Section 1 from 144: header to 172, rows 172, 216, 260, footer 304–332.
        #expect(frame(view, 2, 1) == CGRect(x: 0, y: 260, width: 375, height: 44))
        #expect(view.contentSize == CGSize(width: 375, height: 332))
    }

    @Test("list appearances: row 44 for all; headers 28 plain, 38 grouped; insetGrouped margins 16 below 414 pt, 20 from it",
          arguments: [
              (UICollectionLayoutListConfiguration.Appearance.plain, 375.0, 28.0, 0.0),
              (.sidebarPlain, 375, 28, 0),
              (.grouped, 375, 38, 0),
              (.sidebar, 375, 38, 0),
              (.insetGrouped, 375, 38, 16),
              (.insetGrouped, 414, 38, 20),
          ])
    func appearances(appearance: UICollectionLayoutListConfiguration.Appearance, width: CGFloat, header: CGFloat, inset: CGFloat) {
        let layout = ModernScreens.list(appearance)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
        let dataSource = RegistrationDataSource(counts: [3])
        view.dataSource = dataSource
        dataSources.keep(dataSource)
        view.layoutIfNeeded()
        #expect(frame(view, 2, 0) == CGRect(x: inset, y: header + 88, width: width - 2 * inset, height: 44))
        #expect(view.contentSize.height == header + 3 * 44)
    }

    @Test("headerMode .firstItemInSection and .none add no supplementary view")
    func headerModesWithoutSupplementaries() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .firstItemInSection
        let view = collectionView(UICollectionViewCompositionalLayout.list(using: configuration), RegistrationDataSource(counts: [3, 2]))
        // The first item is a row like the others: section 1 starts at 3 · 44.
        #expect(frame(view, 0, 1) == CGRect(x: 0, y: 132, width: 375, height: 44))
        #expect(supplementaryFrame(view, UICollectionView.elementKindSectionHeader, 0) == nil)
        #expect(view.contentSize.height == 220)
    }

    @Test("a section provider mixes a list section with a grid, and reads the environment's traits")
    func listSectionInProvider() {
        var traits: [UITraitCollection] = []
        let layout = UICollectionViewCompositionalLayout { section, environment in
            traits.append(environment.traitCollection)
            if section == 0 {
                var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
                configuration.headerMode = .supplementary
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                 heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
            return NSCollectionLayoutSection(group: group)
        }
        let view = collectionView(layout, RegistrationDataSource(counts: [2, 4]))
        // List: 28 + 2 · 44 = 116; grid rows of 100 from 116, two columns of 187.5.
        #expect(frame(view, 3, 1) == CGRect(x: 187.5, y: 216, width: 187.5, height: 100))
        #expect(view.contentSize.height == 316)
        // The simulated device: compact width, 3×.
        #expect(traits.first?.horizontalSizeClass == .compact)
        #expect(traits.first?.displayScale == 3)
    }

    // MARK: - Registrations

    @Test("cell registrations reuse as plain dequeue does: prepareForReuse once per reuse, no new cells after the first screen")
    func cellRegistrationReuse() throws {
        CountingTextCell.made = 0
        CountingTextCell.reused = 0
        let dataSource = RegistrationDataSource(counts: [100])
        let view = collectionView(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), dataSource, height: 440)
        // 440 / 44 = 10 rows on screen, each a new cell configured once.
        let first = view.indexPathsForVisibleItems.count
        #expect(first == 10)
        #expect(CountingTextCell.made == first)
        #expect(CountingTextCell.reused == 0)
        #expect(dataSource.configuredItems.count == first)

        // A jump to row 50: every row on screen ends display and the new
        // ones come out of the pool, each after one prepareForReuse.
        view.setContentOffset(CGPoint(x: 0, y: 50 * 44), animated: false)
        try view.advance()
        let second = view.indexPathsForVisibleItems
        #expect(second.map(\.item).sorted() == Array(50..<60))
        #expect(CountingTextCell.made == first)
        #expect(CountingTextCell.reused == second.count)
        #expect(dataSource.configuredItems.count == first + second.count)
        for path in second {
            #expect((view.cellForItem(at: path) as? CountingTextCell)?.label.text == "\(path.item)")
        }
    }

    @Test("two cell registrations keep their pools apart; a nil item dequeues without calling the handler")
    func twoRegistrations() throws {
        let dataSource = RegistrationDataSource(counts: [100])
        dataSource.alternatesCellClasses = true
        let view = collectionView(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), dataSource, height: 440)
        view.setContentOffset(CGPoint(x: 0, y: 21 * 44), animated: false)
        try view.advance()
        // Rows 21…30: odd rows are badge cells, even rows text cells, also
        // after their reuse from the first screen.
        for path in view.indexPathsForVisibleItems {
            let cell = view.cellForItem(at: path)
            #expect(path.item % 2 == 1 ? cell is BadgeCell : cell is CountingTextCell)
        }

        var calls = 0
        let registration = UICollectionView.CellRegistration<CountingTextCell, String> { _, _, _ in calls += 1 }
        let cell = view.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: nil)
        #expect(calls == 0)
        #expect(cell.reuseIdentifier != nil)
    }

    @Test("one registration in two collection views registers its class in each")
    func registrationInTwoViews() {
        let registration = UICollectionView.CellRegistration<CountingTextCell, Int> { cell, _, item in cell.label.text = "\(item)" }
        let layout = { UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)) }
        let first = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 440), collectionViewLayout: layout())
        let second = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 440), collectionViewLayout: layout())
        let path = IndexPath(item: 0, section: 0)
        for view in [first, second, first] {
            let cell = view.dequeueConfiguredReusableCell(using: registration, for: path, item: 7)
            // A cell of the registration's pool has its reuse identifier.
            #expect(cell.reuseIdentifier != nil)
            #expect(cell.label.text == "7")
        }
    }

    @Test("supplementary registrations: headers reused after prepareForReuse, as their pool's views")
    func supplementaryRegistrationReuse() throws {
        let dataSource = RegistrationDataSource(counts: Array(repeating: 2, count: 40))
        let view = collectionView(ModernScreens.list(.plain), dataSource, height: 300)
        // Sections are 28 + 88 = 116 tall: sections 0…2 on screen (2 · 116 < 300).
        #expect(Set(dataSource.configuredHeaders.map(\.section)) == [0, 1, 2])
        let firstHeader = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                 at: IndexPath(item: 0, section: 0))
        view.setContentOffset(CGPoint(x: 0, y: 20 * 116), animated: false)
        try view.advance()
        // Sections 20…22 now; their headers are the three views of the first screen.
        let headers = (20...22).compactMap {
            view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: $0))
        }
        #expect(headers.count == 3)
        #expect(headers.contains { $0 === firstHeader })
        #expect((headers.first as? UICollectionViewListCell).flatMap { $0.contentConfiguration as? UIListContentConfiguration }?.text
            == "Section 20")
    }

    @Test("selection in code: single selection replaces, the scroll position scrolls, cells dequeued later come selected")
    func selection() throws {
        let view = collectionView(UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)),
                                  RegistrationDataSource(counts: [100]), height: 440)
        view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == true)
        view.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == false)
        // Row 50 to the top: offset 50 · 44 = 2200; its cell, dequeued
        // after the scroll, is selected.
        view.selectItem(at: IndexPath(item: 50, section: 0), animated: false, scrollPosition: .top)
        try view.advance()
        #expect(view.contentOffset == CGPoint(x: 0, y: 2200))
        #expect(view.cellForItem(at: IndexPath(item: 50, section: 0))?.isSelected == true)
        #expect(view.cellForItem(at: IndexPath(item: 51, section: 0))?.isSelected == false)
        view.deselectItem(at: IndexPath(item: 50, section: 0), animated: false)
        #expect(view.indexPathsForSelectedItems == nil)
        view.allowsMultipleSelection = true
        view.selectItem(at: IndexPath(item: 52, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 53, section: 0), animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems?.count == 2)
        view.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(view.indexPathsForSelectedItems == nil)
    }

    // MARK: - Cells and configurations

    @Test("contentConfiguration: the content view is made once and given later configurations of its type")
    func contentConfiguration() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Mountains"
        content.secondaryText = "8848 m"
        content.image = UIImage(systemName: "mountain")
        cell.contentConfiguration = content
        let shown = cell.contentView.subviews.compactMap { $0 as? UIListContentView }
        #expect(shown.count == 1)
        #expect(shown.first?.frame == CGRect(x: 0, y: 0, width: 300, height: 44))
        content.text = "Rivers"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first === shown.first)
        #expect((shown.first?.configuration as? UIListContentConfiguration)?.text == "Rivers")
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.allSatisfy { !($0 is UIListContentView) })
    }

    @Test("updateConfiguration(using:) runs once per dequeue of a cell that asked for it")
    func updateConfiguration() {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 440),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<ItemListCell, String> { cell, _, item in
            cell.item = item
            cell.accessories = [.disclosureIndicator(), .reorder()]
        }
        let cell = view.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0), item: "Alps")
        #expect(cell.updates == 1)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Alps")
        #expect(cell.accessories.map(\.displayedState) == [.always, .whenEditing])
    }

    @Test("list content configurations: the factories the SDK has, with their own text styles")
    func listContentConfigurations() {
        let cell = UIListContentConfiguration.cell()
        // Equal when made alike (fonts of one size are equal).
        #expect(cell == UIListContentConfiguration.cell())
        #expect(cell.textProperties.font.pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(!UIListContentConfiguration.subtitleCell().prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.font.pointSize
            == UIFont.preferredFont(forTextStyle: .footnote).pointSize)
        #expect(UIListContentConfiguration.plainHeader() != UIListContentConfiguration.plainFooter())
        #expect(UIListContentConfiguration.header() != UIListContentConfiguration.footer())
    }
}

/// Keeps data sources alive for as long as a test's collection views.
@MainActor
final class DataSourceKeeper {
    private var kept: [AnyObject] = []

    func keep(_ dataSource: AnyObject) {
        kept.append(dataSource)
    }
}
