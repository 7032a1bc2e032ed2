import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools
import ScrollSimRunner

/// The page `scrollsim view` writes: one self-contained HTML file (no
/// network, no external assets) with a scrubber over the ticks of a log.
///
/// The log is embedded as `LogViewData` — its events and the state at every
/// tick as `LogState` replays it — written through json-c into a
/// `<script type="application/json">` element; the page's script
/// (`View/Page/view.js`, a resource of this module, as are its HTML and CSS)
/// draws the scrubbed tick: the layout, an offset and velocity plot, lanes
/// for sticky headers and displayed sections, and the event list.
///
/// What is drawn at the scrubbed tick can be checked from outside
/// (`docs/log-tools.md`, "Checking what the page draws"): the page honours
/// `#tick=N` and lists every displayed element in `<pre id="drawn">` and as
/// `<rect data-kind data-section data-item>` in `<g id="displayed">`.
package struct LogViewPage {
    private let data: LogViewData
    private let source: String
    private let failures: [FieldValue]
    /// The tick shown when the page's address has no `#tick=N`.
    package let initialTick: Int

    /// A page of `data`, read from `source`, showing `initialTick` first
    /// (the first tick when `nil`).
    ///
    /// - Throws: `InputError` when `initialTick` is outside the run.
    package init(data: LogViewData, source: String, failures: [FieldValue] = [], initialTick: Int? = nil) throws(InputError) {
        if let initialTick, initialTick < 0 || initialTick > data.finalTick {
            throw InputError(file: "--tick", message: "tick \(initialTick) is outside the run (ticks 0…\(data.finalTick))")
        }
        self.data = data
        self.source = source
        self.failures = failures
        self.initialTick = initialTick ?? 0
    }

    /// A page of the log at `path`; with `expectations`, that scenario's
    /// `expect` and `forbid` patterns are checked against the log and
    /// their failures marked, as for a scenario run.
    ///
    /// - Throws: `InputError` for a malformed or truncated log, or a tick
    ///   outside the run.
    package init(
        logPath path: String, expectations: (scenario: Scenario, path: String)? = nil, initialTick: Int? = nil
    ) throws(InputError) {
        var checker = ExpectationChecker(expect: expectations?.scenario.expect ?? [], forbid: expectations?.scenario.forbid ?? [])
        let data = try LogViewInput.read(path: path) { checker.observe($0) }
        checker.finish()
        let failures = expectations.map { expectations in
            checker.failures.map { Self.failure($0, report: ExpectationReport.text($0, scenarioPath: expectations.path)) }
        } ?? []
        try self.init(data: data, source: path, failures: failures, initialTick: initialTick)
    }

    /// A page of a run of `scenario` (simulated in memory, no log written),
    /// with its failed expectations marked where they were looked for.
    ///
    /// - Throws: `InputError` naming `path` for a step that cannot run, or
    ///   a tick outside the run.
    package init(scenario: Scenario, path: String, initialTick: Int? = nil) throws(InputError) {
        var data: LogViewData?
        var checker = ExpectationChecker(expect: scenario.expect, forbid: scenario.forbid)
        let simulator = Simulator(scenario: scenario, onStart: { simulator in
            data = LogViewData(header: LogHeader(
                scenario: scenario.name, viewport: scenario.viewport, frameRate: scenario.frameRate,
                contentSize: simulator.contentSize, contentInset: scenario.contentInset))
        }) { event in
            checker.observe(event)
            data?.add(event)
        }
        simulator.start()
        do {
            try simulator.perform(scenario.steps)
        } catch {
            throw InputError(error, file: path)
        }
        checker.finish()
        guard var finished = data else {
            throw InputError(file: path, message: "the scenario did not start")
        }
        finished.finish(ticks: simulator.tick + 1)
        let failures = checker.failures.map { Self.failure($0, report: ExpectationReport.text($0, scenarioPath: path)) }
        try self.init(data: finished, source: path, failures: failures, initialTick: initialTick)
    }

    /// A failed expectation as the page shows it: the report `scrollsim run`
    /// prints, and the seqs of where the pattern was looked for.
    static func failure(_ failure: ExpectationFailure, report: String) -> FieldValue {
        var pairs: [(String, FieldValue)] = [("report", .string(report)), ("pattern", failure.pattern)]
        switch failure.kind {
        case .unmet(let index, let from):
            pairs += [("kind", "unmet"), ("path", .string("$.expect[\(index)]")), ("fromSeq", .int(from))]
            if let previous = failure.previousMatch { pairs.append(("previousSeq", .int(previous.seq))) }
            if let near = failure.nearMiss { pairs.append(("nearMissSeq", .int(near.seq))) }
        case .forbidden(let index):
            pairs += [("kind", "forbidden"), ("path", .string("$.forbid[\(index)]"))]
            if let event = failure.event { pairs.append(("eventSeq", .int(event.seq))) }
        }
        return .object(pairs)
    }

    /// The HTML document.
    package func html() -> String {
        let value = data.value(source: source, failures: failures, initialTick: initialTick)
        // Inside <script>, "</script>" or "<!--" in a string would end or
        // change the element: every "<" (only ever inside JSON strings) is
        // written as its JSON escape.
        let json = JSONWriter.string(value).replacing("<", with: "\\u003c")
        var scenario = "log"
        if case .string(let name)? = value["header"]?["scenario"] { scenario = name }
        return LogViewAssets.page([
            "title": SVGText.escape(scenario), "style": LogViewAssets.style, "data": json, "script": LogViewAssets.script,
        ])
    }
}
