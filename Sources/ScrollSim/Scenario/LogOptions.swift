/// Which optional events the simulator emits.
public struct LogOptions: Hashable, Sendable {
    /// When `visible` events are emitted.
    public enum VisibleMode: String, Hashable, Sendable, CaseIterable {
        /// On every tick where the set of visible elements changed.
        case changes
        /// On every tick.
        case everyTick
        /// Never.
        case off
    }

    /// Whether `didScroll` events are emitted. Default `true`.
    public var didScroll: Bool
    /// When `visible` events are emitted. Default `.changes`.
    public var visible: VisibleMode
    /// Whether `prepare` and `invalidate` events are emitted. Default `false`.
    public var layout: Bool

    /// Creates log options with the defaults of `docs/scenario-format.md`.
    public init(didScroll: Bool = true, visible: VisibleMode = .changes, layout: Bool = false) {
        self.didScroll = didScroll
        self.visible = visible
        self.layout = layout
    }
}
