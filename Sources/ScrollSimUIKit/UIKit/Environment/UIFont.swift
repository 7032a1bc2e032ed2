import Foundation
import protocol ScrollSim.TextMeasurer
import struct ScrollSim.DefaultTextMeasurer

/// `UIFont`, as far as layouts measure text with it: a point size. Widths
/// come from ScrollSim's text measurer (`docs/layouts.md`, "Decisions where the evidence is silent"), not from
/// real glyphs; bind `UIFont.textMeasurer` to use your own.
open class UIFont: NSObject, @unchecked Sendable {
    /// The measurer text is sized with in the current task:
    /// `DefaultTextMeasurer` unless bound to another for the duration of an
    /// operation (`docs/uikit.md`, "Text measurement").
    ///
    /// ```swift
    /// UIFont.$textMeasurer.withValue(MyFontMeasurer()) {
    ///     collectionView.advance(seconds: 1)
    /// }
    /// ```
    ///
    /// A task-local value, not a global: tasks measuring with different
    /// measurers do not see each other's; child tasks inherit the binding,
    /// detached tasks and new threads start with the default.
    @TaskLocal public static var textMeasurer: any TextMeasurer = DefaultTextMeasurer()

    /// The font's size, points.
    public let pointSize: CGFloat

    /// The name the font was made with (`fontName`).
    private let name: String

    /// The symbolic traits the font was made with (`init(descriptor:size:)`).
    private let madeTraits: UIFontDescriptor.SymbolicTraits

    /// Creates a font of `pointSize`, named as the regular system font.
    public init(pointSize: CGFloat) {
        self.pointSize = pointSize
        self.name = UIFont.systemFontName(weight: .regular)
        self.madeTraits = []
    }

    /// Creates a font of `pointSize` named `name`, with `traits`.
    init(pointSize: CGFloat, name: String, traits: UIFontDescriptor.SymbolicTraits = []) {
        self.pointSize = pointSize
        self.name = name
        self.madeTraits = traits
    }

