import ScrollSim
import ScrollSimJSON
import ScrollSimTesting
import Testing

@Suite("Decoding the compositional layout")
struct CompositionalDecodingTests {
    func scenario(_ layout: String) throws(InputError) -> Scenario {
        try ScenarioDecoder.decode(
            #"{"viewport": {"width": 375, "height": 667}, "layout": \#(layout), "sections": [{"items": {"count": 3, "size": {"width": 0, "height": 0}}}]}"#)
    }

    static let item = #"{"layoutSize": {"widthDimension": {"fractionalWidth": 0.5}, "heightDimension": {"absolute": 44}}}"#
    static let size = #"{"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 44}}"#

    @Test("every key of a section, group, item and boundary item")
    func everything() throws {
        let decoded = try scenario(#"""
            {"type": "compositional", "scrollDirection": "horizontal", "interSectionSpacing": 12,
             "boundarySupplementaryItems": [{"elementKind": "banner", "layoutSize": \#(Self.size), "alignment": "top"}],
             "section": {
               "group": {"axis": "vertical", "layoutSize": \#(Self.size),
                         "subitems": [
                           {"layoutSize": {"widthDimension": {"absolute": 10}, "heightDimension": {"fractionalHeight": 0.25}},
                            "contentInsets": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4},
                            "edgeSpacing": {"leading": {"fixed": 5}, "top": {"flexible": 6}}},
                           {"axis": "horizontal", "layoutSize": \#(Self.size), "repeatingSubitem": \#(Self.item), "count": 3},
                           {"axis": "horizontal", "layoutSize": \#(Self.size), "subitem": \#(Self.item), "count": 2},
                           {"custom": [{"x": 1, "y": 2, "width": 3, "height": 4}], "layoutSize": \#(Self.size)}
                         ],
                         "interItemSpacing": {"flexible": 7}, "contentInsets": {"leading": 8}},
               "interGroupSpacing": 9, "contentInsets": {"bottom": 10}, "contentInsetsReference": "layoutMargins",
               "supplementariesFollowContentInsets": false, "orthogonalScrollingBehavior": "groupPagingCentered",
               "boundarySupplementaryItems": [{"elementKind": "header", "layoutSize": \#(Self.size), "alignment": "topLeading",
                                               "absoluteOffset": {"x": 1, "y": -2}, "extendsBoundary": false, "pinToVisibleBounds": true}],
               "decorationItems": [{"elementKind": "background", "contentInsets": {"top": 11}}]}}
            """#)
        let size = CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let half = CompositionalItem(layoutSize: CompositionalSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44)))
        let first = CompositionalItem(
            layoutSize: CompositionalSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(0.25)),
            contentInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
            edgeSpacing: CompositionalEdgeSpacing(leading: .fixed(5), top: .flexible(6)))
        let group = CompositionalGroup(
            layoutSize: size,
            arrangement: .subitems([
                .item(first),
                .group(CompositionalGroup(layoutSize: size, arrangement: .repeating(.item(half), count: 3, axis: .horizontal))),
                .group(CompositionalGroup(layoutSize: size, arrangement: .equallySized(.item(half), count: 2, axis: .horizontal))),
                .group(CompositionalGroup(layoutSize: size, arrangement: .custom([Rect(x: 1, y: 2, width: 3, height: 4)]))),
            ], axis: .vertical),
            interItemSpacing: .flexible(7), contentInsets: DirectionalEdgeInsets(leading: 8))
        let section = CompositionalSection(
            group: group, interGroupSpacing: 9, contentInsets: DirectionalEdgeInsets(bottom: 10), contentInsetsReference: .layoutMargins,
            supplementariesFollowContentInsets: false,
            boundarySupplementaryItems: [CompositionalBoundaryItem(
                elementKind: .header, layoutSize: size, alignment: .topLeading, absoluteOffset: Point(x: 1, y: -2),
                extendsBoundary: false, pinToVisibleBounds: true)],
            decorationItems: [CompositionalDecorationItem(elementKind: "background", contentInsets: DirectionalEdgeInsets(top: 11))],
            orthogonalScrollingBehavior: .groupPagingCentered)
        #expect(decoded.layout == .compositional(CompositionalLayoutConfiguration(
            sections: [section], scrollDirection: .horizontal, interSectionSpacing: 12,
            boundarySupplementaryItems: [CompositionalBoundaryItem(elementKind: "banner", layoutSize: size, alignment: .top)])))
        #expect(decoded.layout.typeName == "compositional")
    }

    @Test("the shipped compositional scenario decodes and its layout conforms")
    func shipped() throws {
        // The package root is three folders above this file.
        let root = #filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
        let scenario = try ScenarioDecoder.decode(contentsOf: root + "/scenarios/compositional-feed.json")
        guard case .compositional(let configuration) = scenario.layout else {
            Issue.record("not compositional: \(scenario.layout)")
            return
        }
        #expect(configuration.sections.count == 3)
        #expect(configuration.sections[0].orthogonalScrollingBehavior == .groupPaging)
        let problems = LayoutConformance.check(scenario.layout.makeLayout(), data: scenario.data, viewport: scenario.viewport)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("bad compositional input names its JSON path", arguments: [
        (#"{"type": "compositional"}"#, "$.layout", #"missing required key "section""#),
        (#"{"type": "compositional", "sectoin": {}}"#, "$.layout.sectoin", #"did you mean "section"?"#),
        (#"{"type": "compositional", "sections": []}"#, "$.layout.sections", "at least one section"),
        (#"{"type": "compositional", "section": {"grup": {}}}"#, "$.layout.section.grup", #"did you mean "group"?"#),
        (#"{"type": "compositional", "section": {"group": {"axis": "diagonal", "layoutSize": \#(size), "subitems": [\#(item)]}}}"#,
         "$.layout.section.group.axis", "unknown value"),
        (#"{"type": "compositional", "section": {"group": {"axis": "horizontal", "layoutSize": \#(size)}}}"#,
         "$.layout.section.group", "exactly one of"),
        (#"{"type": "compositional", "section": {"group": {"axis": "horizontal", "layoutSize": \#(size), "subitems": []}}}"#,
         "$.layout.section.group.subitems", "at least one subitem"),
        (#"{"type": "compositional", "section": {"group": {"axis": "horizontal", "layoutSize": \#(size), "repeatingSubitem": \#(item)}}}"#,
         "$.layout.section.group", #"missing required key "count""#),
        (#"{"type": "compositional", "section": {"group": {"axis": "horizontal", "layoutSize": \#(size), "subitem": \#(item), "count": 0}}}"#,
         "$.layout.section.group.count", "out of range"),
        (#"{"type": "compositional", "section": {"group": {"axis": "horizontal", "layoutSize": {"widthDimension": {"fractionalWidht": 1}, "heightDimension": {"absolute": 1}}, "subitems": [\#(item)]}}}"#,
         "$.layout.section.group.layoutSize.widthDimension.fractionalWidht", #"did you mean "fractionalWidth"?"#),
        (#"{"type": "compositional", "section": {"group": {"axis": "horizontal", "layoutSize": {"widthDimension": {"absolute": 1, "estimated": 2}, "heightDimension": {"absolute": 1}}, "subitems": [\#(item)]}}}"#,
         "$.layout.section.group.layoutSize.widthDimension", "expected one of"),
        (#"{"type": "compositional", "section": {"group": {"axis": "horizontal", "layoutSize": {"widthDimension": {"absolute": -1}, "heightDimension": {"absolute": 1}}, "subitems": [\#(item)]}}}"#,
         "$.layout.section.group.layoutSize.widthDimension.absolute", "out of range"),
        (#"{"type": "compositional", "section": {"group": {"axis": "horizontal", "layoutSize": \#(size), "subitems": [\#(item)], "interItemSpacing": {"fixd": 1}}}}"#,
         "$.layout.section.group.interItemSpacing.fixd", #"did you mean "fixed"?"#),
        (#"{"type": "compositional", "section": {"group": {"axis": "horizontal", "layoutSize": \#(size), "subitems": [{"layoutSize": \#(size), "contentInsets": {"left": 1}}]}}}"#,
         "$.layout.section.group.subitems[0].contentInsets.left", "allowed keys: top, leading, bottom, trailing"),
        (#"{"type": "compositional", "section": {"group": {"axis": "horizontal", "layoutSize": \#(size), "subitems": [\#(item)]}, "orthogonalScrollingBehavior": "paged"}}"#,
         "$.layout.section.orthogonalScrollingBehavior", #"unknown value "paged""#),
        (#"{"type": "compositional", "section": {"group": {"axis": "horizontal", "layoutSize": \#(size), "subitems": [\#(item)]}, "boundarySupplementaryItems": [{"elementKind": "header", "layoutSize": \#(size), "alignment": "up"}]}}"#,
         "$.layout.section.boundarySupplementaryItems[0].alignment", "unknown value"),
        (#"{"type": "compositional", "section": {"group": {"axis": "horizontal", "layoutSize": \#(size), "subitems": [\#(item)]}, "boundarySupplementaryItems": [{"elementKind": "header", "layoutSize": \#(size), "alignment": "top"}, {"elementKind": "header", "layoutSize": \#(size), "alignment": "bottom"}]}}"#,
         "$.layout.section.boundarySupplementaryItems[1].elementKind", "appears twice"),
        (#"{"type": "compositional", "boundarySupplementaryItems": [{"elementKind": "header", "layoutSize": \#(size), "alignment": "top"}], "section": {"group": {"axis": "horizontal", "layoutSize": \#(size), "subitems": [\#(item)]}, "boundarySupplementaryItems": [{"elementKind": "header", "layoutSize": \#(size), "alignment": "top"}]}}"#,
         "$.layout.boundarySupplementaryItems[0].elementKind", "kinds of their own"),
        (#"{"type": "compositional", "section": {"group": {"custom": [], "layoutSize": \#(size)}}}"#,
         "$.layout.section.group.custom", "at least one frame"),
        (#"{"type": "compositional", "section": {"group": {"custom": [{"width": 1, "height": 1}], "axis": "vertical", "layoutSize": \#(size)}}}"#,
         "$.layout.section.group.axis", "a custom group takes no"),
    ])
    func bad(layout: String, path: String, message: String) {
        do {
            _ = try scenario(layout)
            Issue.record("accepted \(layout)")
        } catch {
            #expect(error.location == .path(path), "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test("a group of more than 100000 cells is refused, not laid out")
    func tooManyCells() {
        let inner = #"{"axis": "horizontal", "layoutSize": \#(Self.size), "repeatingSubitem": \#(Self.item), "count": 1000}"#
        let outer = #"{"axis": "vertical", "layoutSize": \#(Self.size), "repeatingSubitem": \#(inner), "count": 1000}"#
        do {
            _ = try scenario(#"{"type": "compositional", "section": {"group": {"axis": "vertical", "layoutSize": \#(Self.size), "repeatingSubitem": \#(outer), "count": 1000}}}"#)
            Issue.record("accepted 10^9 cells")
        } catch {
            #expect(error.location == .path("$.layout.section.group"))
            #expect(error.message.contains("more than 100000 cells"), "\(error)")
        }
    }

    @Test("groups nested deeper than 8 are refused")
    func deepNesting() {
        var group = #"{"axis": "horizontal", "layoutSize": \#(Self.size), "subitems": [\#(Self.item)]}"#
        for _ in 0..<9 { group = #"{"axis": "horizontal", "layoutSize": \#(Self.size), "subitems": [\#(group)]}"# }
        do {
            _ = try scenario(#"{"type": "compositional", "section": {"group": \#(group)}}"#)
            Issue.record("accepted 10 levels")
        } catch {
            #expect(error.message.contains("nest more than 8"), "\(error)")
        }
    }
}
