/// Something the simulation cannot do as asked: a missing item or
/// section, a finger that is not down, a batch update whose counts do not
/// add up, a `settle` that does not come to rest in time, a budget reached;
/// or, from `Simulator.events(for:)`, a scenario's `expect` or `forbid`
/// that failed.
///
/// The error is typed: `origin` says what was running, `argument` which of
/// its arguments was wrong, `reason` what went wrong. The core names no
/// file format: the JSON layer maps origin and argument to a JSON path in
/// the scenario (`$.steps[3].insertItems.items[2]`), and command lines add
/// the option that raises a budget.
public struct SimulationError: Error, Hashable, Sendable {
    /// What was running when the error happened.
    public enum Origin: Hashable, Sendable {
        /// A scenario step (0-based index).
        case step(Int)
        /// Action `action` of scenario reaction `reaction` (0-based).
        case reaction(Int, action: Int)
        /// A direct call on `Simulator` from Swift.
        case call
        /// The scenario's `expect[index]` pattern, unmet at the end of a run.
        case expect(Int)
        /// The scenario's `forbid[index]` pattern, matched during a run.
        case forbid(Int)
    }

    /// One step into an argument: a named argument or an element of a list.
    public enum ArgumentStep: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        case name(String)
        case index(Int)

        public init(stringLiteral value: String) { self = .name(value) }
        public init(integerLiteral value: Int) { self = .index(value) }
    }

    /// A budget of `SimulationBudget` (or of the log a runner writes).
    public enum Budget: Hashable, Sendable {
        case ticks(Int)
        case events(Int)
        case logBytes(Int)
    }

    /// What a layout can do that a step may need.
    public enum LayoutCapability: Hashable, Sendable {
        /// `StickyHeaderConfigurable`.
        case configurableStickyHeaders
        /// `PagingOffsetLayout`.
        case pagingOffset
    }

    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// `action` needs a layout with `capability`.
        case layoutLacks(action: String, capability: LayoutCapability)
        /// A step that takes time, begun where only instant steps can be.
        case notInstant(String)
        case fingerAlreadyDown
        case noFingerDown
        /// `settle` (or a wait for rest) still moving after its limit.
        case stillMoving(afterSeconds: Double)
        case budgetReached(Budget)
        /// Adding `adding` items to `items` would pass `maximum`.
        case itemBudgetExceeded(items: Int, adding: Int, maximum: Int)
        /// Callbacks kept changing the collection within one tick.
        case runawayCallbacks(limit: Int, tick: Int)
        /// A call that moves time, made from inside a callback.
        case calledFromCallback(String)
        /// A call that moves time, made from inside a layout pass (the
        /// layout's `prepare` or a query, or a handler the layout calls).
        case calledFromLayoutPass(String)
        case noSuchSection(Int, sectionCount: Int)
        case noSuchItem(IndexPath, itemCount: Int)
        /// A gesture aimed at a section that does not scroll orthogonally.
        case notOrthogonal(section: Int)
        /// A gesture aimed at an orthogonal section that is not on screen.
        case sectionOffScreen(section: Int)
        /// The layout returns no attributes for an existing item.
        case noCellInLayout(IndexPath)
        case itemInsertionOutOfRange(item: Int, section: Int, itemCount: Int)
        case sectionInsertionOutOfRange(section: Int, sectionCount: Int)
        case noDataSource
        /// A batch update that contradicts itself (UIKit's wording).
        case invalidUpdate(String)
        case sectionCountMismatch(dataSource: Int, before: Int, expected: Int)
        case itemCountMismatch(section: Int, dataSource: Int, expected: Int)
        /// An `expect` pattern (of event type `type`, if it names one) that
        /// never matched in order after seq `fromSeq`.
        case expectationUnmet(type: String?, searched: Int, fromSeq: Int)
        /// A `forbid` pattern that matched the event with `seq`.
        case forbiddenEvent(type: String?, seq: Int)
        /// The layout answered something the simulator cannot use (a frame
        /// that is not finite, an element that does not exist or appears
        /// twice, more elements than the budget).
        case invalidLayoutAnswer(LayoutAnswerViolation)
        /// The size a self-sizing cell prefers is negative or not finite.
        case invalidPreferredSize(IndexPath, Size)
    }

    /// What was running when the error happened.
    public var origin: Origin
    /// The argument of the step, reaction action or call that was wrong,
    /// starting with its name (`insertItems`, `items`, 2); empty when the
    /// whole of it was.
    public var argument: [ArgumentStep]
    /// What went wrong.
    public var reason: Reason

    /// Creates a simulation error.
    public init(origin: Origin, argument: [ArgumentStep] = [], reason: Reason) {
        self.origin = origin
        self.argument = argument
        self.reason = reason
    }

    /// The 0-based index of the step that failed, if a step did.
    public var stepIndex: Int? {
        if case .step(let index) = origin { return index }
        return nil
    }

    /// What went wrong, in a sentence a user can act on.
    public var message: String { reason.message }
}

