import Foundation

/// `NSDiffableDataSourceSectionSnapshot`, flat: the items of one section by
/// identifier, in order. Hierarchies (`append(_:to:)` with a parent,
/// expanding and collapsing) are not simulated; a parent is a misuse that
/// `apply(_:to:…)` reports, as it reports what UIKit traps on.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable
where ItemIdentifierType: Hashable & Sendable {
    private var list: [ItemIdentifierType] = []
    private var members: Set<ItemIdentifierType> = []
    /// The first call UIKit would trap on (or that needs a hierarchy).
    private(set) var misuse: String?

    /// `init()`: an empty section snapshot.
    public init() {}

    /// The items, in order.
    public var items: [ItemIdentifierType] { list }

    /// The top-level items: every item, since there is no hierarchy.
    public var rootItems: [ItemIdentifierType] { list }

    /// The items on screen when expanded: every item.
    public var visibleItems: [ItemIdentifierType] { list }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// The index of `item` in `items`, or `nil`.
    public func index(of item: ItemIdentifierType) -> Int? { list.firstIndex(of: item) }

    /// `append(_:to:)`: adds items at the end. A `parent` is refused:
    /// hierarchies are not simulated.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent {
            return refuse("append(_:to:): child items (of \(Self.text(parent))) are not simulated; append top-level items")
        }
        guard checkNew(items, action: "append(_:to:)") else { return }
        list.append(contentsOf: items)
        members.formUnion(items)
    }

    /// `insert(_:before:)`.
    public mutating func insert(_ items: [ItemIdentifierType], before nextItem: ItemIdentifierType) {
        insert(items, next: nextItem, offset: 0, action: "insert(_:before:)")
    }

    /// `insert(_:after:)`.
    public mutating func insert(_ items: [ItemIdentifierType], after previousItem: ItemIdentifierType) {
        insert(items, next: previousItem, offset: 1, action: "insert(_:after:)")
    }

    /// `delete(_:)`: items the snapshot does not hold are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        let doomed = Set(items)
        list.removeAll { doomed.contains($0) }
        members.subtract(doomed)
    }

    /// `deleteAll()`.
    public mutating func deleteAll() {
        list = []
        members = []
    }

    private mutating func insert(_ items: [ItemIdentifierType], next anchor: ItemIdentifierType, offset: Int, action: String) {
        guard let position = list.firstIndex(of: anchor) else {
            return refuse("\(action): the section snapshot has no item \(Self.text(anchor))")
        }
        guard checkNew(items, action: action) else { return }
        list.insert(contentsOf: items, at: position + offset)
        members.formUnion(items)
    }

    private mutating func checkNew(_ items: [ItemIdentifierType], action: String) -> Bool {
        var seen = Set<ItemIdentifierType>()
        for item in items where members.contains(item) || !seen.insert(item).inserted {
            refuse("\(action): item identifier \(Self.text(item)) is already in the section snapshot; identifiers must be unique")
            return false
        }
        return true
    }

    private mutating func refuse(_ message: String) {
        if misuse == nil { misuse = message }
    }

    private static func text(_ value: ItemIdentifierType) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        return String(describing: value)
    }
}
