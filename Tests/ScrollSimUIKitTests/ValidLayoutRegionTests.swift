import struct ScrollSim.ElementID
import struct ScrollSim.LayoutAnswerValidator
import struct ScrollSim.LayoutAttributes
import struct ScrollSim.Rect
import struct ScrollSim.Size
import struct ScrollSim.SplitMix64
@testable import ScrollSimUIKit
import Testing

/// A layout that counts the rectangles it is asked for and returns a
/// column of 100-point items (one per 100 points, 0..<`count`), overriding
/// `layoutAttributesForElements(in:)` as an app's custom layout does.
@MainActor
private final class CountingLayout: UICollectionViewLayout {
    var queries: [CGRect] = []
    let count = 1000

    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: CGFloat(count) * 100) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queries.append(rect)
        let first = max(Int((rect.minY / 100).rounded(.down)), 0), last = min(Int((rect.maxY / 100).rounded(.up)), count)
        guard first < last else { return [] }
        return (first..<last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 100, width: 300, height: 100)
        return attributes
    }
}

/// A column of 100-point items, 1,000 of them, whose content size counts
/// its reads and can be changed without an invalidation (as a layout that
/// forgets to invalidate does).
@MainActor
private final class SizeReadingLayout: UICollectionViewLayout {
    var sizeReads = 0
    var queries = 0
    var height: CGFloat = 100_000

    override var collectionViewContentSize: CGSize {
        sizeReads += 1
        return CGSize(width: 300, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        queries += 1
        let first = max(Int((rect.minY / 100).rounded(.down)), 0), last = min(Int((rect.maxY / 100).rounded(.up)), 1000)
        guard first < last else { return [] }
        return (first..<last).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: 300, height: 100)
            return attributes
        }
    }
}

