@testable import ScrollSim
import ScrollSimTesting
import Testing

@Suite("Batch updates: where each element goes, in time linear in the change")
struct BatchUpdateMapTests {
    /// Where old item `item` of a section goes by brute force, UIKit's rule
    /// spelled out: deleted (or moved out) items go nowhere, reloaded ones
    /// too; a move goes where it says; every other survivor keeps its
    /// rank r among survivors and takes the r-th new position that no
    /// insertion (or move in) took.
    private func oracle(item: Int, section: Int, itemCount: Int, deleted: Set<Int>, inserted: Set<Int>,
                        reloaded: Set<Int>, moves: [Int: IndexPath]) -> IndexPath? {
        if let moved = moves[item] { return moved }
        guard !deleted.contains(item), !reloaded.contains(item) else { return nil }
        let rank = (0..<item).filter { !deleted.contains($0) }.count
        var free = -1, position = -1
        while free < rank {
            position += 1
            if !inserted.contains(position) { free += 1 }
        }
        return IndexPath(item: position, section: section)
    }

    @Test("random deletions, insertions, reloads and moves in one section map every old item as the oracle does")
    func randomBatches() throws {
        var generator = SplitMix64(seed: 2028)
        for round in 0..<400 {
            let count = Int.random(in: 0...30, using: &generator)
            let data = CollectionData(sections: [SectionData(items: .uniform(count: count, size: Size(width: 10, height: 10)))])
            var deleted = Set<Int>(), reloaded = Set<Int>(), moves: [Int: IndexPath] = [:]
            for item in 0..<count {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0, 1: deleted.insert(item)
                case 2: reloaded.insert(item)
                case 3: moves[item] = IndexPath(item: -1, section: 0)  // destination chosen below
                default: break
                }
            }
            let outgoing = deleted.count + moves.count
            let insertCount = Int.random(in: 0...10, using: &generator)
            let finalCount = count - outgoing + insertCount + moves.count
            // Destinations for inserts and moves: distinct new positions.
            var positions = Array(0..<finalCount).shuffled(using: &generator).prefix(insertCount + moves.count)
            var inserted = Set<Int>()
            for _ in 0..<insertCount { inserted.insert(positions.removeFirst()) }
            for from in moves.keys.sorted() { moves[from] = IndexPath(item: positions.removeFirst(), section: 0) }
            var updates: [CollectionUpdate] = []
            if !deleted.isEmpty { updates.append(.deleteItems(deleted.sorted().map { IndexPath(item: $0, section: 0) })) }
            if !reloaded.isEmpty { updates.append(.reloadItems(reloaded.sorted().map { IndexPath(item: $0, section: 0) })) }
            if !inserted.isEmpty { updates.append(.insertItems(inserted.sorted().map { IndexPath(item: $0, section: 0) })) }
            for (from, to) in moves { updates.append(.moveItem(at: IndexPath(item: from, section: 0), to: to)) }
            let batch = try BatchUpdate(
                data, updates: updates, newItem: { _ in ItemSpec(width: 10, height: 10) },
                newSection: { _ in SectionData(items: .uniform(count: 0, size: Size(width: 10, height: 10))) })
            #expect(batch.data.numberOfItems(inSection: 0) == finalCount)
            // Moves count as deleted from their source and inserted at their destination.
            let allDeleted = deleted.union(moves.keys), allInserted = inserted.union(moves.values.map(\.item))
            for item in 0..<count {
                let expected = oracle(item: item, section: 0, itemCount: count, deleted: allDeleted, inserted: allInserted,
                                      reloaded: reloaded, moves: moves)
                let found = batch.newElement(for: .cell(item, section: 0))
                #expect(found == expected.map { .cell($0.item, section: $0.section) }, "round \(round), item \(item) of \(count): \(updates)")
            }
        }
    }

    @Test("appending rows to a long list: every old row keeps its place; the cost is the change's, not the list's")
    func appendToLongList() throws {
        // 1,000,000 rows, 3 appended: rows 0…999,999 stay where they are.
        let data = CollectionData(sections: [SectionData(items: .uniform(count: 1_000_000, size: Size(width: 10, height: 10)))])
        let batch = try BatchUpdate(
            data, updates: [.insertItems((1_000_000..<1_000_003).map { IndexPath(item: $0, section: 0) })],
            newItem: { _ in ItemSpec(width: 10, height: 10) },
            newSection: { _ in SectionData(items: .uniform(count: 0, size: Size(width: 10, height: 10))) })
        #expect(batch.data.numberOfItems(inSection: 0) == 1_000_003)
        for item in [0, 1, 499_999, 999_999] { #expect(batch.newElement(for: .cell(item, section: 0)) == .cell(item, section: 0)) }
        #expect(batch.newElement(for: .cell(1_000_000, section: 0)) == nil, "no such old row")
    }

    @Test("a reaction appending rows on every didScroll reaches the item budget as an error")
    func reactionReachesItemBudget() throws {
        var configuration = SimulatorConfiguration(viewport: Size(width: 375, height: 600))
        configuration.budget.maximumItems = 20_000
        let data = CollectionData(sections: [SectionData(items: .uniform(count: 30, size: Size(width: 375, height: 100)))])
        let insert = Reaction(
            when: Reaction.Trigger(pattern: .object([("type", .string("didScroll"))])),
            actions: [Reaction.Action(step: .insertItems(section: 0, at: -1, items: Array(repeating: ItemSpec(width: 375, height: 100), count: 1_000)))],
            times: nil)
        let simulator = Simulator(configuration: configuration, layout: FlowLayout(configuration: Fixtures.listFlow), data: data,
                                  reactions: [insert]) { _ in }
        let error: SimulationError?
        do {
            try simulator.perform([.fling(velocity: Point(x: 0, y: 8000)), .settle(maxSeconds: 10)])
            error = nil
        } catch let thrown {
            error = thrown
        }
        // 30 + 19 × 1,000 = 19,030 fit; the 20th insertion would make 20,030.
        #expect(error?.reason == .itemBudgetExceeded(items: 19_030, adding: 1_000, maximum: 20_000), "\(String(describing: error))")
    }
}
