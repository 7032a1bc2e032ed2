import ScrollSim
import ScrollSimTesting
import Testing

/// The event vocabulary's declaration (`EventKind.fields`) agrees with the
/// payloads: each kind's payload visits exactly its declared fields, with
/// values of the declared types, and is rebuilt from them.
@Suite("The event vocabulary")
struct EventVocabularyTests {
    @Test("a kind's ordinal is its place in allCases")
    func ordinals() {
        #expect(EventKind.allCases.map(\.ordinal) == Array(EventKind.allCases.indices))
    }

    @Test("every kind's payload visits its declared fields in order, with values of their types", arguments: EventKind.allCases)
    func payloadsFollowTheDeclaration(kind: EventKind) throws {
        let payload = try #require(EventSamples.payload(of: kind), "no \(kind) payload from values of its declared types")
        #expect(payload.kind == kind)
        #expect(payload.type == kind.rawValue)
        var visited = VisitedTypes()
        payload.visitValues(&visited)
        #expect(visited.values.count == kind.fields.count, "\(kind): visited \(visited.values.count) values for \(kind.fields.count) fields")
        for (field, value) in zip(kind.fields, visited.values) {
            if let value {
                #expect(Self.conforms(value, to: field.type), "\(kind).\(field.name): \(value) is not \(field.type)")
            } else {
                #expect(field.isOptional, "\(kind).\(field.name) is required but was visited as absent")
            }
        }
        // The fields written are the declared names with those values, and
        // the payload is rebuilt from them.
        #expect(payload.fields.map(\.0) == kind.fields.map(\.name))
        #expect(Event.Payload(kind: kind, values: payload.fields.map(\.1)) == payload)
    }

    @Test("a value not of its field's type makes no payload")
    func wrongTypes() {
        #expect(Event.Payload(kind: .stickyExit, values: ["0"]) == nil)
        #expect(Event.Payload(kind: .prepare, values: ["initialise"]) == nil)
        #expect(Event.Payload(kind: .step, values: [0, "drga"]) == nil)
        #expect(Event.Payload(kind: .didScroll, values: [["x": 1]]) == nil)
        #expect(Event.Payload(kind: .didScroll, values: []) == nil)
    }

    @Test("kinds, and each kind's fields, have distinct names apart from the common fields")
    func distinctNames() {
        #expect(Set(EventVocabulary.typeNames).count == EventKind.allCases.count)
        for kind in EventKind.allCases {
            let names = kind.fields.map(\.name)
            #expect(Set(names).count == names.count, "\(kind)")
            #expect(Set(names).isDisjoint(with: EventVocabulary.commonFields), "\(kind)")
        }
    }

    @Test("no field, at any depth, takes a name patterns reserve (count, during)")
    func reservedPatternKeys() {
        #expect(EventVocabulary.reservedPatternKeys == ["count", "during"])
        var names = Set(EventVocabulary.commonFields)
        func walk(_ type: EventFieldType) {
            switch type {
            case .array(let element): walk(element)
            case .either(let first, let second): walk(first); walk(second)
            default:
                for member in type.members ?? [] {
                    names.insert(member.name)
                    walk(member.type)
                }
            }
        }
        for kind in EventKind.allCases {
            for field in kind.fields {
                names.insert(field.name)
                walk(field.type)
            }
        }
        #expect(names.isDisjoint(with: EventVocabulary.reservedPatternKeys), "\(names.intersection(EventVocabulary.reservedPatternKeys))")
        // The walk sees nested names: an element's frame, an index path's item.
        #expect(names.isSuperset(of: ["frame", "item", "width", "top"]))
    }

    @Test("closed sets are declared as choices of their enums' names")
    func closedSets() {
        #expect(EventKind.step.fields[1].type == .choice(Step.Name.allCases.map(\.rawValue)))
        #expect(EventKind.prepare.fields[0].type == .choice(PrepareReason.allCases.map(\.rawValue)))
        #expect(EventKind.dataChange.fields[0].type == .choice(DataChangeAction.allCases.map(\.rawValue)))
        // Hand-checked: the names a scenario writes.
        #expect(Step.Name.allCases.map(\.rawValue).contains("setContentInset"))
        #expect(PrepareReason.viewportChange.rawValue == "viewportChange")
    }

    @Test("pattern validation knows every declared field and object key")
    func patternValidation() {
        for event in EventSamples.events {
            #expect(EventVocabulary.problems(in: event.fields).isEmpty, "\(event.type): \(EventVocabulary.problems(in: event.fields))")
        }
        #expect(EventVocabulary.objectShapes["from"] == ["section", "item"])
        #expect(EventVocabulary.objectShapes["frame"] == ["x", "y", "width", "height"])
        #expect(EventVocabulary.problems(in: ["type": "dataChange", "itmes": [1]]).first?.contains(#"did you mean "items"?"#) == true)
    }

    /// Whether `value` has the shape of `type`, checked independently of
    /// the reader.
    static func conforms(_ value: FieldValue, to type: EventFieldType) -> Bool {
        switch (type, value) {
        case (.integer, .int), (.boolean, .bool), (.text, .string): return true
        case (.number, _): return value.number != nil
        case (.choice(let names), .string(let name)): return names.contains(name)
        case (.array(let element), .array(let values)): return values.allSatisfy { conforms($0, to: element) }
        case (.either(let first, let second), _): return conforms(value, to: first) || conforms(value, to: second)
        case (_, .object(let pairs)):
            guard let all = type.members else { return false }
            // Optional members (an element's transform) may be left out.
            let members = all.filter { member in !member.isOptional || pairs.contains { $0.0 == member.name } }
            return pairs.map(\.0) == members.map(\.name) && zip(pairs, members).allSatisfy { conforms($0.1, to: $1.type) }
        default: return false
        }
    }
}

/// Records what a payload visits, as field values.
private struct VisitedTypes: EventValueVisitor {
    var values: [FieldValue?] = []
    mutating func visit(_ value: Int) { values.append(.int(value)) }
    mutating func visit(_ value: Bool) { values.append(.bool(value)) }
    mutating func visit(_ value: String) { values.append(.string(value)) }
    mutating func visit(_ value: Point) { values.append(FieldValue(value)) }
    mutating func visit(_ value: Size) { values.append(FieldValue(value)) }
    mutating func visit(_ value: Rect) { values.append(FieldValue(value)) }
    mutating func visit(_ value: EdgeInsets) { values.append(FieldValue(value)) }
    mutating func visit(_ value: DisplayedElement) { values.append(FieldValue(value)) }
    mutating func visit(_ value: [DisplayedElement]) { values.append(.array(value.map { FieldValue($0) })) }
    mutating func visit(_ value: FieldValue?) { values.append(value) }
}
