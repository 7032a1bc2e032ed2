// The script player: scenario steps as sequences of the run loop's
// primitives. Each step starts on a new tick with its `step` event and
// lasts as `docs/scenario-format.md` says (a drag until lift-off, an
// animated scroll until it ends, `wait` and `settle` as long as they take).
extension Simulator {
    /// Runs one step, starting on a new tick with its `step` event.
    ///
    /// - Throws: `SimulationError` when the step cannot run as written
    ///   (a missing item or section, a capability the layout lacks, a
    ///   `settle` that does not come to rest in time), or when a change a
    ///   callback or reaction made during it cannot apply.
    public func perform(_ step: Step) throws(SimulationError) {
        try refuseFromCallback("perform")
        try started()
        let index = stepCount
        let saved = runLoop.origin
        runLoop.origin = .step(index)
        defer { runLoop.origin = saved }
        // A step that cannot run fails before it starts: no tick, no event.
        try check(step)
        try checkTickBudget()
        onTickEnd?(self)
        tick += 1
        advanceFinger()
        try perform { self.emit(.step(index: index, action: step.name)) }
        stepCount += 1
        try applyDueTimers()
        try play(step)
    }

    /// Runs every step of `steps` in order.
    public func perform(_ steps: [Step]) throws(SimulationError) {
        for step in steps { try perform(step) }
        // A run stopped on its last pass (or its initial display) ends with the error.
        try started()
    }

    /// Runs `scenario` from start to end (with its reactions), checks its
    /// `expect` and `forbid` patterns, and returns its events.
    ///
    /// - Throws: `SimulationError` when a step cannot run, or when an
    ///   `expect` pattern never occurs in order (origin `.expect(i)`) or a
    ///   `forbid` pattern occurs (`.forbid(i)`); `scrollsim run` reports
    ///   those in full.
    public static func events(for scenario: Scenario) throws(SimulationError) -> [Event] {
        var events: [Event] = []
        var checker = ExpectationChecker(expect: scenario.expect, forbid: scenario.forbid)
        let simulator = Simulator(scenario: scenario) { event in
            events.append(event)
            checker.observe(event)
        }
        simulator.start()
        try simulator.perform(scenario.steps)
        checker.finish()
        if let failure = checker.failures.first { throw SimulationError(failure) }
        return events
    }

    private func play(_ step: Step) throws(SimulationError) {
        switch step {
        case .drag(let translation, let duration, let release, let start):
            let location = try touchLocation(start, action: "drag")
            try touchDown(at: location, moving: translation)
            try moveFinger(by: translation, duration: duration)
            let ticks = max(1, Int((duration * configuration.frameRate).rounded()))
            try advance(ticks: ticks)
            if release == .hold { try lift(velocity: .zero, handOff: false) } else { try liftFinger() }
        case .wait(let seconds):
            let ticks = max(1, Int((seconds * configuration.frameRate).rounded()))
            try perform { self.runTick() }
            try advance(ticks: ticks - 1)
        case .settle(let maxSeconds):
            try perform { self.runTick() }
            try runUntilIdle(maxSeconds: maxSeconds, field: ["settle", "maxSeconds"])
        case .swipePage(let direction, let duration):
            try perform { () throws(SimulationError) in
                let paging = try self.pagingLayout(action: "swipePage")
                var target = paging.pagingOffset
                target.x += direction == .left ? -self.configuration.viewport.width : self.configuration.viewport.width
                self.animatePagingOffset(to: target, duration: duration * 1000)
            }
            while !pagingOffset.isIdle { try runNextTick() }
        case .setContentInset(let inset) where inset == configuration.contentInset:
            // Nothing changes, but a step still takes its tick.
            try perform { self.runTick() }
        case .scrollTo, .scrollToItem, .scrollToTop:
            try begin(step)
            try advanceWhileAnimating()
        case .setPagingOffset:
            try begin(step)
            while !pagingOffset.isIdle { try runNextTick() }
        case .fling, .setStickyHeaders, .setStackedStickyHeaders, .setViewport, .setContentInset, .insertItems,
            .deleteItems, .insertSections, .deleteSections, .reloadData, .switchLayout, .apply:
            try begin(step)
        }
    }

    /// The viewport point a gesture step touches down at.
    private func touchLocation(_ start: Step.GestureStart?, action: String) throws(SimulationError) -> Point {
        switch start {
        case nil: .zero
        case .point(let point)?: point
        case .section(let section)?: try touchPoint(aimingAt: section, action: action)
        }
    }

    /// What an instant step does on its tick, with the run loop's verbs:
    /// the whole of a one-tick step, the start of an animated one, and what
    /// a reaction's action does.
    func begin(_ step: Step) throws(SimulationError) {
        switch step {
        case .fling(let velocity, let start):
            try fling(velocity: velocity, at: touchLocation(start, action: "fling"))
        case .scrollTo(let x, let y, let animated):
            try setContentOffset(Point(x: x ?? exactOffset.x, y: y ?? exactOffset.y), animated: animated)
        case .scrollToItem(let indexPath, let position, let animated):
            try scrollToItem(at: indexPath, at: position, animated: animated)
        case .scrollToTop:
            try scrollToTop()
        case .setPagingOffset(let offset, let animated):
            try setPagingOffset(offset, animated: animated)
        case .setStickyHeaders(let add, let remove, let removeAll):
            try setStickyHeaders(add: add, remove: remove, removeAll: removeAll)
        case .setStackedStickyHeaders(let stacked):
            try setStackedStickyHeaders(stacked)
        case .setViewport(let size):
            try setViewportSize(size)
        case .setContentInset(let inset):
            try setContentInset(inset)
        case .insertItems, .deleteItems, .insertSections, .deleteSections, .reloadData:
            try perform { () throws(SimulationError) in
                try self.checkDataChange(step)
                self.applyDataStep(step)
            }
        case .switchLayout(let configuration, let animated):
            try perform { self.switchLayout(to: configuration.makeLayout(), name: configuration.typeName, animated: animated) }
        case .apply(let snapshot):
            try perform { () throws(SimulationError) in try self.applySnapshot(snapshot, field: [.name(step.action)]) }
        case .drag, .wait, .settle, .swipePage:
            throw error([.name(step.action)], .notInstant(step.action))
        }
    }

