/// `#colorLiteral(red:green:blue:alpha:)` where a `CGColor` is expected
/// (`layer.borderColor = #colorLiteral(…)`), as Apple's Core Graphics
/// overlay allows: the literal's components, red, green, blue and alpha.
/// Without it the Swift compiler fails with "failed to produce diagnostic
/// for expression".
extension CGColor: _ExpressibleByColorLiteral {
    /// `init(_colorLiteralRed:green:blue:alpha:)`: the color literal's initialiser.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}
