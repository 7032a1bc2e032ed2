/// A scroll view a finger can drive: the collection view itself or an
/// orthogonal section's own scroll view (`docs/simulator.md`, "Orthogonal
/// sections"). Touch-down and release take one path for both; only the
/// events they log and where a release may rest differ.
enum DrivenScrollView: Hashable, Sendable {
    /// The collection view.
    case collectionView
    /// Orthogonal section `index`'s own scroll view.
    case section(Int)

    /// `payload`, a drag callback of the collection view, as this scroll
    /// view logs it: unchanged for the collection view, its `section…`
    /// form for a section (whose callbacks never reach the collection
    /// view's delegate).
    func dragEvent(_ payload: Event.Payload) -> Event.Payload {
        guard case .section(let index) = self else { return payload }
        switch payload {
        case .willBeginDragging: return .sectionWillBeginDragging(section: index)
        case .willEndDragging(let velocity, let targetOffset):
            return .sectionWillEndDragging(section: index, velocity: velocity, targetOffset: targetOffset)
        case .didEndDragging(let willDecelerate): return .sectionDidEndDragging(section: index, willDecelerate: willDecelerate)
        case .willBeginDecelerating: return .sectionWillBeginDecelerating(section: index)
        case .didEndDecelerating: return .sectionDidEndDecelerating(section: index)
        default: return payload
        }
    }
}
