/// `PHPickerFilter`: the kinds of asset a picker offers, and their
/// combinations (`any(of:)`, `all(of:)`, `not(_:)`), kept as a value:
/// equal filters are built the same way. Nothing is filtered here (no
/// library is shown).
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    /// How the filter was built.
    private indirect enum Form: Hashable, Sendable {
        case kind(String)
        case any([Form])
        case all([Form])
        case not(Form)
    }

    private let form: Form

    private init(_ form: Form) { self.form = form }

    public static let images = PHPickerFilter(.kind("images"))
    public static let videos = PHPickerFilter(.kind("videos"))
    public static let livePhotos = PHPickerFilter(.kind("livePhotos"))
    public static let depthEffectPhotos = PHPickerFilter(.kind("depthEffectPhotos"))
    public static let bursts = PHPickerFilter(.kind("bursts"))
    public static let panoramas = PHPickerFilter(.kind("panoramas"))
    public static let screenshots = PHPickerFilter(.kind("screenshots"))
    public static let screenRecordings = PHPickerFilter(.kind("screenRecordings"))
    public static let cinematicVideos = PHPickerFilter(.kind("cinematicVideos"))
    public static let slomoVideos = PHPickerFilter(.kind("slomoVideos"))
    public static let timelapseVideos = PHPickerFilter(.kind("timelapseVideos"))
    public static let spatialMedia = PHPickerFilter(.kind("spatialMedia"))

    /// `any(of:)`: assets that match at least one of `subfilters`.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(.any(subfilters.map(\.form)))
    }

    /// `all(of:)`: assets that match every one of `subfilters`.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(.all(subfilters.map(\.form)))
    }

    /// `not(_:)`: assets that do not match `filter`.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(.not(filter.form))
    }
}
