import ScrollSim
import ScrollSimUIKit
import Testing

/// `UIFont.textMeasurer` is bound per task, not set globally: what is
/// measured inside a binding uses the bound measurer, what is outside it
/// the default, and two tasks with two measurers never see each other's.
@Suite("ScrollSimUIKit: the text measurer is bound per task")
struct TextMeasurerBindingTests {
    /// Every character `width` points wide, whatever the font size: widths
    /// no other measurer gives, so a wrong measurer cannot pass.
    struct FixedWidth: TextMeasurer {
        let width: Double
        func width(of text: String, fontSize: Double) -> Double { Double(text.count) * width }
    }

    @MainActor
    @Test("a label measures with the bound measurer inside the binding and the default outside it")
    func labelUsesTheBoundMeasurer() {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 10)
        label.text = "滚动"
        // Bound: 2 characters × 7 pt = 14 pt; height 1.2 × 10 pt = 12 pt.
        let bound = UIFont.$textMeasurer.withValue(FixedWidth(width: 7)) { label.sizeThatFits(.zero) }
        #expect(bound == CGSize(width: 14, height: 12))
        // After the binding, the default again: a CJK character is 1 em,
        // 2 × 1 em × 10 pt = 20 pt.
        #expect(label.sizeThatFits(.zero) == CGSize(width: 20, height: 12))
    }

    @Test("boundingRect and size(withAttributes:) measure with the bound measurer; an inner binding wins until it ends")
    func stringsUseTheBoundMeasurer() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12)]
        UIFont.$textMeasurer.withValue(FixedWidth(width: 3)) {
            // 5 characters × 3 pt = 15 pt; height 1.2 × 12 pt = 14.4 pt.
            #expect(("hello" as NSString).boundingRect(with: .zero, attributes: attributes, context: nil).width == 15)
            UIFont.$textMeasurer.withValue(FixedWidth(width: 4)) {
                // 5 × 4 pt = 20 pt.
                #expect("hello".size(withAttributes: attributes).width == 20)
            }
            #expect("hello".size(withAttributes: attributes) == CGSize(width: 15, height: 12 * 1.2))
        }
    }

    @Test("two tasks measuring at the same time with two measurers each see only their own")
    func twoTasksDoNotInterfere() async {
        // Each task measures "abc" 40 times, yielding between measurements
        // so that the two interleave: 3 characters × 10 pt = 30 pt in one,
        // × 20 pt = 60 pt in the other, every time. A measurer shared by the
        // process would give one task the other's width after a yield.
        let widths = await withTaskGroup(of: (Double, [Double]).self) { group in
            for perCharacter in [10.0, 20.0] {
                group.addTask {
                    await UIFont.$textMeasurer.withValue(FixedWidth(width: perCharacter)) {
                        var widths: [Double] = []
                        for _ in 0..<40 {
                            widths.append(Double("abc".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]).width))
                            await Task.yield()
                        }
                        return (perCharacter, widths)
                    }
                }
            }
            var all: [Double: [Double]] = [:]
            for await (perCharacter, widths) in group { all[perCharacter] = widths }
            return all
        }
        #expect(widths[10] == Array(repeating: 30, count: 40))
        #expect(widths[20] == Array(repeating: 60, count: 40))
    }
}
