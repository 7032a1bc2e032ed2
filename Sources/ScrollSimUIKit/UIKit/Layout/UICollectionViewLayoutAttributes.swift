import Foundation
import struct ScrollSim.LayoutAttributes

/// `UICollectionViewLayoutAttributes`: where one element goes. Open, as in
/// UIKit: subclass it for extra properties, override `copy(with:)` and
/// `isEqual(_:)`, and name the subclass in your layout's
/// `layoutAttributesClass`.
///
/// UIKit declares this class `@MainActor`; here it is not isolated, because
/// an override of `NSObject.isEqual(_:)` (which every attributes subclass
/// writes) cannot be main-actor isolated outside Objective-C, and it would
/// then not compile reading the subclass's own properties. Unannotated
/// subclasses compile the same either way (`docs/uikit.md`).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: Int, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }

    /// The element's frame in content coordinates.
    open var frame: CGRect = .zero {
        didSet { bridged = nil }
    }
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
    /// `transform3D`: kept and reported (`docs/uikit.md`), not drawn; it
    /// does not change `frame`, as in UIKit.
    open var transform3D = CATransform3DIdentity {
        didSet { bridged = nil }
    }
    /// `transform`: the affine part of `transform3D`; setting it replaces
    /// `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The stacking order: higher draws above.
    open var zIndex: Int = 0 {
        didSet { bridged = nil }
    }
    /// Whether the element is hidden.
    open var isHidden: Bool = false {
        didSet { bridged = nil }
    }
    /// The element's opacity.
    open var alpha: CGFloat = 1 {
        didSet { bridged = nil }
    }
    /// The element's index path.
    open var indexPath: IndexPath = IndexPath(item: 0, section: 0) {
        didSet { bridged = nil }
    }
    /// Cell, supplementary view or decoration view.
    open private(set) var representedElementCategory: ElementCategory = .cell {
        didSet { bridged = nil }
    }
    /// The supplementary or decoration kind; `nil` for a cell.
    open private(set) var representedElementKind: String? {
        didSet { bridged = nil }
    }

    /// These attributes as the simulator reads them, kept until a property
    /// changes: a layout that returns the same objects tick after tick (as
    /// UIKit's flow layout does) is converted once.
    var bridged: LayoutAttributes?

    /// An attributes object for no element in particular, as
    /// `layoutAttributesClass.init()` makes.
    public required override init() {
        super.init()
    }

    /// `init?(coder:)`: an attributes object for no element in particular.
    public init?(coder: NSCoder) {
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
        copy.transform3D = transform3D
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
        return frame == other.frame && transform3D == other.transform3D && zIndex == other.zIndex
            && isHidden == other.isHidden && alpha == other.alpha
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
