// Screens written the way Apple's "Implementing Modern Collection Views"
// samples write them (our own code): cell and supplementary registrations
// dequeued from a data source, list layouts from a list configuration, a
// grid of fractional widths and an orthogonally scrolling section. The
// samples' diffable data sources are replaced by a plain data source of
// counts; nothing here knows about ScrollSim.
#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A cell with a label, as the samples' `TextCell`; counts its creations
/// and reuses.
final class CountingTextCell: UICollectionViewCell {
    let label = UILabel()
    static var made = 0
    static var reused = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        Self.made += 1
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Self.made += 1
        contentView.addSubview(label)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        Self.reused += 1
        label.text = nil
    }
}

/// A second cell class, to check that two registrations keep their pools apart.
final class BadgeCell: UICollectionViewCell {
    let badge = UILabel()
    static var reused = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        Self.reused += 1
    }
}

/// A list cell that keeps its item and updates its content in
/// `updateConfiguration(using:)`, as the samples' custom list cells do.
final class ItemListCell: UICollectionViewListCell {
    var item: String? {
        didSet { setNeedsUpdateConfiguration() }
    }
    var updates = 0

    override func updateConfiguration(using state: UICellConfigurationState) {
        updates += 1
        var content = defaultContentConfiguration().updated(for: state)
        content.text = item
        content.secondaryText = "detail"
        contentConfiguration = content
    }
}

@MainActor
enum ModernScreens {
    /// Apple's basic grid: five square items a row, `fractionalWidth(0.2)`.
    static func grid() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// A big item beside two stacked ones, the group 85 % wide, sections
    /// scrolling sideways (the orthogonal-sections screen).
    static func orthogonal(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { (_: Int, _: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let leadingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
            leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingItem = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
            trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailingGroup = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
                subitem: trailingItem, count: 2)
            let containerGroup = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .fractionalHeight(0.4)),
                subitems: [leadingItem, trailingGroup])
            let section = NSCollectionLayoutSection(group: containerGroup)
            section.orthogonalScrollingBehavior = behavior
            return section
        }
    }

    /// A list with supplementary headers (and footers), one appearance.
    static func list(_ appearance: UICollectionLayoutListConfiguration.Appearance, footers: Bool = false) -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.footerMode = footers ? .supplementary : .none
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }
}

/// A data source of counts that dequeues through registrations, as the
/// samples' cell providers and supplementary view providers do.
final class RegistrationDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var configuredItems: [IndexPath] = []
    var configuredHeaders: [IndexPath] = []
    /// Items whose index is odd use the badge registration when set.
    var alternatesCellClasses = false

    private lazy var textRegistration = UICollectionView.CellRegistration<CountingTextCell, Int> { [unowned self] cell, indexPath, item in
        configuredItems.append(indexPath)
        cell.label.text = "\(item)"
    }
    private lazy var badgeRegistration = UICollectionView.CellRegistration<BadgeCell, Int> { cell, _, item in
        cell.badge.text = "#\(item)"
    }
    private lazy var headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionHeader
    ) { [unowned self] header, _, indexPath in
        configuredHeaders.append(indexPath)
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "Section \(indexPath.section)"
        header.contentConfiguration = content
    }
    private lazy var footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
        elementKind: UICollectionView.elementKindSectionFooter
    ) { footer, _, indexPath in
        var content = UIListContentConfiguration.groupedFooter()
        content.text = "\(indexPath.section) ends"
        footer.contentConfiguration = content
    }

    init(counts: [Int]) {
        self.counts = counts
    }

    /// The item identifier of an index path: its running number.
    func item(at indexPath: IndexPath) -> Int {
        counts[..<indexPath.section].reduce(0, +) + indexPath.item
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if alternatesCellClasses && indexPath.item % 2 == 1 {
            return collectionView.dequeueConfiguredReusableCell(using: badgeRegistration, for: indexPath, item: item(at: indexPath))
        }
        return collectionView.dequeueConfiguredReusableCell(using: textRegistration, for: indexPath, item: item(at: indexPath))
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(
            using: kind == UICollectionView.elementKindSectionHeader ? headerRegistration : footerRegistration, for: indexPath)
    }
}
