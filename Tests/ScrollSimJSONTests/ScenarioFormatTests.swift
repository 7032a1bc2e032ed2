import Foundation
import ScrollSim
@testable import ScrollSimJSON
import ScrollSimTesting
import Testing

/// The scenario format's one declaration (`ScenarioFormat`): the schema
/// file is generated from it, its defaults are the core types' own, and the
/// decoder and the encoder both follow it.
@Suite("The scenario format's declaration")
struct ScenarioFormatTests {
    static let schemaPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("schemas/scenario.schema.json").path

    @Test("schemas/scenario.schema.json is the schema generated from the declaration (SCROLLSIM_RECORD=1 rewrites it)")
    func schemaFileIsGenerated() throws {
        let generated = ScenarioSchema.text
        let onDisk = try? String(contentsOfFile: Self.schemaPath, encoding: .utf8)
        if onDisk != generated, ProcessInfo.processInfo.environment[GoldenLog.recordVariable] == "1" {
            try generated.write(toFile: Self.schemaPath, atomically: true, encoding: .utf8)
            Issue.record("schemas/scenario.schema.json was rewritten from the declaration; run the tests again")
            return
        }
        #expect(onDisk == generated, "schemas/scenario.schema.json differs from ScenarioSchema.text: run the tests with SCROLLSIM_RECORD=1")
    }

    @Test("the generated schema states every step of Step.Name and every top-level key")
    func schemaCoversTheDeclaration() throws {
        let schema = try JSONParser.parse(ScenarioSchema.text)
        let step = schema["$defs"]?["step"]
        #expect(step?["propertyNames"]?["enum"] == .array(Step.Name.allCases.map { .string($0.rawValue) }))
        for name in Step.Name.allCases {
            #expect(step?["properties"]?[name.rawValue] != nil, "\(name)")
        }
        guard case .object(let properties)? = schema["properties"] else {
            Issue.record("the schema has no properties")
            return
        }
        #expect(properties.map(\.0) == ScenarioFormat.TopLevel.names)
        #expect(schema["examples"] != nil && schema["examples"] != .array([]), "the examples come from scenario-schema-grammar.json")
        // Every `$ref` names a definition the schema has.
        var references: [String] = []
        func walk(_ value: FieldValue) {
            switch value {
            case .object(let pairs):
                for (key, child) in pairs {
                    if key == "$ref", case .string(let target) = child { references.append(target) } else { walk(child) }
                }
            case .array(let elements): elements.forEach(walk)
            default: break
            }
        }
        walk(schema)
        for reference in Set(references) {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            #expect(schema["$defs"]?[name] != nil, "\(reference)")
        }
    }

    /// The declared defaults, against an independent source: the core
    /// types' own initialisers (`FlowLayoutConfiguration()` and so on). A
    /// bare object decodes to the core's default, and the default value
    /// encodes to the bare object.
    @Test(
        "a bare layout object decodes to the core type's defaults and encodes back to itself",
        arguments: [
            ("flow", LayoutConfiguration.flow(FlowLayoutConfiguration())),
            ("waterfall", .waterfall(WaterfallLayoutConfiguration())),
            ("grid", .grid(GridLayoutConfiguration())),
            ("tags", .tags(TagLayoutConfiguration())),
            ("flex", .flex(FlexLayoutConfiguration())),
        ]
    )
    func layoutDefaults(type: String, expected: LayoutConfiguration) throws {
        let bare: FieldValue = ["type": .string(type)]
        #expect(try ScenarioDecoder.layout(bare, at: "$") == expected)
        #expect(ScenarioEncoder.layout(expected) == bare)
    }

    /// The decoder switches over `LayoutType` and reads with the keys the
    /// type names; a type pointing at another type's keys (a copied line)
    /// would read one layout's object with another's keys.
    @Test("each layout type's keys declare that same type, and the types are listed once each")
    func layoutTypesMatchTheirKeys() {
        for type in ScenarioFormat.LayoutType.allCases {
            #expect(type.keys.layoutType == type, "\(type)")
        }
        #expect(Set(ScenarioFormat.layoutTypes).count == ScenarioFormat.LayoutType.allCases.count)
        #expect(ScenarioFormat.layoutTypes == ["flow", "waterfall", "grid", "tags", "flex", "compositional"])
    }

