import ScrollSim
import ScrollSimTesting
import ScrollSimJSON
import ScrollSimRunner
import Testing

/// `scrollsim run --shard` (its logs are what the log tools read).
@Suite("ScenarioShard")
struct LogShardTests {
    @Test("parses i/n with 1 ≤ i ≤ n only", arguments: [
        ("1/1", true), ("2/3", true), ("3/3", true), ("0/3", false), ("4/3", false),
        ("1/0", false), ("-1/2", false), ("1/", false), ("/2", false), ("1/2/3", false), ("a/b", false), ("", false),
    ])
    func parsing(text: String, isValid: Bool) {
        #expect((ScenarioShard(parsing: text) != nil) == isValid)
    }

    @Test("assigns sorted positions modulo n")
    func assignment() throws {
        let paths = ["e.json", "a.json", "d.json", "c.json", "b.json"]
        // Sorted: a b c d e, positions 0…4; shard 1/2 takes 0, 2, 4.
        #expect(try #require(ScenarioShard(parsing: "1/2")).select(paths) == ["a.json", "c.json", "e.json"])
        #expect(try #require(ScenarioShard(parsing: "2/2")).select(paths) == ["b.json", "d.json"])
        #expect(try #require(ScenarioShard(parsing: "3/7")).select(paths) == ["c.json"])
        #expect(try #require(ScenarioShard(parsing: "6/7")).select(paths) == [])
    }

    @Test("for every n, the shards are disjoint, complete and balanced")
    func disjointAndComplete() throws {
        var generator = SplitMix64(seed: 0x5C_0115)
        for n in 1...40 {
            let size = Int(generator.next() % 120)
            // Distinct random names, given in random order.
            let paths = Set((0..<size).map { _ in "scenarios/s\(generator.next() % 100_000).json" }).shuffled(using: &generator)
            var seen: [String] = []
            var sizes: [Int] = []
            for i in 1...n {
                let shard = try #require(ScenarioShard(index: i, count: n))
                let part = shard.select(paths)
                sizes.append(part.count)
                seen += part
            }
            #expect(seen.count == paths.count, "n=\(n): \(seen.count) selected of \(paths.count)")
            #expect(Set(seen) == Set(paths), "n=\(n): not complete")
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "n=\(n): sizes \(sizes)")
            // The order the paths are given in does not matter.
            #expect(try #require(ScenarioShard(index: 1, count: n)).select(paths.reversed())
                == ScenarioShard(index: 1, count: n)?.select(paths))
        }
    }
}
