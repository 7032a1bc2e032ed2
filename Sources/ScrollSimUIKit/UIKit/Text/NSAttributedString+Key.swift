import Foundation

// The attribute names UIKit adds to `NSAttributedString.Key` (`.font` is
// declared with `UIFont`). Their raw values are UIKit's.
extension NSAttributedString.Key {
    /// `.paragraphStyle`: an `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// `.foregroundColor`: a `UIColor`.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// `.backgroundColor`: a `UIColor`.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// `.kern`: an `NSNumber` of points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// `.ligature`: an `NSNumber`.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// `.underlineStyle`: an `NSNumber` of `NSUnderlineStyle`.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// `.underlineColor`: a `UIColor`.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// `.strikethroughStyle`: an `NSNumber` of `NSUnderlineStyle`.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// `.strikethroughColor`: a `UIColor`.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// `.strokeColor`: a `UIColor`.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// `.strokeWidth`: an `NSNumber`.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// `.baselineOffset`: an `NSNumber` of points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// `.link`: a `URL` or `String`.
    public static let link = NSAttributedString.Key("NSLink")
    /// `.attachment`: an attachment (not simulated).
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// `.obliqueness`: an `NSNumber`.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// `.expansion`: an `NSNumber`.
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// `.shadow`: a shadow (not simulated).
    public static let shadow = NSAttributedString.Key("NSShadow")
}

/// `NSUnderlineStyle`: the value of `.underlineStyle` and
/// `.strikethroughStyle`.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `single`.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// `thick`.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// `double`.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// `patternDot`.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// `patternDash`.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// `byWord`.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
