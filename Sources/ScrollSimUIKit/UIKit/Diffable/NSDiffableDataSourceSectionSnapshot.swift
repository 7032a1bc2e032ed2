import Foundation

/// `NSDiffableDataSourceSectionSnapshot`: the items of one section by
/// identifier, as a tree — top-level items, each with children appended to
/// it — and which parents are expanded. `items` lists every item depth
/// first (a parent, then its children); `visibleItems` only those whose
/// ancestors are all expanded: what the collection view shows, as in
/// UIKit. A new parent is collapsed until `expand(_:)`. The calls UIKit
/// traps on (an identifier added twice, an anchor or parent the snapshot
/// does not hold) are reported by `apply(_:to:…)`.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable
where ItemIdentifierType: Hashable & Sendable {
    private typealias Item = ItemIdentifierType

    /// The top-level items, in order.
    private var roots: [Item] = []
    /// The children of every item that has some, in order.
    private var childrenOf: [Item: [Item]] = [:]
    /// The parent of every child item.
    private var parentOf: [Item: Item] = [:]
    private var members: Set<Item> = []
    private var expanded: Set<Item> = []
    /// The first call UIKit would trap on.
    private(set) var misuse: String?

    /// `init()`: an empty section snapshot.
    public init() {}

    /// `items`: every item, depth first — each parent followed by its
    /// children, expanded or not.
    public var items: [ItemIdentifierType] { flattened(roots, expandedOnly: false) }

    /// `rootItems`: the top-level items.
    public var rootItems: [ItemIdentifierType] { roots }

    /// `visibleItems`: the items whose ancestors are all expanded, depth
    /// first: the rows the collection view shows.
    public var visibleItems: [ItemIdentifierType] { flattened(roots, expandedOnly: true) }

    /// `contains(_:)`: whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// `index(of:)`: the index of `item` in `items`, or `nil`.
    public func index(of item: ItemIdentifierType) -> Int? {
        members.contains(item) ? items.firstIndex(of: item) : nil
    }

    /// `level(of:)`: 0 for a top-level item, one more per ancestor.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parentOf[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// `parent(of:)`: the item `child` was appended to, or `nil`.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }

    /// `isExpanded(_:)`: whether `item` was expanded (and not collapsed since).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// `isVisible(_:)`: whether the snapshot holds `item` and all its
    /// ancestors are expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = item
        while let parent = parentOf[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// `snapshot(of:includingParent:)`: a section snapshot of `parent`'s
    /// descendants (its children at the top), or of `parent` and them, with
    /// their expansion.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard members.contains(parent) else {
            result.refuse("snapshot(of:includingParent:): the section snapshot has no item \(Self.text(parent))")
            return result
        }
        if includingParent {
            result.adopt([parent], from: self, under: nil, at: 0)
        } else {
            result.adopt(childrenOf[parent] ?? [], from: self, under: nil, at: 0)
        }
        return result
    }

    /// `append(_:to:)`: adds items at the end of the top level, or after
    /// the children of `parent`.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, !members.contains(parent) {
            return refuse("append(_:to:): the section snapshot has no parent item \(Self.text(parent))")
        }
        guard checkNew(items, action: "append(_:to:)") else { return }
        add(items, under: parent, at: siblings(under: parent).count)
    }

    /// `insert(_:before:)`: adds items before `nextItem`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before nextItem: ItemIdentifierType) {
        insert(items, next: nextItem, offset: 0, action: "insert(_:before:)")
    }

    /// `insert(_:after:)`: adds items after `previousItem` (and its
    /// children), as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after previousItem: ItemIdentifierType) {
        insert(items, next: previousItem, offset: 1, action: "insert(_:after:)")
    }

    /// `insert(_:before:)` with a section snapshot: its top-level items
    /// become siblings before `item`, with their children and expansion.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        insert(snapshot, next: item, offset: 0, action: "insert(_:before:)")
    }

    /// `insert(_:after:)` with a section snapshot: its top-level items
    /// become siblings after `item`, with their children and expansion.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        insert(snapshot, next: item, offset: 1, action: "insert(_:after:)")
    }

    /// `replace(childrenOf:using:)`: `parent`'s descendants become
    /// `snapshot`'s items (its top-level items the children).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard members.contains(parent) else {
            return refuse("replace(childrenOf:using:): the section snapshot has no item \(Self.text(parent))")
        }
        if let misuse = snapshot.misuse { return refuse(misuse) }
        for child in childrenOf[parent] ?? [] { removeSubtree(child) }
        childrenOf[parent] = nil
        guard checkNew(snapshot.items, action: "replace(childrenOf:using:)") else { return }
        adopt(snapshot.roots, from: snapshot, under: parent, at: 0)
    }

    /// `delete(_:)`: removes items with all their children; items the
    /// snapshot does not hold are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) {
            let parent = parentOf[item]
            var list = siblings(under: parent)
            list.removeAll { $0 == item }
            setSiblings(list, under: parent)
            removeSubtree(item)
        }
    }

    /// `deleteAll()`.
    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// `expand(_:)`: the items' children become visible (where the items
    /// themselves are); items the snapshot does not hold are ignored.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        expanded.formUnion(items.filter { members.contains($0) })
    }

    /// `collapse(_:)`: the items' children are hidden.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expanded.subtract(items)
    }

    // MARK: - The tree

    private func flattened(_ list: [Item], expandedOnly: Bool) -> [Item] {
        var result: [Item] = []
        result.reserveCapacity(members.count)
        var stack = Array(list.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if let children = childrenOf[item], !expandedOnly || expanded.contains(item) {
                stack.append(contentsOf: children.reversed())
            }
        }
        return result
    }

    private func siblings(under parent: Item?) -> [Item] {
        guard let parent else { return roots }
        return childrenOf[parent] ?? []
    }

    private mutating func setSiblings(_ list: [Item], under parent: Item?) {
        guard let parent else {
            roots = list
            return
        }
        childrenOf[parent] = list.isEmpty ? nil : list
    }

    private mutating func add(_ items: [Item], under parent: Item?, at index: Int) {
        var list = siblings(under: parent)
        list.insert(contentsOf: items, at: index)
        setSiblings(list, under: parent)
        members.formUnion(items)
        if let parent { for item in items { parentOf[item] = parent } }
    }

    /// Adds `items` of `source` (with their subtrees and expansion) under
    /// `parent` at `index`.
    private mutating func adopt(_ items: [Item], from source: NSDiffableDataSourceSectionSnapshot, under parent: Item?, at index: Int) {
        add(items, under: parent, at: index)
        for item in items {
            if source.expanded.contains(item) { expanded.insert(item) }
            if let children = source.childrenOf[item] {
                adopt(children, from: source, under: item, at: 0)
            }
        }
    }

    private mutating func removeSubtree(_ item: Item) {
        for child in childrenOf[item] ?? [] { removeSubtree(child) }
        childrenOf[item] = nil
        parentOf[item] = nil
        members.remove(item)
        expanded.remove(item)
    }

    private mutating func insert(_ items: [Item], next anchor: Item, offset: Int, action: String) {
        guard members.contains(anchor) else {
            return refuse("\(action): the section snapshot has no item \(Self.text(anchor))")
        }
        guard checkNew(items, action: action) else { return }
        let parent = parentOf[anchor]
        let position = siblings(under: parent).firstIndex(of: anchor) ?? 0
        add(items, under: parent, at: position + offset)
    }

    private mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot, next anchor: Item, offset: Int, action: String) {
        if let misuse = snapshot.misuse { return refuse(misuse) }
        guard members.contains(anchor) else {
            return refuse("\(action): the section snapshot has no item \(Self.text(anchor))")
        }
        guard checkNew(snapshot.items, action: action) else { return }
        let parent = parentOf[anchor]
        let position = siblings(under: parent).firstIndex(of: anchor) ?? 0
        adopt(snapshot.roots, from: snapshot, under: parent, at: position + offset)
    }

    private mutating func checkNew(_ items: [Item], action: String) -> Bool {
        var seen = Set<Item>()
        for item in items where members.contains(item) || !seen.insert(item).inserted {
            refuse("\(action): item identifier \(Self.text(item)) is already in the section snapshot; identifiers must be unique")
            return false
        }
        return true
    }

    private mutating func refuse(_ message: String) {
        if misuse == nil { misuse = message }
    }

    private static func text(_ value: Item) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        return String(describing: value)
    }
}
