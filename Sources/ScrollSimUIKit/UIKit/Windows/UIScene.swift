import Foundation

/// `UIScene`: one instance of the app's interface. The simulated app has
/// one scene, a `UIWindowScene` (`UIApplication.shared.connectedScenes`),
/// always in the foreground and active; no scene connects or disconnects,
/// so no scene delegate is called (`UISceneDelegate` is not simulated).
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// `UIScene.ActivationState`, with UIKit's raw values.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// `activationState`: `.foregroundActive`, the simulated app's.
    open var activationState: ActivationState { .foregroundActive }

    /// `title`: kept (UIKit shows it in the app switcher; nothing shows here).
    open var title: String!

    /// The application's scene; UIKit makes scenes, so code does not.
    override package init() {
        super.init()
    }

    /// `next`: the application, as UIKit's scenes answer.
    open override var next: UIResponder? { UIApplication.shared }
}
