/// A batch of `CollectionUpdate`s applied to a `CollectionData`: the
/// contents after the batch, and where each element of before went.
///
/// UIKit's rules: deletions, reloads and move sources name positions
/// before the batch; insertions and move destinations name positions after
/// it. Within a section, the survivors keep their order and the inserted
/// and moved-in items take the positions they name, in ascending order.
struct BatchUpdate {
    /// The contents after the batch.
    var data: CollectionData
    /// Old section → new section, or `nil` when it was deleted or reloaded.
    private var sectionMap: [Int?]
    /// For each old section with item changes: where its items went.
    private var itemMaps: [Int: ItemMap] = [:]

    /// - Parameters:
    ///   - newItem: the item now at an inserted or reloaded index path.
    ///   - newSection: the section now at an inserted or reloaded section
    ///     index, with its items.
    /// - Throws: a sentence saying which update names what does not exist.
    init(
        _ old: CollectionData, updates: [CollectionUpdate],
        newItem: (IndexPath) -> ItemSpec, newSection: (Int) -> SectionData
    ) throws(BatchUpdateError) {
        let oldCount = old.numberOfSections
        var deletedSections = Set<Int>(), insertedSections = Set<Int>(), reloadedSections = Set<Int>()
        var sectionMoves: [Int: Int] = [:]
        var deletedItems: [Int: Set<Int>] = [:], reloadedItems: [Int: Set<Int>] = [:]
        var insertedItems: [Int: Set<Int>] = [:]
        var itemMoves: [IndexPath: IndexPath] = [:]

        func checkOldSection(_ section: Int, _ update: CollectionUpdate) throws(BatchUpdateError) {
            guard (0..<oldCount).contains(section) else {
                throw BatchUpdateError("\(update.action): section \(section) does not exist (the collection has \(oldCount) sections)")
            }
        }
        func checkOldItem(_ path: IndexPath, _ update: CollectionUpdate) throws(BatchUpdateError) {
            try checkOldSection(path.section, update)
            let count = old.numberOfItems(inSection: path.section)
            guard (0..<count).contains(path.item) else {
                throw BatchUpdateError("\(update.action): item \(path.item) does not exist (section \(path.section) has \(count) items)")
            }
        }
        for update in updates {
            switch update {
            case .deleteSections(let sections):
                for section in sections { try checkOldSection(section, update) }
                deletedSections.formUnion(sections)
            case .reloadSections(let sections):
                for section in sections { try checkOldSection(section, update) }
                reloadedSections.formUnion(sections)
            case .insertSections(let sections):
                insertedSections.formUnion(sections)
            case .moveSection(let from, let to):
                try checkOldSection(from, update)
                sectionMoves[from] = to
            case .deleteItems(let paths):
                for path in paths { try checkOldItem(path, update); deletedItems[path.section, default: []].insert(path.item) }
            case .reloadItems(let paths):
                for path in paths { try checkOldItem(path, update); reloadedItems[path.section, default: []].insert(path.item) }
            case .insertItems(let paths):
                for path in paths { insertedItems[path.section, default: []].insert(path.item) }
            case .moveItem(let from, let to):
                try checkOldItem(from, update)
                itemMoves[from] = to
            }
        }

        // Sections: survivors in order, inserted and moved-in at their places.
        let removed = deletedSections.union(sectionMoves.keys)
        let arriving = insertedSections.union(sectionMoves.values)
        let newCount = oldCount - removed.count + arriving.count
        for section in arriving where !(0..<newCount).contains(section) {
            throw BatchUpdateError("insertSections: cannot insert section \(section): the collection has \(newCount) sections after the update")
        }
        var survivors = (0..<oldCount).filter { !removed.contains($0) }.makeIterator()
        var movedIn: [Int: Int] = [:]
        for (from, to) in sectionMoves { movedIn[to] = from }
        var sectionMap = [Int?](repeating: nil, count: oldCount)
        var origin = [Int?](repeating: nil, count: newCount)  // new section → old section it continues
        for section in 0..<newCount {
            if let from = movedIn[section] {
                origin[section] = from
            } else if insertedSections.contains(section) {
                origin[section] = nil
            } else if let from = survivors.next() {
                origin[section] = from
            }
        }
        for (new, old) in origin.enumerated() {
            if let old, !reloadedSections.contains(old) { sectionMap[old] = new }
        }

        // Items moved between sections count as deleted from one and
        // inserted into the other.
        for (from, to) in itemMoves {
            deletedItems[from.section, default: []].insert(from.item)
            insertedItems[to.section, default: []].insert(to.item)
        }
        var movedItems: [IndexPath: IndexPath] = [:]  // new path → old path
        for (from, to) in itemMoves { movedItems[to] = from }

        var sections: [SectionData] = []
        sections.reserveCapacity(newCount)
        var itemMaps: [Int: ItemMap] = [:]
        for new in 0..<newCount {
            guard let oldIndex = origin[new], !reloadedSections.contains(oldIndex) else {
                sections.append(newSection(new))
                continue
            }
            var section = old.sections[oldIndex]
            let deleted = deletedItems[oldIndex] ?? []
            let reloaded = reloadedItems[oldIndex] ?? []
            let inserted = (insertedItems[new] ?? []).sorted()
            if deleted.isEmpty && reloaded.isEmpty && inserted.isEmpty {
                sections.append(section)
                continue
            }
            let oldItems = section.items.count
            let finalCount = oldItems - deleted.count + inserted.count
            for item in inserted where !(0..<finalCount).contains(item) {
                throw BatchUpdateError("insertItems: cannot insert item \(item) into section \(new): it has \(finalCount) items after the update")
            }
            let isSimple = reloaded.isEmpty && !inserted.contains { movedItems[IndexPath(item: $0, section: new)] != nil }
            if isSimple {
                // Insertions and deletions only: ItemList keeps a uniform
                // list uniform (a million rows stay one value).
                section.items.remove(at: Array(deleted))
                var start = 0
                while start < inserted.count {
                    var end = start + 1
                    while end < inserted.count && inserted[end] == inserted[end - 1] + 1 { end += 1 }
                    let specs = inserted[start..<end].map { newItem(IndexPath(item: $0, section: new)) }
                    section.items.insert(specs, at: inserted[start])
                    start = end
                }
            } else {
                var specs: [ItemSpec] = []
                specs.reserveCapacity(finalCount)
                let kept = (0..<oldItems).filter { !deleted.contains($0) }
                var keptIterator = kept.makeIterator()
                let insertedSet = Set(inserted)
                for item in 0..<finalCount {
                    let path = IndexPath(item: item, section: new)
                    if insertedSet.contains(item) {
                        if let from = movedItems[path] {
                            specs.append(old.sections[from.section].items[from.item])
                        } else {
                            specs.append(newItem(path))
                        }
                    } else if let from = keptIterator.next() {
                        specs.append(reloaded.contains(from) ? newItem(path) : section.items[from])
                    }
                }
                section.items = .explicit(specs)
            }
            // Where each old item went, for the display: kept as the
            // change itself, so that the batch costs what it changes, not
            // what the section holds (a reaction appending rows on every
            // tick to a long list).
            var moves: [Int: IndexPath] = [:]
            for (from, to) in itemMoves where from.section == oldIndex { moves[from.item] = to }
            itemMaps[oldIndex] = ItemMap(
                section: new, itemCount: oldItems, deleted: deleted.sorted(), inserted: inserted,
                reloaded: reloaded, moves: moves)
            sections.append(section)
        }
        self.data = CollectionData(sections: sections)
        self.sectionMap = sectionMap
        self.itemMaps = itemMaps
    }

