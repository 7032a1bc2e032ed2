/// The position of an item in a collection: a section and an item in it.
public struct IndexPath: Hashable, Sendable, Comparable {
    public var section: Int
    public var item: Int

    /// Creates an index path.
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// Hashes one word made of both numbers rather than each number (the
    /// cell lifecycle looks index paths up several times a pass, and each
    /// word fed to the hasher costs); equal paths give equal words, and
    /// paths whose section and item are in 0..<2³¹ and 0..<2³² distinct ones.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(section &<< 32 ^ item)
    }

    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

extension IndexPath: CustomStringConvertible {
    public var description: String { "[\(section), \(item)]" }
}
