import ScrollSim
import ScrollSimJSON
import Testing

/// Items with an `estimated` size: the item forms that take one, the
/// encoder's shape, and the errors, each at its JSON path.
@Suite("Decoding self-sizing items")
struct SelfSizingDecodingTests {
    func items(_ items: String) throws(InputError) -> ItemList {
        let scenario = try ScenarioDecoder.decode(
            #"{"viewport": {"width": 375, "height": 667}, "layout": {"type": "flow"}, "sections": [{"items": \#(items)}]}"#)
        return scenario.data.sections[0].items
    }

    @Test("an item gives its estimate and its size, as one object or as width and height")
    func itemForms() throws {
        let estimate = Size(width: 375, height: 100)
        let expected = ItemSpec(width: 375, height: 150, estimatedSize: estimate)
        #expect(try items(#"[{"estimated": {"width": 375, "height": 100}, "size": {"width": 375, "height": 150}}]"#)
                == .explicit([expected]))
        #expect(try items(#"[{"estimated": {"width": 375, "height": 100}, "width": 375, "height": 150}]"#)
                == .explicit([expected]))
        // A side the size leaves out is the layout's until resolved, then the estimate's.
        let partial = try items(#"[{"estimated": {"width": 375, "height": 100}, "size": {"height": 150}}]"#)
        #expect(partial == .explicit([ItemSpec(height: 150, estimatedSize: estimate)]))
        #expect(partial[0].preferredSize == Size(width: 375, height: 150))
    }

    @Test("a compact list with an estimate is every item estimated, stored item by item")
    func compactForms() throws {
        let estimate = Size(width: 375, height: 100)
        #expect(try items(#"{"count": 2, "size": {"width": 375, "height": 60}, "estimated": {"width": 375, "height": 100}}"#)
                == .explicit(Array(repeating: ItemSpec(width: 375, height: 60, estimatedSize: estimate), count: 2)))
        #expect(try items(#"{"count": 3, "width": 375, "heights": [40, 70], "estimated": {"width": 375, "height": 100}}"#)
                == .explicit([40.0, 70, 40].map { ItemSpec(width: 375, height: $0, estimatedSize: estimate) }))
        #expect(try items(#"{"texts": ["a"], "estimated": {"width": 30, "height": 20}}"#)
                == .explicit([ItemSpec(estimatedSize: Size(width: 30, height: 20), text: "a")]))
        // Without an estimate the compact forms stay compact.
        #expect(try items(#"{"count": 2, "size": {"width": 375, "height": 60}}"#) == .uniform(count: 2, size: Size(width: 375, height: 60)))
    }

    @Test("bad estimates and sizes are errors at their path", arguments: [
        (#"[{"estimated": {"width": 375, "height": -1}, "height": 10}]"#, "$.sections[0].items[0].estimated.height"),
        (#"[{"estimated": {"height": 100}, "height": 10}]"#, "$.sections[0].items[0].estimated"),
        (#"[{"estimated": 100}]"#, "$.sections[0].items[0].estimated"),
        (#"[{"estimated": {"width": 1, "height": 1}, "size": {"height": -3}}]"#, "$.sections[0].items[0].size.height"),
        (#"[{"size": {"height": 3}, "height": 3}]"#, "$.sections[0].items[0].size"),
        (#"[{"size": {"depth": 3}}]"#, "$.sections[0].items[0].size"),
        (#"{"count": 2, "size": {"width": 1, "height": 1}, "estimated": {"width": 1e9, "height": 1}}"#, "$.sections[0].items.estimated.width"),
    ])
    func errors(json: String, path: String) {
        #expect {
            _ = try items(json)
        } throws: { error in
            guard let error = error as? InputError, case .path(let actual) = error.location else { return false }
            return actual.hasPrefix(path)
        }
    }

    @Test("the encoder writes the estimate next to the size, and it decodes back")
    func roundTrip() throws {
        let item = ItemSpec(width: 375, height: 150, estimatedSize: Size(width: 375, height: 100))
        let value = ScenarioEncoder.item(item)
        #expect(value == .object([("width", .double(375)), ("height", .double(150)),
                                  ("estimated", .object([("width", .double(375)), ("height", .double(100))]))]))
        #expect(try items(#"[{"width": 375, "height": 150, "estimated": {"width": 375, "height": 100}}]"#) == .explicit([item]))
    }

    @Test("the shipped scenario runs and its rows resolve from 100 to 150")
    func shippedScenario() throws {
        let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
        let scenario = try ScenarioDecoder.decode(contentsOf: root + "/scenarios/self-sizing-jump.json")
        let rows = scenario.data.sections[0].items
        #expect(rows.count == 40)
        #expect(rows[0] == ItemSpec(width: 375, height: 150, estimatedSize: Size(width: 375, height: 100)))
        var resolved = 0
        let simulator = Simulator(scenario: scenario) { event in
            if case .sizeResolved(_, let estimated, let size, let adjustment, _) = event.payload {
                #expect(estimated.height == 100 && size.height == 150 && adjustment == .zero)
                resolved += 1
            }
        }
        try simulator.perform(scenario.steps)
        // Rows 0-5 at the start, 27-32 at offset 3000, row 26 and more one
        // at a time on the way back up (see the scenario's description).
        // The content never shows past 3600 (the offset only decreases
        // after 3000): rows 33-39 keep their estimate.
        #expect(resolved >= 13)
        let items = simulator.data.sections[0].items
        for row in [0, 5, 26, 27, 32] { #expect(items[row].estimatedSize == nil, "row \(row)") }
        for row in 33..<40 { #expect(items[row].estimatedSize == Size(width: 375, height: 100), "row \(row)") }
    }
}
