import Foundation

/// `UICollectionViewTransitionLayout`: the layout a collection view uses
/// during an interactive transition (`startInteractiveTransition(to:completion:)`),
/// between `currentLayout` and `nextLayout`. Real: each element's frame and
/// alpha go linearly from the current layout's to the next one's as
/// `transitionProgress` goes from 0 to 1 (UIKit's documented behaviour:
/// the layout "determines the layout of each item by interpolating between
/// the layout values in the current and new layout objects"); an element
/// only one layout has keeps that layout's attributes; the other
/// attributes (z-index, transform, hidden) are the current layout's below
/// a progress of 0.5, the next one's from 0.5. The content size is
/// interpolated the same way. `updateValue(_:forAnimatedKey:)` keeps
/// values for a subclass to read back; nothing animates them.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// `currentLayout`: the layout the transition starts from.
    open private(set) var currentLayout: UICollectionViewLayout
    /// `nextLayout`: the layout the transition goes to.
    open private(set) var nextLayout: UICollectionViewLayout
    /// `transitionProgress`, 0 (the current layout) to 1 (the next);
    /// setting it invalidates the layout, as UIKit's does.
    open var transitionProgress: CGFloat = 0 {
        didSet { invalidateLayout() }
    }
    /// The values of `updateValue(_:forAnimatedKey:)`.
    private var animatedValues: [String: CGFloat] = [:]
    /// The completion handler of the interactive transition this layout
    /// serves (`UICollectionView+InteractiveTransition.swift`).
    var transitionCompletion: UICollectionView.LayoutInteractiveTransitionCompletion?

    /// `init(currentLayout:nextLayout:)`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        nextLayout = newLayout
        super.init()
    }

    /// `init?(coder:)`: there are no archives here, and a transition layout
    /// needs its two layouts, so it fails, as UIKit's does without them.
    public required init?(coder: NSCoder) {
        nil
    }

    /// `updateValue(_:forAnimatedKey:)`: kept, for `value(forAnimatedKey:)`.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// `value(forAnimatedKey:)`: the value last given for `key`, 0 if none.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    /// Prepares both layouts for the collection view this one serves.
    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.attachedCollectionView = collectionView
            layout.prepare()
        }
    }

    /// The two content sizes, interpolated.
    open override var collectionViewContentSize: CGSize {
        let (from, to) = (currentLayout.collectionViewContentSize, nextLayout.collectionViewContentSize)
        return CGSize(width: interpolate(from.width, to.width), height: interpolate(from.height, to.height))
    }

    /// The elements of both layouts, interpolated, that meet `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let from = allAttributes(of: currentLayout)
        let to = allAttributes(of: nextLayout)
        var result: [UICollectionViewLayoutAttributes] = []
        var seen = Set<ElementKey>()
        for attributes in from {
            let key = ElementKey(attributes)
            seen.insert(key)
            let other = to.first { ElementKey($0) == key }
            let blended = other.map { blend(attributes, $0) } ?? attributes
            if blended.frame.intersects(rect) { result.append(blended) }
        }
        for attributes in to where !seen.contains(ElementKey(attributes)) && attributes.frame.intersects(rect) {
            result.append(attributes)
        }
        return result
    }

    /// The item's attributes in both layouts, interpolated.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let from = currentLayout.layoutAttributesForItem(at: indexPath)
        let to = nextLayout.layoutAttributesForItem(at: indexPath)
        guard let from, let to else { return from ?? to }
        return blend(from, to)
    }

    // MARK: - Interpolation

    private func interpolate(_ from: CGFloat, _ to: CGFloat) -> CGFloat {
        from + (to - from) * transitionProgress
    }

    /// A copy of the attributes of the nearer layout with frame and alpha
    /// interpolated.
    private func blend(_ from: UICollectionViewLayoutAttributes,
                       _ to: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let nearer = transitionProgress < 0.5 ? from : to
        let result = nearer.copy() as? UICollectionViewLayoutAttributes ?? nearer
        result.frame = CGRect(x: interpolate(from.frame.minX, to.frame.minX), y: interpolate(from.frame.minY, to.frame.minY),
                              width: interpolate(from.frame.width, to.frame.width),
                              height: interpolate(from.frame.height, to.frame.height))
        result.alpha = interpolate(from.alpha, to.alpha)
        return result
    }

    /// Every element of `layout`: its attributes over its whole content.
    private func allAttributes(of layout: UICollectionViewLayout) -> [UICollectionViewLayoutAttributes] {
        let size = layout.collectionViewContentSize
        let bounds = collectionView?.bounds.size ?? .zero
        let whole = CGRect(x: 0, y: 0, width: max(size.width, bounds.width), height: max(size.height, bounds.height))
        return layout.layoutAttributesForElements(in: whole) ?? []
    }

    /// What names one element across the two layouts.
    private struct ElementKey: Hashable {
        let category: UICollectionView.ElementCategory
        let kind: String?
        let indexPath: IndexPath

        init(_ attributes: UICollectionViewLayoutAttributes) {
            category = attributes.representedElementCategory
            kind = attributes.representedElementKind
            indexPath = attributes.indexPath
        }
    }
}
