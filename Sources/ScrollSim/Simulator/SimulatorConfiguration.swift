/// The fixed properties of a simulated collection view.
public struct SimulatorConfiguration: Hashable, Sendable {
    /// The viewport (bounds) size, in points.
    public var viewport: Size
    /// The content inset (`adjustedContentInset`).
    public var contentInset: EdgeInsets
    /// Pixels per point; offsets are rounded to `1/screenScale`.
    public var screenScale: Double
    /// Ticks per second.
    public var frameRate: Double
    /// Paging, bouncing and deceleration.
    public var scrollView: ScrollViewConfiguration
    /// Which optional events are emitted.
    public var log: LogOptions
    /// How much a run may take.
    public var budget = SimulationBudget()

    /// Creates a configuration; the defaults are those of `docs/scenario-format.md`.
    public init(
        viewport: Size,
        contentInset: EdgeInsets = .zero,
        screenScale: Double = 3,
        frameRate: Double = 60,
        scrollView: ScrollViewConfiguration = ScrollViewConfiguration(),
        log: LogOptions = LogOptions()
    ) {
        self.viewport = viewport
        self.contentInset = contentInset
        self.screenScale = screenScale
        self.frameRate = frameRate
        self.scrollView = scrollView
        self.log = log
    }
}

extension SimulatorConfiguration {
    /// The configuration a scenario describes.
    public init(_ scenario: Scenario) {
        self.init(
            viewport: scenario.viewport,
            contentInset: scenario.contentInset,
            screenScale: scenario.screenScale,
            frameRate: scenario.frameRate,
            scrollView: scenario.scrollView,
            log: scenario.log
        )
    }
}
