import ArgumentParser
import ScrollSim
import ScrollSimJSON

struct Layout: ParsableCommand {
    static let configuration = CommandConfiguration(
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
        let layout: any CollectionViewLayout
        var elements: [LayoutAttributes]
        if let afterStep {
            guard scenario.steps.indices.contains(afterStep) else {
                throw ValidationError("--after-step \(afterStep): the scenario has \(scenario.steps.count) steps (0…\(scenario.steps.count - 1))")
            }
            let simulator = Simulator(scenario: scenario) { _ in }
            simulator.start()
            do {
                try simulator.perform(Array(scenario.steps[...afterStep]))
            } catch {
                throw InputError(error).inFile(self.scenario)
            }
            layout = simulator.layout
            let query = filter ?? simulator.visibleRect
            elements = layout.layoutAttributesForElements(in: query).filter { $0.frame.intersects(query) }
            elements.sort { $0.element < $1.element }
        } else {
            layout = scenario.layout.makeLayout()
            let bounds = Rect(x: -scenario.contentInset.left, y: -scenario.contentInset.top,
                              width: scenario.viewport.width, height: scenario.viewport.height)
            layout.prepare(in: LayoutContext(bounds: bounds, contentInset: scenario.contentInset, data: scenario.data))
            if let filter {
                elements = layout.naturalLayoutAttributesForElements(in: filter)
                    .filter { !$0.frame.isEmpty && $0.frame.intersects(filter) }
            } else {
                elements = layout.layoutAttributesForAllElements().filter { !$0.frame.isEmpty }
            }
        }
        print(JSONWriter.string(Self.document(contentSize: layout.contentSize, elements: elements)))
    }

    /// SPEC §6's layout document.
    static func document(contentSize: Size, elements: [LayoutAttributes]) -> FieldValue {
        .object([
            ("contentSize", FieldValue(contentSize)),
            ("elements", .array(elements.map { attributes in
                var pairs: [(String, FieldValue)] = [
                    ("kind", .string(attributes.element.kind.rawValue)),
                    ("section", .int(attributes.element.section)),
                    ("item", .int(attributes.element.item)),
                    ("frame", FieldValue(attributes.frame)),
                    ("zIndex", .int(attributes.zIndex)),
                ]
                if !attributes.extras.isEmpty {
                    pairs.append(("extras", .object(attributes.extras.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })))
                }
                return .object(pairs)
            })),
        ])
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
