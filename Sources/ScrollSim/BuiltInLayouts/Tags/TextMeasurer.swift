/// Measures the width of a tag's text, the part of `NSString.boundingRect`
/// the tag layout needs. Plug in your own to match a real font.
public protocol TextMeasurer: Sendable {
    /// The width of `text` set in one line at `fontSize` points.
    func width(of text: String, fontSize: Double) -> Double
}
