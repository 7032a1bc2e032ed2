@testable import ScrollSim
import Testing

/// The paging spring on its own, as UIKit's
/// `_getPagingDecelerationOffset:forTimeInterval:` steps it: ⌊Δ⌋ whole
/// milliseconds per frame (the fraction dropped), from the pixel-rounded
/// offset shown, rounded again after the frame.
///
/// A scroll view 667 tall (W = 667): pull = 667·(−1.84659091e-7) + 3.59090909e-4
/// = 2.3592330e-4, friction = 667·9.94318182e-6 + 0.966818182 = 0.9734504.
@Suite("Paging spring stepping")
struct PagingSpringTests {
    static let pull = 667 * -1.84659091e-7 + 3.59090909e-4
    static let friction = 667 * 9.94318182e-6 + 0.966818182

    static func spring(velocity: Double) -> PagingSpring {
        let round = { (value: Double) in (value * 3).rounded() / 3 }
        return PagingSpring(
            x: .init(position: 0, velocity: 0, target: 0, size: 375, roundToPixel: round),
            y: .init(position: 0, velocity: velocity, target: 667, size: 667, roundToPixel: round),
            screenScale: 3)
    }

    /// The oracle: the rule stepped in plain arithmetic, `steps` whole
    /// milliseconds per frame from the shown offset, rounded to the 1/3-pt
    /// grid; a frame that would show the same offset, off the target, at
    /// under 0.5 pt/ms moves one pixel towards it; at rest (|v| < 0.01,
    /// last step started within 1 pt, shown within 5 pt) it shows 667 and
    /// stops. The shown offset of each frame.
    static func oracle(velocity: Double, frames: Int, steps: Int) -> [Double] {
        var shown = 0.0, v = velocity, result: [Double] = []
        for _ in 0..<frames {
            var x = shown, gap = 0.0
            for _ in 0..<steps {
                gap = 667 - x
                v = (v + gap * pull) * friction
                x += v
            }
            var next = (x * 3).rounded() / 3
            if next != 667 && next == shown && v < 0.5 { next = ((next + (gap < 0 ? -1 : 1) / 3.0) * 3).rounded() / 3 }
            shown = next
            if abs(v) < 0.01 && abs(gap) <= 1 && abs(shown - 667) < 5 {
                result.append(667)
                break
            }
            result.append(shown)
        }
        return result
    }

    @Test("the first frame at 60 Hz is 16 steps: 1 pt/ms towards 667 shows 31.0")
    func firstFrame() {
        // Step k: v ← (v + (667 − x)·pull)·friction, x ← x + v, from x = 0,
        // v = 1. Step 1: (1 + 667·2.3592e-4)·0.97345 = 1.12664, x = 1.12664;
        // step 2: (1.12664 + 665.873·2.3592e-4)·0.97345 = 1.24965, x = 2.37629;
        // … the velocity grows by about 0.12 a step while the pull
        // (≈ 0.157 pt/ms per ms) outweighs the friction's loss (≈ 3 %):
        // after 16 steps x = 30.916, shown 31.0 (92.75 px → 93 px).
        // With 17 steps (16.67 ms rounded up, or cumulative stepping) it
        // would be 33.620 → 33.667.
        var spring = Self.spring(velocity: 1)
        let sample = spring.sample(atMilliseconds: 1000.0 / 60, bounds: ScrollBounds(x: 0...0, y: 0...6670))
        #expect(sample.offset.y == 31)
        #expect(Self.oracle(velocity: 1, frames: 1, steps: 16) == [31])
        #expect(Self.oracle(velocity: 1, frames: 1, steps: 17) == [101.0 / 3])
    }

    @Test("every frame steps ⌊16.67⌋ = 16 ms (96 % speed), never 16 or 17 by the cumulative time", arguments: [60.0, 120.0])
    func wholeMilliseconds(frameRate: Double) {
        let steps = frameRate == 60 ? 16 : 8
        let frames = steps == 16 ? 120 : 240
        let expected = Self.oracle(velocity: 2, frames: frames, steps: steps)
        var spring = Self.spring(velocity: 2)
        var shown: [Double] = []
        for frame in 1...frames {
            let sample = spring.sample(atMilliseconds: Double(frame) * 1000 / frameRate,
                                       bounds: ScrollBounds(x: 0...0, y: 0...6670))
            shown.append(sample.offset.y)
            if sample.isFinished { break }
        }
        #expect(shown == expected)
        #expect(shown.last == 667)
        // Cumulative stepping (50 ms by frame 3 at 60 Hz) would differ by frame 3.
        if frameRate == 60 {
            let cumulative = Self.oracle(velocity: 2, frames: 1, steps: 50)[0]
            #expect(shown[2] != cumulative)
        }
    }
}