    /// `init(descriptor:size:)`: a font of `pointSize`, or of the
    /// descriptor's size when `pointSize` is 0 (as UIKit's), named as the
    /// descriptor names it (the regular system font without a name), with
    /// its symbolic traits. A bold descriptor of the regular system font
    /// makes the semibold system font, as `boldSystemFont(ofSize:)`.
    /// Measured by size, as every font here.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let traits = descriptor.symbolicTraits
        var name = descriptor.postscriptName
        if traits.contains(.traitBold), name == UIFont.systemFontName(weight: .regular) {
            name = UIFont.systemFontName(weight: .semibold)
        }
        self.init(pointSize: pointSize == 0 ? descriptor.pointSize : pointSize, name: name, traits: traits)
    }

    /// `fontDescriptor`: the font's name and size, and its symbolic traits
    /// — those it was made with, and `.traitBold` for the semibold and
    /// heavier system fonts.
    open var fontDescriptor: UIFontDescriptor {
        var traits = madeTraits
        let boldNames = [UIFont.Weight.semibold, .bold, .heavy, .black].map(UIFont.systemFontName(weight:))
        if boldNames.contains(name) { traits.insert(.traitBold) }
        var attributes: [UIFontDescriptor.AttributeName: Any] = [.name: name, .size: pointSize]
        if !traits.isEmpty { attributes[.traits] = [UIFontDescriptor.TraitKey.symbolic: NSNumber(value: traits.rawValue)] }
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// `fontName`: the name given to `init?(name:size:)`; for the system
    /// fonts, the names iOS 13 and later report (`.SFUI-Regular`,
    /// `.SFUI-Semibold` for `boldSystemFont`, `.SFUI-` and the weight for
    /// `systemFont(ofSize:weight:)`). Kept: text is measured by size alone.
    open var fontName: String { name }

    /// `familyName`: `.AppleSystemUIFont` for the system fonts; for a named
    /// font, its name up to the first `-` (`"Avenir-Heavy"` is of family
    /// `"Avenir"`): an approximation of the font's real family name, which
    /// there is no font file to read here.
    open var familyName: String {
        guard !name.hasPrefix(".SFUI") else { return ".AppleSystemUIFont" }
        return String(name.prefix { $0 != "-" })
    }

    /// `UIFont.labelFontSize`: 17 points, the size of a label's text.
    open class var labelFontSize: CGFloat { 17 }
    /// `UIFont.buttonFontSize`: 18 points, the size of a button's text.
    open class var buttonFontSize: CGFloat { 18 }
    /// `UIFont.smallSystemFontSize`: 12 points.
    open class var smallSystemFontSize: CGFloat { 12 }
    /// `UIFont.systemFontSize`: 14 points.
    open class var systemFontSize: CGFloat { 14 }

    /// The `fontName` of the system font of `weight`.
    static func systemFontName(weight: Weight) -> String {
        let suffix = switch weight {
        case .ultraLight: "Ultralight"
        case .thin: "Thin"
        case .light: "Light"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        default: "Regular"
        }
        return ".SFUI-" + suffix
    }

    /// Fonts of one size are equal: size is all a font is here.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIFont)?.pointSize == pointSize
    }

    open override var hash: Int { pointSize.hashValue }

    /// `UIFont.systemFont(ofSize:)`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// `UIFont.boldSystemFont(ofSize:)`: measured as the system font.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, name: systemFontName(weight: .semibold))
    }

    /// `UIFont.Weight`.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// `UIFont.TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size at the default (large) text size.
        var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }

    /// `UIFont.systemFont(ofSize:weight:)`: measured as the system font.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, name: systemFontName(weight: weight))
    }

    /// `UIFont.italicSystemFont(ofSize:)`: measured as the system font.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: measured as the system font.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize)
    }

    /// `UIFont.preferredFont(forTextStyle:)`: the style's size at the
    /// default text size.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(pointSize: style.pointSize)
    }

    /// `init?(name:size:)`: any name (kept as `fontName`), measured as the
    /// system font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: fontSize, name: fontName)
    }

    /// `withSize(_:)`: the same font at `fontSize`.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, name: name, traits: madeTraits)
    }

    /// `lineHeight`: 1.2 × the point size, the system font's ratio.
    open var lineHeight: CGFloat { pointSize * 1.2 }
}

/// `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// `NSStringDrawingContext`: accepted and ignored.
open class NSStringDrawingContext: NSObject {}

extension NSAttributedString.Key {
    /// `NSAttributedString.Key.font`: a `UIFont`.
    public static let font = NSAttributedString.Key("NSFont")
}

/// `kCTFontAttributeName`: Core Text's name of the font attribute, the same
/// string as `NSAttributedString.Key.font`. The iOS SDK types it `CFString`,
/// which code converts with `kCTFontAttributeName as NSAttributedString.Key`;
/// Linux has no such bridging, so it is declared as the key itself, which
/// that conversion leaves unchanged.
public let kCTFontAttributeName = NSAttributedString.Key.font

extension NSString {
    /// `boundingRect(with:options:attributes:context:)`, measured by
    /// `UIFont.textMeasurer` on one line: the width of the text in the
    /// `.font` attribute (system 12 pt without one) and the font's line
    /// height. `size` and the options are not used (no wrapping).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let width = UIFont.textMeasurer.width(of: String(self), fontSize: Double(font.pointSize))
        return CGRect(x: 0, y: 0, width: width, height: font.lineHeight)
    }
}

extension StringProtocol {
    /// `boundingRect(with:options:attributes:context:)` on a `String`, as
    /// Foundation on Apple platforms bridges it from `NSString`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        NSString(string: String(self)).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// `size(withAttributes:)`: the one-line size of the text.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        boundingRect(with: .zero, attributes: attrs, context: nil).size
    }
}
