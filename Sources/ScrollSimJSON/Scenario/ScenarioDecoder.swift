import ScrollSim

/// Turns scenario JSON (`docs/scenario-format.md`) into a `Scenario`, rejecting anything the
/// format does not allow with the JSON path of the offending value.
///
/// Ranges of every numeric field are listed in `docs/scenario-format.md`.
public enum ScenarioDecoder {
    /// Decodes the scenario file at `path`.
    ///
    /// - Throws: `InputError` naming `path` and a line:column or JSON path.
    public static func decode(contentsOf path: String) throws(InputError) -> Scenario {
        let bytes = try InputFile.read(path)
        do {
            let value = try bytes.withUnsafeBufferPointer { buffer in
                Result { () throws(InputError) -> FieldValue in try JSONParser.parse(buffer) }
            }.get()
            return try decode(value, defaultName: baseName(of: path))
        } catch {
            throw error.inFile(path)
        }
    }

    /// Decodes scenario JSON text.
    public static func decode(_ text: String, defaultName: String = "scenario") throws(InputError) -> Scenario {
        try decode(JSONParser.parse(text), defaultName: defaultName)
    }

    /// The scenario object's keys (`ScenarioFormat.TopLevel`).
    static var topLevelKeys: [String] { ScenarioFormat.TopLevel.names }

