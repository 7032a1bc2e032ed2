import Foundation

/// `UIWindowScene`: the scene the app's windows belong to. There is one
/// (`UIApplication.shared.connectedScenes`); a window belongs to it from
/// the start (UIKit does the same for an app that declares no scenes)
/// unless its `windowScene` is set to `nil`. The interface is portrait on
/// the main screen and never rotates.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// `screen`: `UIScreen.main`.
    open var screen: UIScreen { UIScreen.main }

    /// `interfaceOrientation`: `.portrait` (the simulated interface never
    /// rotates).
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }

    /// `traitCollection`: the screen's.
    open var traitCollection: UITraitCollection { screen.traitCollection }

    /// `windows`: the live windows whose `windowScene` is this scene, in
    /// `UIApplication.shared.windows`' order (back to front).
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }

    /// `keyWindow`: the application's key window when it belongs to this
    /// scene, else `nil`.
    open var keyWindow: UIWindow? {
        guard let window = UIApplication.shared.keyWindow, window.windowScene === self else { return nil }
        return window
    }
}
