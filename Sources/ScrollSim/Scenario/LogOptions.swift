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
    /// Whether the cell lifecycle is logged: `cellRequest`, `cellEnqueue`,
    /// `prefetch`, `cancelPrefetch` and `sizeResolved`. Default `false`.
    public var cells: Bool

    /// Creates log options with the defaults of `docs/scenario-format.md`.
    public init(didScroll: Bool = true, visible: VisibleMode = .changes, layout: Bool = false, cells: Bool = false) {
        self.didScroll = didScroll
        self.visible = visible
        self.layout = layout
        self.cells = cells
    }
}

extension LogOptions {
    /// Whether a log written with these options can contain events of
    /// `type`: `didScroll` and `sectionDidScroll` need `didScroll`,
    /// `visible` a `visible` mode other than `off`, `prepare` and
    /// `invalidate` need `layout`, the cell lifecycle's kinds need `cells`;
    /// every other type is always logged.
    public func records(_ type: String) -> Bool {
        switch EventKind(rawValue: type) {
        case .didScroll?, .sectionDidScroll?: didScroll
        case .visible?: visible != .off
        case .prepare?, .invalidate?: layout
        case .cellRequest?, .cellEnqueue?, .prefetch?, .cancelPrefetch?, .sizeResolved?: cells
        default: true
        }
    }

    /// The scenario option that turns on events of `type`, as JSON
    /// (`"log": {"layout": true}`), or `nil` for a type always logged.
    public static func option(recording type: String) -> String? {
        let key: Key
        switch EventKind(rawValue: type) {
        case .didScroll?, .sectionDidScroll?: key = .didScroll
        case .visible?: key = .visible
        case .prepare?, .invalidate?: key = .layout
        case .cellRequest?, .cellEnqueue?, .prefetch?, .cancelPrefetch?, .sizeResolved?: key = .cells
        default: return nil
        }
        let on = key == .visible ? "\"\(VisibleMode.changes.rawValue)\"" : "true"
        return "\"log\": {\"\(key.rawValue)\": \(on)}"
    }

    /// The keys of a scenario's `log` object, one per option.
    public enum Key: String, CaseIterable, Sendable {
        case didScroll, visible, layout, cells
    }
}
