// Only `import CoreImage`, as a photo editor's file imports it. (A file that
// imports CoreImage and Testing together asks for Testing's Apple-only
// cross-import overlay, so the checks are in CoreImageTests.swift and the
// Core Image calls here.)
import CoreImage

/// A photo editor's Core Image steps, reporting what a test can check.
enum PhotoEditor {
    static let photo = CIImage(cgImage: CGImage(width: 100, height: 50))

    /// The extents of the geometric steps, by name.
    static func extents() -> [String: CGRect] {
        let badge = CIImage(cgImage: CGImage(width: 10, height: 10)).transformed(by: CGAffineTransform(translationX: 200, y: 0))
        let red = CIImage(color: CIColor(red: 1, green: 0, blue: 0))
        return [
            "photo": photo.extent,
            "cropped": photo.cropped(to: CGRect(x: 50, y: 10, width: 100, height: 100)).extent,
            "scaled": photo.transformed(by: CGAffineTransform(scaleX: 2, y: 2)).extent,
            "moved": photo.transformed(by: CGAffineTransform(translationX: 10, y: 5)).extent,
            "composited": photo.composited(over: badge).extent,
            "colour": red.extent,
            "colourCropped": red.cropped(to: CGRect(x: 1, y: 2, width: 3, height: 4)).extent,
            "empty": CIImage.empty().extent,
            "chained": photo.applyingFilter("CIOverlayBlendMode", parameters: ["inputBackgroundImage": photo])
                .applyingFilter("CISepiaTone").extent,
        ]
    }

    /// A colour-controls filter: its output before and after the input is
    /// set, the kept contrast, the input keys, the output through
    /// `value(forKey:)`, and the output once the input is removed.
    static func colorControls() -> (before: CGRect?, contrast: Double?, keys: [String], after: CGRect?, byKey: CGRect?, removed: CGRect?) {
        guard let filter = CIFilter(name: "CIColorControls") else { return (nil, nil, [], nil, nil, nil) }
        let before = filter.outputImage?.extent
        filter.setValue(photo, forKey: kCIInputImageKey)
        filter.setValue(1.1, forKey: kCIInputContrastKey)
        let contrast = filter.value(forKey: kCIInputContrastKey) as? Double
        let keys = filter.inputKeys
        let after = filter.outputImage?.extent
        let byKey = (filter.value(forKey: kCIOutputImageKey) as? CIImage)?.extent
        filter.setValue(nil, forKey: kCIInputImageKey)
        return (before, contrast, keys, after, byKey, filter.outputImage?.extent)
    }

    /// The bitmap sizes a context makes from `rect`, nil when none.
    static func bitmapSize(from rect: CGRect) -> CGSize? {
        CIContext().createCGImage(photo, from: rect).map { CGSize(width: $0.width, height: $0.height) }
    }

    /// A vector's values as the editor reads them.
    static func vectors() -> (rect: CGRect, count: Int, z: CGFloat, pastEnd: CGFloat, point: CGPoint, equal: Bool, clearAlpha: CGFloat) {
        let rect = CIVector(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
        let point = CIVector(x: 0.25, y: 0.2)
        return (rect.cgRectValue, rect.count, rect.z, point.value(at: 9), point.cgPointValue,
                CIVector(x: 1, y: 2) == CIVector(cgPoint: CGPoint(x: 1, y: 2)), CIColor.clear.alpha)
    }
}
