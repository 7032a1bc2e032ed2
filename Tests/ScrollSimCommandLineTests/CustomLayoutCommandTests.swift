import Foundation
import ScrollSim
import ScrollSimCommandLine
import ArgumentParser
import ScrollSimJSON
import Testing

/// A team's own layout: rows of `rowHeight`, snapping releases to whole rows.
final class SnappingRows: CollectionViewLayout {
    let rowHeight: Double
    private var count = 0
    private var width = 0.0

    init(rowHeight: Double) { self.rowHeight = rowHeight }

    func prepare(in context: LayoutContext) {
        count = context.data.totalItemCount
        width = context.bounds.width
    }

    var contentSize: Size { Size(width: width, height: Double(count) * rowHeight) }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        (0..<count).map { LayoutAttributes(element: .cell($0, section: 0), frame: frame($0)) }.filter { $0.frame.intersects(rect) }
    }

    func layoutAttributesForItem(at indexPath: ScrollSim.IndexPath) -> LayoutAttributes? {
        indexPath.item < count ? LayoutAttributes(element: .cell(indexPath.item, section: 0), frame: frame(indexPath.item)) : nil
    }

    func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        Point(x: proposed.x, y: (proposed.y / rowHeight).rounded() * rowHeight)
    }

    private func frame(_ item: Int) -> Rect { Rect(x: 0, y: Double(item) * rowHeight, width: width, height: rowHeight) }
}

/// The registry a team's own `scrollsim` passes to `ScrollSimCommand.main(layouts:)`.
let teamLayouts: LayoutRegistry = {
    var layouts = LayoutRegistry()
    layouts.register("snappingRows") { options, path throws(InputError) in
        guard case .int(let height)? = options["rowHeight"], height > 0 else {
            throw InputError(location: .path(path + ".rowHeight"), message: "expected a positive integer")
        }
        return { SnappingRows(rowHeight: Double(height)) }
    }
    return layouts
}()

@Suite("Custom layouts in scenarios and the command line")
struct CustomLayoutCommandTests {
    private func scenarioFile(_ layout: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-custom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("rows.json").path
        try """
        {"name": "rows", "viewport": {"width": 375, "height": 600}, "layout": \(layout),
         "sections": [{"items": {"count": 40, "size": {"width": 375, "height": 120}}}],
         "steps": [{"drag": {"by": {"y": -200}, "duration": 1}}, {"settle": {}}],
         "expect": [{"type": "willEndDragging", "velocity": {"y": 0}, "targetOffset": {"y": 240}},
                    {"type": "didScroll", "offset": {"y": 240}}, {"type": "didEndDecelerating"}]}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("a registered layout runs a JSON scenario through the run command, snapping a slow release")
    func runWithRegisteredLayout() throws {
        let scenario = try scenarioFile(#"{"type": "snappingRows", "rowHeight": 120}"#)
        let log = scenario.replacingOccurrences(of: ".json", with: ".jsonl")
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: scenario).deletingLastPathComponent().path) }
        // 200 pt in 1 s (200 pt/s, a zero-velocity release at 200): the
        // layout snaps 200 to the nearest row, 240 (rows of 120).
        try LayoutRegistry.$current.withValue(teamLayouts) {
            var command = try ScrollSimCommand.parseAsRoot(["run", scenario, "-o", log])
            try command.run()
        }
        let text = try String(contentsOfFile: log, encoding: .utf8)
        #expect(text.contains(#""type":"end""#))
        #expect(text.contains(#""targetOffset":{"x":0,"y":240}"#))
    }

    @Test("the layout's own option errors are located; an unregistered name suggests the registered ones")
    func errors() throws {
        let bad = try scenarioFile(#"{"type": "snappingRows", "rowHeight": -1}"#)
        defer { try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: bad).deletingLastPathComponent().path) }
        #expect {
            try LayoutRegistry.$current.withValue(teamLayouts) {
                _ = try ScenarioDecoder.decode(String(contentsOfFile: bad, encoding: .utf8))
            }
        } throws: { "\($0)".contains("$.layout.rowHeight") }
        let misspelt = try scenarioFile(#"{"type": "snapingRows", "rowHeight": 120}"#)
        #expect {
            try LayoutRegistry.$current.withValue(teamLayouts) {
                _ = try ScenarioDecoder.decode(String(contentsOfFile: misspelt, encoding: .utf8))
            }
        } throws: { "\($0)".contains(#"did you mean "snappingRows"?"#) }
        // Without the registry the name is unknown.
        #expect(throws: InputError.self) { _ = try ScenarioDecoder.decode(String(contentsOfFile: misspelt, encoding: .utf8)) }
    }

    @Test("a user-built command line explores its registered layouts, and run reproduces what it writes")
    func exploreWithRegisteredLayout() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-custom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("rows.json").path
        let found = folder.appendingPathComponent("found.json").path
        try """
        {"name": "rows", "viewport": {"width": 375, "height": 600}, "layout": {"type": "snappingRows", "rowHeight": 120},
         "sections": [{"items": {"count": 40, "size": {"width": 375, "height": 120}}}],
         "forbid": [{"type": "willDisplay", "element": {"item": 39}}]}
        """.write(toFile: scenario, atomically: true, encoding: .utf8)
        #expect(throws: ExitCode(1)) {
            try LayoutRegistry.$current.withValue(teamLayouts) {
                var command = try ScrollSimCommand.parseAsRoot(["explore", scenario, "--jobs", "2", "-o", found])
                try command.run()
            }
        }
        let text = try String(contentsOfFile: found, encoding: .utf8)
        #expect(text.contains(#""layout": {"type":"snappingRows","rowHeight":120}"#))
        #expect(throws: ExitCode(1)) {
            try LayoutRegistry.$current.withValue(teamLayouts) {
                var command = try ScrollSimCommand.parseAsRoot(["run", found, "-o", "/dev/null"])
                try command.run()
            }
        }
    }
}
