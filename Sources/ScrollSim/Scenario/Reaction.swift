/// Code-free user behaviour for scenarios: when an event matching `when`
/// is logged, the simulator performs `actions`, as a delegate would from
/// the callback (`docs/scenario-format.md`, "reactions").
///
/// A "load more" feed appends items when the last cell is displayed; a
/// refresh control sets `contentInset.top` when a drag ends pulled past a
/// threshold, and resets it a second later.
public struct Reaction: Hashable, Sendable {
    /// What the reaction waits for.
    public var when: Trigger
    /// What it does, in order.
    public var actions: [Action]
    /// How many times it may fire; `nil` for every time.
    public var times: Int?

    /// Creates a reaction.
    public init(when: Trigger, actions: [Action], times: Int? = 1) {
        self.when = when
        self.actions = actions
        self.times = times
    }

    /// The event a reaction waits for.
    public struct Trigger: Hashable, Sendable {
        /// An event pattern, as in `expect`: every field it names must be
        /// present and equal (`FieldValue.matches(_:)`).
        public var pattern: FieldValue
        /// For display events of cells: the item must be this many from the
        /// end of its section (0: the last item), counted when the event
        /// happens.
        public var itemFromEnd: Int?
        /// Bounds the content offset must be within when the event happens.
        public var contentOffset: OffsetCondition?

        /// Creates a trigger.
        public init(pattern: FieldValue, itemFromEnd: Int? = nil, contentOffset: OffsetCondition? = nil) {
            self.pattern = pattern
            self.itemFromEnd = itemFromEnd
            self.contentOffset = contentOffset
        }
    }

    /// Bounds on the content offset, per axis.
    public struct OffsetCondition: Hashable, Sendable {
        /// Bounds on x, if any.
        public var x: Bound?
        /// Bounds on y, if any.
        public var y: Bound?

        /// Creates a condition.
        public init(x: Bound? = nil, y: Bound? = nil) {
            self.x = x
            self.y = y
        }

        /// Whether `offset` is within the bounds.
        public func contains(_ offset: Point) -> Bool {
            (x?.contains(offset.x) ?? true) && (y?.contains(offset.y) ?? true)
        }
    }

    /// Inclusive bounds on one coordinate.
    public struct Bound: Hashable, Sendable {
        /// The least value allowed, if any.
        public var atLeast: Double?
        /// The greatest value allowed, if any.
        public var atMost: Double?

        /// Creates a bound.
        public init(atLeast: Double? = nil, atMost: Double? = nil) {
            self.atLeast = atLeast
            self.atMost = atMost
        }

        /// Whether `value` is within the bound.
        public func contains(_ value: Double) -> Bool {
            (atLeast.map { value >= $0 } ?? true) && (atMost.map { value <= $0 } ?? true)
        }
    }

    /// One thing a reaction does: an instant step (`Step.isInstant`),
    /// `after` seconds after the trigger (0: once the pass that logged the
    /// trigger is over, on the same tick).
    public struct Action: Hashable, Sendable {
        /// The delay, in seconds.
        public var after: Double
        /// What to do.
        public var step: Step

        /// Creates an action.
        public init(after: Double = 0, step: Step) {
            self.after = after
            self.step = step
        }
    }
}
