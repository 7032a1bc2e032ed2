import Foundation

/// `UIConfigurationStateCustomKey`: the key of an app's own value in a
/// configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// `init(rawValue:)`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `init(_:)`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// `UIConfigurationState`: what a configuration is updated for.
public protocol UIConfigurationState {
    /// The traits of the view the state is for.
    var traitCollection: UITraitCollection { get set }
    /// An app's own value stored in the state.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// `UICellConfigurationState`: a cell's state, which its content and
/// background configurations are updated for. In the simulation a cell is
/// never selected, highlighted, focused, edited or swiped by a user, so
/// these are what the cell's own properties say.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The cell's traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the list is being edited.
    public var isEditing = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell is swiped open.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    private var customValues: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// `init(traitCollection:)`.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customValues[key] }
        set { customValues[key] = newValue }
    }
}
