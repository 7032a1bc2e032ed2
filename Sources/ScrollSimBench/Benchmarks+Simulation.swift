import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools
import ScrollSimRunner

extension Benchmarks {
    /// The scripted scroll of `docs/performance.md`: 60 seconds at 60 Hz over 1,000,000
    /// items, every event logged (`visible` on every tick, layout events on).
    static func scriptedScroll(_ benchmarkCase: BenchmarkData.Case) -> Scenario {
        var generator = SeededGenerator(seed: 60)
        let layout = BenchmarkData.prepared(benchmarkCase)
        let maxY = max(0, layout.contentSize.height - BenchmarkData.viewport.height)
        var steps: [Step] = []
        var ticks = 0
        // Animated jumps (18 ticks) and short pauses (12 ticks) until 60 s.
        while ticks < 3600 - 31 {
            steps.append(.scrollTo(x: nil, y: Double.random(in: 0...maxY, using: &generator), animated: true))
            steps.append(.wait(seconds: 0.2))
            ticks += 19 + 12
        }
        return Scenario(
            name: "bench-scroll", viewport: BenchmarkData.viewport, layout: benchmarkCase.layout,
            data: benchmarkCase.data, log: LogOptions(didScroll: true, visible: .everyTick, layout: true),
            steps: steps
        )
    }

    func simulation(_ benchmarkCase: BenchmarkData.Case) -> [BenchmarkResult] {
        let scenario = Self.scriptedScroll(benchmarkCase)
        let path = "\(scratchFolder)/scrollsim-bench-\(benchmarkCase.name).jsonl"

        var ticks = 1
        var events: [Event] = []
        // The whole job: simulate and write the log through json-c.
        let wall = Stopwatch.median(repetitions: 3) {
            if let summary = try? ScenarioRunner.run(scenario, logPath: path) { ticks = summary.ticks }
        }
        // The engine alone: the same steps with events kept in memory, after
        // the initial layout (the one-time prepare, reported under
        // `prepare`), so that the figure is what each tick costs.
        let engine = Stopwatch.median(repetitions: 3, setUp: { () -> Simulator in
            events = []
            events.reserveCapacity(1 << 17)
            let simulator = Simulator(scenario: scenario) { events.append($0) }
            simulator.start()
            return simulator
        }) { simulator in
            try? simulator.perform(scenario.steps)
        }
        // Log reading: the streaming reader over the log just written, in
        // this process for the time, and in a fresh process for the memory:
        // its peak resident set beside that of a fresh process that reads
        // nothing (constant memory: the difference must not scale with the log).
        var readEvents = 0
        let logBytes = fileSize(path)
        let reading = Stopwatch.median(repetitions: 3) {
            guard let reader = try? LogReader(path: path) else { return }
            readEvents = 0
            while (try? reader.next()) != nil { readEvents += 1 }
        }
        let readerPeak = runFresh(.readLog(path: path))?["peakKB"]
        let idlePeak = runFresh(.idle)?["peakKB"]
        removeFile(path)

        // Log writing: our writer against the plain json-c writer of
        // CJSONCBaseline on the same events, each writing a file.
        let writing = Stopwatch.median(repetitions: repetitions) {
            guard let output = try? OutputFile(path: path) else { return }
            let writer = LogWriter(output: output, scenario: scenario, contentSize: .zero)
            for event in events { writer.write(event) }
            output.discard()
        }
        // Two C baselines: json-c's own number text (the obvious program,
        // the least work: the target's baseline) and the log's number text
        // (the same bytes as ours, as the usual C idiom makes them).
        let plain = PlainJSONCLog(events)
        var bytes = 0
        func plainWriting(_ numbers: PlainJSONCLog.Numbers) -> Double {
            Stopwatch.median(repetitions: repetitions) {
                guard let file = fopen(path, "w") else { return }
                bytes &+= plain.write(to: file, numbers: numbers)
                fclose(file)
                removeFile(path)
            }
        }
        let jsonCNumbers = plainWriting(.jsonC)
        let logNumbers = plainWriting(.log)
        blackHole(bytes)

        let name = "\(benchmarkCase.name) 1,000,000 items, 60 s at 60 Hz"
        return [
            BenchmarkResult(group: "simulate", name: "\(name), full log", value: wall / 1e9, unit: "s", target: 1),
            BenchmarkResult(group: "simulate", name: "\(name), engine per tick", value: engine / Double(ticks) / 1000,
                            unit: "µs/tick", target: 5),
            BenchmarkResult(group: "log", name: "write \(events.count.formatted) events", value: writing / Double(events.count),
                            unit: "ns/event", baseline: jsonCNumbers / Double(events.count), baselineName: "C json-c, %.17g",
                            maximumSlowdown: 1.5),
            BenchmarkResult(group: "log", name: "write \(events.count.formatted) events, vs C writing the same bytes",
                            value: writing / Double(events.count), unit: "ns/event",
                            baseline: logNumbers / Double(events.count), baselineName: "C json-c, log numbers"),
            BenchmarkResult(group: "log", name: "read \(readEvents.formatted) events (\(logBytes / 1_000_000) MB)",
                            value: reading / Double(max(readEvents, 1)), unit: "ns/event"),
        ] + (readerPeak.flatMap { peak in idlePeak.map { idle in
            [BenchmarkResult(group: "log", name: "read: peak resident of a fresh process reading the log",
                             value: peak / 1000, unit: "MB", baseline: idle / 1000, baselineName: "idle process")]
        } } ?? [])
    }
}

#if canImport(Glibc)
import Glibc
private func removeFile(_ path: String) { unlink(path) }
private func fileSize(_ path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
}
#else
private func removeFile(_ path: String) {}
private func fileSize(_ path: String) -> Int { 0 }
#endif
