import Foundation
import ScrollSim
@testable import ScrollSimJSON
import Testing

/// One contract for scenarios: `schemas/scenario.schema.json` and
/// `ScenarioDecoder` accept and refuse the same documents, as far as a
/// schema can say (keys, required keys, ranges, enums).
///
/// Three checks: the schema's examples and every scenario in `scenarios/`
/// are accepted by both; every mutation the schema forbids of them (an
/// unknown key where keys are closed, a required key removed, a number
/// just outside its range, a value outside its enum, a fraction for an
/// integer) is refused by the decoder too; and a table of the decoder's
/// refusals is refused by the schema, save those no schema can express,
/// each listed with why.
@Suite("Scenario contract: the JSON Schema and the decoder agree")
struct ScenarioContractTests {
    static let validator: JSONSchemaValidator? = try? SchemaConformanceTests.validator("scenario.schema.json")

    /// Documents both must accept: together they use every step, every
    /// pattern form and every top-level key.
    static var examples: [FieldValue] {
        var documents: [FieldValue] = []
        if case .array(let listed)? = validator?.root["examples"] { documents += listed }
        for file in SchemaConformanceTests.scenarioFiles() {
            if let text = try? String(contentsOf: file, encoding: .utf8), let value = try? JSONParser.parse(text) {
                documents.append(value)
            }
        }
        return documents
    }

    @Test("the schema's examples and scenarios/ are accepted by both")
    func examplesAccepted() throws {
        let validator = try #require(Self.validator)
        let examples = Self.examples
        #expect(examples.count > SchemaConformanceTests.scenarioFiles().count, "the schema lists examples")
        for example in examples {
            #expect(validator.errors(example) == [], "\(JSONWriter.string(example))")
            #expect(throws: Never.self, "\(JSONWriter.string(example))") { _ = try ScenarioDecoder.decode(example) }
        }
    }

    @Test("every mutation the schema refuses, the decoder refuses")
    func mutationsRefusedByBoth() throws {
        let validator = try #require(Self.validator)
        var mutations = 0
        var disagreements: [String] = []
        for example in Self.examples {
            for mutation in Mutations(validator: validator).all(of: example) {
                let document = mutation.apply(to: example)
                guard !validator.errors(document).isEmpty else { continue }
                mutations += 1
                if (try? ScenarioDecoder.decode(document)) != nil {
                    disagreements.append("\(mutation): the schema refuses it, the decoder accepts it")
                }
            }
        }
        #expect(disagreements == [])
        #expect(mutations > 300, "the examples reach every part of the schema")
    }

