/// One of `count` disjoint parts of a list of scenarios, for running a
/// large suite on several machines: `scrollsim run scenarios/*.json
/// --shard 2/4`.
///
/// Scenarios are sorted by path (byte order, so every machine agrees
/// whatever order the shell gives) and shard `i` takes those whose sorted
/// position `p` (0-based) has `p % count == i - 1`. The shards `1/n … n/n`
/// are therefore disjoint and together cover every scenario, and their
/// sizes differ by at most one.
package struct ScenarioShard: Hashable, Sendable {
    /// The shard's number, 1-based: `1…count`.
    package let index: Int
    /// How many shards there are, at least 1.
    package let count: Int

    /// Creates shard `index` of `count`, or `nil` unless `1 ≤ index ≤ count`.
    package init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// Parses `"i/n"`, or returns `nil` when the text is not of that form
    /// or `i` is not in `1…n`.
    package init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// The paths of `paths` in this shard, in sorted order.
    ///
    /// - Complexity: O(n log n) for the sort.
    package func select(_ paths: [String]) -> [String] {
        paths.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }
            .enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}

extension ScenarioShard: CustomStringConvertible {
    /// `"i/n"`.
    package var description: String { "\(index)/\(count)" }
}
