import ScrollSim

/// How long and how widely `Explorer` searches (`docs/explore.md`).
public struct ExploreOptions: Hashable, Sendable {
    /// The seed: the same seed gives the same search and the same result.
    public var seed: UInt64
    /// How many random runs to try, at most.
    public var runs: Int
    /// The most generated steps in one run (after the scenario's own).
    public var maxSteps: Int
    /// Wall-clock seconds for the search, shrinking included; runs not
    /// started by then are skipped, and runs still going stop between
    /// steps. `nil`: no limit. Only a limit that cuts the search short can
    /// make its result depend on the machine.
    public var timeLimit: Double?
    /// Runs simulated at once. The result does not depend on it.
    public var jobs: Int
    /// Whether the scenario's `expect` patterns must be met at the end of
    /// every run (off by default: random steps may rightly miss them).
    public var checkExpect: Bool
    /// Whether the simulator's and the layout protocol's own rules
    /// (`Invariant.builtIn`) are checked besides the scenario's.
    public var checkBuiltIn: Bool
    /// The most generated steps a run may take (`maxSteps`): every step of
    /// a run is kept for shrinking.
    public static let maximumMaxSteps = 10_000
    /// The longest `timeLimit` honoured (a thousand years); a longer one
    /// means no limit.
    public static let maximumTimeLimit: Double = 3.2e10
    /// The most candidate runs shrinking may take.
    public var maxShrinkRuns: Int
    /// Which share of the search this process runs, 1-based: shard
    /// `shardIndex` of `shardCount` runs the waves `w` (runs `8w…8w+7`)
    /// with `w % shardCount == shardIndex - 1`. Default 1 of 1: every wave.
    public var shardIndex: Int = 1
    /// How many processes share the search (`--shard i/n`); at least 1.
    public var shardCount: Int = 1

    /// The defaults: 200 runs of up to 12 steps, 50 seconds, one job.
    public init(
        seed: UInt64 = 1, runs: Int = 200, maxSteps: Int = 12, timeLimit: Double? = 50, jobs: Int = 1,
        checkExpect: Bool = false, checkBuiltIn: Bool = true, maxShrinkRuns: Int = 400
    ) {
        self.seed = seed
        self.runs = runs
        self.maxSteps = maxSteps
        self.timeLimit = timeLimit
        self.jobs = jobs
        self.checkExpect = checkExpect
        self.checkBuiltIn = checkBuiltIn
        self.maxShrinkRuns = maxShrinkRuns
    }
}
