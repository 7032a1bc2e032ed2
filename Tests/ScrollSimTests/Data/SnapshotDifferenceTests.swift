@testable import ScrollSim
import Testing

/// A list of sections by identifier, written compactly: `["a": ["1", "2"]]`
/// keeps its order as an array of pairs.
typealias IdentifiedList = [IdentifiedSection<String, String>]

private func list(_ sections: (String, [String])...) -> IdentifiedList {
    sections.map { IdentifiedSection(id: $0.0, items: $0.1) }
}

private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// Applies a batch to `old` as `performBatchUpdates` documents it, by
/// brute force and on its own: it checks that every change names what
/// exists and that no old element is touched twice, then lays the new
/// sections out slot by slot (the positions insertions and move
/// destinations name are taken; the survivors fill the others in their old
/// order) and does the same for the items of each section that continues.
/// Inserted and reloaded content is what `new` holds at its new place, as
/// UIKit asks the data source; a reloaded item keeps its identifier.
/// Returns `nil`, with the reason in `problem`, for a batch UIKit refuses.
private func bruteForceApply(_ updates: [CollectionUpdate], to old: IdentifiedList, new: IdentifiedList, problem: inout String) -> IdentifiedList? {
    var deletedSections = Set<Int>(), insertedSections = Set<Int>(), reloadedSections = Set<Int>()
    var sectionMoves: [Int: Int] = [:]
    var deletedItems = Set<IndexPath>(), insertedItems = Set<IndexPath>(), reloadedItems = Set<IndexPath>()
    var itemMoves: [IndexPath: IndexPath] = [:]
    var touchedSections = Set<Int>(), touchedItems = Set<IndexPath>()
    func touch(section: Int) -> Bool {
        guard old.indices.contains(section), touchedSections.insert(section).inserted else {
            problem = "old section \(section) missing or touched twice"
            return false
        }
        return true
    }
    func touch(item: IndexPath) -> Bool {
        guard old.indices.contains(item.section), old[item.section].items.indices.contains(item.item),
              touchedItems.insert(item).inserted else {
            problem = "old item \(item) missing or touched twice"
            return false
        }
        return true
    }
    for update in updates {
        switch update {
        case .deleteSections(let sections):
            for section in sections { guard touch(section: section) else { return nil } }
            deletedSections.formUnion(sections)
        case .reloadSections(let sections):
            for section in sections { guard touch(section: section) else { return nil } }
            reloadedSections.formUnion(sections)
        case .moveSection(let from, let to):
            guard touch(section: from) else { return nil }
            sectionMoves[from] = to
        case .insertSections(let sections):
            insertedSections.formUnion(sections)
        case .deleteItems(let paths):
            for path in paths { guard touch(item: path) else { return nil } }
            deletedItems.formUnion(paths)
        case .reloadItems(let paths):
            for path in paths { guard touch(item: path) else { return nil } }
            reloadedItems.formUnion(paths)
        case .moveItem(let from, let to):
            guard touch(item: from) else { return nil }
            itemMoves[from] = to
        case .insertItems(let paths):
            insertedItems.formUnion(paths)
        }
    }
    // Items may not change inside sections that are deleted or reloaded,
    // nor move out of them (UIKit: "attempt to … from section that is being deleted").
    for item in touchedItems where deletedSections.contains(item.section) || reloadedSections.contains(item.section) {
        problem = "item \(item) changes inside a deleted or reloaded section"
        return nil
    }

    // Sections, slot by slot.
    enum Origin { case inserted(Int), old(Int) }
    let arriving = insertedSections.union(sectionMoves.values)
    guard arriving.count == insertedSections.count + sectionMoves.count else {
        problem = "two sections arrive at one index"
        return nil
    }
    let survivors = old.indices.filter { !deletedSections.contains($0) && sectionMoves[$0] == nil }
    let newCount = survivors.count + arriving.count
    guard arriving.allSatisfy({ (0..<newCount).contains($0) }), new.count == newCount else {
        problem = "section count \(newCount) after the batch, new list has \(new.count)"
        return nil
    }
    var origins: [Origin] = []
    var nextSurvivor = survivors.makeIterator()
    let movedIn = Dictionary(uniqueKeysWithValues: sectionMoves.map { ($0.value, $0.key) })
    for slot in 0..<newCount {
        if insertedSections.contains(slot) {
            origins.append(.inserted(slot))
        } else if let from = movedIn[slot] {
            origins.append(.old(from))
        } else if let from = nextSurvivor.next() {
            origins.append(.old(from))
        }
    }
    // Items, slot by slot in every section that continues.
    var result: IdentifiedList = []
    for (slot, origin) in origins.enumerated() {
        switch origin {
        case .inserted(let index):
            result.append(new[index])
        case .old(let from) where reloadedSections.contains(from):
            guard new[slot].id == old[from].id else {
                problem = "reloaded section \(from) lands where the new list has another section"
                return nil
            }
            result.append(new[slot])
        case .old(let from):
            let kept = old[from].items.indices.filter {
                let source = path(from, $0)
                return !deletedItems.contains(source) && itemMoves[source] == nil
            }
            var arrivals: [Int: String] = [:]
            for target in insertedItems where target.section == slot {
                guard new[slot].items.indices.contains(target.item) else {
                    problem = "insertion \(target) past the new section's end"
                    return nil
                }
                arrivals[target.item] = new[slot].items[target.item]
            }
            for (source, target) in itemMoves where target.section == slot {
                guard arrivals.updateValue(old[source.section].items[source.item], forKey: target.item) == nil else {
                    problem = "two items arrive at \(target)"
                    return nil
                }
            }
            let count = kept.count + arrivals.count
            guard arrivals.keys.allSatisfy({ (0..<count).contains($0) }) else {
                problem = "an item arrives past the end of section \(slot)"
                return nil
            }
            var items: [String] = []
            var nextKept = kept.makeIterator()
            for position in 0..<count {
                if let arriving = arrivals[position] {
                    items.append(arriving)
                } else if let index = nextKept.next() {
                    items.append(old[from].items[index])
                }
            }
            result.append(IdentifiedSection(id: old[from].id, items: items))
        }
    }
    // Insertions name only sections that continue; moves land only there.
    let continuing = Set(origins.enumerated().compactMap { slot, origin -> Int? in
        if case .old(let from) = origin, !reloadedSections.contains(from) { return slot }
        return nil
    })
    for target in insertedItems.union(itemMoves.values) where !continuing.contains(target.section) {
        problem = "an item arrives at \(target), in an inserted or reloaded section"
        return nil
    }
    return result
}

