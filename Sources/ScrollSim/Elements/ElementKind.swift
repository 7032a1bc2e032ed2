/// The kind of a displayed element: a cell, a section header or footer, or a
/// custom supplementary kind such as the tag layout's `"ElementTagHeader"`.
public struct ElementKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    /// A cell (`UICollectionView.ElementCategory.cell`).
    public static let cell: ElementKind = "cell"
    /// A section header (`UICollectionView.elementKindSectionHeader`).
    public static let header: ElementKind = "header"
    /// A section footer (`UICollectionView.elementKindSectionFooter`).
    public static let footer: ElementKind = "footer"

    /// Whether this is a supplementary view (anything but a cell).
    public var isSupplementary: Bool { self != .cell }

    /// The rank of the kind inside a section in canonical order: custom
    /// kinds, then the header, then cells, then the footer.
    var canonicalRank: Int {
        switch self {
        case .header: 1
        case .cell: 2
        case .footer: 3
        default: 0
        }
    }
}

extension ElementKind: CustomStringConvertible {
    public var description: String { rawValue }
}
