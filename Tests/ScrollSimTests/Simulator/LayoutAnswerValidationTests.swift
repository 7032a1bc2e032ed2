import ScrollSim
import ScrollSimTesting
import Testing

/// A list of rows of 100 pt in section 0 that gets one thing wrong.
final class MisbehavingLayout: CollectionViewLayout, CustomStringConvertible {
    enum Fault: String, CaseIterable, Sendable {
        case none, infiniteWidth, nanFrame, negativeHeight, duplicate, duplicateOutOfOrder
        case infiniteContentSize, nanContentSize, missingSection, missingItem, unnamedKind, malformedIndexPath
        case manyElements, badItemAnswer
    }

    let fault: Fault
    private var count = 0
    init(_ fault: Fault) { self.fault = fault }

    var description: String { "Misbehaving(\(fault))" }

    func prepare(in context: LayoutContext) { count = context.data.totalItemCount }

    var contentSize: Size {
        switch fault {
        case .infiniteContentSize: Size(width: 375, height: .infinity)
        case .nanContentSize: Size(width: .nan, height: 100)
        default: Size(width: 375, height: Double(count) * 100)
        }
    }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var answer = (0..<count).map { LayoutAttributes(element: .cell($0, section: 0), frame: frame($0)) }
            .filter { $0.frame.intersects(rect) }
        guard answer.count >= 3 else { return answer }
        switch fault {
        case .none, .infiniteContentSize, .nanContentSize, .badItemAnswer: break
        case .infiniteWidth: answer[1].frame.size.width = .infinity
        case .nanFrame: answer[2].frame.origin.y = .nan
        case .negativeHeight: answer[1].frame.size.height = -1
        case .duplicate: answer.insert(answer[1], at: 2)
        case .duplicateOutOfOrder: answer.append(answer[0])
        case .missingSection: answer.append(LayoutAttributes(element: .cell(0, section: 3), frame: frame(0)))
        case .missingItem: answer.append(LayoutAttributes(element: .cell(count, section: 0), frame: frame(0)))
        case .unnamedKind:
            answer.insert(LayoutAttributes(element: .supplementary(ElementKind(rawValue: ""), section: 0), frame: frame(0)), at: 0)
        case .malformedIndexPath:
            answer[0].element.indexPath = LayoutAnswerValidator.malformedIndexPath
        case .manyElements:
            answer = (0..<count).map { LayoutAttributes(element: .cell($0, section: 0), frame: frame($0)) }
        }
        return answer
    }

    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        var answer = LayoutAttributes(element: .cell(indexPath.item, section: 0), frame: frame(indexPath.item))
        if fault == .badItemAnswer { answer.frame.origin.y = .infinity }
        return answer
    }

    private func frame(_ item: Int) -> Rect { Rect(x: 0, y: Double(item) * 100, width: 375, height: 100) }
}

@Suite("Layout answers are checked before the simulator uses them")
struct LayoutAnswerValidationTests {
    private func simulator(_ fault: MisbehavingLayout.Fault, maximumElements: Int = 100_000) -> (Simulator, EventBox) {
        var configuration = SimulatorConfiguration(viewport: Size(width: 375, height: 600))
        configuration.budget.maximumLayoutElements = maximumElements
        let box = EventBox()
        let data = CollectionData(sections: [SectionData(items: .uniform(count: 50, size: Size(width: 375, height: 100)))])
        let simulator = Simulator(configuration: configuration, layout: MisbehavingLayout(fault), data: data) { box.events.append($0) }
        return (simulator, box)
    }

    /// The reason a run with `fault` throws from its first call that moves time.
    private func failure(_ fault: MisbehavingLayout.Fault, maximumElements: Int = 100_000) -> SimulationError? {
        let (simulator, _) = simulator(fault, maximumElements: maximumElements)
        do {
            try simulator.advance(ticks: 1)
            return nil
        } catch {
            return error
        }
    }

    private func violationOf(_ error: SimulationError?) -> LayoutAnswerViolation? {
        guard case .invalidLayoutAnswer(let violation)? = error?.reason else { return nil }
        return violation
    }

    // The visible rect of tick 0 is (0, 0, 375, 600): rows 0…5 meet it
    // (row 6 starts at y 600, on the edge, and does not intersect).
    private let firstRect = LayoutQuery.elements(in: Rect(x: 0, y: 0, width: 375, height: 600))

    @Test("a well-behaved layout passes")
    func wellBehaved() {
        #expect(failure(.none) == nil)
    }

