import Foundation
import ScrollSim
import ScrollSimJSON
import Testing

/// `scrollsim view` pages loaded in headless Chromium: what the page draws
/// at a tick must be the log's displayed set at that tick, computed here
/// independently from the log.
@Suite("scrollsim view, in a real browser")
struct ViewInBrowserTests {
    /// Scenarios run into logs: a sticky-header feed with a paging section,
    /// a list that is edited and rotated, a feed under a content inset,
    /// non-stacked headers pushed by the next, the 1M benchmark in small; and
    /// a golden log written from Swift events, whose header has neither
    /// viewport nor frame rate.
    static let sources = [
        "flex-sticky-feed", "flow-data-changes", "flex-sticky-inset", "flex-sticky-nonstacked", everyTick.name,
        "Tests/ScrollSimTestingTests/Snapshots/sample-drag.jsonl",
    ]

    /// The 1M benchmark in small: 2,000 items in a 3-column waterfall under
    /// 20 stacked sticky headers, animated jumps, a `visible` event on every
    /// tick (which the page replaces by the differences it makes).
    static let everyTick: (name: String, json: String) = {
        let sections = Array(repeating: #"{"header": {"height": 40}, "items": {"count": 100, "heights": [227, 252, 242, 257, 247, 272, 262, 287]}}"#, count: 20)
        return ("sticky-waterfall-every-tick", #"""
            {"name": "sticky-waterfall-every-tick", "viewport": {"width": 375, "height": 667},
             "layout": {"type": "flex", "mode": "waterfall", "columns": 3, "minimumLineSpacing": 5, "minimumInteritemSpacing": 5,
                        "stickyHeaders": [\#((0..<20).map(String.init).joined(separator: ", "))], "stackedStickyHeaders": true},
             "sections": [\#(sections.joined(separator: ", "))],
             "log": {"didScroll": true, "visible": "everyTick", "layout": true},
             "steps": [{"scrollTo": {"y": 20000, "animated": true}}, {"wait": 0.2}, {"scrollTo": {"y": 5000, "animated": true}},
                       {"wait": 0.2}, {"scrollTo": {"y": 60000, "animated": true}}]}
            """#)
    }()

    @Test("the elements drawn at chosen ticks are the log's displayed sets", arguments: sources)
    func drawnElementsEqualDisplayedSets(source: String) throws {
        guard let chromium = Chromium.path else {
            Issue.record(Chromium.missing)
            return
        }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let name = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
        let page = folder.appendingPathComponent("\(name).html").path
        let log: String
        if source.hasSuffix(".jsonl") {
            log = CLI.packageRoot.appendingPathComponent(source).path
        } else {
            log = folder.appendingPathComponent("\(name).jsonl").path
            var scenario = "scenarios/\(source).json"
            if source == Self.everyTick.name {
                scenario = folder.appendingPathComponent("\(name).json").path
                try Self.everyTick.json.write(toFile: scenario, atomically: true, encoding: .utf8)
            }
            let run = try CLI.run(["run", scenario, "-o", log])
            #expect(run.status == 0, "\(run.stderr)")
        }
        let view = try CLI.run(["view", log, "-o", page])
        try #require(view.status == 0, "\(view.stderr)")

        let ticks = try DisplayedSets.interestingTicks(logPath: log)
        let expected = try DisplayedSets.at(ticks: ticks, logPath: log)
        #expect(ticks.count >= 3)
        let dom = try Chromium.dumpDOM(chromium, page: page, fragment: "ticks=" + ticks.map(String.init).joined(separator: ","), folder: folder)
        let drawn = try DrawnElements.parseBlocks(dom)
        #expect(drawn.keys.sorted() == ticks, "ticks drawn: \(drawn.keys.sorted())")
        for tick in ticks {
            let want = try #require(expected[tick])
            let got = drawn[tick] ?? [:]
            #expect(Set(got.keys) == Set(want.keys),
                    "tick \(tick): drawn but not displayed \(Set(got.keys).subtracting(want.keys).sorted()); displayed but not drawn \(Set(want.keys).subtracting(got.keys).sorted())")
            for (element, frame) in want {
                #expect(got[element] == nil || got[element] == frame, "tick \(tick), \(element): drawn at \(got[element] ?? []), log frame \(frame)")
            }
        }
        // The SVG itself holds one rectangle per displayed element of the last tick shown.
        let lastTick = try #require(ticks.last)
        let rects = DrawnElements.displayedRects(dom)
        #expect(rects.sorted() == (expected[lastTick] ?? [:]).keys.sorted())
    }

    @Test("#tick=N opens the page at tick N, and the page loads nothing from elsewhere")
    func fragmentPicksTheTick() throws {
        guard let chromium = Chromium.path else {
            Issue.record(Chromium.missing)
            return
        }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("paging.html").path
        let view = try CLI.run(["view", "scenarios/flow-paging.json", "-o", page])
        try #require(view.status == 0, "\(view.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        for external in ["<link", " src=", "@import", "url(http", "fetch(", "XMLHttpRequest"] {
            #expect(!html.contains(external), "the page refers to something outside it: \(external)")
        }
        let log = folder.appendingPathComponent("paging.jsonl").path
        _ = try CLI.run(["run", "scenarios/flow-paging.json", "-o", log])
        let ticks = try DisplayedSets.interestingTicks(logPath: log)
        let tick = ticks[ticks.count / 2]
        let expected = try DisplayedSets.at(ticks: [tick], logPath: log)
        let dom = try Chromium.dumpDOM(chromium, page: page, fragment: "tick=\(tick)", folder: folder)
        #expect(DrawnElements.bodyTick(dom) == tick)
        #expect(DrawnElements.displayedRects(dom).sorted() == (expected[tick] ?? [:]).keys.sorted())
        // A tick outside the run: the page says so and shows the last tick.
        let last = try #require(ticks.last)
        let outside = try Chromium.dumpDOM(chromium, page: page, fragment: "tick=\(last + 1000)", folder: folder)
        #expect(outside.contains("data-hash-error=\"tick \(last + 1000) is outside the run (ticks 0…\(last))\""))
        #expect(DrawnElements.bodyTick(outside) == last)
    }

    @Test("keys step tick by tick, the scrubber moves, and the type filter hides events")
    func keysScrubberAndFilter() throws {
        guard let chromium = Chromium.path else {
            Issue.record(Chromium.missing)
            return
        }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("flow.jsonl").path
        _ = try DiffCommandTests.runFlowBasic(into: folder, name: "flow.jsonl")
        let page = folder.appendingPathComponent("flow.html")
        let view = try CLI.run(["view", log, "-o", page.path])
        try #require(view.status == 0, "\(view.stderr)")
        // A copy of the page with a script of ours after the page's own: it
        // presses keys, moves the scrubber and unticks a type, as a user would.
        let driver = #"""
            <script>
            const r = [], tick = () => document.body.dataset.tick;
            const key = (k, shift) => { document.dispatchEvent(new KeyboardEvent("keydown", { key: k, shiftKey: !!shift, bubbles: true })); r.push(tick()); };
            key("ArrowRight"); key("ArrowRight"); key("ArrowLeft"); key("ArrowRight", true); key("End"); key("Home"); key("ArrowLeft");
            const s = document.getElementById("scrubber"); s.value = "7"; s.dispatchEvent(new Event("input")); r.push(tick());
            document.querySelector('#filters input[data-type="didScroll"]').click();
            const types = Array.from(document.querySelectorAll("#events div .type"), (e) => e.textContent);
            const p = document.createElement("pre"); p.id = "driven";
            p.textContent = r.join(" ") + "|" + types.filter((t) => t === "didScroll").length + "|" + types.length + "|" + document.getElementById("drawn").textContent;
            document.body.appendChild(p);
            </script>
            """#
        let html = try String(contentsOf: page, encoding: .utf8)
        let driven = folder.appendingPathComponent("driven.html")
        try html.replacingOccurrences(of: "</body>", with: driver + "</body>").write(to: driven, atomically: true, encoding: .utf8)
        let dom = try Chromium.dumpDOM(chromium, page: driven.path, fragment: "tick=3", folder: folder)
        let start = try #require(dom.range(of: #"<pre id="driven">"#))
        let end = try #require(dom[start.upperBound...].range(of: "</pre>"))
        let parts = dom[start.upperBound..<end.lowerBound].split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        try #require(parts.count == 4, "\(parts)")
        let reader = try LogReader(path: log)
        while try reader.nextRecord() != nil {}
        let last = try #require(reader.end?.ticks) - 1
        // 3 → 4 → 5 → 4 → 14 (Shift) → last (End) → 0 (Home) → 0 (no tick before 0) → 7 (scrubber).
        #expect(parts[0] == "4 5 4 14 \(last) 0 0 7")
        #expect(parts[1] == "0", "didScroll rows after unticking didScroll")
        #expect(Int(parts[2]) ?? 0 > 0, "other events are still listed")
        let expected = try DisplayedSets.at(ticks: [7], logPath: log)[7] ?? [:]
        let drawn = parts[3].split(separator: "\n").map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        #expect(drawn.sorted() == expected.keys.sorted())
    }

    @Test("a failed expectation of a scenario is marked where it was looked for")
    func failedExpectationIsMarked() throws {
        guard let chromium = Chromium.path else {
            Issue.record(Chromium.missing)
            return
        }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try String(contentsOf: CLI.packageRoot.appendingPathComponent("scenarios/flow-basic.json"), encoding: .utf8)
        let wrong = original.replacingOccurrences(of: #"{"type": "didScroll", "offset": {"y": 0}}"#,
                                                  with: #"{"type": "didScroll", "offset": {"y": 12345}}"#)
        try #require(wrong != original)
        let scenario = folder.appendingPathComponent("miss.json")
        try wrong.write(to: scenario, atomically: true, encoding: .utf8)

        // The near miss, found independently: the first didScroll after the
        // first didEndScrollingAnimation (the previous expectation's match).
        let log = folder.appendingPathComponent("miss.jsonl").path
        let run = try CLI.run(["run", scenario.path, "-o", log])
        #expect(run.status == 1, "the expectation fails: \(run.stderr)")
        let reader = try LogReader(path: log)
        var sawEnd = false
        var nearMiss: (seq: Int, tick: Int)?
        while let record = try reader.nextRecord() {
            if record["type"] == .string("didEndScrollingAnimation") { sawEnd = true }
            if sawEnd, nearMiss == nil, record["type"] == .string("didScroll"),
               case .int(let seq)? = record["seq"], case .int(let tick)? = record["tick"] {
                nearMiss = (seq, tick)
            }
        }
        let miss = try #require(nearMiss)

        let page = folder.appendingPathComponent("miss.html").path
        let view = try CLI.run(["view", scenario.path, "-o", page])
        #expect(view.status == 0, "\(view.stderr)")
        let dom = try Chromium.dumpDOM(chromium, page: page, fragment: "tick=\(miss.tick)", folder: folder)
        #expect(dom.contains("$.expect[2]: expectation never met"))
        #expect(dom.contains("expected event never occurred"))
        // A log of the run with the scenario named: the same failure, the same near miss.
        let fromLog = folder.appendingPathComponent("miss-log.html").path
        let viewLog = try CLI.run(["view", log, "--scenario", scenario.path, "-o", fromLog])
        #expect(viewLog.status == 0, "\(viewLog.stderr)")
        let logPage = try String(contentsOfFile: fromLog, encoding: .utf8)
        #expect(logPage.contains(#""path":"$.expect[2]","fromSeq":"#) && logPage.contains(#""nearMissSeq":\#(miss.seq)"#))
        let marked = try Regex(#"<div class="[^"]*nearmiss[^"]*" data-tick="(\d+)"><span class="seq">(\d+)</span>"#)
        let rows = dom.matches(of: marked).map { (String($0.output[1].substring ?? ""), String($0.output[2].substring ?? "")) }
        #expect(rows.count == 1 && rows.first?.0 == "\(miss.tick)" && rows.first?.1 == "\(miss.seq)", "near-miss rows: \(rows)")
    }

    /// `scenarios/pull-to-refresh.json` (its description derives the
    /// numbers): the drag is released on tick 31 at −400 pt/s (the
    /// scenario's 200 pt in 0.5 s), which sets the inset's top to 60;
    /// on tick 91 three 100 pt rows arrive (content 3000 → 3300 pt) and the
    /// inset goes back to 0, so the resting offset −60 is clamped to 0 in
    /// that tick. The page gives the inset and content size of the tick in
    /// its readout, the release velocity as the simulator logged it, and at
    /// the clamp the motion's velocity (0: at rest), not 60 pt in a tick
    /// (3600 pt/s), with the clamp named.
    @Test("the readout gives inset, content size and viewport at the tick; velocities are the simulator's, clamps marked",
          arguments: [
              (31, "60 0 0 0", "375×3000", "-400", ""),
              (80, "60 0 0 0", "375×3000", "0", ""),
              (91, "0 0 0 0", "375×3300", "0", "contentInsetChange"),
          ])
    func stateAtTheTick(tick: Int, inset: String, contentSize: String, velocity: String, clamp: String) throws {
        guard let chromium = Chromium.path else {
            Issue.record(Chromium.missing)
            return
        }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("refresh.html").path
        let view = try CLI.run(["view", "scenarios/pull-to-refresh.json", "-o", page])
        try #require(view.status == 0, "\(view.stderr)")
        let dom = try Chromium.dumpDOM(chromium, page: page, fragment: "tick=\(tick)", folder: folder)
        #expect(DrawnElements.bodyTick(dom) == tick)
        #expect(DrawnElements.bodyAttribute("inset", dom) == inset)
        #expect(DrawnElements.bodyAttribute("content-size", dom) == contentSize)
        #expect(DrawnElements.bodyAttribute("viewport", dom) == "375×600")
        #expect(DrawnElements.bodyAttribute("velocity", dom) == velocity)
        #expect(DrawnElements.bodyAttribute("clamp", dom) == clamp)
        // The inset is drawn around the content only while it is not zero.
        #expect(dom.contains(#"id="inset""#) == (inset != "0 0 0 0"))
        #expect(dom.contains("inset \(inset)"), "the readout names the tick's inset")
    }

    /// 100 rows of 100 pt; step 0 (tick 1) jumps to y 6000 with no
    /// animation, step 1 (tick 2) waits 0.1 s (ticks 2-7), step 2 (tick 8)
    /// scrolls back to 3000 animated. Tick 1 moves 6000 pt in a tick, which
    /// a velocity from offsets would call 360,000 pt/s: the page marks it a
    /// jump and reads 0 there; the animated scroll's ticks are no jumps.
    @Test("a scrollTo without animation is a jump: no velocity spike, marked", arguments: [(1, "1", "0"), (9, "", nil)] as [(Int, String, String?)])
    func aJumpIsNotAVelocity(tick: Int, jump: String, velocity: String?) throws {
        guard let chromium = Chromium.path else {
            Issue.record(Chromium.missing)
            return
        }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("jump.json")
        try #"""
            {"name": "jump", "viewport": {"width": 375, "height": 667},
             "layout": {"type": "flow", "itemSize": {"width": 375, "height": 100}, "minimumLineSpacing": 0},
             "sections": [{"items": {"count": 100, "size": {"width": 375, "height": 100}}}],
             "steps": [{"scrollTo": {"y": 6000}}, {"wait": 0.1}, {"scrollTo": {"y": 3000, "animated": true}}, {"settle": {}}]}
            """#.write(to: scenario, atomically: true, encoding: .utf8)
        let page = folder.appendingPathComponent("jump.html").path
        let view = try CLI.run(["view", scenario.path, "-o", page])
        try #require(view.status == 0, "\(view.stderr)")
        let dom = try Chromium.dumpDOM(chromium, page: page, fragment: "tick=\(tick)", folder: folder)
        #expect(DrawnElements.bodyTick(dom) == tick)
        #expect(DrawnElements.bodyAttribute("jump", dom) == jump)
        if let velocity { #expect(DrawnElements.bodyAttribute("velocity", dom) == velocity) }
        #expect(DrawnElements.bodyAttribute("velocity", dom) != "360000")
    }

    @Test("a log with cell and section events shows the prefetch lane and the section tracks; one without hides them")
    func prefetchLaneAndSectionTracks() throws {
        guard let chromium = Chromium.path else {
            Issue.record(Chromium.missing)
            return
        }
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 10 Hz. Items 0.3 and 0.4 prefetched at tick 0; 0.3 requested at 2 and shown at 3;
        // 0.4 cancelled at 4. Section 1 scrolls to 40 at tick 5 and 90 at tick 6.
        func event(_ seq: Int, _ tick: Int, _ type: String, _ fields: String) -> String {
            #"{"seq":\#(seq),"tick":\#(tick),"time":\#(JSONWriter.string(.double(Double(tick) / 10))),"type":"\#(type)",\#(fields)}"#
        }
        let log = [
            #"{"type":"header","schema":"scrollsim-log/1","scenario":"cells","viewport":{"width":100,"height":100},"frameRate":10,"contentSize":{"width":100,"height":400}}"#,
            event(0, 0, "prefetch", #""items":[{"section":0,"item":3},{"section":0,"item":4}]"#),
            event(1, 2, "cellRequest", #""item":{"section":0,"item":3},"reuseIdentifier":"cell","reused":false"#),
            event(2, 3, "willDisplay", #""element":{"kind":"cell","section":0,"item":3,"frame":{"x":0,"y":0,"width":100,"height":50}}"#),
            event(3, 4, "cancelPrefetch", #""items":[{"section":0,"item":4}]"#),
            event(4, 5, "sectionDidScroll", #""section":1,"offset":{"x":40,"y":0}"#),
            event(5, 6, "sectionDidScroll", #""section":1,"offset":{"x":90,"y":0}"#),
            #"{"type":"end","ticks":10,"events":6,"offset":{"x":0,"y":0}}"#,
        ].joined(separator: "\n") + "\n"
        try log.write(to: folder.appendingPathComponent("cells.jsonl"), atomically: true, encoding: .utf8)
        let view = try CLI.run(["view", "cells.jsonl", "-o", "cells.html"], in: folder)
        try #require(view.status == 0, "\(view.stderr)")
        let page = folder.appendingPathComponent("cells.html").path
        let five = try Chromium.dumpDOM(chromium, page: page, fragment: "tick=5", folder: folder)
        #expect(five.contains(#"<div id="cells-panel">"#) && five.contains(#"<div id="sections-panel">"#))
        // Both lives are within 1 s of tick 5, by section and item.
        #expect(DrawnElements.bodyAttribute("cell-rows", five) == "0.3 0.4")
        #expect(DrawnElements.bodyAttribute("section-offsets", five) == "§1 40")
        let two = try Chromium.dumpDOM(chromium, page: page, fragment: "tick=2", folder: folder)
        #expect(DrawnElements.bodyAttribute("section-offsets", two) == "§1 0")

        let plain = folder.appendingPathComponent("plain.html").path
        try #require(try CLI.run(["view", "Tests/ScrollSimTestingTests/Snapshots/sample-drag.jsonl", "-o", plain]).status == 0)
        let dom = try Chromium.dumpDOM(chromium, page: plain, fragment: "tick=0", folder: folder)
        #expect(dom.contains(#"<div id="cells-panel" hidden="">"#) && dom.contains(#"<div id="sections-panel" hidden="">"#))
        #expect(DrawnElements.bodyAttribute("cell-rows", dom) == nil)
    }

    @Test("bad input exits 2 and writes no page")
    func badInput() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tick = try CLI.run(["view", CLI.packageRoot.appendingPathComponent("scenarios/flow-basic.json").path,
                                "--tick", "100000", "-o", "out.html"], in: folder)
        #expect(tick.status == 2)
        #expect(tick.stderr.contains("tick 100000 is outside the run"), "\(tick.stderr)")
        let lines = try DiffCommandTests.runFlowBasic(into: folder, name: "a.jsonl")
        try DiffCommandTests.write(Array(lines.dropLast()), to: folder.appendingPathComponent("cut.jsonl"))
        let cut = try CLI.run(["view", "cut.jsonl", "-o", "cut.html"], in: folder)
        #expect(cut.status == 2)
        #expect(cut.stderr.contains("cut.jsonl") && cut.stderr.contains("truncated"), "\(cut.stderr)")
        #expect(cut.stderr.split(separator: "\n").count == 1)
        let contents = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!contents.contains("out.html") && !contents.contains("cut.html"), "\(contents)")
    }
}

/// Headless Chromium (Debian's `chromium`, installed by `scripts/setup --tests`, which `scripts/test` runs).
enum Chromium {
    static let missing: Comment = "chromium is not installed: run ./scripts/test or ./scripts/setup --tests (they install Debian's chromium), or set CHROMIUM to a Chromium binary"

    /// `$CHROMIUM`, else the first of chromium, chromium-browser on `PATH`.
    static let path: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: given) { return given }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") + ["/usr/bin"]
        for name in ["chromium", "chromium-browser"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    /// The DOM of `page` opened at `#fragment`, once its script has run.
    static func dumpDOM(_ chromium: String, page: String, fragment: String, folder: URL) throws -> String {
        let profile = folder.appendingPathComponent("chromium-profile-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            // The page draws while it loads, so the DOM is dumped once loaded;
            // the rest keeps a container's Chromium from doing anything else.
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--disable-extensions", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--disable-default-apps", "--mute-audio",
            "--user-data-dir=\(profile.path)", "--dump-dom",
            URL(fileURLWithPath: page).absoluteString + "#" + fragment,
        ]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = CLI.readToEnd(out, err).stdout
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        try #require(process.terminationStatus == 0 && dom.contains("data-ready=\"1\""),
                     "chromium exited \(process.terminationStatus); the page did not finish drawing")
        return dom
    }
}

/// The log's displayed set at a tick, from its records alone: the elements
/// after every event of that tick, replaying `willDisplay` and
/// `didEndDisplaying`; a `visible` event must list the same elements and
/// gives their current frames.
enum DisplayedSets {
    /// "kind section item" → frame (x, y, width, height), per tick.
    typealias Set = [String: [Double]]

    static func key(_ element: FieldValue?) -> String? {
        guard case .string(let kind)? = element?["kind"], case .int(let section)? = element?["section"],
              case .int(let item)? = element?["item"] else { return nil }
        return "\(kind) \(section) \(item)"
    }

    static func frame(_ element: FieldValue?) -> [Double] {
        ["x", "y", "width", "height"].map { element?["frame"]?[$0]?.number ?? .nan }
    }

    static func at(ticks: [Int], logPath: String) throws -> [Int: Set] {
        let reader = try LogReader(path: logPath)
        var current: Set = [:]
        var result: [Int: Set] = [:]
        var pending = ticks.sorted()
        while let record = try reader.nextRecord() {
            guard case .int(let tick)? = record["tick"], case .string(let type)? = record["type"] else { continue }
            while let first = pending.first, first < tick { result[first] = current; pending.removeFirst() }
            switch type {
            case "willDisplay":
                if let key = key(record["element"]) { current[key] = frame(record["element"]) }
            case "didEndDisplaying":
                if let key = key(record["element"]) { current[key] = nil }
            case "visible":
                guard case .array(let elements)? = record["elements"] else { continue }
                var listed: Set = [:]
                for element in elements { if let key = key(element) { listed[key] = frame(element) } }
                #expect(listed.keys.sorted() == current.keys.sorted(), "seq \(record["seq"] ?? .null): visible differs from the display events")
                current = listed
            default:
                break
            }
        }
        for tick in pending { result[tick] = current }
        return result
    }

    /// Ticks worth checking, found in the log: the first and last, the
    /// first end of display, the first sticky change, rotation, layout
    /// switch, data change and paging offset, the tick after each, and the
    /// middle of the run.
    static func interestingTicks(logPath: String) throws -> [Int] {
        let reader = try LogReader(path: logPath)
        var ticks: Swift.Set<Int> = [0]
        var seenTypes: Swift.Set<String> = []
        var lastTick = 0
        while let record = try reader.nextRecord() {
            guard case .int(let tick)? = record["tick"], case .string(let type)? = record["type"] else { continue }
            lastTick = max(lastTick, tick)
            if ["didEndDisplaying", "stickyEnter", "stickyExit", "viewportChange", "layoutSwitch", "dataChange",
                "pagingOffset", "contentInsetChange"].contains(type), seenTypes.insert(type).inserted {
                ticks.insert(tick)
                ticks.insert(tick + 1)
            }
        }
        if let count = reader.end?.ticks { lastTick = max(lastTick, count - 1) }
        ticks.insert(lastTick / 2)
        ticks.insert(lastTick)
        return ticks.filter { $0 <= lastTick }.sorted()
    }
}

/// What the page says it drew, read from its dumped DOM.
enum DrawnElements {
    /// The blocks of `<pre id="drawn-at-ticks">`: per tick, "kind section
    /// item" → frame.
    static func parseBlocks(_ dom: String) throws -> [Int: DisplayedSets.Set] {
        let start = try #require(dom.range(of: #"<pre id="drawn-at-ticks""#), "no drawn-at-ticks in the page")
        let open = try #require(dom[start.upperBound...].firstIndex(of: ">"))
        let close = try #require(dom[open...].range(of: "</pre>"))
        let text = dom[dom.index(after: open)..<close.lowerBound]
        var result: [Int: DisplayedSets.Set] = [:]
        for block in text.components(separatedBy: "\n\n") {
            let lines = block.split(separator: "\n")
            guard let first = lines.first, first.hasPrefix("tick "), let tick = Int(first.dropFirst(5)) else {
                Issue.record("unexpected block: \(block)")
                continue
            }
            var set: DisplayedSets.Set = [:]
            for line in lines.dropFirst() {
                let fields = line.split(separator: " ")
                guard fields.count == 7 else { Issue.record("unexpected line: \(line)"); continue }
                set[fields[0..<3].joined(separator: " ")] = fields[3...].map { Double($0) ?? .nan }
            }
            result[tick] = set
        }
        return result
    }

    /// The tick the page shows: `<body data-tick>`.
    static func bodyTick(_ dom: String) -> Int? {
        guard let match = dom.firstMatch(of: #/<body[^>]*\sdata-tick="(\d+)"/#) else { return nil }
        return Int(match.output.1)
    }

    /// `<body data-NAME>`.
    static func bodyAttribute(_ name: String, _ dom: String) -> String? {
        guard let body = try? Regex("<body[^>]*\\sdata-\(name)=\"([^\"]*)\""), let match = dom.firstMatch(of: body) else { return nil }
        return match.output[1].substring.map(String.init)
    }

    /// "kind section item" of every rectangle in `<g id="displayed">`.
    static func displayedRects(_ dom: String) -> [String] {
        guard let start = dom.range(of: #"<g id="displayed">"#), let end = dom[start.upperBound...].range(of: "</g>") else { return [] }
        let group = dom[start.upperBound..<end.lowerBound]
        let rect = #/<rect [^>]*data-kind="([^"]+)" data-section="(-?\d+)" data-item="(-?\d+)"/#
        return group.matches(of: rect).map { "\($0.output.1) \($0.output.2) \($0.output.3)" }
    }
}