/// A random list of up to 5 sections and 24 items, identifiers drawn from
/// small pools so that two lists share many of them.
private func randomList(_ generator: inout SplitMix64) -> IdentifiedList {
    let sectionIDs = (0..<7).map { "s\($0)" }.shuffled(using: &generator)
    let itemIDs = (0..<30).map { "i\($0)" }.shuffled(using: &generator)
    let sectionCount = Int.random(in: 0...5, using: &generator)
    var items = itemIDs.prefix(Int.random(in: 0...24, using: &generator)).makeIterator()
    return (0..<sectionCount).map { index in
        var section = IdentifiedSection<String, String>(id: sectionIDs[index], items: [])
        for _ in 0..<Int.random(in: 0...7, using: &generator) {
            if let item = items.next() { section.items.append(item) }
        }
        return section
    }
}

/// `list` changed a little: sections and items dropped, added, shuffled
/// locally and moved across sections, so that most of it survives.
private func perturbed(_ list: IdentifiedList, _ generator: inout SplitMix64) -> IdentifiedList {
    var result = list.filter { _ in Int.random(in: 0..<6, using: &generator) != 0 }
    var used = Set(list.map(\.id))
    for index in 0..<7 where !used.contains("s\(index)") && Int.random(in: 0..<4, using: &generator) == 0 {
        result.insert(IdentifiedSection(id: "s\(index)", items: []), at: Int.random(in: 0...result.count, using: &generator))
        used.insert("s\(index)")
    }
    if result.count > 1, Bool.random(using: &generator) { result.swapAt(0, result.count - 1) }
    guard !result.isEmpty else { return result }
    var pool = result.flatMap(\.items).filter { _ in Int.random(in: 0..<5, using: &generator) != 0 }
    let present = Set(list.flatMap(\.items))
    for index in 0..<30 where !present.contains("i\(index)") && Int.random(in: 0..<5, using: &generator) == 0 {
        pool.insert("i\(index)", at: Int.random(in: 0...pool.count, using: &generator))
    }
    for _ in 0..<Int.random(in: 0...3, using: &generator) where pool.count > 1 {
        pool.swapAt(Int.random(in: 0..<pool.count, using: &generator), Int.random(in: 0..<pool.count, using: &generator))
    }
    for index in result.indices { result[index].items = [] }
    for item in pool { result[Int.random(in: 0..<result.count, using: &generator)].items.append(item) }
    return result
}

