/// A built-in layout and its options: the scenario's `layout` object.
public enum LayoutConfiguration: Hashable, Sendable {
    /// `UICollectionViewFlowLayout`.
    case flow(FlowLayoutConfiguration)

    /// The scenario's `layout.type` name.
    public var typeName: String {
        switch self {
        case .flow: "flow"
        }
    }

    /// A new, unprepared layout of this configuration.
    public func makeLayout() -> any CollectionViewLayout {
        switch self {
        case .flow(let configuration): FlowLayout(configuration: configuration)
        }
    }
}
