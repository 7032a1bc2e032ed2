/// The orthogonal sections' own scroll views and which scroll view the
/// finger drives (`docs/simulator.md`, "Orthogonal sections").
///
/// A section gets its `ScrollViewState` the first time a gesture drives it
/// (its offset starts at 0, the section as laid out) and keeps it while
/// the layout still scrolls it orthogonally; the run loop samples them
/// after the collection view's own, sections ascending.
struct OrthogonalScrollViews: Sendable {
    /// A finger that touched down in an orthogonal section and has not
    /// moved yet: which scroll view it drives is decided by its first move
    /// (along the section's axis: the section; otherwise the collection view).
    struct UndecidedTouch: Hashable, Sendable {
        let section: Int
        let location: Point
    }

    /// Each driven section's scroll view.
    private var states: [Int: ScrollViewState] = [:]
    /// The sections with a scroll view, ascending: the sampling order.
    private(set) var order: [Int] = []
    /// The section the finger drives, if it drives one.
    var fingerSection: Int?
    /// A touch whose scroll view is not decided yet.
    var undecided: UndecidedTouch?

    /// Whether no section moves and no finger is on one (or undecided).
    var isIdle: Bool {
        undecided == nil && fingerSection == nil && order.allSatisfy { states[$0]?.isIdle ?? true }
    }

    /// Whether a finger is down on a section or undecided.
    var hasFinger: Bool { undecided != nil || fingerSection != nil }

    /// The scroll view of `section`, if it has one.
    subscript(section: Int) -> ScrollViewState? { states[section] }

    /// Stores `state` as `section`'s scroll view, creating the entry if needed.
    mutating func set(_ state: ScrollViewState, for section: Int) {
        if states.updateValue(state, forKey: section) == nil {
            let index = order.firstIndex { $0 > section } ?? order.count
            order.insert(section, at: index)
        }
    }

    /// Drops `section`'s scroll view (its section no longer scrolls orthogonally).
    mutating func remove(_ section: Int) {
        states[section] = nil
        order.removeAll { $0 == section }
        if fingerSection == section { fingerSection = nil }
    }

    /// Every section's shown offset, ascending by section.
    var offsets: [(section: Int, offset: Point)] {
        order.compactMap { section in states[section].map { (section, $0.contentOffset) } }
    }
}
