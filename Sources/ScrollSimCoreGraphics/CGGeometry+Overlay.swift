import Foundation

// The parts of Apple's Core Graphics Swift overlay that Foundation on Linux
// lacks.

extension CGPoint {
    /// `equalTo(_:)`.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// `equalTo(_:)`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// `equalTo(_:)`.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

/// `CGPointEqualToPoint(_:_:)`.
public func CGPointEqualToPoint(_ point1: CGPoint, _ point2: CGPoint) -> Bool { point1 == point2 }
/// `CGSizeEqualToSize(_:_:)`.
public func CGSizeEqualToSize(_ size1: CGSize, _ size2: CGSize) -> Bool { size1 == size2 }
/// `CGRectEqualToRect(_:_:)`.
public func CGRectEqualToRect(_ rect1: CGRect, _ rect2: CGRect) -> Bool { rect1 == rect2 }

extension CGFloat {
    /// Swift's `abs(_:)`, reachable by its plain name inside `CGFloat`'s own
    /// extensions. Foundation on Linux declares an unavailable static
    /// `CGFloat.abs(_:)` ("use the free function"), which Apple's overlay
    /// does not: inside an extension of `CGFloat` that static member hides
    /// the free function, so `abs(x - y)` in an instance method fails to
    /// compile on Linux only. This instance method is found first there and
    /// answers what the free function answers.
    public func abs<T: Comparable & SignedNumeric>(_ x: T) -> T { Swift.abs(x) }
}
