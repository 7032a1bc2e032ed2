/// Where a search is, for a progress bar.
public struct ExploreProgress: Sendable {
    /// Runs planned.
    public var totalRuns: Int
    /// Runs done.
    public var runs = 0
    /// Steps run.
    public var steps = 0
    /// The best failure so far, in a few words.
    public var best: String?
    /// Whether the search is shrinking a failure now.
    public var shrinking = false
    /// Shrinking runs taken.
    public var shrinkRuns = 0
}
