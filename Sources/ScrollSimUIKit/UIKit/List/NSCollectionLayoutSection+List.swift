import Foundation

extension NSCollectionLayoutSection {
    /// `list(using:layoutEnvironment:)`: a section laid out as a list: one
    /// full-width row of `ListMetrics.rowHeight` per item, a header and a
    /// footer of the appearance's height when `headerMode`/`footerMode` is
    /// `.supplementary`, inset on both sides for `.insetGrouped`.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let metrics = ListMetrics(appearance: configuration.appearance, containerWidth: layoutEnvironment.container.contentSize.width)
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(metrics.rowHeight))
        let row = NSCollectionLayoutItem(layoutSize: rowSize)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [row]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: metrics.sideInset, bottom: 0, trailing: metrics.sideInset)
        var boundaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            boundaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(metrics.headerHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            boundaryItems.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(metrics.footerHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaryItems
        return section
    }
}

extension UICollectionViewCompositionalLayout {
    /// `list(using:)`: a compositional layout whose every section is a list
    /// section of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}

/// The fixed heights and insets of list sections, per appearance
/// (docs/uikit.md, "List layouts": rule, source and confidence of each).
struct ListMetrics: Equatable {
    /// A row: UIKit's default row height, 44 pt, for every appearance.
    var rowHeight: CGFloat
    /// A `.supplementary` header.
    var headerHeight: CGFloat
    /// A `.supplementary` footer.
    var footerHeight: CGFloat
    /// The leading and trailing inset of the rows and boundary views.
    var sideInset: CGFloat

    init(appearance: UICollectionLayoutListConfiguration.Appearance, containerWidth: CGFloat) {
        rowHeight = 44
        switch appearance {
        case .plain, .sidebarPlain:
            headerHeight = 28
            footerHeight = 28
            sideInset = 0
        case .grouped, .sidebar:
            headerHeight = 38
            footerHeight = 38
            sideInset = 0
        case .insetGrouped:
            headerHeight = 38
            footerHeight = 38
            // The system's minimum layout margins: 16 pt in compact width,
            // 20 pt from 414 pt wide (iPhone Plus and Max in portrait).
            sideInset = containerWidth >= 414 ? 20 : 16
        }
    }
}
