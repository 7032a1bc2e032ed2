import Foundation

/// `UIControl`: state, targets and actions, kept. Nothing touches a
/// control, so no event fires on its own; `sendActions(for:)` runs the
/// `UIAction`s added for those events (a target–selector pair cannot be
/// sent without Objective-C and is only kept).
@preconcurrency @MainActor
open class UIControl: UIView {
    /// `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    open var isContextMenuInteractionEnabled = false
    open var showsMenuAsPrimaryAction = false

    /// `state`: from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// The targets and actions added: kept, never sent.
    private var targetActions: [(target: AnyObject?, action: Selector, events: Event)] = []
    /// The `UIAction`s added, with their events.
    private var actionsAdded: [(action: UIAction, events: Event)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `init(frame:primaryAction:)`: `primaryAction` added for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// `addTarget(_:action:for:)`: kept, never sent.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        targetActions.append((target.map { $0 as AnyObject }, action, controlEvents))
    }

    /// `removeTarget(_:action:for:)`: a `nil` target or action matches all.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { entry in
            (object == nil || entry.target === object) && (action == nil || entry.action == action)
                && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// `allTargets`.
    open var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { $0.target.map { ObjectIdentifier($0) as AnyHashable } })
    }

    /// `allControlEvents`.
    open var allControlEvents: Event {
        (targetActions.map(\.events) + actionsAdded.map(\.events)).reduce(Event()) { $0.union($1) }
    }

    /// `actions(forTarget:forControlEvent:)`: the names of the kept actions.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targetActions.filter { $0.target === object && $0.events.contains(controlEvent) }.map { "\($0.action)" }
        return names.isEmpty ? nil : names
    }

    /// `addAction(_:for:)`.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actionsAdded.append((action, controlEvents))
    }

    /// `removeAction(_:for:)`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actionsAdded.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// `sendActions(for:)`: runs the `UIAction`s added for those events
    /// (with this control as sender); targets and selectors are not sent.
    open func sendActions(for controlEvents: Event) {
        for (action, events) in actionsAdded where !events.isDisjoint(with: controlEvents) {
            action.performWithSender(self, target: nil)
        }
    }

    /// `sendAction(_:to:for:)`: nothing is sent (no Objective-C messaging).
    open func sendAction(_ action: Selector, to target: Any?, for event: AnyObject?) {}
}
