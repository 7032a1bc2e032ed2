import ScrollSim
import Testing

/// A compositional custom group whose provider returned no frames, in a
/// section with items to place, stops the run with a located error naming
/// the section, the group and the first item left without a frame
/// (`docs/layouts.md`, "What a layout may answer": a provider that returns
/// no frames), instead of
/// silently laying out none of the section's items.
///
/// The layout (by hand): section 0 is one 375 × 100 custom group of one
/// frame, three items → three groups, y 0…300; section 1 holds `group`
/// and four items. The viewport (375 × 600) meets both sections.
@Suite("Compositional layout: a custom group that places no items is refused")
struct CompositionalEmptyCustomGroupTests {
    static let full = CompositionalSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
    static let row = CompositionalGroup(layoutSize: full, arrangement: .custom([Rect(x: 0, y: 0, width: 375, height: 100)]))
    static let empty = CompositionalGroup(layoutSize: full, arrangement: .custom([]))

    /// The groups section 1 may hold: an empty custom group, or one nested
    /// beside a real item.
    static let faulty: [CompositionalGroup] = [
        empty,
        .horizontal(layoutSize: full, subitems: [
            .item(CompositionalItem(layoutSize: CompositionalSize(widthDimension: .absolute(100), heightDimension: .absolute(100)))),
            .group(empty),
        ]),
    ]

    /// The error of a one-tick run with section 1 of `secondCount` items
    /// holding `group`, or `nil`.
    private func failure(_ group: CompositionalGroup, secondCount: Int) -> SimulationError? {
        let layout = CompositionalLayout(configuration: CompositionalLayoutConfiguration(
            sections: [CompositionalSection(group: Self.row), CompositionalSection(group: group)]))
        let data = CollectionData(sections: [3, secondCount].map { SectionData(items: .uniform(count: $0, size: Size(width: 1, height: 1))) })
        let simulator = Simulator(configuration: SimulatorConfiguration(viewport: Size(width: 375, height: 600)),
                                  layout: layout, data: data) { _ in }
        do {
            try simulator.advance(ticks: 1)
            return nil
        } catch {
            return error
        }
    }

    @Test("section 1's empty custom group (alone or nested) is refused, naming section 1, group 0 and item 0",
          arguments: 0..<2)
    func refused(_ variant: Int) {
        guard case .invalidLayoutAnswer(let violation)? = failure(Self.faulty[variant], secondCount: 4)?.reason else {
            Issue.record("expected a layout answer error")
            return
        }
        #expect(violation.layout == "CompositionalLayout")
        #expect(violation.element == .cell(0, section: 1))
        #expect(violation.problem == .customGroupWithoutItems(group: 0))
        #expect(violation.message.contains("no frame for cell [1, 0]: group 0 of section 1 is a custom group whose item provider returned no items"))
    }

    @Test("an empty custom group in a section of no items places nothing it was given: no error")
    func emptySection() {
        #expect(failure(Self.empty, secondCount: 0) == nil)
    }

    @Test("the layout reports the problem itself, and no longer once the section is empty")
    func reported() {
        let layout = CompositionalLayout(configuration: CompositionalLayoutConfiguration(
            sections: [CompositionalSection(group: Self.row), CompositionalSection(group: Self.empty)]))
        let bounds = Rect(x: 0, y: 0, width: 375, height: 600)
        func prepare(_ counts: [Int]) {
            layout.prepare(in: LayoutContext(bounds: bounds, contentInset: .zero, data: CollectionData(
                sections: counts.map { SectionData(items: .uniform(count: $0, size: Size(width: 1, height: 1))) })))
        }
        prepare([3, 4])
        #expect(LayoutAnswerValidator.preparedProblem(of: layout)?.element == .cell(0, section: 1))
        prepare([3, 0])
        #expect(LayoutAnswerValidator.preparedProblem(of: layout) == nil)
    }
}
