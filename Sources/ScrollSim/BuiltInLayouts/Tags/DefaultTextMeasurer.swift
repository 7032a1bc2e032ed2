/// The built-in `TextMeasurer`: a per-character width table in ems, close
/// to the system font (San Francisco) at text sizes.
///
/// * East-Asian wide and full-width characters (CJK ideographs, kana,
///   Hangul, full-width forms, CJK punctuation; Unicode East_Asian_Width W
///   and F): 1 em.
/// * Combining marks (U+0300–U+036F) and zero-width characters: 0.
/// * ASCII, in ems: space 0.25; `i j l . , : ; ' ! |` 0.25; `f r t` and
///   `( ) [ ] { } - "` 0.35; `I` 0.3; `m w` 0.85; `M W` 0.9; other lower
///   case letters 0.55; digits 0.6; other upper case letters 0.65; other
///   symbols 0.55.
/// * Anything else: 0.6 em.
///
/// The width of a text is the sum over its Unicode scalars, times
/// `fontSize` (the tag layout's default is 12, so a CJK character is 12 pt).
public struct DefaultTextMeasurer: TextMeasurer {
    /// Creates the default measurer.
    public init() {}

    /// The summed em widths of `text`'s scalars, times `fontSize`.
    public func width(of text: String, fontSize: Double) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars { ems += Self.ems(scalar) }
        return ems * fontSize
    }

    /// The width of one scalar in ems.
    public static func ems(_ scalar: Unicode.Scalar) -> Double {
        let v = scalar.value
        if isWide(v) { return 1 }
        if (0x300...0x36F).contains(v) || v == 0x200B || v == 0x200C || v == 0x200D || v == 0xFEFF { return 0 }
        guard v < 0x80 else { return 0.6 }
        switch UInt8(v) {
        case UInt8(ascii: " "): return 0.25
        case UInt8(ascii: "i"), UInt8(ascii: "j"), UInt8(ascii: "l"), UInt8(ascii: "."), UInt8(ascii: ","),
             UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "'"), UInt8(ascii: "!"), UInt8(ascii: "|"):
            return 0.25
        case UInt8(ascii: "f"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "-"),
             UInt8(ascii: "\""):
            return 0.35
        case UInt8(ascii: "I"): return 0.3
        case UInt8(ascii: "m"), UInt8(ascii: "w"): return 0.85
        case UInt8(ascii: "M"), UInt8(ascii: "W"): return 0.9
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return 0.55
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 0.6
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 0.65
        case 0..<0x20, 0x7F: return 0
        default: return 0.55
        }
    }

    /// Whether a code point is East-Asian wide or full-width.
    public static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
