import Foundation

/// `UIColor`: red, green, blue and alpha components, 0…1. Nothing is drawn;
/// colours are stored so that code configuring views compiles and tests can
/// read back what was set.
open class UIColor: NSObject, @unchecked Sendable {
    /// The components, 0…1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// The image an `init(patternImage:)` colour tiles, `nil` for a plain colour.
    package let patternImage: UIImage?

    /// `init(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        patternImage = nil
        super.init()
    }

    /// `init(patternImage:)`: a colour that tiles `image`. The image is
    /// kept; as components, nothing being drawn, the colour is a mid grey
    /// (as `init(named:)`).
    public init(patternImage image: UIImage) {
        (red, green, blue, alpha) = (0.5, 0.5, 0.5, 1)
        patternImage = image
        super.init()
    }

    /// `init(_colorLiteralRed:green:blue:alpha:)`: what
    /// `#colorLiteral(red:green:blue:alpha:)` makes (`_ExpressibleByColorLiteral`,
    /// as UIKit's overlay declares).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// `setFill()`: makes this the current context's fill colour (nothing
    /// without a current context, as in UIKit).
    open func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// `setStroke()`: makes this the current context's stroke colour.
    open func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// `set()`: makes this the current context's fill and stroke colour.
    open func set() {
        setFill()
        setStroke()
    }

    /// `init(displayP3Red:green:blue:alpha:)`: kept as the same components
    /// (nothing is drawn, so color spaces are not converted).
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }

    /// `init(white:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `init(hue:saturation:brightness:alpha:)`, converted to RGB.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, sector = Int(h), f = h - CGFloat(sector)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (brightness, t, p)
        case 1: (q, brightness, p)
        case 2: (p, brightness, t)
        case 3: (p, q, brightness)
        case 4: (t, p, brightness)
        default: (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// `init(named:)`: asset catalogues are not simulated; a mid grey.
    public convenience init?(named name: String) {
        self.init(white: 0.5, alpha: 1)
    }

    /// `init(dynamicProvider:)`: resolved once for the default traits.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection())
        self.init(red: resolved.red, green: resolved.green, blue: resolved.blue, alpha: resolved.alpha)
    }

    /// `withAlphaComponent(_:)`.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `init(cgColor:)`.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? []
        if c.count == 4 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else {
            self.init(white: c.first ?? 0, alpha: c.last ?? 1)
        }
    }

    /// `getRed(_:green:blue:alpha:)`: the components, 0…1, through the
    /// pointers given (`nil` ones skipped); `true`, as every colour here is
    /// kept in RGB.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    /// `getHue(_:saturation:brightness:alpha:)`: the colour in the HSB
    /// model (`UIColor+HSB.swift`), through the pointers given; `true`.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let hsb = hueSaturationBrightness
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = self.alpha
        return true
    }

    /// `getWhite(_:alpha:)`: for a grey (equal red, green and blue, as
    /// `init(white:alpha:)` makes), its white level and alpha and `true`;
    /// for any other colour `false`, the pointees left as they are, as
    /// UIKit answers for a colour it cannot convert to greyscale. (UIKit
    /// decides by colour space, which is not kept here: an RGB colour
    /// whose components are equal converts here, not in UIKit.)
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard red == green, green == blue else { return false }
        white?.pointee = red
        alpha?.pointee = self.alpha
        return true
    }

    /// `resolvedColor(with:)`: the same colour (resolved once, for the
    /// simulated device's traits).
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// `cgColor`.
    open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    // The system colours, with their light-mode values.
    public static let systemRed = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
    public static let systemGreen = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
    public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
    public static let systemOrange = UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
    public static let systemYellow = UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1)
    public static let systemPink = UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1)
    public static let systemPurple = UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
    public static let systemTeal = UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1)
    public static let systemIndigo = UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
    public static let systemGray = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
    public static let systemGray2 = UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1)
    public static let systemGray3 = UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
    public static let systemGray4 = UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
    public static let systemGray5 = UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
    public static let systemGray6 = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    public static let systemBackground = UIColor.white
    public static let secondarySystemBackground = UIColor.systemGray6
    public static let tertiarySystemBackground = UIColor.white
    public static let systemGroupedBackground = UIColor.systemGray6
    public static let secondarySystemGroupedBackground = UIColor.white
    public static let tertiarySystemGroupedBackground = UIColor.systemGray6
    public static let systemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    public static let opaqueSeparator = UIColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
    public static let placeholderText = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    public static let quaternaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
    public static let secondarySystemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    public static let tertiarySystemFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    public static let quaternarySystemFill = UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)
    public static let systemMint = UIColor(red: 0, green: 199 / 255, blue: 190 / 255, alpha: 1)
    public static let systemCyan = UIColor(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1)
    public static let systemBrown = UIColor(red: 162 / 255, green: 132 / 255, blue: 94 / 255, alpha: 1)
    public static let darkText = UIColor.black
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    public static let groupTableViewBackground = UIColor.systemGroupedBackground
    public static let link = UIColor.systemBlue
    public static let tintColor = UIColor.systemBlue
}

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`.
extension UIColor: _ExpressibleByColorLiteral {}
