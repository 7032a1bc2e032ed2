import Foundation
import ScrollSimCommandLine
import ScrollSimJSON
import ScrollSimUIKit
import ScrollSimUIKitCommandLine
import Testing
import enum ScrollSim.FieldValue

/// A team's UIKit layout, unchanged: a flow subclass that left-aligns each
/// line, sized per item by the collection view's flow delegate.
final class LeftAlignedLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var left = sectionInset.left
        var lineY: CGFloat = -1
        return attributes.compactMap { original in
            guard let copy = original.copy() as? UICollectionViewLayoutAttributes else { return nil }
            guard copy.representedElementCategory == .cell else { return copy }
            if copy.frame.minY != lineY {
                left = sectionInset.left
                lineY = copy.frame.minY
            }
            copy.frame.origin.x = left
            left += copy.frame.width + minimumInteritemSpacing
            return copy
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let line = layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: collectionViewContentSize.width,
                                                          height: collectionViewContentSize.height))
        return line?.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
}

/// The registry of the team's own `scrollsim` (what its `main.swift` passes
/// to `ScrollSimCommand.main(layouts:)`): the UIKit layout registered as it
/// is, its spacing an option of the scenario's layout object.
let uiKitLayouts: LayoutRegistry = {
    var layouts = LayoutRegistry()
    layouts.register("leftAligned", uiKitLayout: { options, path throws(InputError) in
        guard case .int(let spacing)? = options["spacing"], spacing >= 0 else {
            throw InputError(location: .path(path + ".spacing"), message: "expected a non-negative integer")
        }
        return {
            let layout = LeftAlignedLayout()
            layout.minimumInteritemSpacing = CGFloat(spacing)
            layout.minimumLineSpacing = CGFloat(spacing)
            return layout
        }
    })
    return layouts
}()

