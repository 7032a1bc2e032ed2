import Foundation

/// `UICellAccessory`: a view on the edge of a list cell (a disclosure
/// chevron, a checkmark, a delete button…). Stored on the cell as a value;
/// nothing is drawn and accessories take no width from the content.
public struct UICellAccessory {
    /// `UICellAccessory.ActionHandler`.
    public typealias ActionHandler = () -> Void

    /// `UICellAccessory.DisplayedState`: when the accessory shows.
    public enum DisplayedState: Int, Sendable {
        case always
        case whenEditing
        case whenNotEditing
    }

    /// `UICellAccessory.LayoutDimension`: the width reserved for an accessory.
    public enum LayoutDimension: Equatable, Sendable {
        case standard
        case actual
        case custom(CGFloat)
    }

    /// `UICellAccessory.OutlineDisclosureStyle`.
    public enum OutlineDisclosureStyle: Int, Sendable {
        case automatic
        case header
        case cell
    }

    /// `UICellAccessory.Placement`: where a custom view goes.
    public enum Placement {
        case leading(displayed: DisplayedState = .always, at: (([UICellAccessory]) -> Int)? = nil)
        case trailing(displayed: DisplayedState = .always, at: (([UICellAccessory]) -> Int)? = nil)
    }

    /// `UICellAccessory.DisclosureIndicatorOptions`.
    public struct DisclosureIndicatorOptions {
        /// Whether the accessory is hidden. Default `false`.
        public var isHidden: Bool
        /// The width kept for the accessory. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint; `nil` for the system's.
        public var tintColor: UIColor?
        /// The options; an argument left `nil` takes its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// `UICellAccessory.OutlineDisclosureOptions`.
    public struct OutlineDisclosureOptions {
        /// Whether the disclosure toggles on the whole cell (`.header`) or on the accessory (`.cell`).
        public var style: OutlineDisclosureStyle
        /// Whether the accessory is hidden. Default `false`.
        public var isHidden: Bool
        /// The width kept for the accessory. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint; `nil` for the system's.
        public var tintColor: UIColor?
        /// The options; an argument left `nil` takes its default.
        public init(style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// `UICellAccessory.CheckmarkOptions`.
    public struct CheckmarkOptions {
        /// Whether the accessory is hidden. Default `false`.
        public var isHidden: Bool
        /// The width kept for the accessory. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint; `nil` for the system's.
        public var tintColor: UIColor?
        /// The options; an argument left `nil` takes its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// `UICellAccessory.DeleteOptions`.
    public struct DeleteOptions {
        /// Whether the accessory is hidden. Default `false`.
        public var isHidden: Bool
        /// The width kept for the accessory. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint; `nil` for the system's.
        public var tintColor: UIColor?
        /// The button's background.
        public var backgroundColor: UIColor?
        /// The options; an argument left `nil` takes its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    /// `UICellAccessory.InsertOptions`.
    public typealias InsertOptions = DeleteOptions

    /// `UICellAccessory.ReorderOptions`.
    public struct ReorderOptions {
        /// Whether the accessory is hidden. Default `false`.
        public var isHidden: Bool
        /// The width kept for the accessory. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint; `nil` for the system's.
        public var tintColor: UIColor?
        /// Whether a separator comes before the accessory. Default `true`.
        public var showsVerticalSeparator: Bool
        /// The options; an argument left `nil` takes its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    /// `UICellAccessory.MultiselectOptions`.
    public typealias MultiselectOptions = CheckmarkOptions

    /// `UICellAccessory.LabelOptions`.
    public struct LabelOptions {
        /// Whether the accessory is hidden. Default `false`.
        public var isHidden: Bool
        /// The width kept for the accessory. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint; `nil` for the system's.
        public var tintColor: UIColor?
        /// The label's font; `nil` for the system's.
        public var font: UIFont?
        /// Whether the label follows the text size setting. Default `true`.
        public var adjustsFontForContentSizeCategory: Bool
        /// The options; an argument left `nil` takes its default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration {
        /// The view.
        public var customView: UIView
        /// Which edge the view goes on.
        public var placement: Placement
        /// Whether the accessory is hidden. Default `false`.
        public var isHidden: Bool
        /// The width kept for the accessory. Default `.standard`.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint; `nil` for the system's.
        public var tintColor: UIColor?
        /// Whether the view keeps its own size. Default `false`.
        public var maintainsFixedSize: Bool
        /// The configuration; an argument left `nil` takes its default.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    /// What kind of accessory this is, for tests and tools reading a cell.
    enum Kind: Equatable {
        case disclosureIndicator
        case outlineDisclosure
        case checkmark
        case delete
        case insert
        case reorder
        case multiselect
        case label(String)
        case customView
    }

    let kind: Kind
    /// When the accessory shows.
    public let displayedState: DisplayedState
    /// The handler of a tappable accessory (never called: there are no taps).
    let actionHandler: ActionHandler?

    private init(_ kind: Kind, _ displayed: DisplayedState, actionHandler: ActionHandler? = nil) {
        self.kind = kind
        displayedState = displayed
        self.actionHandler = actionHandler
    }

    /// `disclosureIndicator(displayed:options:)`.
    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        .init(.disclosureIndicator, displayed)
    }

    /// `outlineDisclosure(displayed:options:actionHandler:)`.
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        .init(.outlineDisclosure, displayed, actionHandler: actionHandler)
    }

    /// `checkmark(displayed:options:)`.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        .init(.checkmark, displayed)
    }

    /// `delete(displayed:options:actionHandler:)`.
    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        .init(.delete, displayed, actionHandler: actionHandler)
    }

    /// `insert(displayed:options:actionHandler:)`.
    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        .init(.insert, displayed, actionHandler: actionHandler)
    }

    /// `reorder(displayed:options:)`.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        .init(.reorder, displayed)
    }

    /// `multiselect(displayed:options:)`.
    public static func multiselect(
        displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
    ) -> UICellAccessory {
        .init(.multiselect, displayed)
    }

    /// `label(text:displayed:options:)`.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()) -> UICellAccessory {
        .init(.label(text), displayed)
    }

    /// `customView(configuration:)`.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return .init(.customView, displayed)
    }
}
