import Foundation
import ScrollSim
import ScrollSimJSON
import ScrollSimTesting
import Testing

@Suite("JSON Schemas in schemas/")
struct SchemaConformanceTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func validator(_ name: String) throws -> JSONSchemaValidator {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("schemas/\(name)"), encoding: .utf8)
        return JSONSchemaValidator(root: try JSONParser.parse(text))
    }

    /// Every `.json` file under `scenarios/`, recursively.
    static func scenarioFiles() -> [URL] {
        let root = packageRoot.appendingPathComponent("scenarios")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
            .sorted { $0.path < $1.path }
    }

    @Test("both schemas use only the keywords the validator checks")
    func schemasAreSupported() throws {
        for name in ["scenario.schema.json", "log-event.schema.json"] {
            let validator = try Self.validator(name)
            #expect(JSONSchemaValidator.unsupportedKeywords(in: validator.root) == [], "\(name)")
            #expect(validator.root["$schema"] == "https://json-schema.org/draft/2020-12/schema")
        }
    }

    @Test("the keyword walk finds an unsupported keyword deep in a schema")
    func findsUnsupportedKeywords() throws {
        let schema = try JSONParser.parse(#"{"$defs": {"a": {"properties": {"b": {"pattern": "x"}}}}, "anyOf": [{"format": "date"}]}"#)
        #expect(JSONSchemaValidator.unsupportedKeywords(in: schema).sorted() == ["#/$defs/a/properties/b/pattern", "#/anyOf/0/format"])
    }

    @Test("every scenario in scenarios/ conforms to scenario.schema.json")
    func everyScenarioConforms() throws {
        let validator = try Self.validator("scenario.schema.json")
        let files = Self.scenarioFiles()
        #expect(!files.isEmpty)
        for file in files {
            let value = try JSONParser.parse(String(contentsOf: file, encoding: .utf8))
            let errors = validator.errors(value)
            #expect(errors.isEmpty, "\(file.lastPathComponent): \(errors)")
        }
    }

    @Test(
        "the scenario schema rejects what the decoder rejects at the top level and in steps",
        arguments: [
            (#"{"viewport": {"width": 1, "height": 1}, "layout": {"type": "flow"}, "sections": [], "stpes": []}"#, "unknown key \"stpes\""),
            (#"{"viewport": {"width": 1, "height": 1}, "layout": {"type": "flow"}}"#, "missing required key \"sections\""),
            (#"{"viewport": {"width": 1, "height": 1}, "layout": {"type": "list"}, "sections": []}"#, "is not one of"),
            (#"{"viewport": {"width": 1, "height": 1}, "layout": {"type": "flow"}, "sections": [], "steps": [{"wait": 1, "settle": {}}]}"#, "more than 1 keys"),
            (#"{"viewport": {"width": 1, "height": 1}, "layout": {"type": "flow"}, "sections": [], "steps": [{"scrollTop": {}}]}"#, "key \"scrollTop\""),
            (#"{"viewport": {"width": 1, "height": 1}, "layout": {"type": "flow"}, "sections": [], "expect": [{"type": "didScrol"}]}"#, "is not one of"),
            (#"{"viewport": {"width": 1, "height": 1}, "layout": {"type": "flow"}, "sections": [], "log": {"visible": "always"}}"#, "is not one of"),
            (#"{"viewport": {"width": 1}, "layout": {"type": "flow"}, "sections": []}"#, "missing required key \"height\""),
        ]
    )
    func rejects(text: String, message: String) throws {
        let errors = try Self.validator("scenario.schema.json").errors(JSONParser.parse(text))
        #expect(errors.contains { $0.contains(message) }, "\(errors)")
    }

    @Test("layout options and section overrides other layouts add are accepted")
    func permissiveAboutLayouts() throws {
        let text = #"""
        {"viewport": {"width": 375, "height": 667},
         "layout": {"type": "flex", "stickyHeaders": [0, 3], "stackedStickyHeaders": true, "pagingSection": 2, "someFutureOption": 1},
         "sections": [{"header": {"height": 100}, "items": [{"width": 375, "height": 120}]},
                      {"mode": "waterfall", "columns": 2, "minimumLineSpacing": 4, "items": {"count": 20, "width": 187.5, "heights": [227, 252]}},
                      {"items": {"texts": ["a", "b"]}}],
         "steps": [{"drag": {"by": {"x": 0, "y": -300}, "duration": 0.25}}, {"fling": {"velocity": {"x": 0, "y": 2000}}},
                   {"settle": {}}, {"swipePage": {"direction": "left"}}, {"setStickyHeaders": {"add": [1]}}, {"wait": 0.5}]}
        """#
        #expect(try Self.validator("scenario.schema.json").errors(JSONParser.parse(text)) == [])
    }

    @Test("every line of every scenario's log conforms to log-event.schema.json")
    func everyLogLineConforms() throws {
        let validator = try Self.validator("log-event.schema.json")
        var checked = 0
        for file in Self.scenarioFiles() {
            let scenario = try ScenarioDecoder.decode(contentsOf: file.path)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString).jsonl").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try Self.writeLog(of: scenario, to: path)
            for (number, line) in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").enumerated() {
                let errors = validator.errors(try JSONParser.parse(String(line)))
                #expect(errors.isEmpty, "\(file.lastPathComponent) line \(number + 1): \(errors)")
                checked += 1
            }
        }
        #expect(checked > 0)
        // A sample of every kind covers the kinds the scenarios do not produce.
        for event in EventSamples.events {
            #expect(validator.errors(event.fields) == [], "\(event.type)")
        }
    }

    /// Writes the log of a run of `scenario` to `path` with the log writer,
    /// as `scrollsim run` does: the header once the content size is known,
    /// every event, the `end` line.
    static func writeLog(of scenario: Scenario, to path: String) throws {
        let output = try OutputFile(path: path)
        var log: LogWriter?
        let simulator = Simulator(scenario: scenario, onStart: { simulator in
            log = LogWriter(output: output, scenario: scenario, contentSize: simulator.contentSize)
        }) { event in
            log?.write(event)
        }
        simulator.start()
        try simulator.perform(scenario.steps)
        try #require(log).finish(ticks: simulator.tick + 1, events: simulator.eventCount, offset: simulator.contentOffset)
    }

    @Test(
        "the log schema rejects malformed lines",
        arguments: [
            #"{"seq":0,"tick":0,"time":0,"type":"didScroll"}"#,
            #"{"seq":0,"tick":0,"time":0,"type":"didScroll","offset":{"x":0}}"#,
            #"{"seq":-1,"tick":0,"time":0,"type":"willBeginDragging"}"#,
            #"{"seq":0,"tick":0,"time":0,"type":"scrolled"}"#,
            #"{"seq":0,"tick":0,"time":0,"type":"willDisplay","element":{"kind":"cell","section":0,"item":0}}"#,
            #"{"type":"header","schema":"scrollsim-log/2"}"#,
            #"{"type":"header","schema":"scrollsim-log/1","contentInset":{"top":88}}"#,
            #"{"type":"end","ticks":1}"#,
        ]
    )
    func rejectsBadLines(line: String) throws {
        #expect(try !Self.validator("log-event.schema.json").errors(JSONParser.parse(line)).isEmpty)
    }
}
