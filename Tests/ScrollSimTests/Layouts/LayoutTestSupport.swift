import ScrollSim

/// Prepares `layout` for `sections` in a viewport, at offset zero.
@discardableResult
func prepared<L: CollectionViewLayout>(
    _ layout: L, _ sections: [SectionData], width: Double = 375, height: Double = 667,
    contentInset: EdgeInsets = .zero
) -> L {
    layout.prepare(in: LayoutContext(
        bounds: Rect(x: -contentInset.left, y: -contentInset.top, width: width, height: height),
        contentInset: contentInset, data: CollectionData(sections: sections)))
    return layout
}

/// Moves the bounds of a prepared layout the way the simulator does for a
/// scroll: ask, then invalidate with the layout's own context.
func scroll(_ layout: some CollectionViewLayout, to bounds: Rect) {
    if layout.shouldInvalidateLayout(forBoundsChange: bounds) {
        let context = layout.invalidationContext(forBoundsChange: bounds)
        layout.invalidateLayout(with: context)
        if !context.isOffsetOnly {
            Issue.record("a scroll must be an offset-only invalidation")
        }
    }
}

/// The natural frames by element, for looking frames up in tests.
func frames(_ layout: some CollectionViewLayout) -> [ElementID: Rect] {
    Dictionary(layout.layoutAttributesForAllElements().map { ($0.element, $0.frame) }, uniquingKeysWith: { a, _ in a })
}

/// A section of items of the given sizes.
func section(_ sizes: [(Double, Double)], header: Double? = nil, footer: Double? = nil,
             overrides: SectionOverrides = SectionOverrides()) -> SectionData {
    SectionData(items: .explicit(sizes.map { ItemSpec(width: $0.0, height: $0.1) }),
                header: header.map { SupplementarySize(height: $0) },
                footer: footer.map { SupplementarySize(height: $0) }, overrides: overrides)
}

import Testing
