import ScrollSim

/// Checks a layout against the rules every `CollectionViewLayout` must keep
/// for the simulator to be right about it, as swift-collections'
/// `checkCollection` checks a collection: run it in your own tests on your
/// own layouts and data.
///
/// ```swift
/// let problems = LayoutConformance.check(MyLayout(), data: data, viewport: Size(width: 375, height: 667))
/// #expect(problems.isEmpty, "\(problems)")
/// ```
///
/// The rules, each checked by brute force over a sweep of visible rects:
/// 1. the visible query returns exactly the elements of the unbounded query
///    whose frames meet the rect (for a `StickyHeaderLayout`, the cells:
///    pinned views are placed against the visible rect);
/// 2. it returns no element twice;
/// 3. `layoutAttributesForItem(at:)` agrees with the unbounded query;
/// 4. an offset-only invalidation (when the layout asks for one on a
///    scroll) changes no natural frame: what `prepare` computed stays;
/// 5. the content size bounds every element that fits across the viewport,
///    and is finite and not negative.
public enum LayoutConformance {
    /// One broken rule: which, and the evidence.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        /// The rule's number in `LayoutConformance`'s list.
        public var rule: Int
        /// What was found.
        public var message: String
        public var description: String { "rule \(rule): \(message)" }
    }

    /// The broken rules of `layout` over `data` in a viewport of
    /// `viewport`, scrolled along its content in `steps` rects; empty when
    /// it conforms. At most `limit` problems are reported.
    public static func check(
        _ layout: any CollectionViewLayout, data: CollectionData, viewport: Size,
        contentInset: EdgeInsets = .zero, steps: Int = 24, limit: Int = 20
    ) -> [Problem] {
        var problems: [Problem] = []
        func report(_ rule: Int, _ message: String) {
            if problems.count < limit { problems.append(Problem(rule: rule, message: message)) }
        }
        layout.prepare(in: LayoutContext(bounds: Rect(origin: .zero, size: viewport), contentInset: contentInset, data: data))
        let size = layout.contentSize
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            report(5, "content size \(size) is not finite and non-negative")
            return problems
        }
        let all = unbounded(layout)
        var seen = Set<ElementID>()
        for attributes in all where !seen.insert(attributes.element).inserted {
            report(2, "\(attributes.element) appears twice in the unbounded query")
        }
        let everything = Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)
        let naturalAll = layout.naturalLayoutAttributesForElements(in: everything)
        let natural = Dictionary(naturalAll.map { ($0.element, $0.frame) }, uniquingKeysWith: { first, _ in first })

        // Rule 5: every element that fits across the viewport is inside the
        // content, at its natural position (before sticky and paging moves).
        for attributes in naturalAll where attributes.frame.width > 0 && attributes.frame.height > 0 {
            let frame = attributes.frame
            let fitsAcross = frame.maxX <= max(size.width, viewport.width) + 0.001
            if fitsAcross && (frame.maxY > size.height + 0.001 || frame.minY < -0.001) {
                report(5, "\(attributes.element) at \(frame) is outside the content size \(size)")
            }
        }

        // Rule 3: item queries agree.
        for attributes in all where attributes.element.kind == .cell {
            let single = layout.layoutAttributesForItem(at: attributes.element.indexPath)?.frame
            if single != attributes.frame {
                report(3, "layoutAttributesForItem(at: \(attributes.element.indexPath)) is \(single.map { "\($0)" } ?? "nil"), the unbounded query says \(attributes.frame)")
            }
        }

        // Rules 1 and 4 over a sweep of visible rects down the content.
        let travel = max(size.height - viewport.height, 0)
        for step in 0...max(steps, 1) {
            let y = travel * Double(step) / Double(max(steps, 1))
            let rect = Rect(x: 0, y: y, width: viewport.width, height: viewport.height)
            if layout.shouldInvalidateLayout(forBoundsChange: rect) {
                let context = layout.invalidationContext(forBoundsChange: rect)
                layout.invalidateLayout(with: context)
                if !context.isOffsetOnly {
                    layout.prepare(in: LayoutContext(bounds: rect, contentInset: contentInset, data: data))
                } else {
                    for attributes in layout.naturalLayoutAttributesForElements(in: everything) where natural[attributes.element] == nil {
                        report(4, "an offset-only invalidation at y \(y) added \(attributes.element)")
                    }
                }
            }
            // Pinned headers and footers are placed against the visible
            // rect, not the unbounded one: for a sticky layout only cells
            // are compared.
            let compared: (LayoutAttributes) -> Bool = { !(layout is any StickyHeaderLayout) || $0.element.kind == .cell }
            let visible = layout.layoutAttributesForElements(in: rect).filter { $0.frame.intersects(rect) && compared($0) }
            var ids = Set<ElementID>()
            for attributes in visible where !ids.insert(attributes.element).inserted {
                report(2, "\(attributes.element) appears twice in the query of \(rect)")
            }
            let expected = Set(unbounded(layout).filter { $0.frame.intersects(rect) && compared($0) }.map(\.element))
            for missing in expected.subtracting(ids).sorted() {
                report(1, "\(missing) meets \(rect) but the visible query leaves it out")
            }
            for extra in ids.subtracting(expected).sorted() {
                report(1, "the visible query of \(rect) returns \(extra), which the unbounded query does not place there")
            }
        }
        // Rule 4: after the sweep, offset-only invalidations left the natural frames alone.
        for attributes in layout.naturalLayoutAttributesForElements(in: everything)
            where natural[attributes.element].map({ $0 != attributes.frame }) == true
        {
            report(4, "\(attributes.element) moved from \(natural[attributes.element]!) to \(attributes.frame) after scrolling")
        }
        return problems
    }

    /// The visible query over a rect that holds everything, in canonical
    /// order: the truth the bounded queries are compared with.
    private static func unbounded(_ layout: any CollectionViewLayout) -> [LayoutAttributes] {
        layout.layoutAttributesForElements(in: Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12))
            .sorted { $0.element < $1.element }
    }
}
