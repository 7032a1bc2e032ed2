import Foundation
import ScrollSimUIKit
import Testing

/// Images' pixel geometry (`CGImage`, `UIImage(cgImage:…)`), gradients'
/// colours and locations, and UIKit's geometry boxed in `NSValue`.
@Suite struct CGImageAndGradientTests {
    /// A 300 × 200 pixel bitmap, made as user code makes one.
    private func bitmap300x200() -> CGImage? {
        CGContext(data: nil, width: 300, height: 200, bitsPerComponent: 8, bytesPerRow: 1200,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0)?.makeImage()
    }

    @Test("UIImage(cgImage:scale:orientation:) is pixels over scale, turned for left and right")
    func imageFromBitmap() throws {
        let pixels = try #require(bitmap300x200())
        let up = UIImage(cgImage: pixels, scale: 2, orientation: .up)
        // 300 / 2 × 200 / 2.
        #expect(up.size == CGSize(width: 150, height: 100))
        #expect(up.cgImage === pixels)
        let left = UIImage(cgImage: pixels, scale: 2, orientation: .left)
        #expect(left.size == CGSize(width: 100, height: 150))
        #expect(left.imageOrientation == .left)
        #expect(UIImage(cgImage: pixels, scale: 1, orientation: .rightMirrored).size == CGSize(width: 200, height: 300))
        #expect(UIImage(cgImage: pixels, scale: 1, orientation: .downMirrored).size == CGSize(width: 300, height: 200))
        let plain = UIImage(cgImage: pixels)
        #expect(plain.size == CGSize(width: 300, height: 200) && plain.scale == 1 && plain.imageOrientation == .up)
    }

    @Test("an image made another way has a bitmap of its size × scale, none when it has no pixels")
    func bitmapOfOtherImages() throws {
        // 10.5 × 5 points at 3×: 31.5 → 32 by 15 pixels.
        let bitmap = try #require(UIImage(size: CGSize(width: 10.5, height: 5), scale: 3).cgImage)
        #expect(bitmap.width == 32 && bitmap.height == 15)
        #expect(UIImage().cgImage == nil)
        #expect(UIImage().imageOrientation == .up)
    }

    @Test("cropping keeps the integral rectangle's part inside the image; nil outside")
    func cropping() throws {
        let image = try #require(bitmap300x200())
        // (290.5, 10, 20, 500) made integral is x 290…311, y 10…510;
        // ∩ (0, 0, 300, 200) is x 290…300, y 10…200: 10 × 190.
        let cropped = try #require(image.cropping(to: CGRect(x: 290.5, y: 10, width: 20, height: 500)))
        #expect(cropped.width == 10 && cropped.height == 190)
        #expect(image.cropping(to: CGRect(x: 400, y: 0, width: 10, height: 10)) == nil)
    }

    @Test("a gradient without locations spreads its colours evenly from 0 to 1")
    func gradientLocations() throws {
        let colors = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor] as CFArray
        let even = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil))
        // Three colours: 0, 1/2, 1.
        #expect(even.locations == [0, 0.5, 1])
        #expect(even.colors.map(\.components) == [[1, 0, 0, 1], [0, 1, 0, 1], [0, 0, 1, 1]])
        let given: [CGFloat] = [0, 0.2, 1]
        let placed = try #require(CGGradient(colorsSpace: nil, colors: colors, locations: given))
        #expect(placed.locations == [0, 0.2, 1])
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
        #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
    }

    @Test("a gradient from components reads the space's components and alpha per colour")
    func gradientComponents() throws {
        let rgb: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 0.5]
        let fromRGB = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: rgb,
                                              locations: nil, count: 2))
        #expect(fromRGB.colors.map(\.components) == [[1, 0, 0, 1], [0, 0, 1, 0.5]])
        #expect(fromRGB.locations == [0, 1])
        // Gray: two numbers a colour, kept as equal red, green and blue.
        let gray: [CGFloat] = [0.25, 1, 0.75, 0.5]
        let fromGray = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: gray,
                                               locations: nil, count: 2))
        #expect(fromGray.colors.map(\.components) == [[0.25, 0.25, 0.25, 1], [0.75, 0.75, 0.75, 0.5]])
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: rgb, locations: nil, count: 0) == nil)
        #expect(UIColor.red.cgColor.colorSpace?.model == .rgb)
        #expect(CGColorSpaceCreateDeviceGray().numberOfComponents == 1)
    }

    @Test("NSValue boxes UIKit's points, sizes and rectangles and gives them back")
    func boxedGeometry() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: -1, y: 0.5)).cgPointValue == CGPoint(x: -1, y: 0.5))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
        let boxed: Any = NSValue(cgPoint: CGPoint(x: 9, y: 9))
        #expect((boxed as? NSValue)?.cgPointValue == CGPoint(x: 9, y: 9))
    }

    @Test("a pattern colour keeps its image")
    func patternColor() {
        let image = UIImage(size: CGSize(width: 4, height: 4))
        #expect(UIColor(patternImage: image).patternImage === image)
        #expect(UIColor.red.patternImage == nil)
    }
}

/// Playground literals, as Xcode writes them into UIKit code.
@Suite struct LiteralTests {
    @Test("#colorLiteral and #imageLiteral make UIKit's colour and image")
    func literals() {
        let color: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        #expect([color.red, color.green, color.blue, color.alpha] == [1, 0.5, 0.25, 0.75])
        let image: UIImage = #imageLiteral(resourceName: "Pattern")
        #expect(image.name == "Pattern" && image.size == .zero)
        #expect(UIColor(patternImage: #imageLiteral(resourceName: "Pattern")).patternImage?.name == "Pattern")
    }
}
