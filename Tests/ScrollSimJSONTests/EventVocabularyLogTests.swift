import Foundation
import ScrollSim
@testable import ScrollSimJSON
import ScrollSimTesting
import Testing

/// The writer, the typed reader and the log's JSON Schema follow the event
/// vocabulary's declaration for every kind.
@Suite("The event vocabulary in logs")
struct EventVocabularyLogTests {
    static let schemaPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("schemas/log-event.schema.json").path

    @Test("every kind is written through its template as its fields are, and reads back as written")
    func writeAndReadEveryKind() throws {
        let events = EventSamples.events
        #expect(events.count == EventKind.allCases.count)
        var lines = EventLineWriter()
        var bytes: [UInt8] = []
        for event in events {
            var line: [UInt8] = []
            lines.append(event, to: &line)
            #expect(String(decoding: line, as: UTF8.self) == JSONWriter.string(event.fields) + "\n", "\(event.type)")
            bytes += line
        }
        let reader = try LogReader(text: LogWriter.text(scenario: "samples", events: events))
        #expect(try reader.readAll() == events)
    }

    @Test("a kind has a line template unless a field is one a template cannot hold or an optional one comes early")
    func templates() {
        for kind in EventKind.allCases {
            let fields = kind.fields
            let trailingOptionals = !zip(fields, fields.dropFirst()).contains { $0.isOptional && !$1.isOptional }
            let templatable = fields.allSatisfy(FieldSlot.holds) && trailingOptionals
            #expect((EventLineTemplate(kind: kind) != nil) == templatable, "\(kind)")
        }
        // A templated kind's events are written through the template, not as trees.
        var objects = EventLineObjects()
        for event in EventSamples.events {
            #expect((objects.object(for: event) != nil) == (EventLineTemplate(kind: event.kind) != nil), "\(event.type)")
        }
        // Every kind the simulator writes on every tick has one.
        // So does every cell event (`log.cells`), ids or not.
        for kind in [EventKind.didScroll, .willDisplay, .didEndDisplaying, .visible, .stickyEnter,
                     .cellRequest, .cellEnqueue, .prefetch, .cancelPrefetch, .sizeResolved] {
            #expect(EventLineTemplate(kind: kind) != nil, "\(kind)")
        }
    }

    @Test("a closed-set value outside its set is an error at its path, with a suggestion", arguments: [
        (#"{"seq":0,"tick":0,"time":0,"type":"prepare","reason":"initail"}"#, "$.reason", #"did you mean "initial"?"#),
        (#"{"seq":0,"tick":0,"time":0,"type":"step","index":0,"action":"fly"}"#, "$.action", "unknown value \"fly\""),
        (#"{"seq":0,"tick":0,"time":0,"type":"dataChange","action":"insertItems","items":"3"}"#, "$.items", "expected an integer, found a string"),
        (#"{"seq":0,"tick":0,"time":0,"type":"dataChange","action":"moveItem","from":{"section":0}}"#, "$.from", "missing field \"item\""),
        (#"{"seq":0,"tick":0,"time":0,"type":"dataChange","action":"reloadData","count":3}"#, "$.count", "unknown field \"count\""),
    ])
    func closedSets(line: String, path: String, message: String) throws {
        #expect {
            _ = try EventRecord.event(from: JSONParser.parse(line))
        } throws: { error in
            guard let problem = error as? EventRecord.Problem else { return false }
            return problem.path == path && problem.message.contains(message)
        }
    }

    @Test("schemas/log-event.schema.json is the schema generated from the vocabulary (SCROLLSIM_RECORD=1 rewrites it)")
    func schemaFileIsGenerated() throws {
        let generated = LogSchema.text
        let onDisk = try? String(contentsOfFile: Self.schemaPath, encoding: .utf8)
        if onDisk != generated, ProcessInfo.processInfo.environment[GoldenLog.recordVariable] == "1" {
            try generated.write(toFile: Self.schemaPath, atomically: true, encoding: .utf8)
            Issue.record("schemas/log-event.schema.json was rewritten from the vocabulary; run the tests again")
            return
        }
        #expect(onDisk == generated, "schemas/log-event.schema.json differs from LogSchema.text: run the tests with SCROLLSIM_RECORD=1")
        // The generated schema lists every kind, and each kind's fields.
        let schema = try JSONParser.parse(generated)
        #expect(schema["$defs"]?["event"]?["properties"]?["type"]?["enum"] == .array(EventVocabulary.typeNames.map(FieldValue.string)))
    }

    @Test("the scenario schema's pattern types are the vocabulary's kinds")
    func scenarioSchemaTypes() throws {
        let path = URL(fileURLWithPath: Self.schemaPath).deletingLastPathComponent().appendingPathComponent("scenario.schema.json").path
        let schema = try JSONParser.parse(String(contentsOfFile: path, encoding: .utf8))
        guard case .array(let names)? = schema["$defs"]?["pattern"]?["properties"]?["type"]?["enum"] else {
            Issue.record("scenario.schema.json has no $defs.pattern.properties.type.enum")
            return
        }
        #expect(Set(names) == Set(EventVocabulary.typeNames.map(FieldValue.string)))
    }
}
