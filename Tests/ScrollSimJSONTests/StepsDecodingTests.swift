import ScrollSim
import ScrollSimJSON
import Testing

/// Decoding of every scenario step (`docs/scenario-format.md`), good and bad, with JSON paths.
@Suite("Scenario steps decoding")
struct StepsDecodingTests {
    /// A flow scenario with two sections of 10 and 5 items and `steps`.
    private func decode(_ steps: String) throws(InputError) -> [Step] {
        let text = """
            {"viewport": {"width": 375, "height": 600}, "layout": {"type": "flow"},
             "sections": [{"items": {"count": 10, "size": {"width": 100, "height": 100}}},
                          {"items": {"count": 5, "size": {"width": 100, "height": 100}}}],
             "steps": [\(steps)]}
            """
        return try ScenarioDecoder.decode(text).steps
    }

    private func error(_ steps: String) -> InputError? {
        do {
            _ = try decode(steps)
            return nil
        } catch {
            return error
        }
    }

    @Test("every step decodes to its Swift value", arguments: [
        (#"{"drag": {"by": {"y": -300}, "duration": 0.25}}"#,
         Step.drag(translation: Point(x: 0, y: -300), duration: 0.25, release: .natural)),
        (#"{"drag": {"by": {"x": 10, "y": 20}, "duration": 1, "release": "hold"}}"#,
         .drag(translation: Point(x: 10, y: 20), duration: 1, release: .hold)),
        (#"{"fling": {"velocity": {"y": 2000}}}"#, .fling(velocity: Point(x: 0, y: 2000))),
        (#"{"scrollTo": {"y": 5, "animated": true}}"#, .scrollTo(x: nil, y: 5, animated: true)),
        (#"{"scrollToItem": {"section": 1, "item": 4, "position": "bottom", "animated": true}}"#,
         .scrollToItem(IndexPath(item: 4, section: 1), position: .bottom, animated: true)),
        (#"{"scrollToItem": {"section": 0, "item": 0}}"#, .scrollToItem(IndexPath(item: 0, section: 0), position: .top, animated: false)),
        (#"{"wait": 0.5}"#, .wait(seconds: 0.5)),
        (#"{"settle": {}}"#, .settle(maxSeconds: 60)),
        (#"{"settle": {"maxSeconds": 5}}"#, .settle(maxSeconds: 5)),
        (#"{"setViewport": {"width": 667, "height": 375}}"#, .setViewport(Size(width: 667, height: 375))),
        (#"{"insertItems": {"section": 0, "at": 3, "count": 2, "size": {"width": 50, "height": 60}}}"#,
         .insertItems(section: 0, at: 3, items: Array(repeating: ItemSpec(width: 50, height: 60), count: 2))),
        (#"{"insertItems": {"section": 1, "items": [{"height": 40}]}}"#,
         .insertItems(section: 1, at: 5, items: [ItemSpec(height: 40)])),
        (#"{"deleteItems": {"section": 0, "items": [0, 9]}}"#, .deleteItems(section: 0, items: [0, 9])),
        (#"{"insertSections": {"sections": [{"items": {"count": 1, "size": {"width": 1, "height": 1}}}]}}"#,
         .insertSections(at: 2, sections: [SectionData(items: .uniform(count: 1, size: Size(width: 1, height: 1)))])),
        (#"{"deleteSections": {"sections": [1]}}"#, .deleteSections([1])),
        (#"{"reloadData": {}}"#, .reloadData(nil)),
        (#"{"switchLayout": {"layout": {"type": "flow", "minimumLineSpacing": 0}, "animated": true}}"#,
         .switchLayout(.flow(FlowLayoutConfiguration(minimumLineSpacing: 0)), animated: true)),
    ])
    func decodes(json: String, expected: Step) throws {
        #expect(try decode(json) == [expected])
    }

    @Test("bad steps are rejected with the path of the offending value", arguments: [
        (#"{"flin": {"velocity": {"y": 1}}}"#, "$.steps[0].flin", "did you mean \"fling\""),
        (#"{"drag": {"by": {"y": 1}, "duraton": 1}}"#, "$.steps[0].drag.duraton", "did you mean \"duration\""),
        (#"{"drag": {"by": {"y": 1}}}"#, "$.steps[0].drag", "missing required key \"duration\""),
        (#"{"drag": {"by": {"y": 1}, "duration": 1, "release": "hod"}}"#, "$.steps[0].drag.release", "did you mean \"hold\""),
        (#"{"drag": {"by": {"y": 1}, "duration": -1}}"#, "$.steps[0].drag.duration", "out of range"),
        (#"{"fling": {"velocity": {"y": "fast"}}}"#, "$.steps[0].fling.velocity.y", "expected a number"),
        (#"{"fling": {"velocity": {"y": 1e9}}}"#, "$.steps[0].fling.velocity.y", "out of range"),
        (#"{"scrollToItem": {"section": 0, "item": 10}}"#, "$.steps[0].scrollToItem.item", "item 10 does not exist"),
        (#"{"scrollToItem": {"section": 2, "item": 0}}"#, "$.steps[0].scrollToItem.section", "section 2 does not exist"),
        (#"{"scrollToItem": {"section": 0, "item": 0, "position": "middle"}}"#, "$.steps[0].scrollToItem.position", "unknown value"),
        (#"{"settle": {"maxSeconds": -1}}"#, "$.steps[0].settle.maxSeconds", "out of range"),
        (#"{"swipePage": {"direction": "left"}}"#, "$.steps[0].swipePage", "no paging offset"),
        (#"{"swipePage": {}}"#, "$.steps[0].swipePage", "missing required key \"direction\""),
        (#"{"setStickyHeaders": {"add": [0]}}"#, "$.steps[0].setStickyHeaders", "no configurable sticky headers"),
        (#"{"setStickyHeaders": {}}"#, "$.steps[0].setStickyHeaders", "at least one"),
        (#"{"setStackedStickyHeaders": 1}"#, "$.steps[0].setStackedStickyHeaders", "expected true or false"),
        (#"{"setViewport": {"width": 0, "height": 100}}"#, "$.steps[0].setViewport.width", "out of range"),
        (#"{"insertItems": {"section": 0, "at": 11, "count": 1}}"#, "$.steps[0].insertItems.at", "cannot insert at item 11"),
        (#"{"insertItems": {"section": 0, "items": [], "count": 1}}"#, "$.steps[0].insertItems.items", "not both"),
        (#"{"insertItems": {"section": 0}}"#, "$.steps[0].insertItems", "missing required key \"items\""),
        (#"{"deleteItems": {"section": 0, "items": [2, 10]}}"#, "$.steps[0].deleteItems.items[1]", "item 10 does not exist"),
        (#"{"deleteItems": {"section": 0, "items": [-1]}}"#, "$.steps[0].deleteItems.items[0]", "out of range"),
        (#"{"deleteSections": {"sections": [2]}}"#, "$.steps[0].deleteSections.sections[0]", "section 2 does not exist"),
        (#"{"switchLayout": {"layout": {"type": "flow", "itemSiz": 1}}}"#, "$.steps[0].switchLayout.layout.itemSiz", "did you mean \"itemSize\""),
        (#"{"reloadData": {"section": []}}"#, "$.steps[0].reloadData.section", "did you mean \"sections\""),
    ])
    func rejects(json: String, path: String, message: String) {
        let error = error(json)
        #expect(error?.location == .path(path), "\(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    @Test("checks follow the data through earlier steps")
    func checksFollowData() {
        // Section 0 has 10 items; after deleting two, item 8 no longer exists.
        let deleted = error(#"{"deleteItems": {"section": 0, "items": [0, 1]}}, {"scrollToItem": {"section": 0, "item": 8}}"#)
        #expect(deleted?.location == .path("$.steps[1].scrollToItem.item"))
        // After inserting 5 items, item 12 exists.
        #expect(error(#"{"insertItems": {"section": 0, "count": 5}}, {"scrollToItem": {"section": 0, "item": 12}}"#) == nil)
        // After deleting section 0, the old section 1 (5 items) is section 0.
        let shifted = error(#"{"deleteSections": {"sections": [0]}}, {"scrollToItem": {"section": 0, "item": 5}}"#)
        #expect(shifted?.location == .path("$.steps[1].scrollToItem.item"))
        // reloadData with new sections replaces the counts.
        let reloaded = error(#"{"reloadData": {"sections": [{"items": []}]}}, {"deleteItems": {"section": 0, "items": [0]}}"#)
        #expect(reloaded?.location == .path("$.steps[1].deleteItems.items[0]"))
    }
}
