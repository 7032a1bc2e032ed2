/// `OSLogMessage`: the message a `Logger` writes, written as a string
/// literal with interpolations (`"\(count, privacy: .public) items"`).
/// Only the literal text is kept; interpolated values are kept unevaluated
/// and are never evaluated, since no message is written here.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public typealias StringInterpolation = OSLogInterpolation

    let interpolation: OSLogInterpolation

    /// `OSLogMessage(stringInterpolation:)`: the message of a literal with
    /// interpolations.
    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }

    /// `OSLogMessage(stringLiteral:)`: the message of a literal.
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: 0, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }
}
