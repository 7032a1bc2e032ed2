/// `PHPickerResult`: one picked asset. No picker ever answers here (see
/// `PHPickerViewController`), so results exist only where code makes them
/// for a test. `itemProvider` is not declared: Foundation on Linux has no
/// `NSItemProvider` (see `NotSimulated.swift`).
public struct PHPickerResult: Equatable, Hashable, Sendable {
    /// `assetIdentifier`: the local identifier of the asset, when the
    /// picker was given a photo library.
    public let assetIdentifier: String?

    package init(assetIdentifier: String?) {
        self.assetIdentifier = assetIdentifier
    }
}
