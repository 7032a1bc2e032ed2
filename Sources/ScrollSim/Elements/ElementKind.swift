/// The kind of a displayed element: a cell, a section header or footer, or a
/// custom supplementary kind such as the tag layout's `"ElementTagHeader"`.
public struct ElementKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The built-in kinds are stored as a tag rather than a string: the
    /// simulator compares and copies element identities on every tick, and
    /// a tag needs no string comparison or reference counting (measured:
    /// string comparisons and retains were a quarter of a visible query).
    private enum Storage: Hashable, Sendable {
        case cell, header, footer
        case custom(String)
    }

    private var storage: Storage

    /// The kind's name as written in logs.
    public var rawValue: String {
        get {
            switch storage {
            case .cell: "cell"
            case .header: "header"
            case .footer: "footer"
            case .custom(let name): name
            }
        }
        set { storage = Self.storage(newValue) }
    }

    public init(rawValue: String) { storage = Self.storage(rawValue) }
    public init(stringLiteral value: String) { storage = Self.storage(value) }

    private static func storage(_ name: String) -> Storage {
        switch name {
        case "cell": .cell
        case "header": .header
        case "footer": .footer
        default: .custom(name)
        }
    }

    /// A cell (`UICollectionView.ElementCategory.cell`).
    public static var cell: ElementKind { ElementKind(storage: .cell) }
    /// A section header (`UICollectionView.elementKindSectionHeader`).
    public static var header: ElementKind { ElementKind(storage: .header) }
    /// A section footer (`UICollectionView.elementKindSectionFooter`).
    public static var footer: ElementKind { ElementKind(storage: .footer) }

    private init(storage: Storage) { self.storage = storage }

    /// Whether this is a supplementary view (anything but a cell).
    public var isSupplementary: Bool { storage != .cell }

    /// The rank of the kind inside a section in canonical order: custom
    /// kinds, then the header, then cells, then the footer.
    var canonicalRank: Int {
        switch storage {
        case .header: 1
        case .cell: 2
        case .footer: 3
        case .custom: 0
        }
    }
}

extension ElementKind: CustomStringConvertible {
    public var description: String { rawValue }
}
