import ScrollSim
import Testing

/// No built-in layout gives an answer the layout-answer check refuses
/// (`LayoutAnswerValidator`, `docs/layouts.md`, "What a layout may
/// answer"): on generated data, empty collections, empty sections and
/// zero-size items included, every answer a run asks for is accepted. A
/// refused answer stops a run with exit code 2, so a valid scenario must
/// never meet one (the `tags` layout with no sections used to answer its
/// top header at section 0, which does not exist).
@Suite("Built-in layouts' answers pass the layout-answer check")
struct BuiltInLayoutAnswerTests {
    /// The data variants: as generated, no sections, an empty section
    /// added, every item zero-size.
    static func variant(_ round: Int, of sections: [SectionData], _ rng: inout SplitMix64) -> [SectionData] {
        switch round % 4 {
        case 0: return []
        case 1:
            var result = sections
            result.insert(SectionData(items: .uniform(count: 0, size: .zero)), at: Int.random(in: 0...result.count, using: &rng))
            return result
        case 2:
            return sections.map {
                SectionData(items: .uniform(count: $0.items.count, size: .zero), header: $0.header, footer: $0.footer)
            }
        default: return sections
        }
    }

    /// Runs `layout` over `sections` (start, a fling down and back, a
    /// settle) and checks every answer asked for; and checks the whole
    /// content's answer and each item's answer directly.
    static func expectAccepted(_ layout: any CollectionViewLayout, _ sections: [SectionData], _ context: String) {
        let data = CollectionData(sections: sections)
        let simulator = Simulator(configuration: SimulatorConfiguration(viewport: Size(width: 375, height: 600)),
                                  layout: layout, data: data) { _ in }
        simulator.start()
        do {
            try simulator.fling(velocity: Point(x: 0, y: 3000))
            try simulator.runUntilIdle(maxSeconds: 60)
            try simulator.fling(velocity: Point(x: 0, y: -3000))
            try simulator.runUntilIdle(maxSeconds: 60)
        } catch {
            Issue.record("\(context): \(error)")
            return
        }
        #expect(LayoutAnswerValidator.problem(ofContentSize: layout.contentSize) == nil, "\(context)")
        let everything = Rect(x: -1e6, y: -1e6, width: 2e6 + layout.contentSize.width, height: 2e6 + layout.contentSize.height)
        let answer = layout.layoutAttributesForElements(in: everything)
        let problem = LayoutAnswerValidator().problem(in: answer, data: data)
        #expect(problem == nil, "\(context): \(String(describing: problem))")
        for (s, section) in sections.enumerated() {
            for item in 0..<section.items.count {
                guard let attributes = layout.layoutAttributesForItem(at: IndexPath(item: item, section: s)) else { continue }
                #expect(LayoutAnswerValidator.problem(of: attributes, data: data) == nil, "\(context): item \(item) of \(s)")
            }
        }
    }

    @Test("flow, waterfall, grid, tags and flex on generated data", arguments: VisibleQueryPropertyTests.Kind.allCases)
    func sectionedLayouts(kind: VisibleQueryPropertyTests.Kind) {
        var rng = SplitMix64(seed: 0xA115_0033)
        for round in 0..<12 {
            let c = VisibleQueryPropertyTests.makeCase(kind, &rng, maxItems: 12)
            let sections = Self.variant(round, of: c.sections, &rng)
            Self.expectAccepted(c.layout, sections, "\(kind) round \(round), \(sections.count) sections")
        }
    }

    @Test("compositional on generated configurations")
    func compositional() {
        var rng = SplitMix64(seed: 0xC0_0033)
        for round in 0..<16 {
            let configuration = CompositionalLayoutTests.randomConfiguration(&rng)
            let generated = configuration.sections.indices.map { _ in
                SectionData(items: .uniform(count: Int.random(in: 0...12, using: &rng), size: Size(width: 50, height: 50)))
            }
            let sections = Self.variant(round, of: generated, &rng)
            Self.expectAccepted(CompositionalLayout(configuration: configuration), sections,
                                "compositional round \(round), \(sections.count) sections")
        }
    }
}
