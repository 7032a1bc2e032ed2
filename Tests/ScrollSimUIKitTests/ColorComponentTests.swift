import ScrollSimUIKit
import Testing

/// `UIColor`'s component getters, against values worked by hand.
@MainActor
@Suite("ScrollSimUIKit: UIColor getRed, getHue and getWhite")
struct ColorComponentTests {
    @Test("getRed hands back the components; nil pointers are skipped")
    func red() {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: nil, alpha: &a))
        #expect(r == 0.2 && g == 0.4 && b == -1 && a == 0.8)
    }

    /// (red, green, blue) → (hue, saturation, brightness), worked by hand.
    nonisolated static let hsbCases: [(CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)] = [
        // Pure red: max r = 1, min 0 → brightness 1, saturation 1, hue 0.
        (1, 0, 0, 0, 1, 1),
        // (0.5, 1, 0.5): max g = 1, spread 0.5 → s 0.5, hue ((0.5 − 0.5)/0.5 + 2)/6 = 1/3.
        (0.5, 1, 0.5, 1.0 / 3, 0.5, 1),
        // (0.25, 0.5, 1): max b, spread 0.75 → s 0.75, hue ((0.25 − 0.5)/0.75 + 4)/6 = (11/3)/6 = 11/18.
        (0.25, 0.5, 1, 11.0 / 18, 0.75, 1),
        // (1, 0, 0.5): max r, (g − b)/spread = −0.5 → + 6 = 5.5 → hue 5.5/6 = 11/12.
        (1, 0, 0.5, 11.0 / 12, 1, 1),
        // A grey: no hue, no saturation, brightness its level.
        (0.3, 0.3, 0.3, 0, 0, 0.3),
        // Black: saturation 0 (no division by zero).
        (0, 0, 0, 0, 0, 0),
    ]

    @Test("getHue converts to hue, saturation and brightness", arguments: hsbCases)
    func hue(r: CGFloat, g: CGFloat, b: CGFloat, hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        var (h, s, v, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
        #expect(UIColor(red: r, green: g, blue: b, alpha: 0.5).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - hue) < 1e-12 && abs(s - saturation) < 1e-12 && abs(v - brightness) < 1e-12)
        #expect(a == 0.5)
    }

    @Test("getHue inverts init(hue:saturation:brightness:alpha:) over a grid of colours")
    func hueRoundTrip() {
        for hueStep in 0..<12 {
            for saturation in [0.25, 0.5, 1.0] {
                for brightness in [0.25, 0.75, 1.0] {
                    let hue = CGFloat(hueStep) / 12
                    var (h, s, v): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
                    UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
                        .getHue(&h, saturation: &s, brightness: &v, alpha: nil)
                    #expect(abs(h - hue) < 1e-9 && abs(s - saturation) < 1e-9 && abs(v - brightness) < 1e-9,
                            "hue \(hue) saturation \(saturation) brightness \(brightness)")
                }
            }
        }
    }

    @Test("getWhite converts a grey and refuses a colour, leaving the pointees")
    func white() {
        var (w, a): (CGFloat, CGFloat) = (-1, -1)
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a))
        #expect(w == 0.25 && a == 0.5)
        (w, a) = (-1, -1)
        #expect(!UIColor.red.getWhite(&w, alpha: &a))
        #expect(w == -1 && a == -1)
    }
}
