/// Something that moves the content offset by itself over time: a
/// deceleration (with its bounce), a paging spring or a programmatic
/// animation. The simulator samples it once per tick.
///
/// Time is measured in milliseconds since the motion started. Free
/// deceleration uses closed forms, so its path does not depend on the frame
/// rate, only where it is sampled (ScrollSim's choice); the bounce and the
/// paging spring are stepped per frame as UIKit steps them and do depend on
/// it (`docs/simulator.md`). Every sample is given the scrollable range of that moment: the
/// world stays live during motion, so content that grows or shrinks under
/// a fling changes where it stops or bounces.
protocol Motion {
    /// The offset at `time` ms after the start within `bounds`, and whether
    /// the motion has ended by then (the offset is then its resting place).
    mutating func sample(atMilliseconds time: Double, bounds: ScrollBounds) -> MotionSample

    /// The callback sent on the tick the motion ends.
    var endEvent: Event.Payload { get }
}

/// One sample of a `Motion`.
struct MotionSample: Hashable, Sendable {
    var offset: Point
    var isFinished: Bool
}

/// The range the content offset can rest in, per axis.
struct ScrollBounds: Hashable, Sendable {
    var x: ClosedRange<Double>
    var y: ClosedRange<Double>

    subscript(axis: Axis) -> ClosedRange<Double> {
        axis == .vertical ? y : x
    }

    /// The range moved by `delta`.
    func offset(by delta: Point) -> ScrollBounds {
        ScrollBounds(x: (x.lowerBound + delta.x)...(x.upperBound + delta.x),
                     y: (y.lowerBound + delta.y)...(y.upperBound + delta.y))
    }

    /// Whether the content can scroll along `axis`: it is larger than the
    /// viewport (UIKit's `alwaysBounceVertical`/`Horizontal` default to
    /// `false`, so a drag along an axis that fits does nothing).
    func canScroll(_ axis: Axis) -> Bool {
        let range = self[axis]
        return range.upperBound > range.lowerBound
    }

    /// The axes the content can scroll along.
    var scrollingAxes: [Axis] { Axis.allCases.filter(canScroll) }

    /// `point` moved into the range on both axes.
    func clamped(_ point: Point) -> Point {
        Point(x: Self.clamp(point.x, to: x), y: Self.clamp(point.y, to: y))
    }

    /// `value` moved into `range`.
    static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }
}

/// What one scroll view's motion depends on besides its own state: the
/// range its offset can rest in, its size, its settings and the screen's
/// pixel grid. The collection view makes one for each scroll view it
/// samples.
struct ScrollGeometry: Sendable {
    /// The scrollable range of now.
    var bounds: ScrollBounds
    /// The scroll view's size (a page of a paging view; the rubber band's D).
    var viewport: Size
    /// Paging, bouncing, deceleration rate, repeated flicks.
    var settings: ScrollViewConfiguration
    /// Pixels per point.
    var screenScale: Double
    /// A page of a paging scroll view: its size, or (an orthogonal
    /// section's group paging) the group stride along its axis.
    var pageSize: Size

    init(bounds: ScrollBounds, viewport: Size, settings: ScrollViewConfiguration, screenScale: Double, pageSize: Size? = nil) {
        self.bounds = bounds
        self.viewport = viewport
        self.settings = settings
        self.screenScale = screenScale
        self.pageSize = pageSize ?? viewport
    }

    /// `value` rounded to the pixel grid.
    func roundToPixel(_ value: Double) -> Double {
        // Adding +0 turns a −0 (from −inset, or rounding −0.1 px) into 0,
        // so logs never print "-0".
        (value * screenScale).rounded() / screenScale + 0
    }

    /// `point` rounded to the pixel grid.
    func roundToPixel(_ point: Point) -> Point {
        Point(x: roundToPixel(point.x), y: roundToPixel(point.y))
    }

    /// Half a pixel, in points: how close counts as on a target.
    var halfPixel: Double { 0.5 / screenScale }
}
