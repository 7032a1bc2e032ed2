import Foundation
import ScrollSimUIKit
import Testing

/// `CGContext` on its own: the path in device space, the graphics-state
/// stack, the clip and the transformation matrix, as Core Graphics keeps
/// them. Expected values are worked by hand in the comments.
@Suite struct CGContextTests {
    /// A 100 × 50 pixel bitmap context with the identity matrix.
    private func bitmap() -> CGContext {
        CGContext(data: nil, width: 100, height: 50, bitsPerComponent: 8, bytesPerRow: 400,
                  space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    }

    @Test("a bitmap context needs a positive size; its image has its pixels' size")
    func bitmapContexts() throws {
        #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0) == nil)
        let image = try #require(bitmap().makeImage())
        #expect(image.width == 100 && image.height == 50)
        #expect(bitmap().colorSpace?.model == .rgb)
    }

    @Test("the path is kept in device space and read back in the current user space")
    func pathAcrossTransforms() {
        let context = bitmap()
        #expect(context.isPathEmpty)
        #expect(context.boundingBoxOfPath.isNull)
        #expect(context.currentPointOfPath == .zero)
        context.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(context.boundingBoxOfPath == CGRect(x: 10, y: 20, width: 30, height: 40))
        // Moving user space by (5, 5) leaves the device points where they
        // were: in the new user space the box starts 5 lower, (5, 15).
        context.translateBy(x: 5, y: 5)
        #expect(context.boundingBoxOfPath == CGRect(x: 5, y: 15, width: 30, height: 40))
        // A line added now is mapped by the new matrix: (0, 0) is device
        // (5, 5), so the current point reads (0, 0) → (7, 9) as (7, 9).
        context.move(to: .zero)
        context.addLine(to: CGPoint(x: 7, y: 9))
        #expect(context.currentPointOfPath == CGPoint(x: 7, y: 9))
        // The path in user space: the device corners (10, 20)…(40, 60) less
        // 5, i.e. (5, 15)…(35, 55), and the points (0, 0) and (7, 9): x 0…35, y 0…55.
        #expect(context.path?.boundingBox == CGRect(x: 0, y: 0, width: 35, height: 55))
    }

    @Test("painting empties the path, as Core Graphics documents; clearing a rectangle does not")
    func paintingConsumesThePath() {
        let context = bitmap()
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 25, height: 25))
        context.clear(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(!context.isPathEmpty)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(context.isPathEmpty)
        context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.stroke(CGRect(x: 0, y: 0, width: 5, height: 5), width: 2)
        #expect(context.isPathEmpty)
        context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(context.isPathEmpty)
        context.addEllipse(in: CGRect(x: 0, y: 0, width: 25, height: 25))
        context.fillPath()
        #expect(context.isPathEmpty && context.path == nil)
        context.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: .pi, clockwise: false)
        // Bounded by the circle's square: 10 ± 5.
        #expect(context.boundingBoxOfPath == CGRect(x: 5, y: 5, width: 10, height: 10))
        context.strokePath()
        #expect(context.isPathEmpty)
        context.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 2)])
        context.drawPath(using: .fillStroke)
        #expect(context.isPathEmpty)
    }

    @Test("restoreGState brings back colours and matrix but not the path; an unbalanced restore changes nothing")
    func graphicsStateStack() {
        let context = bitmap()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(4)
        context.saveGState()
        context.setFillColor(UIColor.blue.cgColor)
        context.setStrokeColor(gray: 0.5, alpha: 1)
        context.setLineWidth(1)
        context.setBlendMode(.multiply)
        context.translateBy(x: 10, y: 0)
        context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        #expect(context.gstate.fillColor.components == [1, 0, 0, 1])
        #expect(context.gstate.strokeColor.components == [0, 0, 0, 1])
        #expect(context.gstate.lineWidth == 4)
        #expect(context.gstate.blendMode == .normal)
        #expect(context.ctm == .identity)
        // The rectangle was added at device x 10…11 and stays there.
        #expect(context.boundingBoxOfPath == CGRect(x: 10, y: 0, width: 1, height: 1))
        context.restoreGState()
        #expect(context.gstate.fillColor.components == [1, 0, 0, 1])
        #expect(context.savedStates.isEmpty)
    }

    @Test("translate, scale, rotate and concatenate compose before the current matrix")
    func transformationMatrix() {
        let context = bitmap()
        context.scaleBy(x: 2, y: 3)
        context.translateBy(x: 1, y: 1)
        // User (x, y) is translated first, then scaled: (0, 0) → (1, 1) → (2, 3);
        // (1, 1) → (2, 2) → (4, 6).
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 2, ty: 3))
        #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 4, y: 6))
        #expect(context.convertToUserSpace(CGPoint(x: 4, y: 6)) == CGPoint(x: 1, y: 1))
        let rotated = bitmap()
        rotated.rotate(by: .pi / 2)
        // A quarter turn counter-clockwise: (1, 0) → (cos, sin) = (0, 1).
        let point = rotated.convertToDeviceSpace(CGPoint(x: 1, y: 0))
        #expect(abs(point.x) < 1e-12 && abs(point.y - 1) < 1e-12)
        let concatenated = bitmap()
        concatenated.translateBy(x: 10, y: 0)
        concatenated.concatenate(CGAffineTransform(scaleX: 2, y: 2))
        // The new matrix is scale × ctm: (1, 1) → (2, 2) → (12, 2).
        #expect(concatenated.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: 2))
    }

    @Test("clipping intersects the clip's box; clipping to the path empties the path")
    func clipping() {
        let context = bitmap()
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 50))
        context.clip(to: CGRect(x: 10, y: 10, width: 200, height: 20))
        // (10, 10, 200, 20) ∩ (0, 0, 100, 50) = x 10…100, y 10…30.
        #expect(context.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 90, height: 20))
        context.addRect(CGRect(x: 0, y: 0, width: 20, height: 100))
        context.clip()
        // ∩ (0, 0, 20, 100) = x 10…20, y 10…30.
        #expect(context.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 10, height: 20))
        #expect(context.isPathEmpty)
        // The clip is part of the graphics state and read in user space.
        context.saveGState()
        context.translateBy(x: 10, y: 10)
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 20))
        context.clip(to: [CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 3, y: 3, width: 2, height: 2)])
        // The union (0, 0)…(5, 5) ∩ the clip (0, 0, 10, 20).
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 5, height: 5))
        context.restoreGState()
        #expect(context.boundingBoxOfClipPath == CGRect(x: 10, y: 10, width: 10, height: 20))
    }

    @Test("shadows: Core Graphics' default colour is black at 1/3 alpha; a nil colour turns them off")
    func shadows() {
        let context = bitmap()
        context.setShadow(offset: CGSize(width: 0, height: 2), blur: 4)
        #expect(context.gstate.shadow?.color?.components == [0, 0, 0, 1.0 / 3])
        #expect(context.gstate.shadow?.offset == CGSize(width: 0, height: 2))
        context.setShadow(offset: .zero, blur: 1, color: nil)
        #expect(context.gstate.shadow == nil)
    }
}