extension SimulationError.Reason {
    /// The sentence for a person.
    public var message: String {
        switch self {
        case .layoutLacks(let action, .configurableStickyHeaders):
            "\(action) needs a layout with configurable sticky headers (such as \"flex\"); this layout has none"
        case .layoutLacks(let action, .pagingOffset):
            "\(action) needs a layout with a paging offset (such as \"flex\" with pagingSection); this layout has none"
        case .notInstant(let action):
            "\(action) takes time; only instant steps can be begun at once (a reaction's actions are instant steps)"
        case .fingerAlreadyDown:
            "a finger is already down; lift it first"
        case .noFingerDown:
            "no finger is down; call touchDown first"
        case .stillMoving(let seconds):
            "still moving after \(seconds) s; raise maxSeconds or check the scenario"
        case .budgetReached(.ticks(let maximum)):
            "the run reached its budget of \(maximum) ticks"
        case .budgetReached(.events(let maximum)):
            "the run reached its budget of \(maximum) events"
        case .budgetReached(.logBytes(let maximum)):
            "the log reached its budget of \(maximum) bytes"
        case .itemBudgetExceeded(0, let adding, let maximum):
            "\(adding) items exceed the budget of \(maximum) items"
        case .itemBudgetExceeded(let items, let adding, let maximum):
            "\(items) + \(adding) items would exceed the budget of \(maximum) items"
        case .runawayCallbacks(let limit, let tick):
            "callbacks made more than \(limit) changes on tick \(tick); a delegate or reaction is probably reacting to its own changes"
        case .calledFromCallback(let name):
            "\(name) was called from inside a callback; time moves only from outside the simulation (a callback may scroll or change data: that applies when the current pass is over)"
        case .calledFromLayoutPass(let name):
            "\(name) was called from inside a layout pass (the layout's prepare or a query, or a handler it calls such as visibleItemsInvalidationHandler); time moves only from outside the simulation (a change made there applies when the pass is over)"
        case .noSuchSection(let section, let count):
            "section \(section) does not exist (the collection has \(count) sections)"
        case .noSuchItem(let indexPath, let count):
            "item \(indexPath.item) does not exist (section \(indexPath.section) has \(count) items)"
        case .notOrthogonal(let section):
            "section \(section) does not scroll orthogonally (the layout has no such section with a behaviour other than none)"
        case .sectionOffScreen(let section):
            "section \(section) is not on screen: scroll to it before aiming a gesture at it"
        case .noCellInLayout(let indexPath):
            "the layout has no cell at section \(indexPath.section), item \(indexPath.item)"
        case .itemInsertionOutOfRange(let item, let section, let count):
            "cannot insert at item \(item): section \(section) has \(count) items"
        case .sectionInsertionOutOfRange(let section, let count):
            "cannot insert at section \(section): the collection has \(count) sections"
        case .noDataSource:
            "batch updates ask the data source for the new contents; set `dataSource` first"
        case .invalidUpdate(let message):
            message
        case .sectionCountMismatch(let dataSource, let before, let expected):
            "invalid update: invalid number of sections. The data source has \(dataSource) sections after the update; it had \(before) before, and the update inserts and deletes to make \(expected)"
        case .itemCountMismatch(let section, let dataSource, let expected):
            "invalid update: invalid number of items in section \(section). The data source has \(dataSource) items there after the update, but the counts before plus the insertions minus the deletions make \(expected)"
        case .expectationUnmet(let type, let searched, let from):
            "expected event\(type.map { " (\($0))" } ?? "") never occurred in order; searched \(searched) events from seq \(from)"
        case .forbiddenEvent(let type, let seq):
            "forbidden event\(type.map { " (\($0))" } ?? "") occurred at seq \(seq)"
        case .invalidLayoutAnswer(let violation):
            violation.message
        case .invalidPreferredSize(let indexPath, let size):
            "item \(indexPath.item) of section \(indexPath.section) prefers the size \(NumberText.exact(size.width)) x \(NumberText.exact(size.height)); a preferred size must be finite and not negative"
        }
    }
}

extension SimulationError: CustomStringConvertible {
    /// `error in step 3 (insertItems.items[2]): …`; JSON paths are the JSON
    /// layer's (`InputError`).
    public var description: String {
        var place: String
        switch origin {
        case .step(let index): place = "in step \(index)"
        case .reaction(let index, let action): place = "in reaction \(index), action \(action)"
        case .call: place = ""
        case .expect(let index): place = "in expect[\(index)]"
        case .forbid(let index): place = "in forbid[\(index)]"
        }
        if !argument.isEmpty { place += (place.isEmpty ? "in " : " ") + "(\(argumentText))" }
        return place.isEmpty ? "error: \(message)" : "error \(place): \(message)"
    }

    /// The argument as text: `insertItems.items[2]`.
    public var argumentText: String {
        var text = ""
        for step in argument {
            switch step {
            case .name(let name): text += text.isEmpty ? name : ".\(name)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