    /// Where an element of before the batch is after it, or `nil` when it
    /// was deleted or reloaded.
    func newElement(for element: ElementID) -> ElementID? {
        guard element.section < sectionMap.count, let section = sectionMap[element.section] else { return nil }
        guard element.kind == .cell else {
            return ElementID(kind: element.kind, indexPath: IndexPath(item: element.item, section: section))
        }
        if let map = itemMaps[element.section] {
            return map.newPath(of: element.item).map { .cell($0.item, section: $0.section) }
        }
        return .cell(element.item, section: section)
    }
}

/// Where the items of one old section went in a batch: the survivors
/// keep their order and fill, in new section `section`, the positions not
/// taken by `inserted`.
private struct ItemMap {
    let section: Int
    let itemCount: Int
    /// Old items deleted or moved out, ascending.
    let deleted: [Int]
    /// New positions of inserted or moved-in items, ascending.
    let inserted: [Int]
    let reloaded: Set<Int>
    /// Old item → where a move put it.
    let moves: [Int: IndexPath]

    /// The new index path of old item `item`, or `nil` if it was deleted
    /// or reloaded.
    ///
    /// - Complexity: O(log d + log² i) for d deletions and i insertions.
    func newPath(of item: Int) -> IndexPath? {
        guard item >= 0, item < itemCount else { return nil }
        if let moved = moves[item] { return moved }
        let deletedBefore = Self.countBelow(item, in: deleted)
        if deletedBefore < deleted.count, deleted[deletedBefore] == item { return nil }
        if reloaded.contains(item) { return nil }
        // The survivor of rank r takes the r-th new position not inserted:
        // the smallest x with x + 1 - (insertions at or before x) > r.
        let rank = item - deletedBefore
        var low = rank, high = rank + inserted.count
        while low < high {
            let middle = (low + high) / 2
            if middle + 1 - Self.countBelow(middle + 1, in: inserted) > rank { high = middle } else { low = middle + 1 }
        }
        return IndexPath(item: low, section: section)
    }

    /// How many of the ascending `values` are below `bound`.
    private static func countBelow(_ bound: Int, in values: [Int]) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Why a batch update cannot apply.
struct BatchUpdateError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
