import Foundation

/// `UIInteraction`: an object that adds behaviour to a view
/// (`UIView.addInteraction(_:)`), told before and after it is added or
/// removed.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is on.
    var view: UIView? { get }
    /// Called before the interaction is added to `view`, or removed (`nil`).
    func willMove(to view: UIView?)
    /// Called after the interaction is added to `view`, or removed (`nil`).
    func didMove(to view: UIView?)
}
