/// A layout that keeps the elements it answered and can lend them: the
/// UIKit layer's bridge, which keeps its layout's answers until the next
/// invalidation (UIKit's valid layout rect). The simulator reads a query's
/// answer from the run it lends, in place, instead of an array of copies
/// of every `LayoutAttributes` (`LayoutAnswer`); the answer is the same.
package protocol KeptElementsLayout: AnyObject {
    /// The kept elements around `rect`: a run of them, in the order
    /// `layoutAttributesForElements(in: rect)` would return them, whose
    /// elements meeting `rect` (frames intersecting it) are exactly what it
    /// would return. `nil` when that answer is not kept: then ask
    /// `layoutAttributesForElements(in:)`.
    func keptElements(around rect: Rect) -> ArraySlice<LayoutAttributes>?
}
