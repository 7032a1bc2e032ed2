/// One section of a list given by identifiers, as a diffable data source's
/// snapshot holds it: the section's identifier and its items' identifiers,
/// in order.
package struct IdentifiedSection<SectionID: Hashable, ItemID: Hashable> {
    /// The section's identifier, unique among the list's sections.
    package var id: SectionID
    /// The items' identifiers, unique among all items of the list.
    package var items: [ItemID]

    package init(id: SectionID, items: [ItemID]) {
        self.id = id
        self.items = items
    }
}

extension IdentifiedSection: Equatable {}
extension IdentifiedSection: Sendable where SectionID: Sendable, ItemID: Sendable {}
