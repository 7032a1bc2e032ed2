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
    public var transform3D: Transform3D? {
        get { transformValues.isEmpty ? nil : Transform3D(unchecked: transformValues) }
        set { transformValues = newValue?.values ?? [] }
    }
    /// `transform3D`'s 16 numbers, or none for `nil`. Kept without an
    /// `Optional`: with an optional reference among the stored properties,
    /// the optimiser built each attributes value in a temporary, copied it
    /// into the array it was appended to and destroyed the temporary (the
    /// visible query paid that for every element it returned).
    private var transformValues: [Double]

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
        self.transformValues = transform3D?.values ?? []
    }
}
