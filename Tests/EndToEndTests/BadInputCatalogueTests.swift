import ScrollSim
import ScrollSimTesting
import Foundation
import Testing

/// One bad input and what `scrollsim` must say about it.
struct BadInput: CustomTestStringConvertible, Sendable {
    /// A short name, also the file's base name.
    var name: String
    /// The file's content.
    var content: String
    /// The text the error line must contain after `NAME.json`: a
    /// `:LINE:COLUMN:` or an ` error at $.path` location.
    var location: String
    /// Whether only running finds the problem (`validate` parses and
    /// checks, but does not simulate).
    var isFoundByRunning = false

    var testDescription: String { name }
}

/// A minimal valid scenario with `extra` spliced in as more top-level keys.
private func scenario(_ extra: String = "", layout: String = #"{"type": "flow"}"#,
                      sections: String = #"[{"items": {"count": 50, "size": {"width": 100, "height": 100}}}]"#) -> String {
    #"{"name": "bad", "viewport": {"width": 375, "height": 667}, "layout": \#(layout), "sections": \#(sections)\#(extra.isEmpty ? "" : ", " + extra)}"#
}

/// The catalogue of bad scenarios: each exits 2, names its location, and
/// leaves no output file behind.
let badScenarios: [BadInput] = [
    // Syntax: line and byte column from json-c's parse offset.
    BadInput(name: "empty", content: "", location: ":1:1: error: empty input"),
    BadInput(name: "whitespace-only", content: " \n\t\n", location: ":1:1: error: empty input"),
    BadInput(name: "trailing-comma", content: "{\"a\": 1,\n}", location: ":2:1: error:"),
    BadInput(name: "trailing-garbage", content: scenario() + "\n}", location: ":2:1: error:"),
    BadInput(name: "truncated", content: String(scenario().dropLast(10)), location: ":1:156: error: unexpected end of"),
    BadInput(name: "single-quotes", content: "{'name': 'x'}", location: ":1:2: error: single-quoted"),
    BadInput(name: "comment", content: "// hi\n" + scenario(), location: ":1:1: error:"),
    BadInput(name: "nan", content: scenario(#""frameRate": NaN"#), location: "error at $.frameRate: NaN"),
    BadInput(name: "infinity", content: scenario(#""screenScale": Infinity"#), location: "error at $.screenScale:"),
    BadInput(name: "huge-number", content: scenario(#""frameRate": 1e999"#), location: "error at $.frameRate: number out of range"),
    BadInput(name: "deep-nesting", content: String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000),
             location: "error: nesting deeper than 64 levels"),
    BadInput(name: "invalid-utf8", content: "{\"name\": \"\u{FFFD}\"}", location: "error"),  // replaced below by raw bytes
    BadInput(name: "not-an-object", content: "[1, 2]", location: " error at $: expected an object"),
    // Top level.
    BadInput(name: "unknown-key", content: scenario(#""stpes": []"#), location: #" error at $.stpes: unknown key "stpes"; did you mean "steps"?"#),
    BadInput(name: "missing-viewport", content: #"{"layout": {"type": "flow"}, "sections": []}"#, location: #" error at $: missing required key "viewport""#),
    BadInput(name: "missing-layout", content: #"{"viewport": {"width": 1, "height": 1}, "sections": []}"#, location: #" error at $: missing required key "layout""#),
    BadInput(name: "viewport-zero", content: #"{"viewport": {"width": 0, "height": 1}, "layout": {"type": "flow"}, "sections": []}"#, location: " error at $.viewport.width: 0 is out of range"),
    BadInput(name: "viewport-string", content: #"{"viewport": {"width": "wide", "height": 1}, "layout": {"type": "flow"}, "sections": []}"#, location: " error at $.viewport.width: expected a number"),
    BadInput(name: "frame-rate-range", content: scenario(#""frameRate": 5000"#), location: " error at $.frameRate: 5000 is out of range 1…1000"),
    BadInput(name: "screen-scale-type", content: scenario(#""screenScale": "3x""#), location: " error at $.screenScale: expected a number"),
    BadInput(name: "inset-unknown", content: scenario(#""contentInset": {"top": 1, "botom": 2}"#), location: #" error at $.contentInset.botom: unknown key "botom"; did you mean "bottom"?"#),
    BadInput(name: "scroll-view-rate", content: scenario(#""scrollView": {"decelerationRate": 0.5}"#), location: " error at $.scrollView.decelerationRate: expected a string"),
    BadInput(name: "paging-type", content: scenario(#""scrollView": {"pagingEnabled": "yes"}"#), location: " error at $.scrollView.pagingEnabled: expected true or false"),
    BadInput(name: "log-visible", content: scenario(#""log": {"visible": "always"}"#), location: #" error at $.log.visible: unknown value "always""#),
    // A key twice: json-c would keep the last, so this second "expect"
    // would silently drop the first (which fails: item 999 of 50 is never
    // displayed). Columns: the first "expect" opens at byte 167, the
    // second at 230 (counted over `scenario(…)`'s text).
    BadInput(name: "duplicate-key", content: scenario(#""expect": [{"type": "willDisplay", "element": {"item": 999}}], "expect": []"#),
             location: #":1:230: error: duplicate key "expect", first written at column 167"#),
    BadInput(name: "name-slash", content: scenario().replacingOccurrences(of: #""name": "bad""#, with: #""name": "a/b""#), location: " error at $.name:"),
    // Layout.
    BadInput(name: "layout-type", content: scenario(layout: #"{"type": "pinterest"}"#), location: #" error at $.layout.type: unknown value "pinterest""#),
    BadInput(name: "layout-no-type", content: scenario(layout: #"{"itemSize": {"width": 1, "height": 1}}"#), location: #" error at $.layout: missing required key "type""#),
    BadInput(name: "flow-unknown-key", content: scenario(layout: #"{"type": "flow", "minimumLineSpaceing": 4}"#), location: #" error at $.layout.minimumLineSpaceing: unknown key "minimumLineSpaceing"; did you mean "minimumLineSpacing"?"#),
    BadInput(name: "flow-negative-spacing", content: scenario(layout: #"{"type": "flow", "minimumInteritemSpacing": -1}"#), location: " error at $.layout.minimumInteritemSpacing: -1 is out of range"),
    BadInput(name: "flow-item-size", content: scenario(layout: #"{"type": "flow", "itemSize": {"width": 10}}"#), location: #" error at $.layout.itemSize: missing required key "height""#),
    BadInput(name: "grid-zero-columns", content: scenario(layout: #"{"type": "grid", "itemSize": {"width": 500, "height": 50}}"#), location: " error at $.layout.itemSize: no grid column fits"),
    BadInput(name: "waterfall-placement", content: scenario(layout: #"{"type": "waterfall", "placement": "random"}"#), location: #" error at $.layout.placement: unknown value "random""#),
    BadInput(name: "waterfall-padding", content: scenario(layout: #"{"type": "waterfall", "cellPadding": -3}"#), location: " error at $.layout.cellPadding: -3 is out of range"),
    BadInput(name: "flex-sticky-negative", content: scenario(layout: #"{"type": "flex", "stickyHeaders": [0, -1]}"#), location: " error at $.layout.stickyHeaders[1]: -1 is out of range"),
    BadInput(name: "flex-paging-string", content: scenario(layout: #"{"type": "flex", "pagingSection": "2"}"#), location: " error at $.layout.pagingSection: expected an integer"),
    BadInput(name: "tags-font-size", content: scenario(layout: #"{"type": "tags", "fontSize": 0}"#), location: " error at $.layout.fontSize: 0 is out of range"),
    BadInput(name: "flow-direction", content: scenario(layout: #"{"type": "flow", "scrollDirection": "diagonal"}"#), location: #" error at $.layout.scrollDirection: unknown value "diagonal""#),
    // Sections and items.
    BadInput(name: "sections-object", content: scenario(sections: "{}"), location: " error at $.sections: expected an array of sections"),
    BadInput(name: "section-unknown-key", content: scenario(sections: #"[{"itmes": []}]"#), location: #" error at $.sections[0].itmes: unknown key "itmes"; did you mean "items"?"#),
    BadInput(name: "items-count-negative", content: scenario(sections: #"[{"items": {"count": -1, "size": {"width": 1, "height": 1}}}]"#), location: " error at $.sections[0].items.count: -1 is out of range"),
    BadInput(name: "items-count-fraction", content: scenario(sections: #"[{"items": {"count": 2.5, "size": {"width": 1, "height": 1}}}]"#), location: " error at $.sections[0].items.count: expected an integer"),
    BadInput(name: "items-too-many", content: scenario(sections: #"[{"items": {"count": 6000000, "size": {"width": 1, "height": 1}}}, {"items": {"count": 6000000, "size": {"width": 1, "height": 1}}}]"#), location: " error at $.sections[1].items.count: too many items"),
    BadInput(name: "items-empty-heights", content: scenario(sections: #"[{"items": {"count": 3, "heights": []}}]"#), location: " error at $.sections[0].items.heights: expected 1 to 100000 heights"),
    BadInput(name: "item-negative-height", content: scenario(sections: #"[{"items": [{"width": 1, "height": 2}, {"width": 1, "height": -2}]}]"#), location: " error at $.sections[0].items[1].height: -2 is out of range"),
    BadInput(name: "item-extras-array", content: scenario(sections: #"[{"items": [{"width": 1, "height": 2, "extras": []}]}]"#), location: " error at $.sections[0].items[0].extras: expected an object"),
    BadInput(name: "header-unknown", content: scenario(sections: #"[{"header": {"heigth": 40}, "items": []}]"#), location: #" error at $.sections[0].header.heigth: unknown key "heigth"; did you mean "height"?"#),
    BadInput(name: "section-mode", content: scenario(sections: #"[{"mode": "masonry", "items": []}]"#), location: #" error at $.sections[0].mode: unknown value "masonry""#),
    // Steps.
    BadInput(name: "steps-object", content: scenario(#""steps": {"wait": 1}"#), location: " error at $.steps: expected an array"),
    BadInput(name: "step-two-actions", content: scenario(#""steps": [{"wait": 1, "settle": {}}]"#), location: " error at $.steps[0]: expected a step"),
    BadInput(name: "step-unknown", content: scenario(#""steps": [{"wait": 1}, {"scrollBy": {}}]"#), location: #" error at $.steps[1].scrollBy: unknown step "scrollBy""#),
    BadInput(name: "scroll-to-string", content: scenario(#""steps": [{"scrollTo": {"y": "top"}}]"#), location: " error at $.steps[0].scrollTo.y: expected a number"),
    BadInput(name: "scroll-to-far", content: scenario(#""steps": [{"scrollTo": {"y": 1e12}}]"#), location: " error at $.steps[0].scrollTo.y: 1000000000000 is out of range"),
    BadInput(name: "wait-negative", content: scenario(#""steps": [{"wait": -0.5}]"#), location: " error at $.steps[0].wait: -0.5 is out of range"),
    BadInput(name: "wait-forever", content: scenario(#""steps": [{"wait": 1e6}]"#), location: " error at $.steps[0].wait: 1000000 is out of range"),
    BadInput(name: "drag-no-duration", content: scenario(#""steps": [{"drag": {"by": {"y": -100}}}]"#), location: #" error at $.steps[0].drag: missing required key "duration""#),
    BadInput(name: "fling-string", content: scenario(#""steps": [{"fling": {"velocity": {"y": "fast"}}}]"#), location: " error at $.steps[0].fling.velocity.y: expected a number"),
    BadInput(name: "fling-absurd", content: scenario(#""steps": [{"fling": {"velocity": {"y": 1e9}}}]"#), location: " error at $.steps[0].fling.velocity.y:"),
    BadInput(name: "scroll-to-missing-item", content: scenario(#""steps": [{"scrollToItem": {"section": 0, "item": 50}}]"#), location: " error at $.steps[0].scrollToItem.item: item 50 does not exist"),
    BadInput(name: "scroll-to-missing-section", content: scenario(#""steps": [{"scrollToItem": {"section": 1, "item": 0}}]"#), location: " error at $.steps[0].scrollToItem.section: section 1 does not exist"),
    BadInput(name: "scroll-to-deleted-item", content: scenario(#""steps": [{"deleteItems": {"section": 0, "items": [49]}}, {"scrollToItem": {"section": 0, "item": 49}}]"#), location: " error at $.steps[1].scrollToItem.item: item 49 does not exist"),
    BadInput(name: "delete-missing-items", content: scenario(#""steps": [{"deleteItems": {"section": 0, "items": [3, 60]}}]"#), location: " error at $.steps[0].deleteItems.items[1]: item 60 does not exist"),
    BadInput(name: "insert-past-end", content: scenario(#""steps": [{"insertItems": {"section": 0, "at": 51, "count": 1}}]"#), location: " error at $.steps[0].insertItems.at:"),
    BadInput(name: "swipe-page-on-flow", content: scenario(#""steps": [{"swipePage": {"direction": "left"}}]"#), location: " error at $.steps[0].swipePage:"),
    BadInput(name: "sticky-on-flow", content: scenario(#""steps": [{"setStickyHeaders": {"add": [0]}}]"#), location: " error at $.steps[0].setStickyHeaders:"),
    BadInput(name: "switch-layout-typo", content: scenario(#""steps": [{"switchLayout": {"layout": {"type": "flow", "itemSiz": 1}}}]"#), location: #" error at $.steps[0].switchLayout.layout.itemSiz: unknown key "itemSiz"; did you mean "itemSize"?"#),
    BadInput(name: "settle-never-settles", content: scenario(#""steps": [{"fling": {"velocity": {"y": 3000}}}, {"settle": {"maxSeconds": 0.1}}]"#), location: " error at $.steps[1].settle.maxSeconds:", isFoundByRunning: true),
    // Expectations.
    BadInput(name: "expect-type", content: scenario(#""expect": [{"type": "didEndDeceleration"}]"#), location: #" error at $.expect[0].type: unknown event type "didEndDeceleration"; did you mean "didEndDecelerating"?"#),
    BadInput(name: "forbid-not-object", content: scenario(#""forbid": ["didScroll"]"#), location: " error at $.forbid[0]: expected an event pattern object"),
    // Strict input (RFC 8259) and names.
    BadInput(name: "raw-tab-in-string", content: "{\"name\": \"a\tb\"}", location: ":1:12: error: raw control character U+0009 in a string"),
    BadInput(name: "byte-order-mark", content: "\u{FEFF}" + scenario(), location: ":1:1: error: the file starts with a byte-order mark"),
    BadInput(name: "nul-in-key", content: #"{"na\u0000me": "x"}"#, location: ":1:5: error: a key contains \\u0000"),
    BadInput(name: "escape-in-name", content: #"{"name": "a\u001b[31mb"}"#, location: " error at $.name: a name must be 1–200 bytes with no"),
    BadInput(name: "misspelt-field", content: scenario(#""expect": [{"type": "stickyEnter", "sectoin": 0}]"#), location: #" error at $.expect[0]: unknown field of stickyEnter "sectoin"; did you mean "section"?"#),
    // Budgets: refused before anything runs.
    BadInput(name: "items-grow-past-budget", content: scenario(#""steps": [{"insertSections": {"sections": [{"items": {"count": 6000000, "size": {"width": 10, "height": 10}}}]}}, {"insertSections": {"sections": [{"items": {"count": 6000000, "size": {"width": 10, "height": 10}}}]}}]"#), location: " error at $.steps[1].insertSections: the collection would hold 12000050 items"),
    // Budgets reached while running. A 400×400 viewport over 200,000
    // one-point items answers 160,000 elements on tick 0, past the 100,000
    // per answer: refused before a displayed set or a visible event is built.
    BadInput(name: "visible-set-past-budget", content: scenario(layout: #"{"type": "flow", "itemSize": {"width": 1, "height": 1}, "minimumLineSpacing": 0, "minimumInteritemSpacing": 0}"#, sections: #"[{"items": {"count": 200000, "size": {"width": 1, "height": 1}}}]"#).replacingOccurrences(of: #""width": 375, "height": 667"#, with: #""width": 400, "height": 400"#), location: " error at $: layout FlowLayout answered layoutAttributesForElements(in: x 0, y 0, width 400, height 400) with 160000 elements, more than the budget of 100000 elements per answer; raise it with --max-layout-elements", isFoundByRunning: true),
    BadInput(name: "ticks-past-budget", content: scenario(#""frameRate": 1000, "steps": [{"wait": 3600}, {"wait": 3600}]"#), location: " error at $.steps: the steps can take up to 7200005 ticks at 1000 Hz, more than the budget of 1000000; raise it with --max-ticks", isFoundByRunning: true),
]

@Suite("Bad input never crashes and never loses data")
struct BadInputCatalogueTests {
    @Test("the catalogue is large enough to mean something")
    func catalogueSize() {
        #expect(badScenarios.count >= 40)
        #expect(Set(badScenarios.map(\.name)).count == badScenarios.count, "names are unique")
    }

    @Test("each bad scenario exits 2 with its location, for run and validate, leaving no file", arguments: badScenarios)
    func badScenario(_ input: BadInput) throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("\(input.name).json")
        var bytes = Data(input.content.utf8)
        if input.name == "invalid-utf8" { bytes = Data(#"{"name": ""#.utf8) + Data([0xC3, 0x28]) + Data(#""}"#.utf8) }
        try bytes.write(to: file)

        var commands = [["run", file.lastPathComponent, "--out-dir", "."]]
        if !input.isFoundByRunning { commands.append(["validate", file.lastPathComponent]) }
        for arguments in commands {
            let result = try CLI.run(arguments, in: folder)
            #expect(result.status == 2, "\(arguments[0]): \(result.stderr)")
            #expect(result.stderr.contains("\(input.name).json"), "names the file: \(result.stderr)")
            #expect(result.stderr.contains(input.location), "\(arguments[0]): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "one clear message: \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == [file.lastPathComponent], "no output file, no temporary file")
    }

    @Test("an output folder that cannot be created exits 2 and names it")
    func unwritableOutput() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder inside a regular file cannot exist, even for root.
        let file = folder.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let result = try CLI.run(["run", "scenarios/flow-basic.json", "--out-dir", file.path + "/logs"])
        #expect(result.status == 2)
        #expect(result.stderr.contains(file.path + "/logs"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["file"])
    }

    @Test("unknown command-line options exit 2, not 64")
    func usageError() throws {
        let result = try CLI.run(["run", "--no-such-option"])
        #expect(result.status == 2)
    }

    /// `bytes` with 1–4 random byte edits.
    private func mutate(_ original: [UInt8], _ generator: inout SplitMix64) -> [UInt8] {
        var bytes = original
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
            case 1: bytes.remove(at: index)
            case 2: bytes.insert(Array("{}[]\",:0-e.9\n".utf8).randomElement(using: &generator)!, at: index)
            default: bytes.insert(contentsOf: bytes[index..<min(bytes.count, index + 16)], at: index)
            }
        }
        return bytes
    }

    @Test("mutated scenarios and logs through layout, render, diff and inspect --json: exit 0, 1 or 2, one error line, no file")
    func mutationHarness() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = Array(try Data(contentsOf: CLI.packageRoot.appendingPathComponent("scenarios/flex-sticky-nonstacked.json")))
        #expect(try CLI.run(["run", "scenarios/flex-sticky-nonstacked.json", "-o", folder.appendingPathComponent("good.jsonl").path]).status == 0)
        let log = Array(try Data(contentsOf: folder.appendingPathComponent("good.jsonl")))
        var generator = SplitMix64(seed: 16)
        for round in 0..<40 {
            try Data(mutate(scenario, &generator)).write(to: folder.appendingPathComponent("mutant.json"))
            try Data(mutate(log, &generator)).write(to: folder.appendingPathComponent("mutant.jsonl"))
            for arguments in [["layout", "mutant.json"], ["render", "mutant.jsonl", "-o", "out.svg"],
                              ["diff", "good.jsonl", "mutant.jsonl"], ["inspect", "mutant.jsonl", "--json"]] {
                let result = try CLI.run(arguments, in: folder)
                #expect([0, 1, 2].contains(result.status), "round \(round) \(arguments[0]): exit \(result.status)")
                if result.status == 2 {
                    #expect(result.stderr.split(separator: "\n").count == 1, "round \(round) \(arguments[0]): \(result.stderr)")
                    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.svg").path))
                }
                try? FileManager.default.removeItem(at: folder.appendingPathComponent("out.svg"))
            }
        }
    }

    @Test("mutations of a valid scenario never crash or hang: exit 0, 1 or 2 only")
    func randomMutations() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = Array(try Data(contentsOf: CLI.packageRoot.appendingPathComponent("scenarios/flow-basic.json")))
        var generator = SplitMix64(seed: 2026)
        let file = folder.appendingPathComponent("mutant.json")
        for round in 0..<150 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: index)
                case 2: bytes.insert(Array("{}[]\",:0-e.9".utf8).randomElement(using: &generator)!, at: index)
                default: bytes.insert(contentsOf: bytes[index..<min(bytes.count, index + 16)], at: index)
                }
            }
            try Data(bytes).write(to: file)
            let result = try CLI.run(["run", file.lastPathComponent, "-o", "out.jsonl"], in: folder)
            #expect([0, 1, 2].contains(result.status), "round \(round): exit \(result.status)\n\(result.stderr)")
            if result.status == 2 {
                #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.jsonl").path))
            }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent("out.jsonl"))
        }
    }
}
