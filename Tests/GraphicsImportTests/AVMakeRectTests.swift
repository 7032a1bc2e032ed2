import Foundation
import Testing

/// `AVMakeRect(aspectRatio:insideRect:)`: worked cases, and a seeded
/// property test against what "fits, keeps the aspect, is centred and
/// touches two opposite sides" means.
@Suite struct AVMakeRectTests {
    @Test("wide and tall aspects fit the bounding rectangle and are centred in it")
    func workedCases() {
        // 4 × 3 in 100 × 100: scale min(100/4, 100/3) = 25 → 100 × 75,
        // centred: y = 50 − 37.5 = 12.5.
        #expect(AVFoundationOnly.fitted(CGSize(width: 4, height: 3), in: CGRect(x: 0, y: 0, width: 100, height: 100))
            == CGRect(x: 0, y: 12.5, width: 100, height: 75))
        // 1 × 2 in (10, 20, 100, 50): scale min(100, 25) = 25 → 25 × 50,
        // centre (60, 45): x = 60 − 12.5 = 47.5, y = 45 − 25 = 20.
        #expect(AVFoundationOnly.fitted(CGSize(width: 1, height: 2), in: CGRect(x: 10, y: 20, width: 100, height: 50))
            == CGRect(x: 47.5, y: 20, width: 25, height: 50))
        // A larger aspect than the box scales down alike: 800 × 600 in
        // 40 × 40 → scale 1/20 → 40 × 30 at y = 5.
        #expect(AVFoundationOnly.fitted(CGSize(width: 800, height: 600), in: CGRect(x: 0, y: 0, width: 40, height: 40))
            == CGRect(x: 0, y: 5, width: 40, height: 30))
    }

    @Test("an aspect without proportions gives an empty rectangle at the centre")
    func degenerateAspect() {
        #expect(AVFoundationOnly.fitted(CGSize(width: 0, height: 3), in: CGRect(x: 10, y: 20, width: 100, height: 50))
            == CGRect(x: 60, y: 45, width: 0, height: 0))
        #expect(AVFoundationOnly.fitted(CGSize(width: -1, height: 3), in: CGRect(x: 0, y: 0, width: 2, height: 2))
            == CGRect(x: 1, y: 1, width: 0, height: 0))
    }

    @Test("random aspects: inside, same aspect, centred, touching two opposite sides")
    func properties() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> CGFloat {
            // xorshift64*, seeded: values in (0, 1].
            state ^= state >> 12; state ^= state << 25; state ^= state >> 27
            return CGFloat((state &* 0x2545_F491_4F6C_DD1D) >> 11 | 1) / CGFloat(1 << 53)
        }
        for _ in 0..<500 {
            let aspect = CGSize(width: next() * 1000, height: next() * 1000)
            let bounds = CGRect(x: next() * 200 - 100, y: next() * 200 - 100, width: next() * 500, height: next() * 500)
            let fitted = AVFoundationOnly.fitted(aspect, in: bounds)
            let tolerance = 1e-9 * max(1, bounds.width + bounds.height)
            #expect(fitted.minX >= bounds.minX - tolerance && fitted.maxX <= bounds.maxX + tolerance)
            #expect(fitted.minY >= bounds.minY - tolerance && fitted.maxY <= bounds.maxY + tolerance)
            #expect(abs(fitted.width * aspect.height - fitted.height * aspect.width) <= tolerance * 1000)
            #expect(abs(fitted.midX - bounds.midX) <= tolerance && abs(fitted.midY - bounds.midY) <= tolerance)
            let touchesWidth = abs(fitted.width - bounds.width) <= tolerance
            let touchesHeight = abs(fitted.height - bounds.height) <= tolerance
            #expect(touchesWidth || touchesHeight)
        }
    }
}
