import ScrollSim
import ScrollSimJSON
import Testing

/// The `apply` step (`docs/scenario-format.md`): decoding with JSON paths,
/// and runs whose batches and display events are derived by hand.
@Suite("Scenario apply step: a new list by identifier, diffed into one batch")
struct ApplyStepTests {
    /// A flow list of 44 pt rows in a 375 × 200 pt viewport (rows 0–4 on
    /// screen) starting with `sections`, then `steps`.
    private func scenario(sections: String = "[]", _ steps: String) throws(InputError) -> Scenario {
        try ScenarioDecoder.decode("""
            {"viewport": {"width": 375, "height": 200},
             "layout": {"type": "flow", "itemSize": {"width": 375, "height": 44}, "minimumLineSpacing": 0, "minimumInteritemSpacing": 0},
             "sections": \(sections), "steps": [\(steps)]}
            """)
    }

    private func apply(_ items: [String], reload: [String] = [], reconfigure: [String] = []) -> String {
        let list = items.map { "\"\($0)\"" }.joined(separator: ", ")
        var extra = ""
        if !reload.isEmpty { extra += ", \"reloadItems\": [" + reload.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        if !reconfigure.isEmpty { extra += ", \"reconfigureItems\": [" + reconfigure.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        return #"{"apply": {"sections": [{"id": "m", "items": [\#(list)]}]\#(extra)}}"#
    }

    /// `dataChange`, `willDisplay` and `didEndDisplaying` events of step
    /// `step`, as short strings.
    private func changes(_ events: [Event], step: Int) -> [String] {
        var current = -1
        return events.compactMap { event -> String? in
            switch event.payload {
            case .step(let index, _):
                current = index
                return nil
            case .dataChange(let action, let details) where current == step:
                func text(_ value: FieldValue) -> String {
                    switch value {
                    case .int(let number): "\(number)"
                    case .array(let values): "[" + values.map(text).joined(separator: ", ") + "]"
                    default: "?"
                    }
                }
                return "\(action.rawValue) \(details.first { $0.0 == "items" }.map { text($0.1) } ?? "")"
            case .willDisplay(let shown) where current == step:
                return "willDisplay \(shown.element.item)"
            case .didEndDisplaying(let shown) where current == step:
                return "didEndDisplaying \(shown.element.item)"
            default:
                return nil
            }
        }
    }

    @Test("items given as strings are identifiers; objects carry an id and a size")
    func decodes() throws {
        let steps = try scenario(#"{"apply": {"sections": [{"id": "m", "items": ["a", {"id": "b", "height": 60}]}], "reconfigureItems": ["b"]}}"#).steps
        #expect(steps == [.apply(DiffableSnapshot(
            data: CollectionData(sections: [SectionData(items: .explicit([ItemSpec(id: "a"), ItemSpec(height: 60, id: "b")]), id: "m")]),
            reconfiguredItemIdentifiers: ["b"]))])
    }

    @Test("a bad apply is refused with the JSON path of what is wrong", arguments: [
        (#"{"apply": {"sections": [{"items": ["a"]}]}}"#,
         #"$.steps[0].apply.sections[0]: missing required key "id": every section of an apply has an identifier"#),
        (#"{"apply": {"sections": [{"id": "m", "items": ["a", "b", "a"]}]}}"#,
         #"$.steps[0].apply.sections[0].items[2]: item identifier "a" is given twice (also at $.steps[0].apply.sections[0].items[0]); identifiers must be unique"#),
        (#"{"apply": {"sections": [{"id": "m", "items": []}, {"id": "m"}]}}"#,
         #"$.steps[0].apply.sections[1].id: section identifier "m" is given twice (sections 0 and 1); identifiers must be unique"#),
        (#"{"apply": {"sections": [{"id": "m", "items": [{"height": 4}]}]}}"#,
         #"$.steps[0].apply.sections[0].items[0]: missing required key "id": every item of an apply has an identifier"#),
        (#"{"apply": {"sections": [{"id": "m", "items": ["a"]}], "reloadItems": ["b"]}}"#,
         #"$.steps[0].apply.reloadItems[0]: no item has identifier "b" in this apply's sections"#),
        (#"{"apply": {"sections": [{"id": "m", "items": ["a"]}], "reloadSections": ["n"]}}"#,
         #"$.steps[0].apply.reloadSections[0]: no section has identifier "n" in this apply's sections"#),
    ])
    func refused(step: String, message: String) {
        do {
            _ = try scenario(step)
            Issue.record("accepted \(step)")
        } catch {
            #expect(error.description == "<input>: error at \(message)")
        }
    }

    @Test("the first apply on no sections is a reload; a filter deletes and inserts with the display events of its batch")
    func filter() throws {
        // a b c d e f: rows 0–4 on screen. Then [b c x e f]: a (0) and d (3)
        // are deleted, x is inserted at 2; b, c, e shift 1 → 0, 2 → 1,
        // 4 → 3 and f (off screen at 5) comes to 4. Every row on screen
        // changes its index path, so rows 0–4 of before end display and
        // rows 0–4 of after are displayed.
        let scenario = try scenario(apply(["a", "b", "c", "d", "e", "f"]) + ", " + apply(["b", "c", "x", "e", "f"]))
        let events = try Simulator.events(for: scenario)
        #expect(changes(events, step: 0) == [
            "reloadData 6", "willDisplay 0", "willDisplay 1", "willDisplay 2", "willDisplay 3", "willDisplay 4",
        ])
        let step1 = changes(events, step: 1)
        #expect(step1.prefix(2) == ["deleteItems [0, 3]", "insertItems [2]"])
        #expect(Set(step1.dropFirst(2)) == [
            "didEndDisplaying 0", "didEndDisplaying 1", "didEndDisplaying 2", "didEndDisplaying 3", "didEndDisplaying 4",
            "willDisplay 0", "willDisplay 1", "willDisplay 2", "willDisplay 3", "willDisplay 4",
        ])
    }

    @Test("moves, reloads and reconfigures by identifier; an apply that changes nothing logs nothing")
    func movesReloadsReconfigures() throws {
        // [a b c] → [c a b], reloading a, reconfiguring b: the survivors'
        // old indices in new order are 2 0 1, so a and b stay in order and c
        // moves 2 → 0; a is reloaded at its old index 0; b is reconfigured
        // at its new index 2.
        let scenario = try scenario(
            apply(["a", "b", "c"]) + ", " + apply(["c", "a", "b"], reload: ["a"], reconfigure: ["b"]) + ", " + apply(["c", "a", "b"]))
        let events = try Simulator.events(for: scenario)
        let step1 = changes(events, step: 1).filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEnd") }
        #expect(step1 == [
            "moveItem ", "reloadItems [0]", "reconfigureItems [2]",
        ])
        #expect(changes(events, step: 2) == [])
    }

    @Test("an apply on contents without identifiers is an error naming the first one")
    func currentWithoutIdentifiers() throws {
        let scenario = try scenario(sections: #"[{"id": "m", "items": [{"id": "a"}, {"height": 44}]}]"#, apply(["a"]))
        #expect(throws: SimulationError(origin: .step(0), argument: ["apply"], reason: .invalidUpdate(
            "apply: the current section 0 item 1 has no identifier (\"id\"); give the scenario's sections and items ids, or start with no sections"))) {
            try Simulator.events(for: scenario)
        }
    }

    @Test("the scenario's own sections may carry identifiers, and an apply diffs against them")
    func identifiedStart() throws {
        let scenario = try scenario(sections: #"[{"id": "m", "items": [{"id": "a"}, {"id": "b"}]}]"#, apply(["b"]))
        let events = try Simulator.events(for: scenario)
        #expect(changes(events, step: 0).first == "deleteItems [0]")
    }
}
