/// How much a run may take, so that a small input can never run for days
/// or fill the disk (`docs/scenario-format.md`, "Budgets"). A run that
/// reaches a budget stops with a `SimulationError` naming it.
public struct SimulationBudget: Hashable, Sendable {
    /// The most ticks a run may reach (1,000,000: 4.6 hours at 60 Hz).
    public var maximumTicks: Int
    /// The most items the collection may hold after any data change.
    public var maximumItems: Int
    /// The most events a run may emit.
    public var maximumEvents: Int
    /// The most elements one layout answer may hold (100,000), and so the
    /// most a displayed set or a `visible` event can: checked before the
    /// simulator builds anything from the answer.
    public var maximumLayoutElements: Int

    /// Creates a budget.
    public init(
        maximumTicks: Int = 1_000_000, maximumItems: Int = 10_000_000, maximumEvents: Int = 50_000_000,
        maximumLayoutElements: Int = 100_000
    ) {
        self.maximumTicks = maximumTicks
        self.maximumItems = maximumItems
        self.maximumEvents = maximumEvents
        self.maximumLayoutElements = maximumLayoutElements
    }
}

extension Step {
    /// The most seconds the step can take, reactions aside: its duration,
    /// a `settle`'s `maxSeconds`, 0.3 s for an animation, 1.6 s for a
    /// scroll to top.
    public var maximumSeconds: Double {
        switch self {
        case .drag(_, let duration, _, _): duration
        case .wait(let seconds): seconds
        case .settle(let maxSeconds): maxSeconds
        case .swipePage(_, let duration): duration
        case .scrollTo(_, _, let animated), .scrollToItem(_, _, let animated), .setPagingOffset(_, let animated):
            animated ? 0.3 : 0
        case .scrollToTop: SmoothDeceleration.duration / 1000
        default: 0
        }
    }
}

extension Scenario {
    /// An upper bound of the ticks the steps take (reactions aside): every
    /// step's `maximumSeconds` at the frame rate, plus a tick per step.
    public var maximumTicks: Double {
        steps.reduce(1) { $0 + ($1.maximumSeconds * frameRate).rounded(.up) + 2 }
    }
}
