import Foundation
import Testing

@Suite("scrollsim layout, end to end")
struct LayoutCommandTests {
    /// Writes `text` as a scenario in a new folder and returns its path.
    func write(_ text: String) throws -> URL {
        let file = try CLI.temporaryFolder().appendingPathComponent("s.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test("prints every element at its natural position, in canonical order")
    func natural() throws {
        // Three 100×100 items fit one line (320 ≤ 375); it is the last line, so
        // left-aligned: x = 0, 110, 220. Header 0…20, items 20…120, content 375×120.
        let file = try write(#"""
            {"viewport": {"width": 375, "height": 667},
             "layout": {"type": "flow", "headerHeight": 20},
             "sections": [{"items": [{"width": 100, "height": 100}, {"width": 100, "height": 100},
                                     {"width": 100, "height": 100, "extras": {"photoHeight": 80}}]}]}
            """#)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try CLI.run(["layout", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == #"{"contentSize":{"width":375,"height":120},"elements":["#
            + #"{"kind":"header","section":0,"item":0,"frame":{"x":0,"y":0,"width":375,"height":20},"zIndex":0},"#
            + #"{"kind":"cell","section":0,"item":0,"frame":{"x":0,"y":20,"width":100,"height":100},"zIndex":0},"#
            + #"{"kind":"cell","section":0,"item":1,"frame":{"x":110,"y":20,"width":100,"height":100},"zIndex":0},"#
            + #"{"kind":"cell","section":0,"item":2,"frame":{"x":220,"y":20,"width":100,"height":100},"zIndex":0,"extras":{"photoHeight":80}}]}"#
            + "\n")
        // --rect keeps what intersects it: x 150…250 touches items 1 and 2 only.
        let clipped = try CLI.run(["layout", file.path, "--rect", "150,30,100,10"])
        #expect(clipped.stdout.contains(#""item":1"#) && clipped.stdout.contains(#""item":2"#))
        #expect(!clipped.stdout.contains(#""kind":"header""#))
    }

    @Test("--after-step N prints what is displayed then, pinned headers with their zIndex")
    func afterStep() throws {
        // Flex, sticky header 0 (50 high) over twenty 375×100 rows with no spacing.
        // After scrollTo y = 300 the visible rect is 300…967: the header is pinned
        // at y = 300 (zIndex 1024); rows 2…9 (250…1050) intersect.
        let file = try write(#"""
            {"viewport": {"width": 375, "height": 667},
             "layout": {"type": "flex", "stickyHeaders": [0], "minimumLineSpacing": 0},
             "sections": [{"header": {"height": 50}, "items": {"count": 20, "size": {"width": 375, "height": 100}}}],
             "steps": [{"scrollTo": {"y": 300}}, {"wait": 0.1}]}
            """#)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try CLI.run(["layout", file.path, "--after-step", "0"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix(#"{"contentSize":{"width":375,"height":2050},"elements":[{"kind":"header","section":0,"item":0,"frame":{"x":0,"y":300,"width":375,"height":50},"zIndex":1024},{"kind":"cell","section":0,"item":2,"frame":{"x":0,"y":250,"#))
        #expect(result.stdout.contains(#""item":9,"#))
        #expect(!result.stdout.contains(#""item":10,"#))
    }

    @Test("bad arguments exit 2", arguments: [["--after-step", "5"], ["--rect", "1,2,3"], ["--rect", "a,b,c,d"]])
    func badArguments(arguments: [String]) throws {
        let file = try write(#"{"viewport": {"width": 375, "height": 667}, "layout": {"type": "flow"}, "sections": [], "steps": [{"wait": 0.1}]}"#)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let result = try CLI.run(["layout", file.path] + arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
    }

    @Test("every seed scenario prints its layout")
    func seeds() throws {
        let seeds = try CLI.scenarioFiles().filter { $0.hasPrefix("scenarios/seeds/") }
        #expect(seeds.count >= 5)
        for file in seeds {
            let result = try CLI.run(["layout", file])
            #expect(result.status == 0, "\(file): \(result.stderr)")
            #expect(result.stdout.hasPrefix(#"{"contentSize":"#), "\(file)")
        }
    }
}
