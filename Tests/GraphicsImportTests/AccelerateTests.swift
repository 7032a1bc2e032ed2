import Accelerate
import Testing

/// vImage's plain numbers, as `<vImage/vImage_Types.h>` declares them.
@Suite struct AccelerateTests {
    @Test("The vImage flags and error code have vImage_Types.h's values")
    func flagValues() {
        // kvImageNoFlags 0, LeaveAlphaUnchanged 1 << 0, CopyInPlace 1 << 1, BackgroundColorFill 1 << 2,
        // EdgeExtend 1 << 3, DoNotTile 1 << 4, HighQualityResampling 1 << 5; kvImageNoError 0.
        let flags = [
            kvImageNoFlags, kvImageLeaveAlphaUnchanged, kvImageCopyInPlace, kvImageBackgroundColorFill, kvImageEdgeExtend,
            kvImageDoNotTile, kvImageHighQualityResampling,
        ]
        #expect(flags == [0, 1, 2, 4, 8, 16, 32])
        #expect(kvImageNoError == 0 && ResizeFlags.succeeded == 0)
        // Flags combine as bits: edge extend | high quality = 8 + 32.
        #expect(ResizeFlags.edgeExtend | ResizeFlags.highQuality == 40)
    }
}
