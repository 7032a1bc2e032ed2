import QuartzCore
import Testing

/// Files that import only `CoreGraphics` or only `QuartzCore` (beside this
/// one) compile on Linux and get the layer's types.
@Suite @MainActor struct GraphicsImportTests {
    @Test func coreGraphicsAloneGivesTheGeometryAndItsOverlay() {
        // (0,0,5,5) scaled by 2 then translated by (10, 20) — scaledBy
        // applies the scale first: corners (0,0) → (10,20), (5,5) → (20,30).
        #expect(CoreGraphicsOnly.transformedRect() == CGRect(x: 10, y: 20, width: 10, height: 10))
        // Points (1, 2) and (4, −3): x 1…4, y −3…2.
        #expect(CoreGraphicsOnly.pathBox() == CGRect(x: 1, y: -3, width: 3, height: 5))
        #expect(CoreGraphicsOnly.color().components == [1, 0, 0, 0.5])
        #expect(CoreGraphicsOnly.equalSizes)
    }

    @Test func quartzCoreAloneGivesLayersAndAnimationsKept() {
        let shape = QuartzCoreOnly.layers()
        #expect(shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(shape.sublayers?.count == 1)
        #expect((shape.sublayers?.first as? CAGradientLayer)?.startPoint == CGPoint(x: 0, y: 0.5))
        #expect(shape.animationKeys() == ["draw"])
        let kept = shape.animation(forKey: "draw") as? CABasicAnimation
        #expect(kept?.keyPath == "strokeEnd")
        #expect(kept?.toValue as? Int == 1)
        #expect(kept?.timingFunction?.name == .easeInEaseOut)
        #expect(shape.transform.m11 == 2 && shape.transform.m33 == 1)
    }
}
