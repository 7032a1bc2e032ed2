import Foundation

/// `UIDynamicItem`: what a dynamic animator moves — a centre, a size and a
/// transform. Views and collection-view layout attributes are dynamic items,
/// as in UIKit.
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's centre, in the animator's reference coordinates.
    var center: CGPoint { get set }
    /// The item's bounds; its size is the item's extent.
    var bounds: CGRect { get }
    /// The item's transform.
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}
