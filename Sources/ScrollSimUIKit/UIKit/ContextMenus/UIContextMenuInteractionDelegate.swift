import Foundation

/// `UIContextMenuInteractionDelegate`: asked for the configuration of the
/// menu a long press would show. No long press happens here, so it is never
/// asked. Only the required method is declared; UIKit's optional ones, about
/// previews and menu animations, are not.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
}