    /// Decodes a parsed scenario.
    public static func decode(_ value: FieldValue, defaultName: String = "scenario") throws(InputError) -> Scenario {
        let root = try KeyedReader<ScenarioFormat.TopLevel>(value, at: "$")
        let name = try root.string(.name) ?? defaultName
        guard !name.isEmpty, !name.contains("/"), name != ".", name != "..",
              !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }), name.utf8.count <= 200
        else {
            throw InputError(location: .path(root.path(of: .name)),
                             message: "a name must be 1–200 bytes with no \"/\" and no control characters (it names the log file)")
        }
        let viewport = try size(root.required(.viewport), at: root.path(of: .viewport), in: Limits.viewport)
        let sectionsValue = try root.required(.sections)
        let layoutReader = try root.required(.layout)

        var scenario = Scenario(
            name: name,
            description: try root.string(.description) ?? "",
            viewport: viewport,
            layout: try layout(layoutReader, at: root.path(of: .layout)),
            data: try collectionData(sectionsValue, at: root.path(of: .sections))
        )
        if let inset = root.valueOrDefault(.contentInset) {
            scenario.contentInset = try edgeInsets(inset, at: root.path(of: .contentInset), in: Limits.contentInset)
        }
        try root.read(.screenScale, into: &scenario.screenScale)
        try root.read(.frameRate, into: &scenario.frameRate)
        if let scrollView = try root.object(.scrollView, keys: ScenarioFormat.ScrollView.self) {
            scenario.scrollView = try scrollViewConfiguration(scrollView)
        }
        if let log = try root.object(.log, keys: LogOptions.Key.self) {
            scenario.log = try logOptions(log)
        }
        if let steps = try root.array(.steps) {
            scenario.steps = try steps.enumerated().map { index, step throws(InputError) in
                try self.step(step, at: "\(root.path(of: .steps))[\(index)]")
            }
        }
        if let reactions = try root.array(.reactions) {
            scenario.reactions = try self.reactions(reactions, at: root.path(of: .reactions))
        }
        // The layout must fit the viewport before steps are checked
        // against the items it lays out.
        try checkLayoutFits(scenario, at: root.path(of: .layout))
        try checkSteps(&scenario)
        scenario.expect = try patterns(root.array(.expect) ?? [], at: root.path(of: .expect), log: scenario.log)
        scenario.forbid = try patterns(root.array(.forbid) ?? [], at: root.path(of: .forbid), log: scenario.log)
        // Explore runs more steps than the scenario lists: only a scope past
        // the simulation budget is known not to occur there.
        let explored = root.contains(.explore)
        try checkScopes(scenario.expect, at: root.path(of: .expect), in: scenario, explored: explored)
        try checkScopes(scenario.forbid, at: root.path(of: .forbid), in: scenario, explored: explored)
        try checkForbidsHaveNoCount(scenario.forbid, at: root.path(of: .forbid))
        try checkPatternBudget(scenario, expectPath: root.path(of: .expect), forbidPath: root.path(of: .forbid))
        scenario.invariants = try invariants(root.array(.invariants) ?? [], at: root.path(of: .invariants))
        if let space = try root.object(.explore, keys: ScenarioFormat.Explore.self) {
            scenario.exploration = try exploration(space)
        }
        scenario.state = try states(root.array(.state) ?? [], at: root.path(of: .state), in: scenario)
        scenario.skip = try reason(root, .skip)
        scenario.expectFailure = try reason(root, .expectFailure)
        return scenario
    }

    /// The `state` entries, checked against the scenario: a step that does
    /// not exist, a tick past what the steps can take, a section that does
    /// not exist can never be checked, so they are input errors.
    private static func states(_ values: [FieldValue], at path: String, in scenario: Scenario) throws(InputError) -> [StateExpectation] {
        var result: [StateExpectation] = []
        for (index, value) in values.enumerated() {
            let entryPath = "\(path)[\(index)]"
            let entry: StateExpectation
            do throws(PatternError) {
                entry = try StateExpectation(parsing: value)
            } catch {
                throw InputError(location: .path(entryPath + error.place), message: error.message)
            }
            switch entry.moment {
            case .step(let step) where step >= scenario.steps.count:
                throw InputError(location: .path("\(entryPath).after.step"),
                                 message: "the scenario has \(scenario.steps.count) step\(scenario.steps.count == 1 ? "" : "s") (0…\(scenario.steps.count - 1)), so step \(step) never ends")
            case .tick(let tick) where scenario.reactions.isEmpty && Double(tick) > scenario.maximumTicks:
                throw InputError(location: .path("\(entryPath).after.tick"),
                                 message: "the steps take at most \(Int(min(scenario.maximumTicks, 1e15))) ticks, so tick \(tick) never comes")
            default:
                break
            }
            let sections = scenario.data.sections.count
            for section in entry.expected.sectionOffsets.keys.sorted() where section >= sections {
                throw InputError(location: .path("\(entryPath).sectionOffsets.\(section)"),
                                 message: "the scenario has \(sections) section\(sections == 1 ? "" : "s"), not section \(section)")
            }
            result.append(entry)
        }
        return result
    }

    /// A `"skip"` or `"expectFailure"` reason: text a reader can act on.
    private static func reason(_ root: KeyedReader<ScenarioFormat.TopLevel>, _ key: ScenarioFormat.TopLevel) throws(InputError) -> String? {
        guard let text = try root.string(key) else { return nil }
        guard !text.allSatisfy(\.isWhitespace) else {
            throw InputError(location: .path(root.path(of: key)), message: "give the reason as text (it is printed in the summary and the JUnit report)")
        }
        return text
    }

    private static func baseName(of path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".json") { name.removeLast(5) }
        return name.isEmpty ? "scenario" : name
    }

    private static func scrollViewConfiguration(_ reader: KeyedReader<ScenarioFormat.ScrollView>) throws(InputError) -> ScrollViewConfiguration {
        var configuration = ScrollViewConfiguration()
        try reader.read(.pagingEnabled, into: &configuration.pagingEnabled)
        try reader.read(.bounces, into: &configuration.bounces)
        try reader.read(.repeatedFlickAcceleration, into: &configuration.repeatedFlickAcceleration)
        try reader.read(.scrollsToTop, into: &configuration.scrollsToTop)
        try reader.read(.prefetchingEnabled, into: &configuration.isPrefetchingEnabled)
        try reader.read(.cellPreparationDistance, into: &configuration.cellPreparationDistance)
        try reader.read(.prefetchDistance, into: &configuration.prefetchDistance)
        try reader.read(.cellRetentionDistance, into: &configuration.cellRetentionDistance)
        if let rate = try reader.choice(.decelerationRate) {
            configuration.decelerationRate = rate == "fast" ? .fast : .normal
        }
        return configuration
    }

    private static func logOptions(_ reader: KeyedReader<LogOptions.Key>) throws(InputError) -> LogOptions {
        var options = LogOptions()
        try reader.read(.didScroll, into: &options.didScroll)
        try reader.read(.visible, into: &options.visible)
        try reader.read(.layout, into: &options.layout)
        try reader.read(.cells, into: &options.cells)
        return options
    }

    /// The event type names a pattern may name.
    static let eventTypes = EventVocabulary.typeNames

    private static func patterns(_ values: [FieldValue], at path: String, log: LogOptions) throws(InputError) -> [FieldValue] {
        for (index, value) in values.enumerated() {
            let patternPath = "\(path)[\(index)]"
            try checkPattern(value, at: patternPath)
            // A pattern on a type the log does not record could never
            // match: a forbid would pass, an expect fail, both silently wrong.
            if case .string(let type)? = value["type"], !log.records(type), let option = LogOptions.option(recording: type) {
                throw InputError(location: .path("\(patternPath).type"),
                                 message: "\"\(type)\" events are not logged with this scenario's log options, so this pattern can never match; turn them on with \(option)")
            }
        }
        return values
    }

    /// A scope that cannot occur is an input error, as a pattern that
    /// cannot match: a step past the last step, a tick or time window that
    /// starts after the steps can have ended (or past the simulation
    /// budget). A window that the run may or may not reach is checked at
    /// the end of the run (`ExpectationFailure.scopeNotReached`).
    private static func checkScopes(_ values: [FieldValue], at path: String, in scenario: Scenario,
                                    explored: Bool) throws(InputError) {
        let budget = Double(SimulationBudget().maximumTicks)
        let lastTick = explored ? budget : min(budget, scenario.maximumTicks)
        for (index, value) in values.enumerated() {
            guard let during = value["during"], let scope = try? ExpectationScope(parsing: during) else { continue }
            let place = "\(path)[\(index)].during"
            let steps = scenario.steps.count
            let stepsText = steps == 0 ? "the scenario has no steps" : "the scenario has \(steps) step\(steps == 1 ? "" : "s") (0–\(steps - 1))"
            let planned = explored
                ? "the simulation budget of \(Int(budget)) ticks"
                : "the last tick the steps can reach (\(Int(lastTick)) at \(JSONNumberFormat.text(scenario.frameRate)) Hz)"
            switch scope {
            case .step(let step) where !explored && step >= steps:
                throw InputError(location: .path("\(place).step"), message: "step \(step) does not exist: \(stepsText), so this scope never occurs")
            case .steps(let first, _) where !explored && first >= steps:
                throw InputError(location: .path("\(place).steps[0]"), message: "step \(first) does not exist: \(stepsText), so this scope never occurs")
            case .steps(_, let last) where !explored && last >= steps:
                throw InputError(location: .path("\(place).steps[1]"), message: "step \(last) does not exist: \(stepsText)")
            case .ticks(let first, _) where Double(first) > lastTick:
                throw InputError(location: .path("\(place).ticks[0]"), message: "tick \(first) is after \(planned), so this scope never occurs")
            case .time(let start, _) where start * scenario.frameRate > lastTick:
                throw InputError(location: .path("\(place).time[0]"), message: "\(JSONNumberFormat.text(start)) s is after \(planned), so this scope never occurs")
            default:
                break
            }
        }
    }

    /// `forbid` means no match at all: a count there is a contradiction.
    private static func checkForbidsHaveNoCount(_ values: [FieldValue], at path: String) throws(InputError) {
        for (index, value) in values.enumerated() where value["count"] != nil {
            throw InputError(location: .path("\(path)[\(index)].count"),
                             message: "a forbid pattern matches no event by definition; to bound a count, move it to \"expect\" with \"count\"")
        }
    }

    /// Throws when an event of one type could match more counted `expect`
    /// and `forbid` patterns than `ExpectationChecker.maximumPatternsPerType`:
    /// each is tried on every such event.
    private static func checkPatternBudget(_ scenario: Scenario, expectPath: String, forbidPath: String) throws(InputError) {
        func read(_ value: FieldValue) -> ExpectationPattern {
            (try? ExpectationPattern(parsing: value)) ?? ExpectationPattern(fields: value)
        }
        guard let (isForbid, index, type) = ExpectationChecker.patternBudgetProblem(
            expect: scenario.expect.map(read), forbid: scenario.forbid.map(read))
        else { return }
        let events = type.map { "a \($0) event" } ?? "an event"
        throw InputError(location: .path("\(isForbid ? forbidPath : expectPath)[\(index)]"),
                         message: "\(events) could match more than \(ExpectationChecker.maximumPatternsPerType) counted expect and "
                             + "forbid patterns, each tried on every such event; merge patterns or split the scenario")
    }

    /// Throws unless `value` is an event pattern object naming a known
    /// event type, if any, and known fields, with a well-formed `count`,
    /// `during` and bounds.
    static func checkPattern(_ value: FieldValue, at patternPath: String) throws(InputError) {
        guard case .object = value else {
            throw InputError(location: .path(patternPath),
                             message: "expected an event pattern object, found \(value.typeName)")
        }
        if let type = value["type"] {
            guard case .string(let name) = type, eventTypes.contains(name) else {
                var message = "unknown event type \(JSONWriter.string(type))"
                if case .string(let name) = type, let suggestion = Spelling.nearest(to: name, among: eventTypes) {
                    message += "; did you mean \"\(suggestion)\"?"
                }
                throw InputError(location: .path("\(patternPath).type"), message: message)
            }
        }
        let pattern: ExpectationPattern
        do throws(PatternError) {
            pattern = try ExpectationPattern(parsing: value)
        } catch {
            throw InputError(location: .path(patternPath + error.place), message: error.message)
        }
        if let problem = EventVocabulary.problems(in: pattern.fields).first {
            throw InputError(location: .path(patternPath), message: problem)
        }
    }

    // MARK: - Shared value forms

    static func size(_ value: FieldValue, at path: String, in range: ClosedRange<Double>) throws(InputError) -> Size {
        let reader = try KeyedReader<ScenarioFormat.SizeShape>(value, at: path)
        return Size(
            width: try ObjectReader.number(reader.required(.width), at: reader.path(of: .width), in: range),
            height: try ObjectReader.number(reader.required(.height), at: reader.path(of: .height), in: range)
        )
    }

    static func point(_ value: FieldValue, at path: String, in range: ClosedRange<Double>) throws(InputError) -> Point {
        let reader = try KeyedReader<ScenarioFormat.PointShape>(value, at: path)
        return Point(x: try reader.number(.x, in: range), y: try reader.number(.y, in: range))
    }

    static func edgeInsets(_ value: FieldValue, at path: String, in range: ClosedRange<Double>) throws(InputError) -> EdgeInsets {
        let reader = try KeyedReader<ScenarioFormat.InsetsShape>(value, at: path)
        return EdgeInsets(
            top: try reader.number(.top, in: range),
            left: try reader.number(.left, in: range),
            bottom: try reader.number(.bottom, in: range),
            right: try reader.number(.right, in: range)
        )
    }
}

