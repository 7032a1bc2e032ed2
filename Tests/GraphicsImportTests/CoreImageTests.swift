import Foundation
import Testing

/// Core Image's images as extents: real geometry, no pixels (the calls are
/// in CoreImageOnly.swift). Every expected rectangle is worked out by hand
/// from the operation's rule.
@Suite struct CoreImageTests {
    @Test("Extents: crop intersects, a transform maps, compositing unites, filters keep the extent")
    func extents() {
        let extents = PhotoEditor.extents()
        #expect(extents["photo"] == CGRect(x: 0, y: 0, width: 100, height: 50))
        // (0,0,100,50) ∩ (50,10,100,100) = (50,10,50,40).
        #expect(extents["cropped"] == CGRect(x: 50, y: 10, width: 50, height: 40))
        #expect(extents["scaled"] == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(extents["moved"] == CGRect(x: 10, y: 5, width: 100, height: 50))
        // (0,0,100,50) ∪ (200,0,10,10) = (0,0,210,50).
        #expect(extents["composited"] == CGRect(x: 0, y: 0, width: 210, height: 50))
        // A colour is infinite until cropped.
        #expect(extents["colour"]?.isInfinite == true && extents["colourCropped"] == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(extents["empty"]?.isNull == true && extents["chained"] == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("Filters keep their parameters; the output has the input's extent, none without an input")
    func filters() {
        let result = PhotoEditor.colorControls()
        #expect(result.before == nil && result.removed == nil)
        #expect(result.contrast == 1.1 && result.keys == ["inputContrast", "inputImage"])
        #expect(result.after == CGRect(x: 0, y: 0, width: 100, height: 50) && result.byKey == result.after)
    }

    @Test("A context makes a bitmap of the integral rectangle; none of an infinite or empty one")
    func context() {
        // (0,0,100.4,50.2) made integral: (0,0,101,51).
        #expect(PhotoEditor.bitmapSize(from: CGRect(x: 0, y: 0, width: 100.4, height: 50.2)) == CGSize(width: 101, height: 51))
        #expect(PhotoEditor.bitmapSize(from: .infinite) == nil && PhotoEditor.bitmapSize(from: .zero) == nil)
    }

    @Test("Vectors hold their values; past the end is 0")
    func vectors() {
        let v = PhotoEditor.vectors()
        #expect(v.rect == CGRect(x: 1, y: 2, width: 3, height: 4) && v.count == 4 && v.z == 3)
        #expect(v.pastEnd == 0 && v.point == CGPoint(x: 0.25, y: 0.2) && v.equal && v.clearAlpha == 0)
    }
}
