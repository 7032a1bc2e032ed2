/// The batch update that turns one identified list into another, as a
/// diffable data source's `apply` performs it: the changes by index path
/// that `performBatchUpdates` takes, found by identifier.
///
/// The rules (`docs/simulator.md`, "Diffable data: from two snapshots to
/// one batch"):
/// * Sections are diffed by identifier: an old section whose identifier is
///   gone is deleted, a new one inserted. Of the sections in both, the
///   longest run that keeps its relative order stays; each other one is a
///   `moveSection`. A reloaded section that stays is a `reloadSections`;
///   one that moves is deleted and inserted (UIKit refuses to move and
///   reload one section in one batch).
/// * Items are diffed by identifier across the whole list. An item whose
///   old and new sections both continue item by item (neither inserted,
///   deleted nor reloaded) survives; the others are deleted from their old
///   section or inserted into their new one. Of the survivors that stay in
///   their section, the longest run that keeps its relative order stays;
///   every other survivor is a `moveItem`, including every one that changes
///   section. A reloaded item that stays is a `reloadItems`; one that moves
///   is deleted and inserted. A reconfigured item keeps its cell and is
///   listed in `reconfigured`, at its index path after the batch.
/// * The batch lists, in this order: `deleteSections`, `insertSections`,
///   each `moveSection`, `reloadSections`, `deleteItems`, `insertItems`,
///   each `moveItem`, `reloadItems`; index paths ascending, empty changes
///   left out.
///
/// - Complexity: O((s + n) log (s + n)) for s sections and n items in both
///   lists together.
package struct SnapshotDifference: Hashable, Sendable {
    /// The batch, as `performBatchUpdates` takes it: deletions, reloads and
    /// move sources name index paths before it; insertions and move
    /// destinations after it.
    package var updates: [CollectionUpdate]
    /// The items reconfigured in place, at their index paths after the
    /// batch, ascending.
    package var reconfigured: [IndexPath]

    /// Whether applying the difference changes nothing.
    package var isEmpty: Bool { updates.isEmpty && reconfigured.isEmpty }

    /// Diffs `old` against `new`.
    ///
    /// - Parameters:
    ///   - reloadedSections, reloadedItems, reconfiguredItems: what the new
    ///     snapshot asks to reload or reconfigure; identifiers it does not
    ///     hold, or that it inserts, are ignored.
    /// - Throws: `SnapshotDifferenceError` when either list gives a section
    ///   or an item identifier twice.
    package init<SectionID: Hashable, ItemID: Hashable>(
        from old: [IdentifiedSection<SectionID, ItemID>],
        to new: [IdentifiedSection<SectionID, ItemID>],
        reloadedSections: Set<SectionID> = [],
        reloadedItems: Set<ItemID> = [],
        reconfiguredItems: Set<ItemID> = []
    ) throws(SnapshotDifferenceError) {
        let before = try Places(of: old, named: "old")
        let after = try Places(of: new, named: "new")

        // Sections.
        var deletedSections: [Int] = [], insertedSections: [Int] = [], reloadSections: [Int] = []
        var sectionMoves: [(Int, Int)] = []
        // Old section → new section, for the sections whose items are
        // diffed one by one.
        var pairs: [Int: Int] = [:]
        var survivorsOld: [Int] = [], survivorsNew: [Int] = []
        for (index, section) in old.enumerated() {
            if let target = after.sections[section.id] {
                survivorsOld.append(index)
                survivorsNew.append(target)
            } else {
                deletedSections.append(index)
            }
        }
        let stayingSections = Self.longestIncreasingRun(survivorsNew)
        for position in survivorsOld.indices {
            let from = survivorsOld[position], to = survivorsNew[position]
            let isReloaded = reloadedSections.contains(old[from].id)
            switch (stayingSections.contains(position), isReloaded) {
            case (true, true):
                reloadSections.append(from)
            case (true, false):
                pairs[from] = to
            case (false, true):
                deletedSections.append(from)
                insertedSections.append(to)
            case (false, false):
                sectionMoves.append((from, to))
                pairs[from] = to
            }
        }
        for (index, section) in new.enumerated() where before.sections[section.id] == nil {
            insertedSections.append(index)
        }
        let pairedNew = Set(pairs.values)

        // Items.
        var deletedItems: [IndexPath] = [], insertedItems: [IndexPath] = [], reloadItems: [IndexPath] = []
        var itemMoves: [(IndexPath, IndexPath)] = []
        var reconfigured: [IndexPath] = []
        func moved(_ item: ItemID, from: IndexPath, to: IndexPath) {
            if reloadedItems.contains(item) {
                deletedItems.append(from)
                insertedItems.append(to)
            } else {
                itemMoves.append((from, to))
                if reconfiguredItems.contains(item) { reconfigured.append(to) }
            }
        }
        for (from, to) in pairs.sorted(by: { $0.key < $1.key }) {
            // The survivors that stay in this section, in their new order.
            var keptOld: [Int] = [], keptNew: [Int] = []
            for (index, item) in new[to].items.enumerated() {
                let target = IndexPath(item: index, section: to)
                guard let source = before.items[item], pairs[source.section] != nil else {
                    insertedItems.append(target)
                    continue
                }
                if source.section == from {
                    keptOld.append(source.item)
                    keptNew.append(index)
                } else {
                    moved(item, from: source, to: target)
                }
            }
            let staying = Self.longestIncreasingRun(keptOld)
            for position in keptOld.indices {
                let source = IndexPath(item: keptOld[position], section: from)
                let target = IndexPath(item: keptNew[position], section: to)
                let item = new[to].items[keptNew[position]]
                guard staying.contains(position) else {
                    moved(item, from: source, to: target)
                    continue
                }
                if reloadedItems.contains(item) {
                    reloadItems.append(source)
                } else if reconfiguredItems.contains(item) {
                    reconfigured.append(target)
                }
            }
            for (index, item) in old[from].items.enumerated() {
                guard let target = after.items[item], pairedNew.contains(target.section) else {
                    deletedItems.append(IndexPath(item: index, section: from))
                    continue
                }
            }
        }

        var updates: [CollectionUpdate] = []
        if !deletedSections.isEmpty { updates.append(.deleteSections(deletedSections.sorted())) }
        if !insertedSections.isEmpty { updates.append(.insertSections(insertedSections.sorted())) }
        for (from, to) in sectionMoves.sorted(by: { $0.0 < $1.0 }) { updates.append(.moveSection(from, toSection: to)) }
        if !reloadSections.isEmpty { updates.append(.reloadSections(reloadSections.sorted())) }
        if !deletedItems.isEmpty { updates.append(.deleteItems(deletedItems.sorted())) }
        if !insertedItems.isEmpty { updates.append(.insertItems(insertedItems.sorted())) }
        for (from, to) in itemMoves.sorted(by: { $0.0 < $1.0 }) { updates.append(.moveItem(at: from, to: to)) }
        if !reloadItems.isEmpty { updates.append(.reloadItems(reloadItems.sorted())) }
        self.updates = updates
        self.reconfigured = reconfigured.sorted()
    }

    /// The positions in `values` (distinct) of one longest strictly
    /// increasing subsequence: the elements that keep their relative order.
    /// Of several equally long ones, the one patience sorting finds (each
    /// pile's latest top).
    ///
    /// - Complexity: O(n log n).
    static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tops: [Int] = []  // position of the top of each pile
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tops.count
            while low < high {
                let middle = (low + high) / 2
                if values[tops[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tops[low - 1] }
            if low == tops.count { tops.append(position) } else { tops[low] = position }
        }
        var run = Set<Int>()
        var position = tops[tops.count - 1]
        while position >= 0 {
            run.insert(position)
            position = previous[position]
        }
        return run
    }
}

/// Where each identifier of a list is.
private struct Places<SectionID: Hashable, ItemID: Hashable> {
    var sections: [SectionID: Int] = [:]
    var items: [ItemID: IndexPath] = [:]

    init(of list: [IdentifiedSection<SectionID, ItemID>], named name: String) throws(SnapshotDifferenceError) {
        sections.reserveCapacity(list.count)
        for (index, section) in list.enumerated() {
            if let first = sections.updateValue(index, forKey: section.id) {
                throw SnapshotDifferenceError(
                    "the \(name) snapshot has section identifier \(Self.text(section.id)) twice (sections \(first) and \(index)); identifiers must be unique")
            }
            for (item, id) in section.items.enumerated() {
                let path = IndexPath(item: item, section: index)
                if let first = items.updateValue(path, forKey: id) {
                    throw SnapshotDifferenceError(
                        "the \(name) snapshot has item identifier \(Self.text(id)) twice (section \(first.section) item \(first.item) and section \(index) item \(item)); identifiers must be unique")
                }
            }
        }
    }

    static func text(_ value: some Hashable) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        return String(describing: value)
    }
}
