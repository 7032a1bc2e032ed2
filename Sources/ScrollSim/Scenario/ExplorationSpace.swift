/// What `scrollsim explore` may do to a scenario besides scrolling: the
/// scenario's `explore` object (`docs/explore.md`, "The explore object").
/// `scrollsim run` ignores it.
public struct ExplorationSpace: Hashable, Sendable {
    /// The kinds of generated steps, by name (`ExplorationSpace.stepKinds`);
    /// `nil` for every kind the layout supports.
    public var steps: [String]?
    /// Items `insertItems` draws from; empty: copies of the collection's
    /// own items.
    public var items: [ItemSpec]
    /// Viewport sizes `setViewport` draws from (rotations); empty: the
    /// scenario's viewport and its rotation.
    public var viewports: [Size]
    /// Insets `setContentInset` draws from; empty: the scenario's inset and
    /// that inset with 100 more points on top (a refresh control).
    public var contentInsets: [EdgeInsets]
    /// Layouts `switchLayout` draws from; empty: no layout switches.
    public var layouts: [LayoutConfiguration]

    /// Every generated step kind, in the order `docs/explore.md` lists them.
    /// `hold` is a touch that rests and lifts without moving (a tap that
    /// stops a fling); the rest are the scenario steps of the same name.
    public static let stepKinds = [
        "drag", "fling", "hold", "wait", "settle", "swipePage", "scrollTo", "scrollToItem", "scrollToTop",
        "insertItems", "deleteItems", "reloadData", "setViewport", "setContentInset", "switchLayout",
    ]

    /// Creates an exploration space; the defaults explore everything.
    public init(
        steps: [String]? = nil, items: [ItemSpec] = [], viewports: [Size] = [], contentInsets: [EdgeInsets] = [],
        layouts: [LayoutConfiguration] = []
    ) {
        self.steps = steps
        self.items = items
        self.viewports = viewports
        self.contentInsets = contentInsets
        self.layouts = layouts
    }
}