@Suite("Snapshot difference: two identified lists to one batch update")
struct SnapshotDifferenceTests {
    @Test("applying the batch to the old list, by brute force, gives the new list (seeded random lists)")
    func batchTurnsOldIntoNew() throws {
        var generator = SplitMix64(seed: 0xD1FF)
        for round in 0..<3000 {
            let old = randomList(&generator)
            let new = round % 3 == 0 ? randomList(&generator) : perturbed(old, &generator)
            let newItems = new.flatMap(\.items)
            let reloadedItems = Set(newItems.filter { _ in Int.random(in: 0..<6, using: &generator) == 0 })
            let reconfiguredItems = Set(newItems.filter { _ in Int.random(in: 0..<6, using: &generator) == 0 })
            let reloadedSections = Set(new.map(\.id).filter { _ in Int.random(in: 0..<5, using: &generator) == 0 })
            let difference = try SnapshotDifference(
                from: old, to: new, reloadedSections: reloadedSections,
                reloadedItems: reloadedItems, reconfiguredItems: reconfiguredItems)
            var problem = ""
            let applied = bruteForceApply(difference.updates, to: old, new: new, problem: &problem)
            #expect(applied == new, "round \(round): \(problem)\nold \(old)\nnew \(new)\nupdates \(difference.updates)")

            // Reconfigured: every item asked for that keeps its cell (it
            // was there before, in a section that continues, and is not
            // reloaded or re-inserted), at its new place.
            let expected = difference.reconfigured.map { new[$0.section].items[$0.item] }
            #expect(expected.allSatisfy { reconfiguredItems.contains($0) && !reloadedItems.contains($0) }, "round \(round)")

            // Nothing changes: an empty batch.
            #expect(try SnapshotDifference(from: old, to: old).isEmpty, "round \(round)")
        }
    }

    @Test("the batch is also what the simulator's batch update accepts, with the new counts")
    func batchUpdateAccepts() throws {
        var generator = SplitMix64(seed: 77)
        for round in 0..<500 {
            let old = randomList(&generator)
            let new = perturbed(old, &generator)
            let difference = try SnapshotDifference(from: old, to: new)
            let data = CollectionData(sections: old.map { SectionData(items: .explicit($0.items.map { ItemSpec(text: $0) })) })
            let batch = try BatchUpdate(
                data, updates: difference.updates,
                newItem: { ItemSpec(text: new[$0.section].items[$0.item]) },
                newSection: { SectionData(items: .explicit(new[$0].items.map { ItemSpec(text: $0) })) })
            #expect(batch.data.sections.map { $0.items.specs.compactMap(\.text) } == new.map(\.items), "round \(round)")
        }
    }

