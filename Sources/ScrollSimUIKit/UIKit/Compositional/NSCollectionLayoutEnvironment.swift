import Foundation

/// `NSCollectionLayoutContainer`: the size a section or group is laid out in.
public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's full size.
    var contentSize: CGSize { get }
    /// `contentSize` less `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The insets the container was given.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment`: what a section provider knows of the
/// collection view.
public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The layout's container.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits: the simulated device's
    /// (`UITraitCollection()`).
    var traitCollection: UITraitCollection { get }
}

/// The container ScrollSim hands to section providers: the collection
/// view's bounds size, inset across the scroll direction by its content inset.
final class LayoutContainer: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

    var effectiveContentSize: CGSize {
        CGSize(width: max(contentSize.width - contentInsets.leading - contentInsets.trailing, 0),
               height: max(contentSize.height - contentInsets.top - contentInsets.bottom, 0))
    }
}

/// The environment ScrollSim hands to section providers.
final class LayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection = UITraitCollection()) {
        self.container = container
        self.traitCollection = traitCollection
    }
}
