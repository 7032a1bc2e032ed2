import Foundation
import struct ScrollSim.IdentifiedSection

/// `NSDiffableDataSourceSnapshot`: the sections and items of a collection
/// view by identifier, in order, and the identifiers to reload or
/// reconfigure on the next `apply`.
///
/// Identifiers are unique among the sections and among all items. A call
/// that UIKit traps on (an identifier added twice, items appended to a
/// section that does not exist, a reload of an identifier the snapshot
/// does not hold) changes nothing here; the snapshot remembers the first
/// such misuse and `apply` reports it as a `SimulationError` through the
/// collection view, thrown by its next simulation call.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    private var sections: [SectionIdentifierType] = []
    private var items: [[ItemIdentifierType]] = []
    private var sectionIndex: [SectionIdentifierType: Int] = [:]
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var reloadedSections: [SectionIdentifierType] = []
    private var reloadedItems: [ItemIdentifierType] = []
    private var reconfiguredItems: [ItemIdentifierType] = []
    /// The first call UIKit would trap on, as a sentence.
    private(set) var misuse: String?

    /// `init()`: an empty snapshot.
    public init() {}

    // MARK: - Counts and identifiers

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// The item identifiers of all sections, in order.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in the section `identifier`; 0 when there is no
    /// such section (UIKit traps).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex[identifier].map { items[$0].count } ?? 0
    }

    /// The item identifiers of the section `identifier`, in order; empty
    /// when there is no such section (UIKit traps).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex[identifier].map { items[$0] } ?? []
    }

    /// The identifier of the section holding item `identifier`, or `nil`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The index of item `identifier` in `itemIdentifiers`, or `nil`.
    ///
    /// - Complexity: O(n) for n items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let index = sectionIndex[section] else { return nil }
        let before = items[..<index].reduce(0) { $0 + $1.count }
        return items[index].firstIndex(of: identifier).map { before + $0 }
    }

    /// The index of section `identifier`, or `nil`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndex[identifier]
    }

    /// The sections asked to reload on the next `apply`.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    /// The items asked to reload on the next `apply`.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

    /// The items asked to reconfigure on the next `apply`.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    // MARK: - Items

    /// `appendItems(_:toSection:)`: adds items at the end of section
    /// `sectionIdentifier`, or of the last section when `nil`.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            return refuse("appendItems: the snapshot has no sections; append a section first")
        }
        guard let index = sectionIndex[section] else {
            return refuse("appendItems: the snapshot has no section \(Self.text(section))")
        }
        guard checkNew(identifiers, action: "appendItems") else { return }
        items[index].append(contentsOf: identifiers)
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    /// `insertItems(_:beforeItem:)`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: beforeIdentifier, offset: 0, action: "insertItems(_:beforeItem:)")
    }

    /// `insertItems(_:afterItem:)`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, next: afterIdentifier, offset: 1, action: "insertItems(_:afterItem:)")
    }

    /// `deleteItems(_:)`: identifiers the snapshot does not hold are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionOfItem[$0] != nil })
        guard !doomed.isEmpty else { return }
        // Each section that loses items is filtered once.
        var touched = Set<Int>()
        for identifier in doomed {
            if let section = sectionOfItem.removeValue(forKey: identifier), let index = sectionIndex[section] { touched.insert(index) }
        }
        for index in touched { items[index].removeAll { doomed.contains($0) } }
        reloadedItems.removeAll { doomed.contains($0) }
        reconfiguredItems.removeAll { doomed.contains($0) }
    }

    /// `deleteAllItems()`: removes every item and every section, as UIKit's does.
    public mutating func deleteAllItems() {
        let misuse = misuse
        self = NSDiffableDataSourceSnapshot()
        self.misuse = misuse
    }

    /// `moveItem(_:beforeItem:)`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, offset: 0, action: "moveItem(_:beforeItem:)")
    }

    /// `moveItem(_:afterItem:)`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, next: toIdentifier, offset: 1, action: "moveItem(_:afterItem:)")
    }

    /// `reloadItems(_:)`: the items get new cells on the next `apply`.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard checkExisting(identifiers, action: "reloadItems") else { return }
        for identifier in identifiers where !reloadedItems.contains(identifier) { reloadedItems.append(identifier) }
    }

    /// `reconfigureItems(_:)`: the items' cells are configured again, in
    /// place, on the next `apply`.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard checkExisting(identifiers, action: "reconfigureItems") else { return }
        for identifier in identifiers where !reconfiguredItems.contains(identifier) { reconfiguredItems.append(identifier) }
    }

    // MARK: - Sections

    /// `appendSections(_:)`.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count, action: "appendSections")
    }

    /// `insertSections(_:beforeSection:)`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let index = sectionIndex[toIdentifier] else {
            return refuse("insertSections(_:beforeSection:): the snapshot has no section \(Self.text(toIdentifier))")
        }
        insertSections(identifiers, at: index, action: "insertSections(_:beforeSection:)")
    }

    /// `insertSections(_:afterSection:)`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let index = sectionIndex[toIdentifier] else {
            return refuse("insertSections(_:afterSection:): the snapshot has no section \(Self.text(toIdentifier))")
        }
        insertSections(identifiers, at: index + 1, action: "insertSections(_:afterSection:)")
    }

    /// `deleteSections(_:)`: the sections go with their items; identifiers
    /// the snapshot does not hold are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers.filter { sectionIndex[$0] != nil })
        guard !doomed.isEmpty else { return }
        var removedItems = Set<ItemIdentifierType>()
        for index in sections.indices where doomed.contains(sections[index]) { removedItems.formUnion(items[index]) }
        let kept = sections.indices.filter { !doomed.contains(sections[$0]) }
        items = kept.map { items[$0] }
        sections = kept.map { sections[$0] }
        for identifier in removedItems { sectionOfItem.removeValue(forKey: identifier) }
        reindexSections()
        reloadedSections.removeAll { doomed.contains($0) }
        reloadedItems.removeAll { removedItems.contains($0) }
        reconfiguredItems.removeAll { removedItems.contains($0) }
    }

    /// `moveSection(_:beforeSection:)`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, offset: 0, action: "moveSection(_:beforeSection:)")
    }

    /// `moveSection(_:afterSection:)`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, offset: 1, action: "moveSection(_:afterSection:)")
    }

    /// `reloadSections(_:)`: the sections are asked anew on the next `apply`.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where sectionIndex[identifier] == nil {
            return refuse("reloadSections: the snapshot has no section \(Self.text(identifier))")
        }
        for identifier in identifiers where !reloadedSections.contains(identifier) { reloadedSections.append(identifier) }
    }

    // MARK: - For the data source

    /// The sections and their items, as the difference engine takes them.
    var identified: [IdentifiedSection<SectionIdentifierType, ItemIdentifierType>] {
        zip(sections, items).map { IdentifiedSection(id: $0, items: $1) }
    }

    /// The snapshot with no reloads or reconfigures pending: what the data
    /// source holds once it applied them.
    var applied: NSDiffableDataSourceSnapshot {
        var snapshot = self
        snapshot.reloadedSections = []
        snapshot.reloadedItems = []
        snapshot.reconfiguredItems = []
        snapshot.misuse = nil
        return snapshot
    }

    /// The item identifier at `indexPath`, or `nil`.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section),
              items[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// The index path of item `identifier`, or `nil`.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let index = sectionIndex[section],
              let item = items[index].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: item, section: index)
    }

    /// The number of items in section `index`; 0 past the end.
    func numberOfItems(atSection index: Int) -> Int {
        items.indices.contains(index) ? items[index].count : 0
    }

    // MARK: - Plumbing

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], next anchor: ItemIdentifierType, offset: Int, action: String) {
        guard let section = sectionOfItem[anchor], let index = sectionIndex[section],
              let position = items[index].firstIndex(of: anchor) else {
            return refuse("\(action): the snapshot has no item \(Self.text(anchor))")
        }
        guard checkNew(identifiers, action: action) else { return }
        items[index].insert(contentsOf: identifiers, at: position + offset)
        for identifier in identifiers { sectionOfItem[identifier] = section }
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, next anchor: ItemIdentifierType, offset: Int, action: String) {
        guard identifier != anchor else { return refuse("\(action): an item cannot move relative to itself") }
        guard let from = sectionOfItem[identifier], let fromIndex = sectionIndex[from] else {
            return refuse("\(action): the snapshot has no item \(Self.text(identifier))")
        }
        guard let to = sectionOfItem[anchor], let toIndex = sectionIndex[to] else {
            return refuse("\(action): the snapshot has no item \(Self.text(anchor))")
        }
        items[fromIndex].removeAll { $0 == identifier }
        let position = items[toIndex].firstIndex(of: anchor) ?? items[toIndex].count
        items[toIndex].insert(identifier, at: position + offset)
        sectionOfItem[identifier] = to
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int, action: String) {
        var seen = Set<SectionIdentifierType>()
        for identifier in identifiers where sectionIndex[identifier] != nil || !seen.insert(identifier).inserted {
            return refuse("\(action): section identifier \(Self.text(identifier)) is already in the snapshot; identifiers must be unique")
        }
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
        reindexSections()
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, next anchor: SectionIdentifierType, offset: Int, action: String) {
        guard identifier != anchor else { return refuse("\(action): a section cannot move relative to itself") }
        guard let from = sectionIndex[identifier] else {
            return refuse("\(action): the snapshot has no section \(Self.text(identifier))")
        }
        guard sectionIndex[anchor] != nil else {
            return refuse("\(action): the snapshot has no section \(Self.text(anchor))")
        }
        let moving = items.remove(at: from)
        sections.remove(at: from)
        let to = (sections.firstIndex(of: anchor) ?? sections.count) + offset
        sections.insert(identifier, at: to)
        items.insert(moving, at: to)
        reindexSections()
    }

    /// Whether `identifiers` are new to the snapshot and distinct; records
    /// the misuse otherwise.
    private mutating func checkNew(_ identifiers: [ItemIdentifierType], action: String) -> Bool {
        var seen = Set<ItemIdentifierType>()
        for identifier in identifiers where sectionOfItem[identifier] != nil || !seen.insert(identifier).inserted {
            refuse("\(action): item identifier \(Self.text(identifier)) is already in the snapshot; identifiers must be unique")
            return false
        }
        return true
    }

    private mutating func checkExisting(_ identifiers: [ItemIdentifierType], action: String) -> Bool {
        for identifier in identifiers where sectionOfItem[identifier] == nil {
            refuse("\(action): the snapshot has no item \(Self.text(identifier))")
            return false
        }
        return true
    }

    private mutating func reindexSections() {
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    }

    private mutating func refuse(_ message: String) {
        if misuse == nil { misuse = message }
    }

    static func text(_ value: some Hashable) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        return String(describing: value)
    }
}