@MainActor
private final class CountDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1000 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// The valid layout rect (`docs/uikit.md`, "Layout attributes are kept
/// until the layout is invalidated"): the value on its own against a
/// brute-force oracle, then a custom layout under a collection view.
@MainActor
@Suite("ScrollSimUIKit: the valid layout rect")
struct ValidLayoutRegionTests {
    @Test("the fault rect is the query rounded out to whole pages from the origin")
    func faultRect() {
        let page = Size(width: 390, height: 844)
        // x: 390 × floor(10 / 390) = 0; width: 390 × ceil((400 − 0) / 390) = 780.
        // y: 844 × floor(900 / 844) = 844; height: 844 × ceil((1744 − 844) / 844) = 1688.
        #expect(ValidLayoutRegion.faultRect(for: Rect(x: 10, y: 900, width: 390, height: 844), page: page)
            == Rect(x: 0, y: 844, width: 780, height: 1688))
        // Already on page boundaries: unchanged.
        #expect(ValidLayoutRegion.faultRect(for: Rect(x: 0, y: 844, width: 390, height: 844), page: page)
            == Rect(x: 0, y: 844, width: 390, height: 844))
        // Above the content (a negative offset under an inset): y 844 × floor(−50 / 844) = −844,
        // height 844 × ceil((794 + 844) / 844) = 1688.
        #expect(ValidLayoutRegion.faultRect(for: Rect(x: 0, y: -50, width: 390, height: 844), page: page)
            == Rect(x: 0, y: -844, width: 390, height: 1688))
        // No page size (a view not yet sized): the query itself.
        #expect(ValidLayoutRegion.faultRect(for: Rect(x: 3, y: 4, width: 5, height: 6), page: Size(width: 0, height: 0))
            == Rect(x: 3, y: 4, width: 5, height: 6))
    }

    @Test("answers inside the valid rect are the elements of the layout's answer that meet the query", arguments: [1, 2, 3, 4])
    func answersMatchOracle(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let page = Size(width: 300, height: 600)
        // A waterfall of random heights in three columns: every element of
        // the content, the oracle's whole world.
        var all: [LayoutAttributes] = []
        var bottoms = [0.0, 0.0, 0.0]
        for item in 0..<400 {
            let column = bottoms.indices.min { bottoms[$0] < bottoms[$1] } ?? 0
            let height = Double(Int.random(in: 20...400, using: &random))
            all.append(LayoutAttributes(element: .cell(item, section: 0),
                                        frame: Rect(x: Double(column) * 100, y: bottoms[column], width: 100, height: height)))
            bottoms[column] += height + 8
        }
        func layoutAnswer(_ rect: Rect) -> [LayoutAttributes] { all.filter { $0.frame.intersects(rect) } }
        var region = ValidLayoutRegion()
        var offset = 0.0
        for _ in 0..<60 {
            offset += Double(Int.random(in: -300...900, using: &random))
            offset = max(offset, 0)
            let query = Rect(x: 0, y: offset, width: 300, height: 600)
            if region.answer(in: query, generation: 7) == nil {
                let fault = ValidLayoutRegion.faultRect(for: query, page: page)
                let kept = region.keep(layoutAnswer(fault), for: fault, page: page, isVertical: true, generation: 7)
                #expect(kept)
            }
            let kept = region.answer(in: query, generation: 7)
            #expect(kept.map { Set($0.map(\.element)) } == Set(layoutAnswer(query).map(\.element)))
            #expect(kept?.allSatisfy { answer in all.contains { $0.element == answer.element && $0.frame == answer.frame } } == true)
            // Kept by leading edge, whichever way the pages came.
            #expect(kept.map { zip($0, $0.dropFirst()).allSatisfy { $0.frame.minY <= $1.frame.minY } } == true)
            // Never more than five pages each way.
            #expect((region.validRect?.height ?? 0) <= 5 * page.height)
        }
    }

    @Test("pages kept before, after and out of order are answered by leading edge")
    func keptOrder() {
        // Pages of 100 × 100 down one column. Page 1 first, then page 0
        // (goes in front), then page 2 (goes after), then page 3 answered
        // out of order (sorted in). Every element is 50 high, so the
        // answer for the four pages is by minY: 0, 100, 150, 200, 250
        // (item 4 and 5 share minY 250 side by side: the layout's order,
        // 4 then 5), 300, 350.
        func cell(_ item: Int, y: Double, x: Double = 0) -> LayoutAttributes {
            LayoutAttributes(element: .cell(item, section: 0), frame: Rect(x: x, y: y, width: 50, height: 50))
        }
        let page = Size(width: 100, height: 100)
        var region = ValidLayoutRegion()
        func keep(_ answer: [LayoutAttributes], pageAt y: Double) {
            let kept = region.keep(answer, for: Rect(x: 0, y: y, width: 100, height: 100), page: page, isVertical: true,
                                   generation: 1)
            #expect(kept)
        }
        keep([cell(1, y: 100), cell(2, y: 150)], pageAt: 100)
        keep([cell(0, y: 0)], pageAt: 0)
        keep([cell(3, y: 200), cell(4, y: 250), cell(5, y: 250, x: 50)], pageAt: 200)
        keep([cell(7, y: 350), cell(6, y: 300)], pageAt: 300)
        let answer = region.answer(in: Rect(x: 0, y: 0, width: 100, height: 400), generation: 1)
        #expect(answer?.map(\.element.indexPath.item) == [0, 1, 2, 3, 4, 5, 6, 7])
    }

    @Test("an element a later page gives again replaces the one kept, the page's answer in canonical order or not",
          arguments: [true, false])
    func elementGivenAgain(inOrder: Bool) {
        // Page 0 (y 0…100) gives cell 0 at y 0…50. Page 1 (y 100…200)
        // gives cell 0 again, now at y 0…60 (off page 1), and cell 1 at
        // y 100…150: in canonical order (0, 1), or not (1, 0). Either way
        // the valid rect 0…200 holds cell 0 once, at the frame given last.
        func cell(_ item: Int, y: Double, height: Double) -> LayoutAttributes {
            LayoutAttributes(element: .cell(item, section: 0), frame: Rect(x: 0, y: y, width: 100, height: height))
        }
        let page = Size(width: 100, height: 100)
        var region = ValidLayoutRegion()
        let keptFirst = region.keep([cell(0, y: 0, height: 50)], for: Rect(x: 0, y: 0, width: 100, height: 100), page: page,
                                    isVertical: true, generation: 1)
        #expect(keptFirst)
        let again = [cell(0, y: 0, height: 60), cell(1, y: 100, height: 50)]
        let keptSecond = region.keep(inOrder ? again : again.reversed(), for: Rect(x: 0, y: 100, width: 100, height: 100),
                                     page: page, isVertical: true, generation: 1)
        #expect(keptSecond)
        let answer = region.answer(in: Rect(x: 0, y: 0, width: 100, height: 200), generation: 1)
        #expect(answer?.map(\.element.indexPath.item) == [0, 1])
        #expect(answer?.first?.frame == Rect(x: 0, y: 0, width: 100, height: 60))
        // An element given twice apart (0, 1, 0: not in order) is refused.
        let keptTwice = region.keep([cell(0, y: 0, height: 50), cell(1, y: 100, height: 50), cell(0, y: 0, height: 50)],
                                    for: Rect(x: 0, y: 0, width: 100, height: 100), page: page, isVertical: true, generation: 1)
        #expect(!keptTwice)
    }

    @Test("another generation, or an answer the simulator must check as given, keeps nothing")
    func refusals() {
        let page = Size(width: 100, height: 100)
        let fault = Rect(x: 0, y: 0, width: 100, height: 100)
        let good = LayoutAttributes(element: .cell(0, section: 0), frame: Rect(x: 0, y: 0, width: 100, height: 50))
        var region = ValidLayoutRegion()
        let keptGood = region.keep([good], for: fault, page: page, isVertical: true, generation: 1)
        #expect(keptGood)
        #expect(region.answer(in: fault, generation: 1)?.map(\.element) == [good.element])
        // The layout was invalidated since: not an answer.
        #expect(region.answer(in: fault, generation: 2) == nil)
        let notFinite = LayoutAttributes(element: .cell(1, section: 0), frame: Rect(x: .nan, y: 0, width: 10, height: 10))
        let keptNotFinite = region.keep([good, notFinite], for: fault, page: page, isVertical: true, generation: 2)
        #expect(!keptNotFinite)
        #expect(region.answer(in: fault, generation: 2) == nil)
        let keptTwice = region.keep([good, good], for: fault, page: page, isVertical: true, generation: 2)
        #expect(!keptTwice)
        let malformed = LayoutAttributes(element: ElementID(kind: .cell, indexPath: LayoutAnswerValidator.malformedIndexPath),
                                         frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let keptMalformed = region.keep([malformed], for: fault, page: page, isVertical: true, generation: 2)
        #expect(!keptMalformed)
        let negative = LayoutAttributes(element: .cell(2, section: 0), frame: Rect(x: 0, y: 0, width: -1, height: 10))
        let keptNegative = region.keep([negative], for: fault, page: page, isVertical: true, generation: 2)
        #expect(!keptNegative)
    }

    @Test("a custom layout is asked once per page while scrolling, and afresh after it invalidates")
    func customLayoutAskedPerPage() throws {
        let layout = CountingLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let dataSource = CountDataSource()
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = dataSource
        view.layoutIfNeeded()
        layout.queries = []
        // 40 ticks of a slow drag down (the finger moves 200 points):
        // every visible rect lies in y 0..<1200, pages 0 and 1 (600 each),
        // and the cells ahead are asked for within the same pages or the
        // next one, so the layout sees only page-aligned rectangles.
        try view.touchDown(at: CGPoint(x: 150, y: 300))
        try view.moveFinger(by: CGPoint(x: 0, y: -200), duration: 40.0 / 60.0)
        try view.advance(ticks: 40)
        // Without the valid rect, each of the 40 passes would ask for its
        // visible rect and its strip ahead: some 80 rectangles off the pages.
        #expect(layout.queries.allSatisfy { $0.minY.truncatingRemainder(dividingBy: 600) == 0
            && $0.height.truncatingRemainder(dividingBy: 600) == 0 && $0.minX == 0 && $0.width == 300 })
        #expect(layout.queries.count <= 3)
        // An invalidation empties the valid rect: the next pass asks again.
        layout.queries = []
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(!layout.queries.isEmpty)
        try view.liftFinger()
    }

    @Test("the content size is read once per preparation or page, and kept until the layout is invalidated")
    func contentSizeKept() throws {
        let layout = SizeReadingLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let dataSource = CountDataSource()
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = dataSource
        view.layoutIfNeeded()
        layout.sizeReads = 0
        layout.queries = 0
        // The drag of the test above: 40 ticks, 200 points down. The
        // scrollable range is asked on every tick that moves; kept, the
        // content size is read only with each page the layout is asked for
        // (UIKit reads it when it validates a rect), not 40 times.
        try view.touchDown(at: CGPoint(x: 150, y: 300))
        try view.moveFinger(by: CGPoint(x: 0, y: -200), duration: 40.0 / 60.0)
        try view.advance(ticks: 40)
        #expect(layout.sizeReads <= layout.queries)
        #expect(layout.queries <= 3)
        // Changed without an invalidation: not read, the old size stays.
        layout.height = 50_000
        layout.sizeReads = 0
        try view.advance(ticks: 5)
        #expect(layout.sizeReads == 0)
        // Invalidated: the next pass prepares the layout and reads it again.
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(layout.sizeReads >= 1)
        #expect(view.simulator.contentSize.height == 50_000)
        try view.liftFinger()
    }
}
