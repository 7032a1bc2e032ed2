/// The contents of the simulated collection view: what its data source
/// would answer (`numberOfSections`, `numberOfItemsInSection`, sizes).
public struct CollectionData: Hashable, Sendable {
    /// The sections, in order.
    public var sections: [SectionData]

    /// Creates collection contents.
    public init(sections: [SectionData]) {
        self.sections = sections
    }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// Whether some section or item has a diffable id.
    ///
    /// - Complexity: O(n) in the items of explicit lists.
    package var hasIdentifiers: Bool {
        sections.contains { section in
            if section.id != nil { return true }
            guard case .explicit(let items) = section.items else { return false }
            return items.contains { $0.id != nil }
        }
    }

    /// The number of items in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        sections[section].items.count
    }

    /// The total number of items in all sections.
    public var totalItemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
}