    /// Documents the decoder refuses, each a change to `base`.
    static let refusals: [(String, String)] = [
        ("drag without duration", #""steps": [{"drag": {"by": {"y": -100}}}]"#),
        ("drag with an unknown key", #""steps": [{"drag": {"by": {"y": -100}, "duration": 0.2, "speed": 1}}]"#),
        ("drag longer than 60 s", #""steps": [{"drag": {"by": {"y": -100}, "duration": 61}}]"#),
        ("fling without velocity", #""steps": [{"fling": {}}]"#),
        ("fling faster than the limit", #""steps": [{"fling": {"velocity": {"y": 1000001}}}]"#),
        ("scrollTo with an unknown key", #""steps": [{"scrollTo": {"top": 1}}]"#),
        ("scrollToItem without item", #""steps": [{"scrollToItem": {"section": 0}}]"#),
        ("scrollToItem at an unknown position", #""steps": [{"scrollToItem": {"section": 0, "item": 0, "position": "middle"}}]"#),
        ("swipePage in an unknown direction", #""steps": [{"swipePage": {"direction": "up"}}]"#),
        ("settle with an unknown key", #""steps": [{"settle": {"seconds": 1}}]"#),
        ("a negative wait", #""steps": [{"wait": -1}]"#),
        ("setStickyHeaders with nothing", #""steps": [{"setStickyHeaders": {}}]"#),
        ("deleteItems without items", #""steps": [{"deleteItems": {"section": 0}}]"#),
        ("insertItems with items and count", #""steps": [{"insertItems": {"section": 0, "items": [], "count": 1}}]"#),
        ("insertItems with neither items nor count", #""steps": [{"insertItems": {"section": 0}}]"#),
        ("switchLayout without layout", #""steps": [{"switchLayout": {"animated": true}}]"#),
        ("two actions in a step", #""steps": [{"wait": 1, "settle": {}}]"#),
        ("an unknown step", #""steps": [{"scrollTop": {}}]"#),
        ("a frame rate of 0", #""frameRate": 0"#),
        ("a screen scale of 11", #""screenScale": 11"#),
        ("an unknown visible mode", #""log": {"visible": "always"}"#),
        ("an unknown event type", #""expect": [{"type": "didScrol"}]"#),
        ("a negative count", #""expect": [{"type": "didScroll", "count": -1}]"#),
        ("a fractional count", #""expect": [{"type": "didScroll", "count": 1.5}]"#),
        ("an empty count range", #""expect": [{"type": "didScroll", "count": {}}]"#),
        ("a count range with an unknown key", #""expect": [{"type": "didScroll", "count": {"min": 1}}]"#),
        ("a scope of two forms", #""expect": [{"type": "didScroll", "during": {"step": 1, "ticks": [0, 1]}}]"#),
        ("an unknown scope", #""expect": [{"type": "didScroll", "during": {"tick": [0, 1]}}]"#),
        ("a tick range of three", #""expect": [{"type": "didScroll", "during": {"ticks": [0, 1, 2]}}]"#),
        ("a negative time", #""expect": [{"type": "didScroll", "during": {"time": [-1, 1]}}]"#),
        ("approx without within", #""expect": [{"type": "didScroll", "offset": {"y": {"approx": 1}}}]"#),
        ("a negative tolerance", #""expect": [{"type": "didScroll", "offset": {"y": {"approx": 1, "within": -1}}}]"#),
        ("a bound with an unknown key", #""expect": [{"type": "didScroll", "offset": {"y": {"atLeast": 1, "above": 2}}}]"#),
        ("a bound mixing forms", #""expect": [{"type": "didScroll", "offset": {"y": {"atLeast": 1, "approx": 2, "within": 1}}}]"#),
        ("a forbid with a count", #""forbid": [{"type": "didScroll", "count": 1}]"#),
        ("a reaction's when with a count", #""reactions": [{"when": {"type": "didScroll", "count": 1}, "do": {"scrollTo": {"y": 0}}}]"#),
    ]

    /// Refusals that depend on relations no JSON Schema keyword states;
    /// `scrollsim validate` is the check for these.
    static let decoderOnly: [(String, String)] = [
        // Comparing two values of the document.
        ("a count range upside down", #""expect": [{"type": "didScroll", "count": {"atLeast": 3, "atMost": 2}}]"#),
        ("a step range upside down", #""expect": [{"type": "didScroll", "during": {"steps": [2, 1]}}]"#),
        // A field no event of the type has: the fields depend on the type.
        ("a field the event type lacks", #""expect": [{"type": "didScroll", "contentOffset": {"y": 1}}]"#),
        // A type the log options leave out: depends on another key.
        ("a forbid on an unlogged type", #""forbid": [{"type": "prepare"}]"#),
        // The layout against the viewport and data.
        ("a scroll to an item that does not exist", #""steps": [{"scrollToItem": {"section": 5, "item": 0}}]"#),
    ]

    static let base = #"{"name": "c", "viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [{"items": {"count": 3, "size": {"width": 50, "height": 60}}}]"#

    static func document(_ extra: String) throws -> FieldValue {
        try JSONParser.parse(base + ", " + extra + "}")
    }

    @Test("the base of the refusals is accepted by both")
    func baseAccepted() throws {
        let value = try JSONParser.parse(Self.base + "}")
        #expect(try #require(Self.validator).errors(value) == [])
        _ = try ScenarioDecoder.decode(value)
    }

    @Test("what the decoder refuses, the schema refuses", arguments: refusals)
    func refusedByBoth(what: String, extra: String) throws {
        let value = try Self.document(extra)
        #expect(throws: InputError.self, "\(what)") { _ = try ScenarioDecoder.decode(value) }
        #expect(try !#require(Self.validator).errors(value).isEmpty, "\(what)")
    }

    @Test("refusals beyond a schema: the decoder refuses, the schema cannot", arguments: decoderOnly)
    func refusedByDecoderOnly(what: String, extra: String) throws {
        let value = try Self.document(extra)
        #expect(throws: InputError.self, "\(what)") { _ = try ScenarioDecoder.decode(value) }
        #expect(try #require(Self.validator).errors(value) == [], "\(what): if the schema can say it now, move it to `refusals`")
    }

    @Test("the schema's closed sets are the decoder's")
    func enumsAgree() throws {
        let validator = try #require(Self.validator)
        func strings(_ value: FieldValue?) -> [String] {
            guard case .array(let values)? = value else { return [] }
            return values.compactMap { if case .string(let s) = $0 { s } else { nil } }
        }
        let defs = validator.root["$defs"]
        let step = defs?["step"]
        #expect(Set(strings(step?["propertyNames"]?["enum"])) == Set(ScenarioDecoder.stepActions))
        #expect(Set(strings(defs?["pattern"]?["properties"]?["type"]?["enum"])) == Set(EventVocabulary.typeNames))
        #expect(strings(step?["properties"]?["drag"]?["properties"]?["release"]?["enum"]) == Step.Release.allCases.map(\.rawValue))
        #expect(strings(step?["properties"]?["swipePage"]?["properties"]?["direction"]?["enum"]) == Step.SwipeDirection.allCases.map(\.rawValue))
        #expect(strings(step?["properties"]?["scrollToItem"]?["properties"]?["position"]?["enum"]) == Step.ScrollPosition.allCases.map(\.rawValue))
        #expect(strings(validator.root["properties"]?["log"]?["properties"]?["visible"]?["enum"]) == LogOptions.VisibleMode.allCases.map(\.rawValue))
        #expect(Set(validator.root["properties"].map { if case .object(let pairs) = $0 { pairs.map(\.0) } else { [] } } ?? [])
                == Set(ScenarioDecoder.topLevelKeys))
        #expect(Set(strings(validator.root["required"])) == ["viewport", "layout", "sections"])
    }
}

/// One change to a document at a JSON path: a value replaced, a key
/// added or removed.
struct Mutation: CustomStringConvertible {
    enum Component { case key(String), index(Int) }
    let path: [Component]
    /// The new value, or `nil` to remove the key.
    let value: FieldValue?
    let why: String

    var description: String {
        "$" + path.map { switch $0 { case .key(let k): ".\(k)"; case .index(let i): "[\(i)]" } }.joined() + " (\(why))"
    }

    func apply(to document: FieldValue) -> FieldValue {
        Self.replacing(path[...], in: document, with: value)
    }

    private static func replacing(_ path: ArraySlice<Component>, in node: FieldValue, with value: FieldValue?) -> FieldValue {
        guard let first = path.first else { return value ?? node }
        switch (first, node) {
        case (.key(let key), .object(var pairs)):
            if path.count == 1 {
                pairs.removeAll { $0.0 == key }
                if let value { pairs.append((key, value)) }
                return .object(pairs)
            }
            return .object(pairs.map { $0.0 == key ? ($0.0, replacing(path.dropFirst(), in: $0.1, with: value)) : $0 })
        case (.index(let index), .array(var values)) where values.indices.contains(index):
            values[index] = replacing(path.dropFirst(), in: values[index], with: value)
            return .array(values)
        default:
            return node
        }
    }
}

/// The mutations a schema forbids of a document it accepts, found by
/// walking the document along the schema.
struct Mutations {
    let validator: JSONSchemaValidator

    func all(of document: FieldValue) -> [Mutation] {
        walk(document, validator.root, [])
    }

    private func walk(_ value: FieldValue, _ given: FieldValue, _ path: [Mutation.Component]) -> [Mutation] {
        let schema = validator.resolved(given)
        var found: [Mutation] = []
        for key in ["anyOf", "oneOf"] {
            guard case .array(let branches)? = schema[key] else { continue }
            if let branch = branches.first(where: { validator.errors(value, against: $0).isEmpty }) {
                found += walk(value, branch, path)
            }
        }
        if case .array(let all)? = schema["allOf"] { for branch in all { found += walk(value, branch, path) } }
        if case .array? = schema["enum"], case .string = value {
            found.append(Mutation(path: path, value: .string("zzNotInTheEnum"), why: "not in the enum"))
        }
        if let number = value.number {
            if let minimum = schema["minimum"]?.number {
                found.append(Mutation(path: path, value: .double(minimum - 1), why: "below the minimum"))
            }
            if let maximum = schema["maximum"]?.number {
                found.append(Mutation(path: path, value: .double(maximum + 1), why: "above the maximum"))
            }
            if schema["type"] == "integer" {
                found.append(Mutation(path: path, value: .double(number + 0.5), why: "not an integer"))
            }
        }
        if case .object(let pairs) = value {
            if case .bool(false)? = schema["additionalProperties"] {
                found.append(Mutation(path: path + [.key("zzUnknownKey")], value: .int(1), why: "an unknown key"))
            }
            if case .array(let required)? = schema["required"] {
                for case .string(let key) in required where value[key] != nil {
                    found.append(Mutation(path: path + [.key(key)], value: nil, why: "a required key removed"))
                }
            }
            if case .object(let properties)? = schema["properties"] {
                for (key, child) in pairs {
                    guard let childSchema = properties.first(where: { $0.0 == key })?.1 else { continue }
                    found += walk(child, childSchema, path + [.key(key)])
                }
            }
        }
        if case .array(let elements) = value, let items = schema["items"] {
            for (index, element) in elements.prefix(3).enumerated() {
                found += walk(element, items, path + [.index(index)])
            }
        }
        return found
    }
}
