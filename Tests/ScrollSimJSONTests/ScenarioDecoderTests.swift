import ScrollSim
import Testing

@testable import ScrollSimJSON

private let minimal = #"""
    {"name": "m", "viewport": {"width": 320, "height": 480},
     "layout": {"type": "flow"}, "sections": [{"items": {"count": 3, "size": {"width": 50, "height": 60}}}]}
    """#

/// `minimal` with `key: json` added at the top level.
private func scenario(adding key: String, _ json: String) -> String {
    String(minimal.dropLast()) + #", "\#(key)": \#(json)}"#
}

@Suite("ScenarioDecoder: scenario JSON to Swift values")
struct ScenarioDecoderTests {
    @Test("a minimal scenario gets the defaults of `docs/scenario-format.md`")
    func defaults() throws {
        let s = try ScenarioDecoder.decode(minimal)
        #expect(s.name == "m")
        #expect(s.viewport == Size(width: 320, height: 480))
        #expect(s.contentInset == .zero)
        #expect(s.screenScale == 3)
        #expect(s.frameRate == 60)
        #expect(s.scrollView == ScrollViewConfiguration(pagingEnabled: false, bounces: true, decelerationRate: .normal))
        #expect(s.log == LogOptions(didScroll: true, visible: .changes, layout: false))
        #expect(s.steps.isEmpty && s.expect.isEmpty && s.forbid.isEmpty)
        #expect(s.layout == .flow(FlowLayoutConfiguration()))
        #expect(s.data.sections.count == 1)
        #expect(s.data.sections[0].items == .uniform(count: 3, size: Size(width: 50, height: 60)))
    }

    @Test("every top-level field is read")
    func everyField() throws {
        let s = try ScenarioDecoder.decode(#"""
            {"name": "all", "description": "d", "viewport": {"width": 375, "height": 667},
             "contentInset": {"top": 20, "bottom": 34},
             "screenScale": 2, "frameRate": 120,
             "scrollView": {"pagingEnabled": true, "bounces": false, "decelerationRate": "fast", "scrollsToTop": false},
             "layout": {"type": "flow", "itemSize": {"width": 100, "height": 40}, "minimumLineSpacing": 4,
                        "minimumInteritemSpacing": 2, "sectionInset": {"left": 8, "right": 8},
                        "headerHeight": 30, "alignment": "left"},
             "sections": [{"header": {"height": 44}, "minimumLineSpacing": 1,
                           "items": [{"width": 10, "height": 20}, {"height": 5, "extras": {"photoHeight": 3}}]},
                          {"items": {"count": 4, "width": 187.5, "heights": [227, 252]}}],
             "log": {"didScroll": false, "visible": "everyTick", "layout": true},
             "steps": [{"scrollTo": {"y": 100, "animated": true}}, {"wait": 0.25}],
             "expect": [{"type": "didEndScrollingAnimation"}],
             "forbid": [{"type": "prepare", "reason": "boundsChange"}]}
            """#)
        #expect(s.description == "d")
        #expect(s.contentInset == EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        #expect(s.screenScale == 2 && s.frameRate == 120)
        #expect(s.scrollView == ScrollViewConfiguration(pagingEnabled: true, bounces: false, decelerationRate: .fast, scrollsToTop: false))
        #expect(s.layout == .flow(FlowLayoutConfiguration(
            itemSize: Size(width: 100, height: 40), minimumLineSpacing: 4, minimumInteritemSpacing: 2,
            sectionInset: EdgeInsets(left: 8, right: 8), headerHeight: 30, alignment: .left)))
        #expect(s.data.sections[0].header == SupplementarySize(height: 44))
        #expect(s.data.sections[0].overrides.minimumLineSpacing == 1)
        #expect(s.data.sections[0].items == .explicit([
            ItemSpec(width: 10, height: 20), ItemSpec(height: 5, extras: ["photoHeight": 3]),
        ]))
        #expect(s.data.sections[1].items == .cycled(count: 4, width: 187.5, heights: [227, 252]))
        #expect(s.data.sections[1].items[3].height == 252)
        #expect(s.log == LogOptions(didScroll: false, visible: .everyTick, layout: true))
        #expect(s.steps == [.scrollTo(x: nil, y: 100, animated: true), .wait(seconds: 0.25)])
        #expect(s.expect == [.object([("type", "didEndScrollingAnimation")])])
        #expect(s.forbid.count == 1)
    }

    @Test(
        "semantic errors name the JSON path and say what is wrong",
        arguments: [
            (scenario(adding: "frameRate", "0"), "$.frameRate", "0 is out of range 1…1000"),
            (scenario(adding: "frameRate", "true"), "$.frameRate", "expected a number"),
            (scenario(adding: "screenscale", "3"), "$.screenscale", #"did you mean "screenScale"?"#),
            (scenario(adding: "log", #"{"visible": "sometimes"}"#), "$.log.visible", #"expected one of "changes""#),
            (scenario(adding: "scrollView", #"{"decelerationRate": "fsat"}"#), "$.scrollView.decelerationRate", #"did you mean "fast"?"#),
            (scenario(adding: "steps", #"[{"wait": 1}, {"scrolTo": {}}]"#), "$.steps[1].scrolTo", #"did you mean "scrollTo"?"#),
            (scenario(adding: "steps", #"[{"wait": 1, "scrollTo": {}}]"#), "$.steps[0]", "exactly one key"),
            (scenario(adding: "steps", #"[{"wait": -1}]"#), "$.steps[0].wait", "out of range"),
            (scenario(adding: "steps", #"[{"scrollTo": {"y": 1, "animate": true}}]"#), "$.steps[0].scrollTo.animate", #"did you mean "animated"?"#),
            (scenario(adding: "expect", #"[{"type": "didScrol"}]"#), "$.expect[0].type", #"did you mean "didScroll"?"#),
            (scenario(adding: "expect", "[3]"), "$.expect[0]", "expected an event pattern object"),
            (minimal.replacing(#""name": "m""#, with: #""name": "a/b""#), "$.name", "no \"/\""),
            (#"{"viewport": {"width": 1, "height": 1}, "layout": {"type": "flow"}}"#, "$", #"missing required key "sections""#),
            (#"{"viewport": {"width": 1, "height": 1}, "sections": [], "layout": {"type": "flwo"}}"#, "$.layout.type", #"did you mean "flow"?"#),
            (#"{"viewport": {"width": 1, "height": 1}, "sections": [{"items": {"count": 20000000, "size": {"width": 1, "height": 1}}}], "layout": {"type": "flow"}}"#,
             "$.sections[0].items.count", "out of range"),
            (#"{"viewport": {"width": 1, "height": 1}, "sections": [{"items": {"count": 2}}], "layout": {"type": "flow"}}"#,
             "$.sections[0].items", #"missing "size" or "heights""#),
            (#"{"viewport": {"width": 1, "height": 1}, "sections": [{"items": [{"width": 1, "hieght": 2}]}], "layout": {"type": "flow"}}"#,
             "$.sections[0].items[0].hieght", #"did you mean "height"?"#),
            ("[]", "$", "expected an object"),
            (scenario(adding: "scrollView", #"{"prefetchDistance": 11}"#), "$.scrollView.prefetchDistance", "out of range 0…10"),
            (#"{"viewport": {"width": 1, "height": 1}, "sections": [{"items": [{"width": 1, "reuseIdentifier": ""}]}], "layout": {"type": "flow"}}"#,
             "$.sections[0].items[0].reuseIdentifier", "must not be empty"),
        ]
    )
    func semanticErrors(json: String, path: String, message: String) {
        #expect {
            _ = try ScenarioDecoder.decode(json)
        } throws: { error in
            guard let error = error as? InputError, case .path(let actual) = error.location else { return false }
            return actual == path && error.message.contains(message)
        }
    }

    @Test("the cell options: prefetching, the three distances and an item's reuse identifier")
    func cellOptions() throws {
        let json = #"""
            {"viewport": {"width": 1, "height": 1}, "layout": {"type": "flow"},
             "scrollView": {"prefetchingEnabled": false, "cellPreparationDistance": 0.5, "prefetchDistance": 2,
                            "cellRetentionDistance": 0},
             "sections": [{"items": [{"width": 1, "height": 1, "reuseIdentifier": "photo"}, {"width": 1, "height": 1}]}]}
            """#
        let s = try ScenarioDecoder.decode(json)
        #expect(s.scrollView == ScrollViewConfiguration(isPrefetchingEnabled: false, cellPreparationDistance: 0.5,
                                                        prefetchDistance: 2, cellRetentionDistance: 0))
        #expect(s.data.sections[0].items[0].reuseIdentifier == "photo")
        #expect(s.data.sections[0].items[1].reuseIdentifier == "cell")
        // Written back only where they differ from the defaults, and read again the same.
        let again = try ScenarioDecoder.decode(ScenarioEncoder.text(s))
        #expect(again.scrollView == s.scrollView)
        #expect(again.data == s.data)
    }

    @Test("keys that are not identifiers are quoted in paths")
    func quotedPathKeys() {
        #expect {
            _ = try ScenarioDecoder.decode(scenario(adding: "my key", "1"))
        } throws: { error in
            (error as? InputError)?.location == .path(#"$["my key"]"#)
        }
    }

    @Test("the scenario name defaults to the file's base name")
    func defaultName() throws {
        let s = try ScenarioDecoder.decode(JSONParser.parse(#"{"viewport": {"width": 1, "height": 1}, "layout": {"type": "flow"}, "sections": []}"#),
                                           defaultName: "from-file")
        #expect(s.name == "from-file")
    }
}

@Suite("Spelling: did-you-mean suggestions")
struct SpellingTests {
    @Test("edit distance", arguments: [("kitten", "sitting", 3), ("", "abc", 3), ("flow", "flow", 0), ("stpes", "steps", 1), ("ab", "ba", 1), ("ca", "abc", 3)])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Spelling.editDistance(a, b) == distance)
    }

    @Test("suggests only plausible typos")
    func nearest() {
        #expect(Spelling.nearest(to: "viewPort", among: ["viewport", "layout"]) == "viewport")
        #expect(Spelling.nearest(to: "zzzzzz", among: ["viewport", "layout"]) == nil)
    }
}
