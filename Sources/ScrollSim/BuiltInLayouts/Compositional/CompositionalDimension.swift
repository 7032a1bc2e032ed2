/// One side of a compositional element's size, like
/// `NSCollectionLayoutDimension`.
public enum CompositionalDimension: Hashable, Sendable {
    /// A fixed number of points.
    case absolute(Double)
    /// An estimate in points. ScrollSim does not measure cells: the
    /// estimate is the size (an estimated group takes the extent of its
    /// subitems; see the compositional rules of `docs/layouts.md`).
    case estimated(Double)
    /// A fraction of the container's width.
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)

    /// Whether this dimension is an estimate.
    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The length in points inside a container of effective content size `container`.
    public func resolved(in container: Size) -> Double {
        switch self {
        case .absolute(let value), .estimated(let value): value
        case .fractionalWidth(let fraction): fraction * container.width
        case .fractionalHeight(let fraction): fraction * container.height
        }
    }
}

/// A width and a height dimension, like `NSCollectionLayoutSize`.
public struct CompositionalSize: Hashable, Sendable {
    /// The width.
    public var widthDimension: CompositionalDimension
    /// The height.
    public var heightDimension: CompositionalDimension

    /// Creates a size from its two dimensions.
    public init(widthDimension: CompositionalDimension, heightDimension: CompositionalDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The dimension along `axis` (`.horizontal` is the width).
    public subscript(axis: Axis) -> CompositionalDimension {
        axis == .horizontal ? widthDimension : heightDimension
    }

    /// The size in points inside a container of effective content size `container`.
    public func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// Space between items, like `NSCollectionLayoutSpacing`.
public enum CompositionalSpacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points; grows to share the space left in the group.
    case flexible(Double)

    /// The fixed value, or the flexible minimum.
    public var minimum: Double {
        switch self {
        case .fixed(let value), .flexible(let value): value
        }
    }

    /// Whether the spacing grows.
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// The spacing around an item's four edges, like
/// `NSCollectionLayoutEdgeSpacing`; `nil` means none.
public struct CompositionalEdgeSpacing: Hashable, Sendable {
    /// Space before the item horizontally (left).
    public var leading: CompositionalSpacing?
    /// Space above the item.
    public var top: CompositionalSpacing?
    /// Space after the item horizontally (right).
    public var trailing: CompositionalSpacing?
    /// Space below the item.
    public var bottom: CompositionalSpacing?

    /// Creates edge spacing.
    public init(
        leading: CompositionalSpacing? = nil, top: CompositionalSpacing? = nil,
        trailing: CompositionalSpacing? = nil, bottom: CompositionalSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// No spacing on any edge.
    public static let none = CompositionalEdgeSpacing()

    /// The spacing before the item along `axis` (leading or top).
    func before(_ axis: Axis) -> CompositionalSpacing? { axis == .horizontal ? leading : top }
    /// The spacing after the item along `axis` (trailing or bottom).
    func after(_ axis: Axis) -> CompositionalSpacing? { axis == .horizontal ? trailing : bottom }
}

/// Insets from the four edges, leading and trailing rather than left and
/// right, like `NSDirectionalEdgeInsets`. ScrollSim lays out left to
/// right: leading is left.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The top inset, points.
    public var top: Double
    /// The leading (left) inset, points.
    public var leading: Double
    /// The bottom inset, points.
    public var bottom: Double
    /// The trailing (right) inset, points.
    public var trailing: Double

    /// Creates insets.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// The inset before the content along `axis` (leading or top).
    func before(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
    /// The inset after the content along `axis` (trailing or bottom).
    func after(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
    /// The sum of both insets along `axis`.
    func total(_ axis: Axis) -> Double { before(axis) + after(axis) }
}
