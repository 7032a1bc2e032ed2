/// `PHPickerConfiguration`: what the picker offers and how many may be
/// picked, kept as a value.
public struct PHPickerConfiguration: Equatable, Hashable, Sendable {
    /// `AssetRepresentationMode`: which representation of an asset the
    /// picker hands over.
    public enum AssetRepresentationMode: Int, Sendable {
        case automatic = 0
        case current = 1
        case compatible = 2
    }

    /// `Selection`: how the picker selects.
    public enum Selection: Int, Sendable {
        case `default` = 0
        case ordered = 1
        case continuous = 2
        case continuousAndOrdered = 3
    }

    /// `preferredAssetRepresentationMode`: `.automatic` by default.
    public var preferredAssetRepresentationMode: AssetRepresentationMode = .automatic
    /// `selection`: `.default` by default.
    public var selection: Selection = .default
    /// `filter`: nil (every kind of asset) by default.
    public var filter: PHPickerFilter?
    /// `selectionLimit`: 1 by default; 0 means no limit.
    public var selectionLimit = 1
    /// `preselectedAssetIdentifiers`: none by default.
    public var preselectedAssetIdentifiers: [String] = []

    /// `init()`: the defaults above.
    public init() {}
}
