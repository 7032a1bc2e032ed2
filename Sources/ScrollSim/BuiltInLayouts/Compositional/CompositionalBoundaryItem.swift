/// A header, footer or other view attached to an edge of a section or of
/// the whole layout, like `NSCollectionLayoutBoundarySupplementaryItem`.
public struct CompositionalBoundaryItem: Hashable, Sendable {
    /// The element kind (`.header` and `.footer` are the section header and footer kinds).
    public var elementKind: ElementKind
    /// The item's size: fractions are of the boundary's width and of the
    /// container's height.
    public var layoutSize: CompositionalSize
    /// The edge or corner of the section the item is attached to.
    public var alignment: RectAlignment
    /// Moves the item from its aligned position, in points.
    public var absoluteOffset: Point
    /// Whether the section grows to make room for the item (items on the
    /// edges across the scroll direction only). Default `true`.
    public var extendsBoundary: Bool
    /// Whether the item sticks to the visible edge it is aligned to while
    /// its section is on screen.
    public var pinToVisibleBounds: Bool

    /// Creates a boundary supplementary item.
    public init(
        elementKind: ElementKind, layoutSize: CompositionalSize, alignment: RectAlignment,
        absoluteOffset: Point = .zero, extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false
    ) {
        self.elementKind = elementKind
        self.layoutSize = layoutSize
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
    }
}

/// A section background, like `NSCollectionLayoutDecorationItem.background(elementKind:)`.
public struct CompositionalDecorationItem: Hashable, Sendable {
    /// The decoration's kind.
    public var elementKind: ElementKind
    /// Insets of the decoration inside the section's frame.
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a background decoration.
    public init(elementKind: ElementKind, contentInsets: DirectionalEdgeInsets = .zero) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
    }

    /// A background decoration of `elementKind`.
    public static func background(elementKind: ElementKind) -> CompositionalDecorationItem {
        CompositionalDecorationItem(elementKind: elementKind)
    }
}

/// An edge or corner of a rectangle, like `NSRectAlignment`.
public enum RectAlignment: String, Hashable, Sendable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// Whether the alignment touches the edge before the content along
    /// `axis` (top for `.vertical`, leading for `.horizontal`).
    func touchesStart(of axis: Axis) -> Bool {
        switch axis {
        case .vertical: self == .top || self == .topLeading || self == .topTrailing
        case .horizontal: self == .leading || self == .topLeading || self == .bottomLeading
        }
    }

    /// Whether the alignment touches the edge after the content along `axis`.
    func touchesEnd(of axis: Axis) -> Bool {
        switch axis {
        case .vertical: self == .bottom || self == .bottomLeading || self == .bottomTrailing
        case .horizontal: self == .trailing || self == .topTrailing || self == .bottomTrailing
        }
    }
}