    /// Runs ticks while a programmatic animation moves the offset: an
    /// animated scroll step lasts until its animation ends.
    private func advanceWhileAnimating() throws(SimulationError) {
        while scrollView.isAnimating { try runNextTick() }
    }

    /// Applies a data step of a scenario: the step carries the new items,
    /// so no data source is asked.
    func applyDataStep(_ step: Step) {
        let update: CollectionUpdate
        let details: [(String, FieldValue)]
        var newItem: (IndexPath) -> ItemSpec = { _ in ItemSpec() }
        var newSection: (Int) -> SectionData = { _ in SectionData(items: .explicit([])) }
        switch step {
        case .insertItems(let section, let at, let items):
            let start = at < 0 ? data.numberOfItems(inSection: section) : at
            let range = start..<(start + items.count)
            update = .insertItems(range.map { IndexPath(item: $0, section: section) })
            details = [("section", .int(section)), ("items", .array(range.map { .int($0) }))]
            newItem = { items[$0.item - start] }
        case .deleteItems(let section, let items):
            let doomed = Set(items).sorted()
            update = .deleteItems(doomed.map { IndexPath(item: $0, section: section) })
            details = [("section", .int(section)), ("items", .array(doomed.map { .int($0) }))]
        case .insertSections(let at, let sections):
            let start = at < 0 ? data.numberOfSections : at
            let range = start..<(start + sections.count)
            update = .insertSections(Array(range))
            details = [("sections", .array(range.map { .int($0) }))]
            newSection = { sections[$0 - start] }
        case .deleteSections(let sections):
            let doomed = Set(sections).sorted()
            update = .deleteSections(doomed)
            details = [("sections", .array(doomed.map { .int($0) }))]
        case .reloadData(let newData):
            reload(newData ?? data)
            return
        default:
            return
        }
        // A checked step always applies.
        guard let batch = try? BatchUpdate(data, updates: [update], newItem: newItem, newSection: newSection) else { return }
        apply(batch, events: [.dataChange(action: update.action, details: details)])
    }

    /// Throws unless `step` can run against the current layout and data:
    /// the items and sections it names exist, and the layout has the
    /// capability it needs.
    func check(_ step: Step) throws(SimulationError) {
        switch step {
        case .scrollToItem(let indexPath, let position, _):
            _ = try targetOffset(forItemAt: indexPath, position: position)
        case .swipePage, .setPagingOffset:
            _ = try pagingLayout(action: step.action)
        case .setStickyHeaders(let add, let remove, _):
            try checkStickyHeaders(add: add, remove: remove, action: step.action)
        case .setStackedStickyHeaders:
            try checkStickyHeaders(add: [], remove: [], action: step.action)
        case .insertItems, .deleteItems, .insertSections, .deleteSections:
            try checkDataChange(step)
        case .apply(let snapshot):
            _ = try difference(to: snapshot, field: [.name(step.action)])
        case .reloadData(let newData):
            if let newData, newData.totalItemCount > configuration.budget.maximumItems {
                throw error([.name(step.action)], .itemBudgetExceeded(items: 0, adding: newData.totalItemCount, maximum: configuration.budget.maximumItems))
            }
        case .drag, .fling, .scrollTo, .scrollToTop, .wait, .settle, .setViewport, .setContentInset, .switchLayout:
            break
        }
    }

    /// Throws if `count` more items would exceed the item budget.
    func checkItemBudget(adding count: Int, field: [SimulationError.ArgumentStep]) throws(SimulationError) {
        let total = data.totalItemCount
        guard count <= configuration.budget.maximumItems - total else {
            throw error(field, .itemBudgetExceeded(items: total, adding: count, maximum: configuration.budget.maximumItems))
        }
    }

    /// Throws unless every section and item a data step names exists (and
    /// an insertion point is in range).
    func checkDataChange(_ change: Step) throws(SimulationError) {
        let action = change.action
        switch change {
        case .insertItems(let section, let index, let items):
            try checkSection(section, field: [.name(action), "section"])
            let count = data.numberOfItems(inSection: section)
            guard index < 0 || (0...count).contains(index) else {
                throw error([.name(action), "at"], .itemInsertionOutOfRange(item: index, section: section, itemCount: count))
            }
            try checkItemBudget(adding: items.count, field: [.name(action)])
        case .deleteItems(let section, let items):
            try checkSection(section, field: [.name(action), "section"])
            let count = data.numberOfItems(inSection: section)
            for (position, item) in items.enumerated() where !(0..<count).contains(item) {
                throw error([.name(action), "items", .index(position)], .noSuchItem(IndexPath(item: item, section: section), itemCount: count))
            }
        case .insertSections(let index, let sections):
            try checkItemBudget(adding: sections.reduce(0) { $0 + $1.items.count }, field: [.name(action)])
            guard index < 0 || (0...data.numberOfSections).contains(index) else {
                throw error([.name(action), "at"], .sectionInsertionOutOfRange(section: index, sectionCount: data.numberOfSections))
            }
        case .deleteSections(let sections):
            for (position, section) in sections.enumerated() {
                try checkSection(section, field: [.name(action), "sections", .index(position)])
            }
        default:
            break
        }
    }
}
