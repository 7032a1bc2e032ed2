import ScrollSim

extension LayoutBridge: KeptElementsLayout {
    /// The run of the answers kept since the last invalidation that holds
    /// the elements meeting `rect`, when `rect` is inside the valid layout
    /// rect: what `layoutAttributesForElements(in:)` answers there, lent
    /// instead of copied. `nil` otherwise (the layout is asked).
    package func keptElements(around rect: Rect) -> ArraySlice<LayoutAttributes>? {
        guard !layout.needsPrepare else { return nil }
        return validRegion.keptRun(around: rect, generation: layout.invalidationCount)
    }
}
