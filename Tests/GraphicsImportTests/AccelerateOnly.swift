// Only `import Accelerate`: vImage's numbers compile; its pixel buffers are
// unavailable (images have no pixels), so code that scales one stays
// behind `#if canImport(ObjectiveC)`.
import Accelerate

/// The flags a resize would pass, as ZLPhotoBrowser builds them.
enum ResizeFlags {
    static let highQuality = vImage_Flags(kvImageHighQualityResampling)
    static let edgeExtend = vImage_Flags(kvImageEdgeExtend)
    static let width = vImagePixelCount(640)
    static let succeeded: vImage_Error = numericCast(kvImageNoError)
}
