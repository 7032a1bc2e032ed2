import Foundation

/// `UIStoryboard`: kept by name; no storyboard file is read, because there
/// are no archives here.
///
/// `instantiateViewController(withIdentifier:)` and
/// `instantiateInitialViewController()` make a plain `UIViewController`
/// whose `storyboard` is this one: code that builds its screen in
/// `viewDidLoad()` runs, but a cast to the storyboard's own class
/// (`as! PhotoViewController`) fails as it would on iOS with a wrong
/// identifier. Make such controllers with their initialiser to simulate
/// them. See "Storyboards and segues" in `docs/uikit.md`.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's name, as given.
    let name: String
    /// The bundle, as given.
    let bundle: Bundle?

    /// `init(name:bundle:)`: keeps the name; nothing is loaded.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
        super.init()
    }

    /// `instantiateInitialViewController()`: a plain `UIViewController`
    /// of this storyboard (never `nil`: there is no file to say that the
    /// storyboard has no initial controller).
    open func instantiateInitialViewController() -> UIViewController? {
        makeViewController()
    }

    /// `instantiateViewController(withIdentifier:)`: a plain
    /// `UIViewController` of this storyboard, whatever the identifier.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        makeViewController()
    }

    private func makeViewController() -> UIViewController {
        let controller = UIViewController(nibName: nil, bundle: bundle)
        controller.storyboard = self
        return controller
    }
}
