import Foundation

/// `UIContextMenuActionProvider`: returns the menu of a context menu, given
/// the actions the system suggests.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// `UIContextMenuContentPreviewProvider`: returns the controller that
/// previews the content of a context menu (`nil` for the standard preview).
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// `UIContextMenuConfiguration`: a context menu's identifier and its
/// preview and action providers, kept. No long press ever happens here, so
/// no menu is shown and neither provider is called.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// `identifier`: the one given, or a fresh `NSUUID` when none was, as
    /// UIKit makes.
    open private(set) var identifier: any NSCopying

    /// The preview provider given, kept and never called.
    let previewProvider: UIContextMenuContentPreviewProvider?
    /// The action provider given, kept and never called.
    let actionProvider: UIContextMenuActionProvider?

    /// The designated initialiser behind UIKit's convenience one.
    init(storing identifier: any NSCopying, previewProvider: UIContextMenuContentPreviewProvider?,
         actionProvider: UIContextMenuActionProvider?) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// `init(identifier:previewProvider:actionProvider:)`: keeps the three;
    /// a `nil` identifier becomes a new `NSUUID`.
    public convenience init(identifier: (any NSCopying)? = nil,
                            previewProvider: UIContextMenuContentPreviewProvider? = nil,
                            actionProvider: UIContextMenuActionProvider? = nil) {
        self.init(storing: identifier ?? NSUUID(), previewProvider: previewProvider, actionProvider: actionProvider)
    }
}
