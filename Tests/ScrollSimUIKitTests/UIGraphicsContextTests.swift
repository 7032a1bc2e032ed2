import Foundation
import ScrollSimUIKit
import Testing

/// UIKit's graphics contexts: the per-thread stack behind
/// `UIGraphicsGetCurrentContext()`, image contexts and image renderers, and
/// the colours that set a context's state. The suite is not main-actor
/// isolated: it compiling at all shows the functions are not either, as in
/// UIKit (C functions of UIGraphics.h).
@Suite struct UIGraphicsContextTests {
    @Test("an image context is current between begin and end, flipped to a top-left origin at its scale")
    func imageContextGeometry() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 20), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        // 30 × 20 points at 2× is 60 × 40 pixels; user (x, y) ↦ device
        // (2x, 40 − 2y): a = 2, d = −2, ty = 40.
        #expect(context.width == 60 && context.height == 40)
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 40))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 30, height: 20))
        // A rectangle drawn at the top left reads back where it was drawn.
        context.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(context.boundingBoxOfPath == CGRect(x: 1, y: 2, width: 3, height: 4))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("pixel sizes round up; scale 0 is the main screen's (3)")
    func pixelSizes() throws {
        UIGraphicsBeginImageContext(CGSize(width: 10.5, height: 1))
        // Scale 1: 10.5 pixels round up to 11.
        #expect(UIGraphicsGetCurrentContext()?.width == 11)
        UIGraphicsEndImageContext()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10.5, height: 1), true, 0)
        // Scale 3: 31.5 → 32 by 3.
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(context.width == 32 && context.height == 3)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 10.5, height: 1))
        UIGraphicsEndImageContext()
    }

    @Test("contexts nest; pushed contexts are current but make no image and are not ended by UIGraphicsEndImageContext")
    func stackDiscipline() throws {
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        let outer = try #require(UIGraphicsGetCurrentContext())
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        #expect(UIGraphicsGetCurrentContext()?.width == 2)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)

        let pushed = try #require(CGContext(data: nil, width: 5, height: 5, bitsPerComponent: 8, bytesPerRow: 20,
                                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0))
        UIGraphicsPushContext(pushed)
        #expect(UIGraphicsGetCurrentContext() === pushed)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === pushed)
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsPopContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("each thread has its own stack of contexts")
    func perThreadStacks() {
        final class Seen: @unchecked Sendable { var otherThreadHadContext = true }
        let seen = Seen()
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            seen.otherThreadHadContext = UIGraphicsGetCurrentContext() != nil
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(!seen.otherThreadHadContext)
        #expect(UIGraphicsGetCurrentContext()?.width == 4)
        UIGraphicsEndImageContext()
    }

    @Test("setFill, setStroke and set change the current context's colours; nothing without one")
    func colorsSetTheCurrentContext() throws {
        UIColor.red.setFill()
        UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
        let context = try #require(UIGraphicsGetCurrentContext())
        UIColor.red.setFill()
        UIColor.blue.setStroke()
        #expect(context.gstate.fillColor.components == [1, 0, 0, 1])
        #expect(context.gstate.strokeColor.components == [0, 0, 1, 1])
        UIColor.green.set()
        #expect(context.gstate.fillColor.components == [0, 1, 0, 1])
        #expect(context.gstate.strokeColor.components == [0, 1, 0, 1])
        UIGraphicsEndImageContext()
    }

    @Test("a renderer's context is current during its actions, at its bounds and scale, and its image has that size")
    func imageRenderer() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 5, width: 10, height: 20), format: format)
        // The renderer keeps its own copy of the format.
        format.scale = 2
        var sawCurrent = false, ctm = CGAffineTransform.identity, clip = CGRect.null, blendAfterFill = CGBlendMode.copy
        let image = renderer.image { context in
            sawCurrent = UIGraphicsGetCurrentContext() === context.cgContext
            ctm = context.cgContext.ctm
            clip = context.cgContext.boundingBoxOfClipPath
            context.fill(CGRect(x: 5, y: 5, width: 1, height: 1), blendMode: .multiply)
            blendAfterFill = context.cgContext.gstate.blendMode
        }
        #expect(sawCurrent)
        // Scale 1, bounds y 5…25: user (x, y) ↦ (x − 5, 25 − y).
        #expect(ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -5, ty: 25))
        // Device (0, 0, 10, 20) mapped back: x 5…15, y 25 − 20 … 25 − 0.
        #expect(clip == CGRect(x: 5, y: 5, width: 10, height: 20))
        // fill(_:blendMode:) uses the blend mode for that call only.
        #expect(blendAfterFill == .normal)
        #expect(image.size == CGSize(width: 10, height: 20) && image.scale == 1)
        #expect(renderer.format.bounds == CGRect(x: 5, y: 5, width: 10, height: 20))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("a renderer made with a size alone uses the main screen's scale (3)")
    func preferredFormat() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1))
        var pixels = (0, 0)
        let image = renderer.image { pixels = ($0.cgContext.width, $0.cgContext.height) }
        #expect(pixels == (6, 3))
        #expect(image.scale == 3)
        #expect(UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 2)).scale == 2)
        let base = UIGraphicsRenderer(bounds: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(!base.allowsImageOutput && renderer.allowsImageOutput)
    }

    @Test("a layer renders nothing into a context and leaves its state; its presentation is itself")
    @MainActor
    func layerRendering() throws {
        let layer = CALayer()
        layer.position = CGPoint(x: 3, y: 4)
        #expect(layer.presentation() === layer)
        #expect(layer.presentation()?.position == CGPoint(x: 3, y: 4))
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        let context = try #require(UIGraphicsGetCurrentContext())
        context.translateBy(x: 1, y: 0)
        layer.render(in: context)
        #expect(context.ctm == CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 1, ty: 2))
        #expect(context.isPathEmpty)
        UIGraphicsEndImageContext()
    }
}

/// A view that draws as UIKit code does: into the current context.
private final class BorderView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        UIColor.red.setFill()
        context.addRect(CGRect(x: 0, y: 0, width: rect.width, height: 1))
        context.fillPath()
        context.setStrokeColor(UIColor.blue.cgColor)
        context.addEllipse(in: rect.insetBy(dx: 2, dy: 2))
    }
}

@Suite @MainActor struct UIViewDrawingTests {
    @Test("a draw(_:) override called inside an image context leaves its state in that context")
    func drawOverrideIntoAnImageContext() throws {
        let view = BorderView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        UIGraphicsBeginImageContextWithOptions(view.bounds.size, false, 1)
        view.draw(view.bounds)
        let context = try #require(UIGraphicsGetCurrentContext())
        // The fill emptied the path; the ellipse left is bounded by the
        // bounds inset by 2: (2, 2, 16, 6).
        #expect(context.boundingBoxOfPath == CGRect(x: 2, y: 2, width: 16, height: 6))
        #expect(context.gstate.fillColor.components == [1, 0, 0, 1])
        #expect(context.gstate.strokeColor.components == [0, 0, 1, 1])
        UIGraphicsEndImageContext()
    }

    @Test("UIGraphicsImageRenderer(bounds:) uses the preferred image format")
    func rendererWithBoundsAlone() {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: 4, height: 2))
        let image = renderer.image { context in
            UIImage(size: CGSize(width: 1, height: 1)).draw(in: context.format.bounds)
        }
        // The main screen's scale, 3.
        #expect(image.scale == 3 && image.size == CGSize(width: 4, height: 2))
    }
}
