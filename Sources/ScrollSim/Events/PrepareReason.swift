/// Why the layout ran `prepare()`: the `reason` of a `prepare` event.
public enum PrepareReason: String, CaseIterable, Hashable, Sendable {
    /// The first layout pass, before the first tick.
    case initial
    /// The bounds changed and the layout asked to be invalidated for it
    /// (`shouldInvalidateLayout(forBoundsChange:)`).
    case boundsChange
    /// Items or sections were inserted, deleted, moved or reloaded.
    case dataChange
    /// The viewport (bounds size) changed.
    case viewportChange
    /// The content inset changed.
    case contentInsetChange
    /// The collection view switched to another layout.
    case layoutSwitch
    /// The layout's owner invalidated it between the simulator's own passes
    /// (a UIKit layout's `invalidateLayout()` after a property change).
    case invalidateLayout
    /// Self-sizing cells reported sizes other than their estimates
    /// (`shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`).
    case selfSizing
}
