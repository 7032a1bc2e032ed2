import Foundation
import ScrollSim
import ScrollSimCommandLine
import ScrollSimJSON
import ScrollSimLogTools
import Testing

/// A team's layout with one bad number: rows of 100 pt, one of them wrong
/// as `fault` says.
final class OneBadNumber: CollectionViewLayout {
    let fault: String
    private var count = 0
    init(fault: String) { self.fault = fault }

    func prepare(in context: LayoutContext) { count = context.data.totalItemCount }

    var contentSize: Size { Size(width: 375, height: fault == "infiniteContentSize" ? .infinity : Double(count) * 100) }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var answer = (0..<count).map { LayoutAttributes(element: .cell($0, section: 0), frame: Rect(x: 0, y: Double($0) * 100, width: 375, height: 100)) }
            .filter { $0.frame.intersects(rect) }
        switch fault {
        case "inf": answer[1].frame.size.width = .infinity
        case "nan": answer[2].frame.origin.x = .nan
        case "duplicate": answer.append(answer[0])
        default: break
        }
        return answer
    }

    func layoutAttributesForItem(at indexPath: ScrollSim.IndexPath) -> LayoutAttributes? { nil }
}

@Suite("A team-built command line refuses a layout's bad answers")
struct MisbehavingLayoutCommandTests {
    static let layouts: LayoutRegistry = {
        var layouts = LayoutRegistry()
        layouts.register("oneBadNumber") { options, _ throws(InputError) in
            guard case .string(let fault)? = options["fault"] else { return { OneBadNumber(fault: "none") } }
            return { OneBadNumber(fault: fault) }
        }
        return layouts
    }()

    @Test("run exits 2 and leaves no log", arguments: ["inf", "nan", "duplicate", "infiniteContentSize"])
    func badAnswer(_ fault: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-bad-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = folder.appendingPathComponent("rows.json").path, log = folder.appendingPathComponent("rows.jsonl").path
        try """
            {"name": "rows", "viewport": {"width": 375, "height": 600}, "layout": {"type": "oneBadNumber", "fault": "\(fault)"},
             "sections": [{"items": {"count": 40, "size": {"width": 375, "height": 100}}}],
             "steps": [{"drag": {"by": {"y": -200}, "duration": 0.5}}, {"settle": {}}]}
            """.write(toFile: scenario, atomically: true, encoding: .utf8)
        var exitCode: Int32?
        LayoutRegistry.$current.withValue(Self.layouts) {
            do {
                var command = try ScrollSimCommand.parseAsRoot(["run", scenario, "-o", log])
                try command.run()
            } catch {
                exitCode = ScrollSimCommand.exitCode(for: error).rawValue
            }
        }
        #expect(exitCode == 2, "\(fault)")
        #expect(!FileManager.default.fileExists(atPath: log), "\(fault): no log")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["rows.json"], "nothing else either")
        // The same scenario with a well-behaved answer runs (the fault is the only difference).
        if fault == "inf" {
            try String(contentsOfFile: scenario, encoding: .utf8).replacingOccurrences(of: "\"inf\"", with: "\"none\"")
                .write(toFile: scenario, atomically: true, encoding: .utf8)
            try LayoutRegistry.$current.withValue(Self.layouts) {
                var command = try ScrollSimCommand.parseAsRoot(["run", scenario, "-o", log])
                try command.run()
            }
            #expect(FileManager.default.fileExists(atPath: log))
        }
    }

    /// `scrollsim layout` applies `run`'s checks to what it prints, and
    /// writes nothing before they pass: standard output is written in place,
    /// so a byte written before an error would stay there. Before, a NaN
    /// frame was dropped as empty (exit 0), a duplicate printed twice, and an
    /// infinite frame left the document's first 55 bytes behind.
    @Test(
        "layout refuses what run refuses, before writing a byte",
        arguments: ["inf", "nan", "duplicate", "infiniteContentSize"], [nil, "0,0,375,600", "after-step"]
    )
    func layoutCommand(_ fault: String, query: String?) throws {
        let text = """
            {"name": "rows", "viewport": {"width": 375, "height": 600}, "layout": {"type": "oneBadNumber", "fault": "\(fault)"},
             "sections": [{"items": {"count": 40, "size": {"width": 375, "height": 100}}}],
             "steps": [{"wait": 0.1}]}
            """
        let scenario = try LayoutRegistry.$current.withValue(Self.layouts) { try ScenarioDecoder.decode(text) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-layout-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let output = try OutputFile(path: path)
        let rect = query.flatMap { $0 == "after-step" ? nil : Rect(x: 0, y: 0, width: 375, height: 600) }
        let afterStep = query == "after-step" ? 0 : nil
        #expect(throws: InputError.self, "\(fault) \(query ?? "whole layout")") {
            try LayoutRegistry.$current.withValue(Self.layouts) {
                try LayoutDocument.write(for: scenario, afterStep: afterStep, rect: rect, to: output)
            }
        }
        #expect(output.bytesWritten == 0, "\(fault) \(query ?? "whole layout"): nothing written")
    }
}
