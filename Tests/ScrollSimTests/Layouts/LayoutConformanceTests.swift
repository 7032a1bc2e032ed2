import ScrollSim
import ScrollSimTesting
import Testing

/// `LayoutConformance`, the checker users run on their own layouts: every
/// built-in layout passes it on random data, and each kind of broken layout
/// is caught by the rule it breaks.
@Suite("Layout conformance checker")
struct LayoutConformanceTests {
    @Test("every built-in layout conforms on random data", arguments: VisibleQueryPropertyTests.Kind.allCases)
    func builtInLayoutsConform(kind: VisibleQueryPropertyTests.Kind) {
        var rng = SplitMix64(seed: 0xC0FFEE)
        for _ in 0..<15 {
            let c = VisibleQueryPropertyTests.makeCase(kind, &rng)
            let problems = LayoutConformance.check(
                c.layout, data: CollectionData(sections: c.sections), viewport: Size(width: 375, height: 600),
                contentInset: c.contentInset)
            #expect(problems.isEmpty, "\(kind): \(problems)")
        }
    }

    /// A list of 100 pt rows with switchable faults.
    final class FaultyList: CollectionViewLayout {
        enum Fault { case dropsLastVisible, shortContent, itemQueryOff, duplicates }
        let fault: Fault
        private var count = 0

        init(_ fault: Fault) { self.fault = fault }

        func prepare(in context: LayoutContext) { count = context.data.totalItemCount }
        var contentSize: Size { Size(width: 375, height: Double(count) * 100 - (fault == .shortContent ? 150 : 0)) }

        func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
            var result = (0..<count).map(attributes).filter { $0.frame.intersects(rect) }
            // Only a bounded query is affected: the unbounded one is the truth.
            if rect.height < 1e6 {
                if fault == .dropsLastVisible, !result.isEmpty { result.removeLast() }
                if fault == .duplicates, let first = result.first { result.append(first) }
            }
            return result
        }

        func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
            var result = attributes(indexPath.item)
            if fault == .itemQueryOff { result.frame.origin.y += 1 }
            return result
        }

        private func attributes(_ item: Int) -> LayoutAttributes {
            LayoutAttributes(element: .cell(item, section: 0), frame: Rect(x: 0, y: Double(item) * 100, width: 375, height: 100))
        }
    }

    @Test("each fault is reported under the rule it breaks", arguments: [
        (FaultyList.Fault.dropsLastVisible, 1), (.duplicates, 2), (.itemQueryOff, 3), (.shortContent, 5),
    ])
    func faultsAreCaught(fault: FaultyList.Fault, rule: Int) {
        let data = CollectionData(sections: [SectionData(items: .uniform(count: 30, size: Size(width: 375, height: 100)))])
        let problems = LayoutConformance.check(FaultyList(fault), data: data, viewport: Size(width: 375, height: 600))
        #expect(!problems.isEmpty)
        #expect(problems.allSatisfy { $0.rule == rule }, "\(problems)")
    }
}
