/// Where a `continuousGroupLeadingBoundary` orthogonal section's release
/// comes to rest (`docs/simulator.md`, "Orthogonal sections"): the group
/// boundary past the deceleration's own stop in the direction of motion.
/// The other behaviours never ask here: `continuous` rests where its
/// deceleration stops; `paging`, `groupPaging` and `groupPagingCentered`
/// page natively (their scroll view pages by the section's width or the
/// group stride).
///
/// UIKit 26: `-[_UICollectionViewOrthogonalScrollView
/// _scrollViewWillEndDraggingWithVelocity:targetContentOffset:]` passes
/// the proposed target through
/// `_UICollectionLayoutValidatedContentOffsetForProposedContentOffsetForOrthogonalSection`,
/// whose block divides it by the group stride and takes
/// `⌈p − 0.005⌉` when the target lies ahead of the shown offset,
/// `⌊p + 0.005⌋` when behind, `round(p)` when on it; never below group 0,
/// then kept inside the range.
enum OrthogonalRest {
    /// The resting offset along the section's axis: an exact multiple of
    /// the group stride (never rounded to pixels, so a stride off the pixel
    /// grid still rests on its boundary), kept inside the section's range.
    ///
    /// - Parameters:
    ///   - proposed: where the release's own deceleration would stop.
    ///   - shownOffset: the offset shown at release (UIKit compares the
    ///     target with the scroll view's displayed offset).
    static func target(in section: OrthogonalSection, proposed: Double, shownOffset: Double) -> Double {
        let stride = section.groupStride
        guard section.behavior == .continuousGroupLeadingBoundary, stride > 0 else { return proposed }
        let page = proposed / stride
        let index: Double
        if proposed > shownOffset {
            index = (page - 0.005).rounded(.up)
        } else if proposed < shownOffset {
            index = (page + 0.005).rounded(.down)
        } else {
            index = page.rounded()
        }
        return ScrollBounds.clamp(max(index, 0) * stride, to: section.offsetRange)
    }
}
