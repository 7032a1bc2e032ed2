import ScrollSim
import ScrollSimExplore
import ScrollSimJSON
import Testing

/// `--shard i/n` of explore: disjoint shares of the waves whose union is
/// the search of one process.
@Suite struct ExploreShardTests {
    /// A correct flow layout and no checks of its own: nothing to find, so
    /// every search runs its whole budget.
    static let scenario = try! ScenarioDecoder.decode("""
        {"name": "rows", "viewport": {"width": 375, "height": 600},
         "layout": {"type": "flow", "itemSize": {"width": 375, "height": 100}, "minimumLineSpacing": 0},
         "sections": [{"items": {"count": 60, "size": {"width": 375, "height": 100}}}]}
        """)

    static func explore(runs: Int, shard: (Int, Int)) -> ExploreResult {
        var options = ExploreOptions(seed: 5, runs: runs, maxSteps: 4, timeLimit: nil, jobs: 2, checkBuiltIn: false)
        options.shardIndex = shard.0
        options.shardCount = shard.1
        return Explorer(target: ExploreTarget(scenario: scenario), options: options).run()
    }

    @Test("waves of eight go round the shards: 3 shards of 45 runs", arguments: [
        // Waves 0…5 are runs 0–7, 8–15, 16–23, 24–31, 32–39, 40–44.
        (1, [0..<8, 24..<32]),
        (2, [8..<16, 32..<40]),
        (3, [16..<24, 40..<45]),
    ])
    func waves(shard: Int, expected: [Range<Int>]) {
        #expect(Explorer.waves(runs: 45, shardIndex: shard, shardCount: 3) == expected)
    }

    @Test("one shard of one is the whole search; more shards than waves leave some empty")
    func edges() {
        #expect(Explorer.waves(runs: 20, shardIndex: 1, shardCount: 1) == [0..<8, 8..<16, 16..<20])
        #expect(Explorer.waves(runs: 10, shardIndex: 3, shardCount: 3).isEmpty)
    }

    @Test("the shards' runs are disjoint and together are one process's runs, with the same coverage")
    func unionIsTheWholeSearch() {
        let whole = Self.explore(runs: 40, shard: (1, 1))
        #expect(whole.counterexample == nil)
        #expect(whole.searchedRuns == Array(0..<40))
        let shards = (1...3).map { Self.explore(runs: 40, shard: ($0, 3)) }
        let runs = shards.flatMap(\.searchedRuns)
        #expect(runs.count == Set(runs).count)
        #expect(Set(runs) == Set(0..<40))
        var coverage = ExploreCoverage()
        for shard in shards { coverage.merge(shard.coverage) }
        #expect(coverage == whole.coverage)
        #expect(shards.map(\.steps).reduce(0, +) == whole.steps)
        // Deterministic per shard.
        let again = Self.explore(runs: 40, shard: (2, 3))
        #expect(again.searchedRuns == shards[1].searchedRuns && again.coverage == shards[1].coverage)
    }
}