@MainActor
@Suite("A UIKit layout registered in the command line", .serialized)
struct UIKitLayoutCommandTests {
    /// 40 tags of widths 100, 150, 120, 80 (repeating), 40 tall, in 375 pt.
    private func scenario(in folder: URL) throws -> String {
        let items = (0..<40).map { #"{"width": \#([100, 150, 120, 80][$0 % 4]), "height": 40}"# }.joined(separator: ", ")
        let path = folder.appendingPathComponent("tags.json").path
        try """
        {"name": "tags", "viewport": {"width": 375, "height": 300}, "layout": {"type": "leftAligned", "spacing": 10},
         "sections": [{"items": [\(items)]}],
         "steps": [{"drag": {"by": {"y": -200}, "duration": 0.5}}, {"settle": {}}]}
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scrollsim-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func command(_ arguments: [String]) throws {
        try LayoutRegistry.$current.withValue(uiKitLayouts) {
            var command = try ScrollSimCommand.parseAsRoot(arguments)
            try command.run()
        }
    }

    @Test("run: the UIKit layout's frames, sized from the scenario's items, are in the log")
    func run() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = try scenario(in: folder)
        let log = folder.appendingPathComponent("tags.jsonl").path
        try command(["run", scenario, "-o", log])
        let text = try String(contentsOfFile: log, encoding: .utf8)
        // Widths 100, 150 fit a line (260); + 10 + 120 would not (390 > 375).
        // Left-aligned: line 1 at x 0 and 110; line 2 (120, 80) at x 0 and
        // 130, y 40 + 10.
        #expect(text.contains(#""item":1,"frame":{"x":110,"y":0,"width":150,"height":40}"#))
        #expect(text.contains(#""item":3,"frame":{"x":130,"y":50,"width":80,"height":40}"#))
        #expect(text.contains(#""type":"end""#))
    }

    @Test("run --jobs 2: a batch of UIKit-layout scenarios (Swift 6 mode, main actor) and a built-in one all run")
    func batch() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tags = try String(contentsOfFile: try scenario(in: folder), encoding: .utf8)
        // Three scenarios with the UIKit layout (`LeftAlignedLayout` is
        // `@MainActor`, this file is in the Swift 6 mode, so its code checks
        // its thread) and one flow scenario that may run on another thread.
        var paths: [String] = []
        for name in ["tags1", "tags2", "tags3"] {
            let path = folder.appendingPathComponent("\(name).json").path
            try tags.replacingOccurrences(of: #""name": "tags""#, with: #""name": "\#(name)""#)
                .write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let flow = folder.appendingPathComponent("flow.json").path
        try """
        {"name": "flow", "viewport": {"width": 375, "height": 300}, "layout": {"type": "flow", "itemSize": {"width": 100, "height": 40}},
         "sections": [{"items": {"count": 40, "size": {"width": 100, "height": 40}}}],
         "steps": [{"drag": {"by": {"y": -200}, "duration": 0.5}}, {"settle": {}}]}
        """.write(toFile: flow, atomically: true, encoding: .utf8)
        paths.append(flow)
        let logs = folder.appendingPathComponent("logs").path
        try command(["run"] + paths + ["--out-dir", logs, "--jobs", "2"])
        for name in ["tags1", "tags2", "tags3"] {
            let text = try String(contentsOfFile: "\(logs)/\(name).jsonl", encoding: .utf8)
            // The frames of `run` (derived there).
            #expect(text.contains(#""item":1,"frame":{"x":110,"y":0,"width":150,"height":40}"#))
            #expect(text.contains(#""item":3,"frame":{"x":130,"y":50,"width":80,"height":40}"#))
            #expect(text.contains(#""type":"end""#))
        }
        // Flow with 100 pt items and the default 10 pt spacing: 3 a line
        // in 375 pt, spread over the width, so item 3 starts line 2 at
        // y 40 + 10.
        let text = try String(contentsOfFile: "\(logs)/flow.jsonl", encoding: .utf8)
        #expect(text.contains(#""item":3,"frame":{"x":0,"y":50,"width":100,"height":40}"#))
        #expect(text.contains(#""type":"end""#))
    }

    @Test("layout prints the UIKit layout's frames")
    func layout() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = try scenario(in: folder)
        // `layout` writes to standard output: point it at a file meanwhile.
        let captured = folder.appendingPathComponent("layout.json").path
        _ = FileManager.default.createFile(atPath: captured, contents: nil)
        let file = open(captured, O_WRONLY)
        let saved = dup(STDOUT_FILENO)
        fflush(nil)
        dup2(file, STDOUT_FILENO)
        var thrown: (any Error)?
        do { try command(["layout", scenario]) } catch { thrown = error }
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        close(file)
        if let thrown { throw thrown }
        let text = try String(contentsOfFile: captured, encoding: .utf8)
        // The same frames as the run's (see `run`).
        #expect(text.contains(#""item":1,"frame":{"x":110,"y":0,"width":150,"height":40}"#))
        #expect(text.contains(#""item":3,"frame":{"x":130,"y":50,"width":80,"height":40}"#))
    }

    @Test("export and view run the scenario with the UIKit layout to their files")
    func exportAndView() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenario = try scenario(in: folder)
        let trace = folder.appendingPathComponent("tags.trace.json").path
        let page = folder.appendingPathComponent("tags.html").path
        try command(["export", scenario, "--format", "chrome-trace", "--output", trace])
        try command(["view", scenario, "--output", page])
        #expect(try String(contentsOfFile: trace, encoding: .utf8).contains("traceEvents"))
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("<html"))
    }

    @Test("the layout's option errors are located at the scenario's path")
    func optionErrors() throws {
        #expect {
            try LayoutRegistry.$current.withValue(uiKitLayouts) {
                _ = try ScenarioDecoder.decode(#"""
                {"name": "bad", "viewport": {"width": 375, "height": 300}, "layout": {"type": "leftAligned", "spacing": -1},
                 "sections": [{"items": {"count": 3, "size": {"width": 10, "height": 10}}}], "steps": []}
                """#)
            }
        } throws: { "\($0)".contains("$.layout.spacing") }
    }
}
