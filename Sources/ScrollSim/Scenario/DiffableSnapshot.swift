/// What a diffable data source's snapshot holds: sections and items with
/// identifiers, in order, and the identifiers to reload or reconfigure.
/// Applied (`Step.apply`, `Simulator.apply(_:)`), it is diffed against the
/// current contents by identifier into one batch update.
public struct DiffableSnapshot: Hashable, Sendable {
    /// The new contents. Every section and item has an `id`, unique among
    /// the sections and among all items.
    public var data: CollectionData
    /// `reloadSections(_:)`: sections whose contents are asked anew.
    public var reloadedSectionIdentifiers: [String]
    /// `reloadItems(_:)`: items displayed anew with a new cell.
    public var reloadedItemIdentifiers: [String]
    /// `reconfigureItems(_:)`: items updated in their existing cells.
    public var reconfiguredItemIdentifiers: [String]

    /// Creates a snapshot.
    public init(
        data: CollectionData,
        reloadedSectionIdentifiers: [String] = [],
        reloadedItemIdentifiers: [String] = [],
        reconfiguredItemIdentifiers: [String] = []
    ) {
        self.data = data
        self.reloadedSectionIdentifiers = reloadedSectionIdentifiers
        self.reloadedItemIdentifiers = reloadedItemIdentifiers
        self.reconfiguredItemIdentifiers = reconfiguredItemIdentifiers
    }
}

extension CollectionData {
    /// The sections and items by identifier, or the place of the first
    /// section or item that has none.
    package func identified() -> Result<[IdentifiedSection<String, String>], MissingIdentifier> {
        var result: [IdentifiedSection<String, String>] = []
        result.reserveCapacity(sections.count)
        for (index, section) in sections.enumerated() {
            guard let id = section.id else { return .failure(MissingIdentifier(section: index, item: nil)) }
            var items: [String] = []
            items.reserveCapacity(section.items.count)
            for item in 0..<section.items.count {
                guard let itemID = section.items[item].id else { return .failure(MissingIdentifier(section: index, item: item)) }
                items.append(itemID)
            }
            result.append(IdentifiedSection(id: id, items: items))
        }
        return .success(result)
    }
}

/// A section, or an item of one, without an identifier.
package struct MissingIdentifier: Error, Hashable, Sendable {
    package var section: Int
    package var item: Int?

    package var place: String {
        item.map { "section \(section) item \($0)" } ?? "section \(section)"
    }
}
