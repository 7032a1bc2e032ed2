import Foundation

// The system-spacing anchors: made and kept, not solved, as every
// constraint here. The constraint's constant is 0: the system spacing
// itself is Auto Layout's to work out.

extension NSLayoutXAxisAnchor {
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }
    /// `constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }
    /// `constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }
}

extension NSLayoutYAxisAnchor {
    /// `constraint(equalToSystemSpacingBelow:multiplier:)`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }
    /// `constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }
    /// `constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: 0)
    }
}
