import Foundation
import ScrollSim
import ScrollSimUIKit
import Testing

/// Drawing that draws nothing but keeps a context's state, string metrics,
/// snapshot placeholders, named images and animation timing parameters.
@MainActor
@Suite("ScrollSimUIKit: rectangle and string drawing, snapshots, images, timing parameters")
struct DrawingSurfaceTests {
    /// Every character `width` points wide: widths only this measurer gives.
    struct FixedWidth: TextMeasurer {
        let width: Double
        func width(of text: String, fontSize: Double) -> Double { Double(text.count) * width }
    }

    @Test("UIRectFill and UIRectFrame leave the context's blend mode as it was; UIRectClip narrows the clip")
    func rectangleFunctions() throws {
        // Outside any context: nothing happens (and nothing crashes).
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIRectClip(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 80), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        context.setBlendMode(.multiply)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 10, y: 10, width: 20, height: 20))
        UIRectFrame(CGRect(x: 10, y: 10, width: 20, height: 20))
        UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 5, height: 5), .clear)
        // Each call used its own mode inside a saved state, then restored it.
        #expect(context.gstate.blendMode == .multiply)
        #expect(context.gstate.fillColor.components == [1, 0, 0, 1])
        // The whole 100 × 80 image, intersected with (10, 20, 50, 100) → (10, 20, 50, 60).
        UIRectClip(CGRect(x: 10, y: 20, width: 50, height: 100))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 10, y: 20, width: 50, height: 60))
    }

    @Test("NSString and String sizes come from the same one-line measurement as boundingRect")
    func stringMetrics() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20)]
        UIFont.$textMeasurer.withValue(FixedWidth(width: 6)) {
            // 4 characters × 6 pt = 24 pt; height 1.2 × 20 pt = 24 pt.
            #expect(("date" as NSString).size(withAttributes: attributes) == CGSize(width: 24, height: 24))
            #expect("date".size(withAttributes: attributes) == CGSize(width: 24, height: 24))
            // No font: system 12 pt: 2 × 6 pt wide, 1.2 × 12 pt high.
            #expect(("ab" as NSString).size(withAttributes: nil) == CGSize(width: 12, height: 1.2 * 12))
        }
    }

    @Test("snapshot placeholders take the rectangle's size and the view's look; drawHierarchy answers false")
    func snapshots() throws {
        let view = UIView(frame: CGRect(x: 40, y: 30, width: 200, height: 100))
        view.alpha = 0.5
        view.backgroundColor = .red
        view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let piece = try #require(view.resizableSnapshotView(from: CGRect(x: 50, y: 20, width: 60, height: 40),
                                                              afterScreenUpdates: true, withCapInsets: .zero))
        #expect(piece.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
        #expect(piece.alpha == 0.5 && piece.backgroundColor == .red && piece.subviews.isEmpty)
        // A negative-sized rectangle is standardised: 30 × 10.
        let flipped = view.resizableSnapshotView(from: CGRect(x: 80, y: 30, width: -30, height: -10),
                                                 afterScreenUpdates: false, withCapInsets: .zero)
        #expect(flipped?.frame.size == CGSize(width: 30, height: 10))
        #expect(view.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero) == nil)
        #expect(!view.drawHierarchy(in: view.bounds, afterScreenUpdates: false))
    }

    @Test("UIImage(named:in:compatibleWith:) and (named:in:with:) name the image, 0 × 0, as init(named:)")
    func namedImages() {
        let traits = UIImage(named: "tail", in: Bundle.main, compatibleWith: nil)
        let configured = UIImage(named: "tail", in: nil, with: UIImage.SymbolConfiguration(pointSize: 20))
        #expect(traits?.name == "tail" && traits?.size == .zero)
        #expect(configured?.name == "tail" && configured?.size == .zero)
    }

    @Test("timing parameters: named curves carry Core Animation's control points; a spring's damping ratio")
    func timingParameters() throws {
        // CAMediaTimingFunction's documented curves.
        let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
        #expect(easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0) && easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
        #expect(easeIn.timingCurveType == .builtin)
        let standard = UICubicTimingParameters()
        #expect(standard.animationCurve == .easeInOut && standard.controlPoint2 == CGPoint(x: 0.58, y: 1))
        let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.25, y: 0), controlPoint2: CGPoint(x: 0.4, y: 1))
        #expect(custom.timingCurveType == .cubic && custom.springTimingParameters == nil)

        // ζ = c ÷ (2√(k·m)) = 18 ÷ (2 × √100) = 0.9 (SwipeCellKit's spring).
        let velocity = CGVector(dx: 3, dy: 3)
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 18, initialVelocity: velocity)
        #expect(abs(spring.dampingRatio - 0.9) < 1e-12)
        #expect(spring.timingCurveType == .spring && spring.cubicTimingParameters == nil)
        #expect(spring.initialVelocity == CGVector(dx: 3, dy: 3))
        // UIKit's documented default: damping ratio 4.56, no velocity.
        #expect(UISpringTimingParameters().dampingRatio == 4.56 && UISpringTimingParameters().initialVelocity == .zero)

        // An animator made from them keeps them and, as every animator here, finishes at once.
        let animator = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
        var ran = false
        animator.addAnimations { ran = true }
        animator.startAnimation()
        #expect(ran && animator.state == .inactive)
        #expect(animator.timingParameters === spring)
        let curved = UIViewPropertyAnimator(duration: 1, curve: .linear)
        let kept = try #require(curved.timingParameters?.cubicTimingParameters)
        #expect(kept.controlPoint1 == .zero && kept.controlPoint2 == CGPoint(x: 1, y: 1))
    }
}