    @Test("each bad element is named with its layout, query and problem", arguments: [
        (MisbehavingLayout.Fault.infiniteWidth, ElementID.cell(1, section: 0),
         LayoutAnswerProblem.frameNotFinite(Rect(x: 0, y: 100, width: .infinity, height: 100))),
        (.negativeHeight, .cell(1, section: 0), .negativeSize(Size(width: 375, height: -1))),
        (.duplicate, .cell(1, section: 0), .duplicate),
        (.duplicateOutOfOrder, .cell(0, section: 0), .duplicate),
        (.missingSection, .cell(0, section: 3), .noSuchSection(sectionCount: 1)),
        (.missingItem, .cell(50, section: 0), .noSuchItem(itemCount: 50)),
        (.unnamedKind, .supplementary(ElementKind(rawValue: ""), section: 0), .unnamedKind),
        (.malformedIndexPath, ElementID(kind: .cell, indexPath: LayoutAnswerValidator.malformedIndexPath), .malformedIndexPath),
    ])
    func badElement(_ fault: MisbehavingLayout.Fault, _ element: ElementID, _ problem: LayoutAnswerProblem) throws {
        let error = failure(fault)
        let violation = try #require(violationOf(error), "\(fault): \(String(describing: error))")
        #expect(violation.layout == "Misbehaving(\(fault))")
        #expect(violation.query == firstRect)
        #expect(violation.element == element)
        #expect(violation.problem == problem)
        let text = error.map { "\($0)" } ?? ""
        #expect(text.contains("layout Misbehaving(\(fault)) answered layoutAttributesForElements(in: x 0, y 0, width 375, height 600)"), "\(text)")
    }

    @Test("a NaN frame is refused (NaN never intersects, so it would silently never show)")
    func nanFrame() throws {
        let violation = try #require(violationOf(failure(.nanFrame)))
        #expect(violation.element == .cell(2, section: 0))
        guard case .frameNotFinite(let frame) = violation.problem else {
            Issue.record("\(violation.problem)")
            return
        }
        #expect(frame.minY.isNaN)
    }

    @Test("a content size that is infinite or NaN is refused, and never reaches an event", arguments: [
        MisbehavingLayout.Fault.infiniteContentSize, .nanContentSize,
    ])
    func badContentSize(_ fault: MisbehavingLayout.Fault) throws {
        let (simulator, box) = simulator(fault)
        #expect(throws: SimulationError.self) { try simulator.advance(ticks: 1) }
        #expect(simulator.contentSize == .zero, "the last accepted content size stays")
        for event in box.events {
            if case .contentSizeChange = event.payload { Issue.record("content size change logged: \(event)") }
        }
        let violation = try #require(violationOf(failure(fault)))
        #expect(violation.query == .contentSize)
        #expect(violation.element == nil)
    }

    @Test("a refused answer is not displayed: no willDisplay from it")
    func refusedAnswerNotDisplayed() {
        let (simulator, box) = simulator(.duplicate)
        simulator.start()
        #expect(box.events.isEmpty, "\(box.events)")
        #expect(simulator.displayed.isEmpty)
    }

    @Test("an answer over the element budget is refused before anything is built from it")
    func elementBudget() throws {
        // 50 rows, all answered; a budget of 49 refuses the answer, 50 takes it.
        let violation = try #require(violationOf(failure(.manyElements, maximumElements: 49)))
        #expect(violation.problem == .tooManyElements(count: 50, maximum: 49))
        #expect(failure(.manyElements, maximumElements: 50) == nil)
    }

    @Test("the answer for one item is checked where the simulator asks it (scrollToItem)")
    func itemAnswer() throws {
        let (simulator, _) = simulator(.badItemAnswer)
        let error: SimulationError?
        do { try simulator.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false); error = nil } catch let thrown {
            error = thrown
        }
        let violation = try #require(violationOf(error))
        #expect(violation.query == .item(at: IndexPath(item: 10, section: 0)))
        #expect(violation.element == .cell(10, section: 0))
    }

    @Test("validator: strictly increasing answers pass; a repeat anywhere is a duplicate (brute-force oracle)")
    func duplicateOracle() {
        var generator = SplitMix64(seed: 28)
        let data = CollectionData(sections: (0..<4).map { _ in SectionData(items: .uniform(count: 20, size: Size(width: 1, height: 1))) })
        let validator = LayoutAnswerValidator()
        for _ in 0..<300 {
            let count = Int.random(in: 0...12, using: &generator)
            let elements = (0..<count).map { _ in
                Bool.random(using: &generator)
                    ? ElementID.cell(Int.random(in: 0..<20, using: &generator), section: Int.random(in: 0..<4, using: &generator))
                    : ElementID.supplementary(.header, section: Int.random(in: 0..<4, using: &generator))
            }
            let answer = elements.map { LayoutAttributes(element: $0, frame: Rect(x: 0, y: 0, width: 1, height: 1)) }
            let hasRepeat = Set(elements).count != elements.count
            let found = validator.problem(in: answer, data: data)
            #expect((found?.problem == .duplicate) == hasRepeat, "\(elements)")
            #expect(found == nil || found?.problem == .duplicate)
        }
    }
}

/// Collects events from the simulator's closure.
final class EventBox {
    var events: [Event] = []
}
