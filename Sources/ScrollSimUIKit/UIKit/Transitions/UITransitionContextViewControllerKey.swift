import Foundation

/// `UITransitionContextViewControllerKey`: `.from` and `.to`, with UIKit's
/// string values.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// `.from`: the controller the transition leaves.
    public static let from = UITransitionContextViewControllerKey("UITransitionContextFromViewControllerKey")
    /// `.to`: the controller the transition arrives at.
    public static let to = UITransitionContextViewControllerKey("UITransitionContextToViewControllerKey")
}

/// `UITransitionContextViewKey`: `.from` and `.to`, with UIKit's string values.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// `.from`: the view the transition leaves.
    public static let from = UITransitionContextViewKey("UITransitionContextFromViewKey")
    /// `.to`: the view the transition arrives at.
    public static let to = UITransitionContextViewKey("UITransitionContextToViewKey")
}
