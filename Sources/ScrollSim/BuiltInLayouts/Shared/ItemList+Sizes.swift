extension ItemList {
    /// The size of item `index`, with `fallback` for the sides the item does
    /// not give; an item not yet self-sized is at its estimate. Reads compact lists without materialising an `ItemSpec`,
    /// which keeps `prepare` fast at a million items.
    @inline(__always)
    func size(at index: Int, fallback: Size) -> Size {
        switch self {
        case .uniform(_, let size):
            return size
        case .cycled(_, let width, let heights):
            return Size(width: width ?? fallback.width, height: heights.isEmpty ? fallback.height : heights[index % heights.count])
        case .explicit(let items):
            let item = items[index]
            if let estimated = item.estimatedSize { return estimated }
            return Size(width: item.width ?? fallback.width, height: item.height ?? fallback.height)
        }
    }

    /// The item's own width and height, each `nil` when not given; an item
    /// not yet self-sized gives its estimate.
    @inline(__always)
    func givenSize(at index: Int) -> (width: Double?, height: Double?) {
        switch self {
        case .uniform(_, let size):
            return (size.width, size.height)
        case .cycled(_, let width, let heights):
            return (width, heights.isEmpty ? nil : heights[index % heights.count])
        case .explicit(let items):
            let item = items[index]
            if let estimated = item.estimatedSize { return (estimated.width, estimated.height) }
            return (item.width, item.height)
        }
    }
}
