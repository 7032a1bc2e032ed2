import Foundation

/// `UICollectionViewLayoutAttributes`: where one element goes. Open, as in
/// UIKit: subclass it for extra properties, override `copy(with:)` and
/// `isEqual(_:)`, and name the subclass in your layout's
/// `layoutAttributesClass`.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }

    /// The element's frame in content coordinates.
    open var frame: CGRect = .zero
    /// The centre of `frame`; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of `frame`; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }
    /// The bounds: the size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The stacking order: higher draws above.
    open var zIndex: Int = 0
    /// Whether the element is hidden.
    open var isHidden: Bool = false
    /// The element's opacity.
    open var alpha: CGFloat = 1
    /// The element's index path.
    open var indexPath: IndexPath = IndexPath(item: 0, section: 0)
    /// Cell, supplementary view or decoration view.
    open private(set) var representedElementCategory: ElementCategory = .cell
    /// The supplementary or decoration kind; `nil` for a cell.
    open private(set) var representedElementKind: String?

    /// An attributes object for no element in particular, as
    /// `layoutAttributesClass.init()` makes.
    public required override init() {
        super.init()
    }

    /// `init(forCellWith:)`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .cell
    }

    /// `init(forSupplementaryViewOfKind:with:)`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// `init(forDecorationViewOfKind:with:)`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class with the same values; subclasses add theirs.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.alpha = alpha
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return frame == other.frame && zIndex == other.zIndex && isHidden == other.isHidden && alpha == other.alpha
            && indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    /// Makes these the attributes of a supplementary view of `kind`.
    func setSupplementaryKind(_ kind: String) {
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }
}
