import ScrollSim
import ScrollSimJSON
import Testing

@Suite("Decoding layout options")
struct LayoutDecodingTests {
    /// A scenario around `layout` and `sections` (JSON text).
    func scenario(_ layout: String, sections: String = #"[{"items": {"count": 3, "size": {"width": 10, "height": 10}}}]"#,
                  width: Int = 375) throws(InputError) -> Scenario {
        try ScenarioDecoder.decode(#"{"viewport": {"width": \#(width), "height": 667}, "layout": \#(layout), "sections": \#(sections)}"#)
    }

    @Test("flow: every option, horizontal included")
    func flow() throws {
        let decoded = try scenario(#"""
            {"type": "flow", "itemSize": {"width": 20, "height": 30}, "minimumLineSpacing": 1, "minimumInteritemSpacing": 2,
             "sectionInset": {"top": 3, "left": 4}, "headerWidth": 40, "footerWidth": 50, "scrollDirection": "horizontal",
             "sectionHeadersPinToVisibleBounds": true, "sectionFootersPinToVisibleBounds": true, "alignment": "left"}
            """#)
        #expect(decoded.layout == .flow(FlowLayoutConfiguration(
            itemSize: Size(width: 20, height: 30), minimumLineSpacing: 1, minimumInteritemSpacing: 2,
            sectionInset: EdgeInsets(top: 3, left: 4), headerWidth: 40, footerWidth: 50, scrollDirection: .horizontal,
            sectionHeadersPinToVisibleBounds: true, sectionFootersPinToVisibleBounds: true, alignment: .left)))
    }

    @Test("waterfall: every option, and its defaults")
    func waterfall() throws {
        let decoded = try scenario(#"""
            {"type": "waterfall", "columns": 3, "columnSpacing": 4, "itemSpacing": 5, "sectionInset": {"bottom": 6},
             "headerHeight": 7, "footerHeight": 8, "placement": "roundRobin", "itemWidth": "item", "cellPadding": 6,
             "itemSize": {"width": 1, "height": 2}}
            """#)
        #expect(decoded.layout == .waterfall(WaterfallLayoutConfiguration(
            columns: 3, columnSpacing: 4, itemSpacing: 5, sectionInset: EdgeInsets(bottom: 6), headerHeight: 7,
            footerHeight: 8, placement: .roundRobin, itemWidth: .item, cellPadding: 6, itemSize: Size(width: 1, height: 2))))
        #expect(try scenario(#"{"type": "waterfall"}"#).layout == .waterfall(WaterfallLayoutConfiguration()))
    }

    @Test("grid, tags and flex: every option")
    func gridTagsFlex() throws {
        #expect(try scenario(#"{"type": "grid", "itemSize": {"width": 100, "height": 100}, "cellInset": {"top": 10, "left": 10, "bottom": 10, "right": 10}, "cellSpace": 10, "headerHeight": 50, "footerHeight": 40}"#).layout
                == .grid(GridLayoutConfiguration(itemSize: Size(width: 100, height: 100),
                                                 cellInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
                                                 cellSpace: 10, headerHeight: 50, footerHeight: 40)))
        #expect(try scenario(#"{"type": "tags", "headerHeight": 100, "sectionHeaderHeight": 40, "tagInnerMargin": 20, "itemHeight": 30, "itemSpacing": 8, "lineSpacing": 6, "fontSize": 14}"#).layout
                == .tags(TagLayoutConfiguration(headerHeight: 100, sectionHeaderHeight: 40, tagInnerMargin: 20,
                                                itemHeight: 30, itemSpacing: 8, lineSpacing: 6, fontSize: 14)))
        #expect(try scenario(#"{"type": "tags"}"#).layout == .tags(TagLayoutConfiguration()))
        let flex = try scenario(#"""
            {"type": "flex", "mode": "waterfall", "columns": 3, "itemSize": {"width": 5, "height": 6}, "minimumLineSpacing": 0,
             "minimumInteritemSpacing": 1, "sectionInset": {"left": 2}, "headerHeight": 3, "footerHeight": 4,
             "stickyHeaders": [0, 3], "stackedStickyHeaders": false, "pagingSection": 2, "pagingOffset": {"x": -375}}
            """#)
        #expect(flex.layout == .flex(FlexLayoutConfiguration(
            mode: .waterfall, columns: 3, itemSize: Size(width: 5, height: 6), minimumLineSpacing: 0,
            minimumInteritemSpacing: 1, sectionInset: EdgeInsets(left: 2), headerHeight: 3, footerHeight: 4,
            stickyHeaders: [0, 3], stackedStickyHeaders: false, pagingSection: 2, pagingOffset: Point(x: -375, y: 0))))
    }

    @Test("per-section overrides and item forms")
    func sections() throws {
        let decoded = try scenario(#"{"type": "flex"}"#, sections: #"""
            [{"mode": "waterfall", "columns": 2, "minimumLineSpacing": 3, "sectionInset": {"top": 1},
              "header": {"height": 40}, "footer": {"height": 20, "width": 100},
              "items": {"count": 5, "width": 187.5, "heights": [227, 252]}},
             {"items": {"texts": ["春风", "ab"]}},
             {"items": [{"text": "x", "width": 12}, {"width": 10, "height": 20, "extras": {"photoHeight": 15}}]}]
            """#)
        let first = decoded.data.sections[0]
        #expect(first.overrides.mode == "waterfall")
        #expect(first.overrides.columns == 2)
        #expect(first.overrides.minimumLineSpacing == 3)
        #expect(first.header == SupplementarySize(height: 40))
        #expect(first.footer == SupplementarySize(width: 100, height: 20))
        #expect(first.items == .cycled(count: 5, width: 187.5, heights: [227, 252]))
        #expect(decoded.data.sections[1].items.specs.map(\.text) == ["春风", "ab"])
        #expect(decoded.data.sections[2].items[0] == ItemSpec(width: 12, text: "x"))
        #expect(decoded.data.sections[2].items[1].extras == ["photoHeight": 15])
    }

    @Test("bad layout options name their JSON path", arguments: [
        (#"{"type": "waterfal"}"#, "$.layout.type", #"did you mean "waterfall"?"#),
        (#"{"type": "flow", "minimumLineSpacng": 1}"#, "$.layout.minimumLineSpacng", #"did you mean "minimumLineSpacing"?"#),
        (#"{"type": "waterfall", "columns": 2.5}"#, "$.layout.columns", "expected an integer"),
        (#"{"type": "waterfall", "cellPadding": -1}"#, "$.layout.cellPadding", "out of range"),
        (#"{"type": "flex", "stickyHeaders": [0, "one"]}"#, "$.layout.stickyHeaders[1]", "expected an integer"),
        (#"{"type": "flex", "pagingOffset": {"x": "far"}}"#, "$.layout.pagingOffset.x", "expected a number"),
        (#"{"type": "tags", "fontSize": 0}"#, "$.layout.fontSize", "out of range"),
        (#"{"type": "flow", "scrollDirection": "sideways"}"#, "$.layout.scrollDirection", "unknown value"),
        (#"{"type": "grid", "itemSize": {"width": 400, "height": 10}}"#, "$.layout.itemSize", "no grid column fits"),
    ])
    func badOption(layout: String, path: String, message: String) {
        do {
            _ = try scenario(layout)
            Issue.record("accepted \(layout)")
        } catch {
            #expect(error.location == .path(path), "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test("a bad per-section override names its JSON path")
    func badSection() {
        do {
            _ = try scenario(#"{"type": "flex"}"#, sections: #"[{"items": [], "mode": "grid"}]"#)
            Issue.record("accepted mode grid")
        } catch {
            #expect(error.location == .path("$.sections[0].mode"))
        }
    }
}
