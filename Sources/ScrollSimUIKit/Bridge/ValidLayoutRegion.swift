import ScrollSim

/// What a collection view knows of its layout's answers between two
/// invalidations: UIKit's "valid layout rect" (`UICollectionViewData`'s
/// `validateLayoutInRect:` and its attributes map, `docs/uikit.md`,
/// "Layout attributes are kept until the layout is invalidated").
///
/// A query inside the valid rect is answered from the attributes kept,
/// without asking the layout. A query outside it asks the layout once for
/// the query rectangle rounded out to whole pages (multiples of the
/// collection view's bounds size, the "fault rect"); the valid rect grows
/// to the union when that continues it along one axis and stays within
/// five pages each way, else starts again from the fault rect. The same
/// rule holds for every layout class.
///
/// - Complexity: a query inside the valid rect is O(log n + k) for n
///   elements kept and k answered (elements are kept sorted along the
///   scrolling axis).
struct ValidLayoutRegion {
    /// The rectangle whose elements are all kept; `nil` when nothing is valid.
    private(set) var validRect: Rect?
    /// The layout's `invalidationCount` when the elements were kept.
    private(set) var generation = -1
    /// The elements kept, by their leading edge along `isVertical`'s axis.
    private var elements: [LayoutAttributes] = []
    /// The longest element along the axis: how far before a query's
    /// leading edge an element that reaches into it can start.
    private var longest = 0.0
    private var isVertical = true

    /// The most valid pages each way (UIKit's: five screens).
    static let maximumPages = 5.0

    /// Forgets everything: the layout was invalidated or prepared.
    mutating func invalidate() {
        validRect = nil
        elements.removeAll(keepingCapacity: true)
        longest = 0
    }

    /// The elements kept that meet `rect`, or `nil` when `rect` is not
    /// inside the valid rect or the layout changed since (`generation`).
    func answer(in rect: Rect, generation: Int) -> [LayoutAttributes]? {
        guard generation == self.generation, let validRect, Self.contains(validRect, rect) else { return nil }
        return elements(meeting: rect)
    }

    /// The run of kept elements among which are, in order, those meeting
    /// `rect` (what `answer(in:generation:)` gives, without copying them),
    /// or `nil` when `rect` is not inside the valid rect or the layout
    /// changed since (`generation`).
    func keptRun(around rect: Rect, generation: Int) -> ArraySlice<LayoutAttributes>? {
        guard generation == self.generation, let validRect, Self.contains(validRect, rect) else { return nil }
        return elements[run(around: rect)]
    }

    /// The element kept for `element`, if the valid rect holds it.
    func attributes(of element: ElementID, generation: Int) -> LayoutAttributes? {
        guard generation == self.generation, validRect != nil else { return nil }
        return elements.first { $0.element == element }
    }

