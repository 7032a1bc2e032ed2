// Scenario reactions: events that trigger instant steps, applied as a
// delegate's changes are (`docs/simulator.md`, "Changes from callbacks").
extension Simulator {
    /// A reaction and how many times it may still fire (`nil`: always).
    struct ReactionState {
        let reaction: Reaction
        var remaining: Int?
    }

    /// Fires the reactions `event` triggers: their actions wait for the
    /// current pass to end (or for their `after`).
    func react(to event: Event) {
        var fields: FieldValue?
        for index in reactions.indices {
            let trigger = reactions[index].reaction.when
            if let remaining = reactions[index].remaining, remaining <= 0 { continue }
            if case .string(let type)? = trigger.pattern["type"], type != event.type { continue }
            if fields == nil { fields = event.fields }
            guard let fields, trigger.pattern.matches(fields), matches(trigger, event) else { continue }
            reactions[index].remaining? -= 1
            for (position, action) in reactions[index].reaction.actions.enumerated() {
                let origin = SimulationError.Origin.reaction(index, action: position)
                // Unowned: a pending timer is held by the simulator, and
                // must not hold it in turn (a run would never be freed).
                let change: () throws(SimulationError) -> Void = { [unowned self] () throws(SimulationError) in
                    try self.apply(action.step)
                }
                if action.after > 0 {
                    schedule(afterSeconds: action.after, origin: origin, change: change)
                } else {
                    runLoop.enqueue(RunLoopQueue.DeferredChange(origin: origin, apply: change))
                }
            }
        }
    }

    private func matches(_ trigger: Reaction.Trigger, _ event: Event) -> Bool {
        if let condition = trigger.contentOffset, !condition.contains(contentOffset) { return false }
        if let fromEnd = trigger.itemFromEnd {
            let element: ElementID
            switch event.payload {
            case .willDisplay(let shown), .didEndDisplaying(let shown): element = shown.element
            default: return false
            }
            guard element.kind == .cell, data.sections.indices.contains(element.section) else { return false }
            return element.item == data.numberOfItems(inSection: element.section) - 1 - fromEnd
        }
        return true
    }

    /// Applies an instant step as a change on the current tick, without a
    /// `step` event: what a reaction does.
    func apply(_ step: Step) throws(SimulationError) {
        try check(step)
        try begin(step)
    }
}
