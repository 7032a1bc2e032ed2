import Foundation

/// `UIFontDescriptor`: a font's attributes — name, size, text style,
/// symbolic traits, design — kept, so that code that derives a font from
/// another (`UIFont(descriptor:size:)`) gets the size and traits it asked
/// for. Text is measured by size alone (`UIFont`), so a bold or italic
/// descriptor changes a font's name and traits, never its widths. Every
/// descriptor answers `withSymbolicTraits(_:)` and `withDesign(_:)` (there
/// are no font files to find a missing face in).
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// `UIFontDescriptor.AttributeName`, with UIKit's raw values.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName("NSFontFamilyAttribute")
        public static let name = AttributeName("NSFontNameAttribute")
        public static let face = AttributeName("NSFontFaceAttribute")
        public static let size = AttributeName("NSFontSizeAttribute")
        public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
        public static let matrix = AttributeName("NSFontMatrixAttribute")
        public static let characterSet = AttributeName("NSFontCharacterSetAttribute")
        public static let cascadeList = AttributeName("NSFontCascadeListAttribute")
        /// `.traits`: a `[UIFontDescriptor.TraitKey: Any]`.
        public static let traits = AttributeName("NSFontTraitsAttribute")
        public static let fixedAdvance = AttributeName("NSFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName("NSFontFeatureSettingsAttribute")
        /// `.textStyle`: a `UIFont.TextStyle`'s raw value.
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
    }

    /// `UIFontDescriptor.TraitKey`, with UIKit's raw values.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// `.symbolic`: a `SymbolicTraits` raw value (an `NSNumber` on iOS).
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        public static let weight = TraitKey("NSCTFontWeightTrait")
        public static let width = TraitKey("NSCTFontProportionTrait")
        public static let slant = TraitKey("NSCTFontSlantTrait")
    }

    /// `UIFontDescriptor.SymbolicTraits`: Core Text's symbolic trait bits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// `UIFontDescriptor.SystemDesign`, with UIKit's raw values.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign("NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign("NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign("NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign("NSCTFontUIFontDesignMonospaced")
    }

    /// The trait key the system design is kept under.
    static let designTrait = TraitKey("NSCTFontUIFontDesignTrait")

    /// The attributes, as given.
    private let attributes: [AttributeName: Any]

    /// `fontAttributes`: the attributes, as given.
    open var fontAttributes: [AttributeName: Any] { attributes }

    /// `init(fontAttributes:)`.
    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        self.attributes = attributes
        super.init()
    }

    /// `init()`: no attributes.
    public convenience override init() {
        self.init(fontAttributes: [:])
    }

    /// `init(name:size:)`.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// `postscriptName`: the `.name` attribute; the system font's name
    /// without one.
    open var postscriptName: String {
        fontAttributes[.name] as? String ?? UIFont.systemFontName(weight: .regular)
    }

    /// `pointSize`: the `.size` attribute (a number); 0 without one.
    open var pointSize: CGFloat {
        Self.number(fontAttributes[.size]) ?? 0
    }

    /// `symbolicTraits`: the `.symbolic` entry of the `.traits` attribute.
    open var symbolicTraits: SymbolicTraits {
        let traits = fontAttributes[.traits] as? [TraitKey: Any]
        return SymbolicTraits(rawValue: UInt32(Self.number(traits?[.symbolic]) ?? 0))
    }

    /// `object(forKey:)`: the attribute's value.
    open func object(forKey anAttribute: AttributeName) -> Any? {
        fontAttributes[anAttribute]
    }

    /// `addingAttributes(_:)`: these attributes over the receiver's.
    open func addingAttributes(_ attributes: [AttributeName: Any] = [:]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    /// `withSize(_:)`: the receiver at `newPointSize`.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    /// `withFamily(_:)`: the receiver in the family `newFamily` (its name
    /// dropped, as the family now names the font).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.name] = nil
        attributes[.family] = newFamily
        return UIFontDescriptor(fontAttributes: attributes)
    }

    /// `withFace(_:)`: the receiver with the face `newFace`.
    open func withFace(_ newFace: String) -> UIFontDescriptor {
        addingAttributes([.face: newFace])
    }

    /// `withSymbolicTraits(_:)`: the receiver with `symbolicTraits` in place
    /// of its own (UIKit's traits "take precedence": to add one, pass the
    /// union). Never `nil` here.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        withTrait(.symbolic, value: NSNumber(value: symbolicTraits.rawValue))
    }

    /// `withDesign(_:)`: the receiver with the system design `design`,
    /// kept among its traits. Never `nil` here.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        withTrait(Self.designTrait, value: design.rawValue)
    }

    /// The receiver with one entry of its `.traits` attribute set.
    private func withTrait(_ key: TraitKey, value: Any) -> UIFontDescriptor {
        var traits = fontAttributes[.traits] as? [TraitKey: Any] ?? [:]
        traits[key] = value
        return addingAttributes([.traits: traits])
    }

    /// `preferredFontDescriptor(withTextStyle:)`: the style's size at the
    /// default text size (as `UIFont.preferredFont(forTextStyle:)`), the
    /// system font's name and the style.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: [
            .name: UIFont.systemFontName(weight: .regular), .size: style.pointSize, .textStyle: style.rawValue,
        ])
    }

    /// `preferredFontDescriptor(withTextStyle:compatibleWith:)`: as without
    /// traits (the simulated device has the default text size).
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style)
    }

    /// `copy(with:)`: descriptors are immutable, so the receiver.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// A number attribute as `CGFloat`, whichever numeric type holds it.
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as UInt32: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }
}
