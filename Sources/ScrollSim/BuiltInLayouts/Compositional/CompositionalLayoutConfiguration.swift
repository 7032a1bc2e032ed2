/// The options of the `compositional` layout, like
/// `UICollectionViewCompositionalLayoutConfiguration` together with the
/// sections a section provider would return.
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    /// The section descriptions: data section `i` uses `sections[i]`, and
    /// sections past the end of the list use its last entry (as a section
    /// provider that returns one section for the rest). An empty list lays
    /// out no items.
    public var sections: [CompositionalSection]
    /// The scrolling axis. Default vertical.
    public var scrollDirection: Axis
    /// The space between consecutive sections.
    public var interSectionSpacing: Double
    /// Boundary items of the whole layout (before the first section and
    /// after the last); their index path is item 0 of section 0.
    public var boundarySupplementaryItems: [CompositionalBoundaryItem]

    /// Creates a compositional configuration.
    public init(
        sections: [CompositionalSection], scrollDirection: Axis = .vertical, interSectionSpacing: Double = 0,
        boundarySupplementaryItems: [CompositionalBoundaryItem] = []
    ) {
        self.sections = sections
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }

    /// The description of data section `index`, if there is any.
    public func section(at index: Int) -> CompositionalSection? {
        guard let last = sections.last else { return nil }
        return index < sections.count ? sections[index] : last
    }
}
