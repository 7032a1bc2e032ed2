import Foundation
import ScrollSimUIKit

/// `PHPickerViewController`: the system photo picker — its configuration
/// and delegate kept. There is no user to pick: the picker is never shown,
/// so `picker(_:didFinishPicking:)` is never called (a test that wants an
/// answer calls its delegate itself). Presenting it keeps the presentation
/// as for any view controller.
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
    /// `configuration`: the configuration given (a value).
    public let configuration: PHPickerConfiguration
    /// `delegate`: kept, never called.
    open weak var delegate: PHPickerViewControllerDelegate?

    /// `init(configuration:)`.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// `init?(coder:)`: unavailable, as in PhotosUI.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        return nil
    }

    /// `deselectAssets(withIdentifiers:)`, `moveAsset(withIdentifier:afterAssetWithIdentifier:)`,
    /// `scrollToInitialPosition()`, `zoomIn()`, `zoomOut()`: nothing is
    /// shown or selected, so they do nothing.
    open func deselectAssets(withIdentifiers identifiers: [String]) {}
    open func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier afterIdentifier: String?) {}
    open func scrollToInitialPosition() {}
    open func zoomIn() {}
    open func zoomOut() {}
}

/// `PHPickerViewControllerDelegate`: told when the user finishes picking;
/// never called here (see `PHPickerViewController`).
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}