/// The documented ranges of scenario fields.
package enum Limits {
    package static let viewport: ClosedRange<Double> = 1...100_000
    package static let contentInset: ClosedRange<Double> = -100_000...100_000
    package static let screenScale: ClosedRange<Double> = 1...10
    package static let frameRate: ClosedRange<Double> = 1...1000
    /// Item, header and footer sizes.
    package static let length: ClosedRange<Double> = 0...1_000_000
    /// Spacings and section insets.
    package static let spacing: ClosedRange<Double> = 0...100_000
    /// Items in one section.
    package static let itemCount: ClosedRange<Int> = 0...10_000_000
    /// Items in the whole collection, checked before anything is allocated.
    package static let totalItems = 10_000_000
    /// Self-sizing items of compact forms (`count` with `estimated`) in
    /// the whole collection: each is stored as an item of its own (about
    /// 130 bytes), so this bounds what a few bytes of scenario can expand
    /// to; checked before any is expanded.
    package static let expandedItems = 1_000_000
    /// Sections in the collection.
    package static let sectionCount = 100_000
    /// Offsets given to `scrollTo`.
    package static let offset: ClosedRange<Double> = -1_000_000_000...1_000_000_000
    /// A single `wait`, in seconds.
    package static let waitSeconds: ClosedRange<Double> = 0...3600
    /// `settle.maxSeconds`.
    package static let settleSeconds: ClosedRange<Double> = 0...3600
    /// `drag.duration` and `swipePage.duration`, seconds (0 means one tick).
    package static let gestureDuration: ClosedRange<Double> = 0...60
    /// `fling.velocity` components, points per second.
    package static let velocity: ClosedRange<Double> = -1_000_000...1_000_000
    /// Section and item indices in steps.
    package static let index: ClosedRange<Int> = 0...10_000_000
    /// Indices or items listed in one data-change step.
    package static let indicesPerStep = 100_000
    /// Waterfall and flex `columns` (≤ 0 means 1, as the FlexLayout seed says).
    package static let columns: ClosedRange<Int> = -1000...1000
    /// A section index (`stickyHeaders`, `pagingSection`).
    package static let sectionIndex: ClosedRange<Int> = 0...(sectionCount - 1)
    /// The tag layout's `fontSize`, in points.
    package static let fontSize: ClosedRange<Double> = 1...1000
}
