import ArgumentParser
import ScrollSim
import ScrollSimJSON
import ScrollSimLogTools

struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print a scenario's layout as JSON.",
        discussion: """
            Prints {"contentSize":…,"elements":[…]} in canonical element order: every element of \
            positive area at its natural position, or with --after-step N the elements displayed \
            once step N (0-based) has run, sticky headers and paging offset applied. --rect x,y,w,h \
            keeps only the elements intersecting that rect (with --after-step, the layout is queried \
            with it instead of the visible rect). Exits 2 on bad input.
            """
    )

    @Argument(help: "A scenario file (JSON).")
    var scenario: String

    @Option(name: .customLong("after-step"), help: "Run the steps up to and including step N (0-based) first.")
    var afterStep: Int?

    @Option(help: "Only elements intersecting this rect: x,y,width,height.")
    var rect: String?

    func run() throws {
        let scenario = try ScenarioDecoder.decode(contentsOf: self.scenario)
        let filter = try rect.map(Self.parseRect)
        do {
            let output = try OutputFile(path: "-")
            try LayoutDocument.write(for: scenario, afterStep: afterStep, rect: filter, to: output)
            try output.commit()
        } catch {
            throw error.inFile(self.scenario)
        }
    }

    /// `x,y,w,h` as a rect.
    static func parseRect(_ text: String) throws -> Rect {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingPrefixSpaces()) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3],
              [x, y, w, h].allSatisfy(\.isFinite), w >= 0, h >= 0
        else {
            throw ValidationError("--rect \"\(text)\": expected x,y,width,height (four finite numbers, sizes ≥ 0)")
        }
        return Rect(x: x, y: y, width: w, height: h)
    }
}

extension Substring {
    fileprivate func trimmingPrefixSpaces() -> Substring {
        var s = self
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return s
    }
}
