/// A scroll scenario: a collection view, its layout and data, and the
/// steps to run against it, with what the log must and must not contain.
public struct Scenario: Hashable, Sendable {
    /// A short identifier, used to name the log file.
    public var name: String
    /// What the scenario shows.
    public var description: String
    /// The collection view's size, in points.
    public var viewport: Size
    /// The content inset (`adjustedContentInset`).
    public var contentInset: EdgeInsets
    /// Pixels per point; offsets are rounded to `1/screenScale`. Default 3.
    public var screenScale: Double
    /// Ticks per second, 1…1000. Default 60.
    public var frameRate: Double
    /// Paging, bouncing and deceleration.
    public var scrollView: ScrollViewConfiguration
    /// The layout and its options.
    public var layout: LayoutConfiguration
    /// The collection's contents.
    public var data: CollectionData
    /// Which optional events are logged.
    public var log: LogOptions
    /// The steps, run in order.
    public var steps: [Step]
    /// Patterns that must occur, in this order, as a subsequence of the log.
    public var expect: [FieldValue]
    /// Patterns that must not occur anywhere in the log.
    public var forbid: [FieldValue]
    /// What the simulated app does when given events happen (load more,
    /// refresh, …); see `Reaction`.
    public var reactions: [Reaction]
    /// Properties the run must keep throughout (`Invariant`), checked by
    /// `scrollsim run` and `scrollsim explore`.
    public var invariants: [Invariant]
    /// What `scrollsim explore` may do besides scrolling; ignored by runs.
    public var exploration: ExplorationSpace
    /// What the collection view must be like at given moments (`"state"`),
    /// checked from the simulator's own values by `scrollsim run`.
    public var state: [StateExpectation] = []
    /// Why `scrollsim run` does not run this scenario, if it does not
    /// (`"skip"`): reported as skipped, no log written.
    public var skip: String?
    /// Why this scenario is known to fail (`"expectFailure"`): `scrollsim
    /// run` counts it as passed when its expectations, invariants or states
    /// fail, and as failed when they all hold.
    public var expectFailure: String?

    /// Creates a scenario.
    public init(
        name: String,
        description: String = "",
        viewport: Size,
        contentInset: EdgeInsets = .zero,
        screenScale: Double = 3,
        frameRate: Double = 60,
        scrollView: ScrollViewConfiguration = ScrollViewConfiguration(),
        layout: LayoutConfiguration,
        data: CollectionData,
        log: LogOptions = LogOptions(),
        steps: [Step] = [],
        expect: [FieldValue] = [],
        forbid: [FieldValue] = [],
        reactions: [Reaction] = [],
        invariants: [Invariant] = [],
        exploration: ExplorationSpace = ExplorationSpace()
    ) {
        self.name = name
        self.description = description
        self.viewport = viewport
        self.contentInset = contentInset
        self.screenScale = screenScale
        self.frameRate = frameRate
        self.scrollView = scrollView
        self.layout = layout
        self.data = data
        self.log = log
        self.steps = steps
        self.expect = expect
        self.forbid = forbid
        self.reactions = reactions
        self.invariants = invariants
        self.exploration = exploration
    }
}
