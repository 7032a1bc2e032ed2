import Foundation

/// `UIMenuElement`: what menus and actions share, kept. Menus are never
/// shown in the simulation.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// `UIMenuElement.State`.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// `title`.
    open private(set) var title: String
    /// `subtitle`.
    open var subtitle: String?
    /// `image`.
    open private(set) var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// `UIAction`: a titled handler, kept. Nothing taps it in the simulation;
/// `performWithSender(_:)` runs the handler for a test that wants it to.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// `identifier`.
    open private(set) var identifier: Identifier
    /// `discoverabilityTitle`.
    open var discoverabilityTitle: String?
    /// `attributes`.
    open var attributes: Attributes
    /// `state`.
    open var state: State
    /// `sender`: what performed the action; set only while
    /// `performWithSender(_:)` runs the handler.
    open private(set) var sender: Any?
    private let handler: UIActionHandler

    /// `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// `performWithSender(_:target:)`: runs the handler with `sender` set.
    open func performWithSender(_ sender: Any?, target: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}

/// `UIMenu`: a titled list of actions and menus, kept.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// `UIMenu.Options`.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// `identifier`.
    open private(set) var identifier: Identifier
    /// `options`.
    open private(set) var options: Options
    /// `children`.
    open private(set) var children: [UIMenuElement]

    /// `init(title:image:identifier:options:children:)`.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// `replacingChildren(_:)`: a copy with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
