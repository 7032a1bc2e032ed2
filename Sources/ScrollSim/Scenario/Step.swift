/// One step of a scenario. Steps run one after another; each starts on a
/// new tick and is marked by a `step` event. Instantaneous steps occupy
/// exactly one tick; see `docs/simulator.md` for what each step's duration
/// covers.
public enum Step: Hashable, Sendable {
    /// A finger drag: the finger moves by `translation` (points; `y: -300`
    /// moves the finger up and the content offset down the content by 300)
    /// at constant speed over `duration` seconds (at least one tick), then
    /// lifts. The step ends at lift-off; any deceleration continues into
    /// the following steps. `start` is where the finger touches down
    /// (`nil`: the viewport's origin).
    case drag(translation: Point, duration: Double, release: Release, start: GestureStart? = nil)
    /// A touch-down and immediate release at `velocity` (content-offset
    /// velocity, points per second). One tick; deceleration continues into
    /// the following steps. `start` is where the finger touches down
    /// (`nil`: the viewport's origin).
    case fling(velocity: Point, start: GestureStart? = nil)
    /// Set the content offset, animated (0.3 s, sin² progress) or not.
    /// A `nil` coordinate keeps the current one. Not clamped, like
    /// `setContentOffset(_:animated:)`.
    case scrollTo(x: Double?, y: Double?, animated: Bool)
    /// `scrollToItem(at:at:animated:)`: bring a cell to `position`, clamped
    /// to the scrollable range.
    case scrollToItem(IndexPath, position: ScrollPosition, animated: Bool)
    /// A tap on the status bar: an animated scroll to the top
    /// (`-contentInset.top`) ending with `didScrollToTop`; the step lasts
    /// until it ends.
    case scrollToTop
    /// Let time pass, in seconds (at least one tick); running motion continues.
    case wait(seconds: Double)
    /// Run until nothing moves; an error if still moving after `maxSeconds`.
    case settle(maxSeconds: Double)
    /// Animate the layout's `pagingOffset.x` by −viewport width (`left`)
    /// or +viewport width (`right`) over `duration` seconds with the sin² curve.
    case swipePage(direction: SwipeDirection, duration: Double)
    /// Set the layout's paging offset, animated (0.3 s, sin²) or not.
    case setPagingOffset(Point, animated: Bool)
    /// Change which sections have sticky headers.
    case setStickyHeaders(add: [Int], remove: [Int], removeAll: Bool)
    /// Switch stacked sticky headers on or off.
    case setStackedStickyHeaders(Bool)
    /// Change the viewport (bounds) size, as a rotation does: `prepare` runs.
    case setViewport(Size)
    /// Set the content inset (a refresh control, a keyboard): logged as
    /// `contentInsetChange`; `prepare` runs.
    case setContentInset(EdgeInsets)
    /// Insert `items` into `section` starting at index `at` (-1: at the
    /// section's end, whatever its count is by then).
    case insertItems(section: Int, at: Int, items: [ItemSpec])
    /// Delete the items at the given indices of `section`.
    case deleteItems(section: Int, items: [Int])
    /// Insert `sections` starting at section index `at`.
    case insertSections(at: Int, sections: [SectionData])
    /// Delete the sections at the given indices.
    case deleteSections([Int])
    /// `reloadData()`: replace the contents with `data`, or keep them when
    /// `nil` (a plain reload).
    case reloadData(CollectionData?)
    /// `setCollectionViewLayout(_:animated:)`: switch to a new layout.
    case switchLayout(LayoutConfiguration, animated: Bool)
    /// A diffable data source's `apply(_:animatingDifferences:)`: the new
    /// contents by identifier, diffed against the current ones into one
    /// batch update (`docs/simulator.md`, "Diffable data").
    case apply(DiffableSnapshot)

    /// Where a `drag` or `fling` touches down: which scroll view it drives
    /// follows from it (`docs/simulator.md`, "Orthogonal sections").
    public enum GestureStart: Hashable, Sendable {
        /// At a point in viewport coordinates.
        case point(Point)
        /// In the middle of the part of orthogonal section `section`'s band
        /// that is on screen.
        case section(Int)
    }

    /// How a drag ends.
    public enum Release: String, Hashable, Sendable, CaseIterable {
        /// Lift at the finger's velocity (a fling if fast enough).
        case natural
        /// Rest the finger before lifting: release velocity 0.
        case hold
    }

    /// Where `scrollToItem` puts the item, as `UICollectionView.ScrollPosition`.
    public enum ScrollPosition: String, Hashable, Sendable, CaseIterable {
        /// The item's top edge at the top of the visible area.
        case top
        /// The item's centre at the centre of the visible area, vertically.
        case centeredVertically
        /// The item's bottom edge at the bottom of the visible area.
        case bottom
        /// The item's left edge at the left of the visible area.
        case left
        /// The item's centre at the centre of the visible area, horizontally.
        case centeredHorizontally
        /// The item's right edge at the right of the visible area.
        case right
    }

    /// The direction the finger swipes in `swipePage`.
    public enum SwipeDirection: String, Hashable, Sendable, CaseIterable {
        /// The finger moves left: the next page comes in from the right
        /// (`pagingOffset.x` decreases by the viewport width).
        case left
        /// The finger moves right: `pagingOffset.x` increases.
        case right
    }

    /// Whether the step happens within its first tick (no drag, wait,
    /// settle or page swipe): the steps a reaction may take.
    public var isInstant: Bool {
        switch self {
        case .drag, .wait, .settle, .swipePage: false
        default: true
        }
    }

    /// The names of the steps, as scenarios and `step` events write them.
    public enum Name: String, CaseIterable, Hashable, Sendable {
        case drag, fling, scrollTo, scrollToItem, scrollToTop, wait, settle, swipePage, setPagingOffset
        case setStickyHeaders, setStackedStickyHeaders, setViewport, setContentInset
        case insertItems, deleteItems, insertSections, deleteSections, reloadData, switchLayout
        case apply
    }

    /// The step's name, as in scenarios and `step` events.
    public var name: Name {
        switch self {
        case .drag: .drag
        case .fling: .fling
        case .scrollTo: .scrollTo
        case .scrollToItem: .scrollToItem
        case .scrollToTop: .scrollToTop
        case .wait: .wait
        case .settle: .settle
        case .swipePage: .swipePage
        case .setPagingOffset: .setPagingOffset
        case .setStickyHeaders: .setStickyHeaders
        case .setStackedStickyHeaders: .setStackedStickyHeaders
        case .setViewport: .setViewport
        case .setContentInset: .setContentInset
        case .insertItems: .insertItems
        case .deleteItems: .deleteItems
        case .insertSections: .insertSections
        case .deleteSections: .deleteSections
        case .reloadData: .reloadData
        case .switchLayout: .switchLayout
        case .apply: .apply
        }
    }

    /// The step's action name (`name` as a string), as in scenarios and
    /// `step` events.
    public var action: String { name.rawValue }
}
