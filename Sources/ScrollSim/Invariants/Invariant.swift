/// A property a run must keep from start to end: the scenario's
/// `invariants` (`docs/scenario-format.md`, "Invariants"), checked by
/// `scrollsim run` and by `scrollsim explore`.
///
/// Event invariants (`denseSeq`, `displayedAtMostOnce`) are checked on
/// every event. State invariants are checked at every *check point*: the
/// end of every step; every `visible` event (logged after the tick's layout
/// pass and display callbacks, on every tick where the visible set changed,
/// or every tick with `log.visible` `everyTick`); and the tick a
/// deceleration, an animated scroll or a scroll to top ends (its callback
/// also comes after the layout pass). The layout, the offset and the
/// displayed set agree at each.
public enum Invariant: Hashable, Sendable {
    /// No two elements of `kind` overlap on screen (positive-area
    /// intersection of their displayed frames, beyond 0.001 points).
    case noOverlap(OverlapKind)
    /// When nothing moves, each named coordinate of the content offset is a
    /// whole multiple of its value (within half a pixel): a carousel that
    /// must rest on a page.
    case restingOffsetMultipleOf(x: Double?, y: Double?)
    /// No element is displayed twice at once: no `willDisplay` for an
    /// element already displayed, no `didEndDisplaying` for one that is not.
    case displayedAtMostOnce
    /// `seq` is 0, 1, 2… without gaps.
    case denseSeq
    /// The content offset is always finite, and a deceleration or bounce
    /// ends inside the scrollable range.
    case offsetInRange
    /// The displayed set is exactly the elements the layout places in the
    /// visible rect, brute force: a wider query filtered to the rect
    /// (cells only for a layout with sticky headers, whose pinned views are
    /// placed against the visible rect).
    case displayedMatchesLayout
    /// The layout keeps the rules of `docs/layouts.md`, "Checking your layout" at
    /// the rect in use: the visible query returns no element twice and no
    /// element outside the rect, the displayed set is in canonical order,
    /// the content size is finite and bounds the natural frames met, and
    /// natural frames stay put between `prepare`s.
    case layoutConformance

    /// The kinds of elements `noOverlap` compares.
    public enum OverlapKind: String, Hashable, Sendable, CaseIterable {
        /// Headers pinned by a sticky-header layout, at their pinned frames.
        case pinnedHeaders
        /// Displayed section headers.
        case headers
        /// Displayed section footers.
        case footers
        /// Displayed cells.
        case cells
    }

    /// The invariants' names: their keys in a scenario's `invariants`, in
    /// the order `docs/scenario-format.md` lists them.
    public enum Name: String, CaseIterable, Hashable, Sendable {
        case noOverlap, restingOffsetMultipleOf, displayedAtMostOnce, denseSeq, offsetInRange
        case displayedMatchesLayout, layoutConformance
    }

    /// The invariant's key in a scenario's `invariants`.
    public var name: Name {
        switch self {
        case .noOverlap: .noOverlap
        case .restingOffsetMultipleOf: .restingOffsetMultipleOf
        case .displayedAtMostOnce: .displayedAtMostOnce
        case .denseSeq: .denseSeq
        case .offsetInRange: .offsetInRange
        case .displayedMatchesLayout: .displayedMatchesLayout
        case .layoutConformance: .layoutConformance
        }
    }

    /// Every invariant name, in the order `docs/scenario-format.md` lists them.
    public static let names = Name.allCases.map(\.rawValue)

    /// The simulator's and the layout protocol's own rules: what `scrollsim
    /// explore` checks on every scenario besides the scenario's own.
    public static let builtIn: [Invariant] = [.denseSeq, .offsetInRange, .displayedMatchesLayout, .layoutConformance]

    /// The invariant as a scenario writes it: `{"noOverlap": "pinnedHeaders"}`.
    public var fieldValue: FieldValue {
        switch self {
        case .noOverlap(let kind):
            return .object([(name.rawValue, .string(kind.rawValue))])
        case .restingOffsetMultipleOf(let x, let y):
            var pairs: [(String, FieldValue)] = []
            if let x { pairs.append(("x", .double(x))) }
            if let y { pairs.append(("y", .double(y))) }
            return .object([(name.rawValue, .object(pairs))])
        case .displayedAtMostOnce, .denseSeq, .offsetInRange, .displayedMatchesLayout, .layoutConformance:
            return .object([(name.rawValue, .bool(true))])
        }
    }
}

/// One broken invariant: which, where in the run, and the evidence.
public struct InvariantViolation: Hashable, Sendable, CustomStringConvertible {
    /// The invariant's index in the list the monitor was given.
    public var index: Int
    /// The invariant.
    public var invariant: Invariant
    /// For `layoutConformance`, the broken rule's number (see
    /// `Invariant.layoutConformance`); 0 otherwise.
    public var rule: Int
    /// The tick it was found on.
    public var tick: Int
    /// The step that was running (its index), if any.
    public var step: Int?
    /// What was found, in one line.
    public var message: String

    /// Creates a violation.
    public init(index: Int, invariant: Invariant, rule: Int = 0, tick: Int, step: Int?, message: String) {
        self.index = index
        self.invariant = invariant
        self.rule = rule
        self.tick = tick
        self.step = step
        self.message = message
    }

    public var description: String {
        let at = step.map { "step \($0), tick \(tick)" } ?? "tick \(tick)"
        return "invariant \(invariant.name.rawValue) broken at \(at): \(message)"
    }
}
