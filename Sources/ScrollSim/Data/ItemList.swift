/// The items of a section, stored compactly where the scenario allows it.
///
/// A million identical items cost a few bytes as `.uniform`; editing a
/// compact list (inserting or deleting items) turns it into `.explicit`.
public enum ItemList: Hashable, Sendable {
    /// Every item given one by one.
    case explicit([ItemSpec])
    /// `count` items of the same size (scenario `{"count", "size"}`).
    case uniform(count: Int, size: Size)
    /// `count` items whose heights cycle through `heights`
    /// (scenario `{"count", "width"?, "heights"}`).
    case cycled(count: Int, width: Double?, heights: [Double])

    /// The number of items.
    public var count: Int {
        switch self {
        case .explicit(let items): items.count
        case .uniform(let count, _), .cycled(let count, _, _): count
        }
    }

    /// The item at `index`, which must be in `0..<count`.
    public subscript(index: Int) -> ItemSpec {
        switch self {
        case .explicit(let items):
            items[index]
        case .uniform(_, let size):
            ItemSpec(width: size.width, height: size.height)
        case .cycled(_, let width, let heights):
            // No heights leaves each item's height to the layout, as the
            // layouts read such a list.
            ItemSpec(width: width, height: heights.isEmpty ? nil : heights[index % heights.count])
        }
    }

    /// Every item, materialised.
    public var specs: [ItemSpec] {
        if case .explicit(let items) = self { return items }
        return (0..<count).map { self[$0] }
    }
}

extension ItemList {
    /// Inserts `items` before index `index` (in `0...count`). Inserting
    /// items of a uniform list's size keeps it uniform; anything else makes
    /// the list explicit.
    public mutating func insert(_ items: [ItemSpec], at index: Int) {
        if case .uniform(let count, let size) = self,
           items.allSatisfy({ $0 == ItemSpec(width: size.width, height: size.height) })
        {
            self = .uniform(count: count + items.count, size: size)
            return
        }
        var specs = self.specs
        specs.insert(contentsOf: items, at: min(max(index, 0), specs.count))
        self = .explicit(specs)
    }

    /// Removes the items at `indices` (each in `0..<count`; duplicates are
    /// removed once). Removing from a uniform list keeps it uniform.
    public mutating func remove(at indices: [Int]) {
        let doomed = Set(indices.filter { (0..<count).contains($0) })
        guard !doomed.isEmpty else { return }
        if case .uniform(let count, let size) = self {
            self = .uniform(count: count - doomed.count, size: size)
            return
        }
        self = .explicit(specs.enumerated().filter { !doomed.contains($0.offset) }.map(\.element))
    }
}

extension ItemList {
    /// Whether some item still has an estimated size. Compact lists have
    /// none.
    ///
    /// - Complexity: O(n) for an explicit list, O(1) otherwise.
    public var hasEstimatedSizes: Bool {
        guard case .explicit(let items) = self else { return false }
        return items.contains { $0.estimatedSize != nil }
    }

    /// Resolves item `index` (in `0..<count`) to `size`: its width and
    /// height become `size` and its estimate is dropped. A compact list has
    /// no estimates and is left alone.
    public mutating func resolveEstimatedSize(at index: Int, to size: Size) {
        guard case .explicit(var items) = self, items.indices.contains(index) else { return }
        // Released first, so the edit below does not copy the whole list.
        self = .uniform(count: 0, size: .zero)
        items[index].width = size.width
        items[index].height = size.height
        items[index].estimatedSize = nil
        self = .explicit(items)
    }
}
