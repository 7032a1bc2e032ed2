/// A built-in layout and its options, or a registered layout of the
/// user's own: the scenario's `layout` object.
public enum LayoutConfiguration: Hashable, Sendable {
    /// `UICollectionViewFlowLayout`.
    case flow(FlowLayoutConfiguration)
    /// A waterfall (CHTCollectionViewWaterfallLayout, seeds 001 and 003).
    case waterfall(WaterfallLayoutConfiguration)
    /// Seed 004's `XMFlowLayout` grid.
    case grid(GridLayoutConfiguration)
    /// Seed 000's `TagLayout`.
    case tags(TagLayoutConfiguration)
    /// Seed 002's `UICollectionViewFlexLayout`.
    case flex(FlexLayoutConfiguration)
    /// `UICollectionViewCompositionalLayout`.
    case compositional(CompositionalLayoutConfiguration)
    /// A layout of the user's own, registered by name.
    case custom(CustomLayoutConfiguration)

    /// The scenario's `layout.type` name.
    public var typeName: String {
        switch self {
        case .flow: "flow"
        case .waterfall: "waterfall"
        case .grid: "grid"
        case .tags: "tags"
        case .flex: "flex"
        case .compositional: "compositional"
        case .custom(let configuration): configuration.typeName
        }
    }

    /// The layout must run on the main thread (a registered UIKit layout).
    package var requiresMainThread: Bool {
        if case .custom(let configuration) = self { configuration.requiresMainThread } else { false }
    }

    /// A new, unprepared layout of this configuration.
    public func makeLayout() -> any CollectionViewLayout {
        switch self {
        case .flow(let configuration): FlowLayout(configuration: configuration)
        case .waterfall(let configuration): WaterfallLayout(configuration: configuration)
        case .grid(let configuration): GridLayout(configuration: configuration)
        case .tags(let configuration): TagLayout(configuration: configuration)
        case .flex(let configuration): FlexLayout(configuration: configuration)
        case .compositional(let configuration): CompositionalLayout(configuration: configuration)
        case .custom(let configuration): configuration.makeLayout()
        }
    }
}