/// Core Graphics' vector and the free `abs` inside `CGFloat`'s extensions.
extension CGFloat {
    /// As `CollectionViewPagingLayout`'s interpolation writes it: `abs` by
    /// its plain name inside an instance method of a `CGFloat` extension.
    fileprivate func distance(to other: CGFloat) -> CGFloat { abs(other - self) }
}

@Suite("ScrollSimCoreGraphics: CGVector and abs inside CGFloat extensions")
struct VectorAndAbsTests {
    @Test("abs by its plain name inside a CGFloat extension is Swift's abs")
    func absInsideExtension() {
        #expect(CGFloat(3).distance(to: -4.5) == 7.5)
        #expect(CGFloat(-2).distance(to: -2) == 0)
    }

    @Test("CGVector's initialisers agree and zero is the default")
    func vector() {
        #expect(CGVector(dx: 2, dy: -1) == CGVector(dx: 2.0 as Double, dy: -1.0))
        #expect(CGVector(dx: Int(2), dy: Int(-1)) == CGVector(dx: CGFloat(2), dy: CGFloat(-1)))
        #expect(CGVector() == .zero && CGVector.zero.dx == 0 && CGVector.zero.dy == 0)
    }
}

@MainActor
@Suite("ScrollSimUIKit: resizable images")
struct ResizableImageTests {
    @Test("a resizable image is a new image of the same size and scale with the insets and mode given")
    func resizable() {
        let original = UIImage(size: CGSize(width: 30, height: 20), scale: 2)
        let insets = UIEdgeInsets(top: 4, left: 5, bottom: 6, right: 7)
        let tiled = original.resizableImage(withCapInsets: insets)
        let stretched = original.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(tiled !== original)
        #expect(tiled.size == CGSize(width: 30, height: 20) && tiled.scale == 2)
        #expect(tiled.capInsets == insets && tiled.resizingMode == .tile)
        #expect(stretched.resizingMode == .stretch)
        // The original is not resizable.
        #expect(original.capInsets == .zero)
        // A named image keeps its name.
        #expect(UIImage(named: "bubble")?.resizableImage(withCapInsets: insets).name == "bubble")
    }

    @Test("a flipped image is a new image that flips right to left and keeps its insets")
    func flipped() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let original = UIImage(size: CGSize(width: 8, height: 6)).resizableImage(withCapInsets: insets)
        let flipped = original.imageFlippedForRightToLeftLayoutDirection()
        #expect(!original.flipsForRightToLeftLayoutDirection)
        #expect(flipped.flipsForRightToLeftLayoutDirection && flipped !== original)
        #expect(flipped.capInsets == insets && flipped.size == CGSize(width: 8, height: 6))
    }

    @Test("a context's text matrix is kept outside the graphics state, as Core Graphics keeps it")
    func textMatrix() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(context.textMatrix == .identity)
        context.saveGState()
        context.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
        context.restoreGState()
        // Restoring the state does not restore the text matrix.
        #expect(context.textMatrix == CGAffineTransform(scaleX: 1, y: -1))
    }
}