    // Hand-derived batches. Within a section the survivors' old indices,
    // read in their new order, keep their longest increasing run; the
    // others move.
    @Test("delete, insert and one move in one section")
    func oneSection() throws {
        // old a: 1 2 3 4 → new a: 2 4 5 3. "1" is gone: delete (0,0).
        // "5" is new: insert (0,2). Survivors in new order have old
        // indices 1 3 2; the run 1 2 (items 2, 3) stays, "4" moves from
        // (0,3) to its new place (0,1).
        let difference = try SnapshotDifference(
            from: list(("a", ["1", "2", "3", "4"])), to: list(("a", ["2", "4", "5", "3"])))
        #expect(difference.updates == [
            .deleteItems([path(0, 0)]), .insertItems([path(0, 2)]), .moveItem(at: path(0, 3), to: path(0, 1)),
        ])
    }

    @Test("a filter: deletions and insertions only, no moves")
    func filter() throws {
        // The survivors 2 and 4 keep their order: nothing moves.
        let difference = try SnapshotDifference(
            from: list(("m", ["1", "2", "3", "4"])), to: list(("m", ["2", "4", "9"])))
        #expect(difference.updates == [.deleteItems([path(0, 0), path(0, 2)]), .insertItems([path(0, 2)])])
    }

    @Test("sections: deleted, inserted, moved; items move across sections and go with their section")
    func sections() throws {
        // old: a[1 2] b[3] c[4]  → new: c[4 2] d[5] a[1]
        // Sections: b deleted (1), d inserted (1). The survivors a, c, in
        // their old order, have new indices 2, 0: the longest increasing
        // run is one long, patience sorting keeps the later one (c), so a
        // moves 0 → 2. "3" leaves with b; "5" comes with
        // d. "2" moves from a (0,1) to c (0,1) after the batch; "4" stays.
        let difference = try SnapshotDifference(
            from: list(("a", ["1", "2"]), ("b", ["3"]), ("c", ["4"])),
            to: list(("c", ["4", "2"]), ("d", ["5"]), ("a", ["1"])))
        #expect(difference.updates == [
            .deleteSections([1]), .insertSections([1]), .moveSection(0, toSection: 2),
            .moveItem(at: path(0, 1), to: path(0, 1)),
        ])
    }

    @Test("reloads and reconfigures by identifier; a reloaded item that moves is deleted and inserted")
    func reloadsAndReconfigures() throws {
        // old a: x y z → new a: z x y. Survivors' old indices in new order:
        // 2 0 1; the run 0 1 (x, y) stays, z moves (0,2) → (0,0). x is
        // reloaded in place: reloadItems at its old index (0,0). y is
        // reconfigured at its new index (0,2). Reloading z too, which
        // moves, makes it a delete (0,2) and an insert (0,0) instead.
        let old = list(("a", ["x", "y", "z"])), new = list(("a", ["z", "x", "y"]))
        let difference = try SnapshotDifference(from: old, to: new, reloadedItems: ["x"], reconfiguredItems: ["y"])
        #expect(difference.updates == [.moveItem(at: path(0, 2), to: path(0, 0)), .reloadItems([path(0, 0)])])
        #expect(difference.reconfigured == [path(0, 2)])
        let both = try SnapshotDifference(from: old, to: new, reloadedItems: ["x", "z"])
        #expect(both.updates == [.deleteItems([path(0, 2)]), .insertItems([path(0, 0)]), .reloadItems([path(0, 0)])])
    }

    @Test("a reloaded section stays in place as reloadSections; its items are not diffed")
    func reloadedSection() throws {
        // old a[1] b[2] → new a[1] b[3]: b is reloaded, so "2" and "3" go
        // with it and no item change names section 1.
        let difference = try SnapshotDifference(
            from: list(("a", ["1"]), ("b", ["2"])), to: list(("a", ["1"]), ("b", ["3"])), reloadedSections: ["b"])
        #expect(difference.updates == [.reloadSections([1])])
    }

    @Test("identifiers given twice are an error that names them", arguments: [
        (list(("a", ["1"]), ("a", ["2"])), "the old snapshot has section identifier \"a\" twice (sections 0 and 1); identifiers must be unique"),
        (list(("a", ["1", "2"]), ("b", ["2"])), "the old snapshot has item identifier \"2\" twice (section 0 item 1 and section 1 item 0); identifiers must be unique"),
    ])
    func duplicates(bad: IdentifiedList, message: String) {
        #expect(throws: SnapshotDifferenceError(message)) { try SnapshotDifference(from: bad, to: []) }
        let newMessage = message.replacing("old", with: "new")
        #expect(throws: SnapshotDifferenceError(newMessage)) { try SnapshotDifference(from: [], to: bad) }
    }
}
