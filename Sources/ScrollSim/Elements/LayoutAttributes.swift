/// Where a layout puts one element, like `UICollectionViewLayoutAttributes`.
public struct LayoutAttributes: Hashable, Sendable {
    /// The element these attributes describe.
    public var element: ElementID
    /// The frame in content coordinates, in points.
    public var frame: Rect
    /// Drawing order; pinned sticky headers use `1024 + section`, all other
    /// elements 0.
    public var zIndex: Int
    /// Whether the element is hidden. Hidden elements are still displayed
    /// (UIKit still calls `willDisplay` for them).
    public var isHidden: Bool
    /// Custom attributes, such as the Pinterest layout's `photoHeight`.
    public var extras: [String: FieldValue]
    /// The element's 3D transform (`UICollectionViewLayoutAttributes.transform3D`),
    /// `nil` for the identity. It does not change `frame`; displayed
    /// elements carry it into the log.
    public var transform3D: Transform3D?

    /// Creates layout attributes.
    public init(
        element: ElementID,
        frame: Rect,
        zIndex: Int = 0,
        isHidden: Bool = false,
        extras: [String: FieldValue] = [:],
        transform3D: Transform3D? = nil
    ) {
        self.element = element
        self.frame = frame
        self.zIndex = zIndex
        self.isHidden = isHidden
        self.extras = extras
        self.transform3D = transform3D
    }
}