    /// The rectangle UIKit asks the layout for when `rect` is not valid:
    /// `rect` rounded out to whole pages of `page` (the bounds size) from
    /// the origin; `rect` itself when the page size is not positive.
    static func faultRect(for rect: Rect, page: Size) -> Rect {
        guard page.width > 0, page.height > 0, page.width.isFinite, page.height.isFinite else { return rect }
        let x = page.width * (rect.minX / page.width).rounded(.down)
        let y = page.height * (rect.minY / page.height).rounded(.down)
        let width = page.width * ((rect.maxX - x) / page.width).rounded(.up)
        let height = page.height * ((rect.maxY - y) / page.height).rounded(.up)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Keeps `answer`, the layout's answer for `fault`, as of `generation`:
    /// added to what is kept when `fault` continues the valid rect along
    /// one axis within `maximumPages` pages of `page`, else in place of it.
    /// Returns `false`, keeping nothing, when an element of `answer` is one
    /// the simulator's checks must see as the layout gave it (a frame not
    /// finite or negative, an index path UIKit would refuse, an element
    /// given twice): the query then goes to the layout as it is.
    mutating func keep(_ answer: [LayoutAttributes], for fault: Rect, page: Size, isVertical: Bool, generation: Int) -> Bool {
        if generation != self.generation || self.isVertical != isVertical {
            invalidate()
            self.generation = generation
            self.isVertical = isVertical
        }
        // An answer strictly increasing in canonical order (most layouts')
        // holds no element twice and is searched by bisection; any other
        // is checked and searched through a set.
        var increasing = true
        for index in answer.indices {
            let frame = answer[index].frame
            guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite,
                  frame.width >= 0, frame.height >= 0, answer[index].element.indexPath != LayoutAnswerValidator.malformedIndexPath
            else {
                invalidate()
                return false
            }
            if increasing, index > 0, !(answer[index - 1].element < answer[index].element) { increasing = false }
        }
        var seen = Set<ElementID>()
        if !increasing {
            seen.reserveCapacity(answer.count)
            for attributes in answer where !seen.insert(attributes.element).inserted {
                invalidate()
                return false
            }
        }
        if let validRect, Self.continues(validRect, with: fault, page: page) {
            // What the fault rect holds is asked again: it replaces what was kept there.
            elements.removeAll {
                $0.frame.intersects(fault) || (increasing ? Self.increasing(answer, contains: $0.element) : seen.contains($0.element))
            }
            self.validRect = Self.union(validRect, fault)
        } else {
            elements.removeAll(keepingCapacity: true)
            longest = 0
            self.validRect = fault
        }
        // An answer in order that starts at or past the last element kept
        // (a page after the valid rect, in most layouts' order) is
        // appended, one that ends before the first kept (a page before it)
        // goes in front: what a stable sort of the kept elements followed
        // by the answer would leave, without sorting them all again.
        let inOrder = isInOrder(answer)
        if inOrder, let last = answer.last, let firstKept = elements.first,
           lead(of: last.frame) < lead(of: firstKept.frame) {
            elements.insert(contentsOf: answer, at: 0)
        } else {
            let appendsInOrder = inOrder && (elements.last.map { lastKept in
                answer.first.map { lead(of: $0.frame) >= lead(of: lastKept.frame) } ?? true
            } ?? true)
            elements.append(contentsOf: answer)
            if !appendsInOrder {
                let vertical = isVertical
                elements.sort { vertical ? $0.frame.minY < $1.frame.minY : $0.frame.minX < $1.frame.minX }
            }
        }
        for attributes in answer { longest = max(longest, length(of: attributes.frame)) }
        return true
    }

    /// The elements meeting `rect`, copied out of their run.
    private func elements(meeting rect: Rect) -> [LayoutAttributes] {
        let run = run(around: rect)
        // One allocation of the right size: growing the answer as it fills
        // cost more than the search.
        var result: [LayoutAttributes] = []
        result.reserveCapacity(run.count)
        for index in run where elements[index].frame.intersects(rect) { result.append(elements[index]) }
        return result
    }

    /// The indices of the kept elements that may meet `rect`, by binary
    /// search on the leading edge: those starting less than `longest`
    /// before it and before its far edge.
    private func run(around rect: Rect) -> Range<Int> {
        let start = isVertical ? rect.minY : rect.minX, end = isVertical ? rect.maxY : rect.maxX
        var low = 0, high = elements.count
        let from = start - longest
        while low < high {
            let middle = (low + high) / 2
            if lead(of: elements[middle].frame) < from { low = middle + 1 } else { high = middle }
        }
        var past = low
        while past < elements.count, lead(of: elements[past].frame) < end { past += 1 }
        return low..<past
    }

    /// Whether `element` is one of `answer`'s, which is strictly
    /// increasing in canonical order: by bisection, after a look at its ends.
    private static func increasing(_ answer: [LayoutAttributes], contains element: ElementID) -> Bool {
        guard let first = answer.first, let last = answer.last, !(element < first.element), !(last.element < element) else {
            return false
        }
        var low = 0, high = answer.count
        while low < high {
            let middle = (low + high) / 2
            if answer[middle].element < element { low = middle + 1 } else { high = middle }
        }
        return low < answer.count && answer[low].element == element
    }

    private func lead(of frame: Rect) -> Double { isVertical ? frame.minY : frame.minX }

    /// Whether `answer`'s leading edges never decrease.
    private func isInOrder(_ answer: [LayoutAttributes]) -> Bool {
        var previous = -Double.infinity
        for attributes in answer {
            let edge = lead(of: attributes.frame)
            guard edge >= previous else { return false }
            previous = edge
        }
        return true
    }
    private func length(of frame: Rect) -> Double { isVertical ? frame.height : frame.width }

    /// Whether `fault` meets `valid` and their union grows `valid` along
    /// one axis only, within `maximumPages` pages each way.
    private static func continues(_ valid: Rect, with fault: Rect, page: Size) -> Bool {
        guard meets(valid, fault) else { return false }
        let union = union(valid, fault)
        guard union.width == valid.width || union.height == valid.height else { return false }
        return union.width <= page.width * maximumPages && union.height <= page.height * maximumPages
    }

    /// Whether the rectangles overlap or touch (closed rectangles, as
    /// `CGRectIntersectsRect` reads the pages it joins).
    private static func meets(_ a: Rect, _ b: Rect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }

    private static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        outer.minX <= inner.minX && outer.minY <= inner.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY
    }
}