    @Test("bare scroll view, log and scenario objects decode to the core types' defaults")
    func objectDefaults() throws {
        let scenario = try ScenarioDecoder.decode(
            #"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [], "scrollView": {}, "log": {}}"#)
        #expect(scenario.scrollView == ScrollViewConfiguration())
        #expect(scenario.log == LogOptions())
        // `Scenario`'s own defaults, for what the format leaves out.
        let core = Scenario(name: "x", viewport: Size(width: 320, height: 480), layout: .flow(FlowLayoutConfiguration()),
                            data: CollectionData(sections: []))
        #expect(scenario.screenScale == core.screenScale)
        #expect(scenario.frameRate == core.frameRate)
        #expect(scenario.contentInset == core.contentInset)
        #expect(scenario.description == core.description)
        // Written back, none of it appears.
        guard case .object(let pairs) = ScenarioEncoder.value(scenario) else {
            Issue.record("the encoder did not write an object")
            return
        }
        #expect(pairs.map(\.0) == ["name", "viewport", "layout", "sections"])
    }

    @Test("every declared default lies in its key's declared range and choices")
    func defaultsAreValid() throws {
        let validator = ScenarioSchemaDefaults()
        #expect(validator.problems == [])
    }

    @Test("an unknown key is refused with a suggestion among the declared keys, located at the key")
    func unknownKeySuggestsDeclaredKey() throws {
        let text = #"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [], "scrollView": {"bouncez": false}}"#
        let error = #expect(throws: InputError.self) { _ = try ScenarioDecoder.decode(text) }
        #expect(error?.description.contains("$.scrollView.bouncez") == true, "\(String(describing: error))")
        #expect(error?.description.contains("did you mean \"bounces\"?") == true, "\(String(describing: error))")
    }
}

/// Checks every key with a default across the declaration: the default is
/// of the key's type and in its range.
struct ScenarioSchemaDefaults {
    var problems: [String] = []

    init() {
        let objects: [any FormatKey.Type] = [
            ScenarioFormat.TopLevel.self, ScenarioFormat.ScrollView.self, LogOptions.Key.self, ScenarioFormat.Section.self,
            ScenarioFormat.Item.self, ScenarioFormat.Drag.self, ScenarioFormat.ScrollToItem.self, ScenarioFormat.Settle.self,
            ScenarioFormat.SwipePage.self, ScenarioFormat.SetPagingOffset.self, ScenarioFormat.Reaction.self,
            ScenarioFormat.CompositionalSection.self, ScenarioFormat.BoundaryItem.self, ScenarioFormat.DirectionalInsets.self,
        ] + ScenarioFormat.layouts
        for object in objects {
            for (name, spec) in object.declarations {
                guard let fallback = spec.defaultValue else { continue }
                if let problem = Self.problem(fallback, spec.type) { problems.append("\(object).\(name): \(problem)") }
            }
        }
    }

    static func problem(_ value: FieldValue, _ type: KeyType) -> String? {
        switch type {
        case .boolean:
            if case .bool = value { return nil }
        case .number(let range):
            if let number = value.number, range.contains(number) { return nil }
        case .integer(let range):
            if case .int(let integer) = value, range.contains(integer) { return nil }
        case .string(let minLength):
            if case .string(let text) = value, text.count >= minLength { return nil }
        case .choice(let names):
            if case .string(let name) = value, names.contains(name) { return nil }
        case .size(let range), .point(let range), .insets(let range):
            if case .object(let pairs) = value, pairs.allSatisfy({ $0.1.number.map(range.contains) == true }) { return nil }
        case .array:
            if case .array = value { return nil }
        case .anyOf(let types):
            if types.contains(where: { problem(value, $0) == nil }) { return nil }
        case .object, .schema:
            return nil
        }
        return "\(JSONWriter.string(value)) is not a valid value"
    }
}
