import Foundation

/// `UIStoryboardSegue`: an identifier and the two view controllers it
/// joins, kept. `perform()` calls the handler given to
/// `init(identifier:source:destination:performHandler:)` and otherwise
/// does nothing: there is no transition to show. A custom segue overrides
/// `perform()` as on iOS. See "Storyboards and segues" in `docs/uikit.md`.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// `identifier`.
    open private(set) var identifier: String?
    /// `source`: the controller the segue starts from.
    open private(set) var source: UIViewController
    /// `destination`: the controller the segue shows.
    open private(set) var destination: UIViewController
    /// What `perform()` runs, when the segue was made with a handler.
    private var performHandler: (() -> Void)?

    /// `init(identifier:source:destination:)`: the designated initialiser.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// `init(identifier:source:destination:performHandler:)`: a segue whose
    /// `perform()` calls `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// `perform()`: calls the perform handler, if any; nothing is shown.
    open func perform() {
        performHandler?()
    }
}
