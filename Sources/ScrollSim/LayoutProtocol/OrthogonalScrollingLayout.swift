/// One orthogonally scrolling section as its own scroll view sees it: the
/// frame it occupies in the collection view's content, the length of the
/// row it scrolls over and the groups it snaps to (`docs/simulator.md`,
/// "Orthogonal sections").
package struct OrthogonalSection: Hashable, Sendable {
    /// The section's index.
    package var section: Int
    /// How it scrolls and where it comes to rest.
    package var behavior: OrthogonalScrollingBehavior
    /// The axis it scrolls along: the layout's other axis.
    package var axis: Axis
    /// The section scroll view's frame in the collection view's content
    /// coordinates: the section's body along the layout's axis, the
    /// collection's width (less the content inset) across it.
    package var band: Rect
    /// The length of what it scrolls over along `axis`: the row of groups
    /// with the section's insets (and, centred, the centring on both ends).
    package var contentLength: Double
    /// The distance from one group's leading edge to the next (group
    /// extent plus inter-group spacing).
    package var groupStride: Double
    /// The number of groups in the row.
    package var groupCount: Int

    package init(section: Int, behavior: OrthogonalScrollingBehavior, axis: Axis, band: Rect, contentLength: Double,
                 groupStride: Double, groupCount: Int) {
        self.section = section
        self.behavior = behavior
        self.axis = axis
        self.band = band
        self.contentLength = contentLength
        self.groupStride = groupStride
        self.groupCount = groupCount
    }

    /// The section's visible length along `axis` (its scroll view's width).
    package var visibleLength: Double { axis == .vertical ? band.height : band.width }

    /// The range the section's offset rests in: `0 … max(0, contentLength − visibleLength)`.
    package var offsetRange: ClosedRange<Double> { 0...max(0, contentLength - visibleLength) }
}

/// A layout with orthogonally scrolling sections: the simulator owns each
/// section's scroll view and tells the layout its offset; the layout's
/// answers show the section's cells shifted by it and clipped to the
/// section's band (displayed frames, in collection-view content
/// coordinates).
package protocol OrthogonalScrollingLayout: AnyObject {
    /// Section `index` if it scrolls orthogonally (behaviour other than
    /// `none`), as prepared; `nil` otherwise.
    func orthogonalSection(_ index: Int) -> OrthogonalSection?
    /// The orthogonal section whose band contains `point` (content
    /// coordinates), if any.
    func orthogonalSection(containing point: Point) -> OrthogonalSection?
    /// Sets the offset (along the section's axis) the answers shift the
    /// cells of `section` by; 0 is the section as laid out.
    func setOrthogonalOffset(_ offset: Double, forSection section: Int)
}
