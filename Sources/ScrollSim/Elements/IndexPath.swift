/// The position of an item in a collection: a section and an item in it.
public struct IndexPath: Hashable, Sendable, Comparable {
    public var section: Int
    public var item: Int

    /// Creates an index path.
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

extension IndexPath: CustomStringConvertible {
    public var description: String { "[\(section), \(item)]" }
}
