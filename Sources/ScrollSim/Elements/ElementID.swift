/// The identity of a displayed element: its kind and index path.
///
/// Supplementary views use item 0. `ElementID` sorts in the **canonical
/// element order** of the element rules of `docs/layouts.md`: by section; inside a section custom kinds (by
/// name), then the header, then cells by item, then the footer.
public struct ElementID: Hashable, Sendable {
    public var kind: ElementKind
    public var indexPath: IndexPath

    /// Creates an element identity.
    public init(kind: ElementKind, indexPath: IndexPath) {
        self.kind = kind
        self.indexPath = indexPath
    }

    /// A cell at `indexPath`.
    public static func cell(_ item: Int, section: Int) -> ElementID {
        ElementID(kind: .cell, indexPath: IndexPath(item: item, section: section))
    }

    /// A supplementary view of `kind` in `section` (item 0).
    public static func supplementary(_ kind: ElementKind, section: Int) -> ElementID {
        ElementID(kind: kind, indexPath: IndexPath(item: 0, section: section))
    }

    public var section: Int { indexPath.section }
    public var item: Int { indexPath.item }
}

extension ElementID: Comparable {
    public static func < (lhs: ElementID, rhs: ElementID) -> Bool {
        if lhs.section != rhs.section { return lhs.section < rhs.section }
        let lr = lhs.kind.canonicalRank, rr = rhs.kind.canonicalRank
        if lr != rr { return lr < rr }
        if lr == 0 && lhs.kind != rhs.kind { return lhs.kind.rawValue < rhs.kind.rawValue }
        return lhs.item < rhs.item
    }
}

extension ElementID: CustomStringConvertible {
    public var description: String { "\(kind)\(indexPath)" }
}
