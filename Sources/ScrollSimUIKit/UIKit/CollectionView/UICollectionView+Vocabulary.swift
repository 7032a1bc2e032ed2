import struct ScrollSim.ElementKind

// UIKit's names nested in `UICollectionView` (scroll directions and
// positions, element categories and kinds) and their ScrollSim
// counterparts.
extension UICollectionView {
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical
        case horizontal
    }

    /// `UICollectionView.ElementCategory`.
    public typealias ElementCategory = UICollectionViewLayoutAttributes.ElementCategory

    /// `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// `UICollectionView.elementKindSectionHeader`.
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`.
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// ScrollSim's index path for a UIKit one (an impossible one for a
    /// path that is not a section and an item).
    static func path(_ indexPath: IndexPath) -> SimIndexPath {
        guard indexPath.count == 2 else { return SimIndexPath(item: -1, section: -1) }
        return SimIndexPath(item: indexPath.item, section: indexPath.section)
    }

    /// ScrollSim's kind for a UIKit element kind.
    nonisolated static func elementKind(_ name: String) -> ElementKind {
        switch name {
        case elementKindSectionHeader: .header
        case elementKindSectionFooter: .footer
        default: ElementKind(rawValue: name)
        }
    }

    /// UIKit's kind name for a ScrollSim kind.
    nonisolated static func kindName(_ kind: ElementKind) -> String {
        switch kind {
        case .header: elementKindSectionHeader
        case .footer: elementKindSectionFooter
        default: kind.rawValue
        }
    }
}
