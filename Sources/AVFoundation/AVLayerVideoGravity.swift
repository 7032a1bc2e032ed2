/// `AVLayerVideoGravity`: how a player layer fits its video into its bounds
/// (Apple's raw values). Kept by `AVPlayerLayer` and
/// `AVPlayerViewController`; there is no video, so it places nothing.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Stretches the video to the bounds.
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    /// Fits the video inside the bounds, keeping its aspect (the default).
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    /// Fills the bounds with the video, keeping its aspect.
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}
