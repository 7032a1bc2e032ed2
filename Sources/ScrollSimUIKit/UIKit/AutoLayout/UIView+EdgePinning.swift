import Foundation

// The part of Auto Layout that is solved: a subview (with
// `translatesAutoresizingMaskIntoConstraints` false) whose position and
// size on an axis follow from active equalities with its superview, the
// superview's `safeAreaLayoutGuide` or `layoutMarginsGuide`, or constants.
// Each such constraint names one quantity of the subview on one axis — its
// minimum edge, maximum edge, centre or size — as `multiplier · the other
// item's attribute + constant` (an equation solved for the subview when the
// subview is the second item); where two quantities name the axis, the
// frame follows:
//
//   edges:             x = min, width = max − min
//   an edge and size:  x = min, or x = max − width
//   centre and size:   x = centre − width / 2
//   an edge and centre: width = 2 · |centre − edge|
//   one position:      the size is the intrinsic content size, else the current one
//   size alone:        the origin stays
//
// Anything else — inequalities, constraints between siblings, baselines,
// system spacing, the subview's own margins — is kept, not solved; an axis
// none of this determines keeps the frame code set. Of two constraints for
// one quantity the higher priority wins, then the first activated.
// Rule source: the constraint equation `item1.attribute1 = multiplier ×
// item2.attribute2 + constant` of Apple's "Auto Layout Guide" (Anatomy of a
// Constraint); leading and trailing are left and right in a left-to-right
// layout direction, right and left in a right-to-left one, where their
// constants count leftwards. Confidence high
// for the equalities above.

extension UIView {
    /// Gives every subview pinned to this view its frame.
    func applyPinnedFrames() {
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            var frame = subview.frame
            let intrinsic = subview.intrinsicContentSize
            if let (origin, length) = pinnedSpan(of: subview, axis: .horizontal, intrinsic: intrinsic.width, current: frame) {
                (frame.origin.x, frame.size.width) = (origin, length)
            }
            if let (origin, length) = pinnedSpan(of: subview, axis: .vertical, intrinsic: intrinsic.height, current: frame) {
                (frame.origin.y, frame.size.height) = (origin, length)
            }
            if frame != subview.frame { subview.frame = frame }
        }
    }

    /// `applyPinnedFrames()` for this view and every view below it, top
    /// down (a view controller's view tree when it loads).
    func applyPinnedFramesInTree() {
        applyPinnedFrames()
        for subview in subviews { subview.applyPinnedFramesInTree() }
    }

    /// The origin and length of `subview` on `axis`, or `nil` when its
    /// constraints do not determine them.
    private func pinnedSpan(of subview: UIView, axis: NSLayoutConstraint.Axis, intrinsic: CGFloat,
                            current: CGRect) -> (CGFloat, CGFloat)? {
        var quantities: [PinnedQuantity: (value: CGFloat, priority: UILayoutPriority)] = [:]
        for constraint in subview.activeConstraints {
            guard let (quantity, value) = pinnedValue(of: subview, by: constraint, axis: axis) else { continue }
            if let known = quantities[quantity], known.priority.rawValue >= constraint.priority.rawValue { continue }
            quantities[quantity] = (value, constraint.priority)
        }
        let minimum = quantities[.minimum]?.value, maximum = quantities[.maximum]?.value
        let center = quantities[.center]?.value, size = quantities[.size]?.value
        let fallbackSize = intrinsic >= 0 ? intrinsic : (axis == .horizontal ? current.width : current.height)
        switch (minimum, maximum, center, size) {
        case let (minimum?, maximum?, _, _): return (minimum, maximum - minimum)
        case let (minimum?, nil, _, size?): return (minimum, size)
        case let (nil, maximum?, _, size?): return (maximum - size, size)
        case let (nil, nil, center?, size?): return (center - size / 2, size)
        case let (minimum?, nil, center?, nil): return (minimum, 2 * (center - minimum))
        case let (nil, maximum?, center?, nil): return (2 * center - maximum, 2 * (maximum - center))
        case let (minimum?, nil, nil, nil): return (minimum, fallbackSize)
        case let (nil, maximum?, nil, nil): return (maximum - fallbackSize, fallbackSize)
        case let (nil, nil, center?, nil): return (center - fallbackSize / 2, fallbackSize)
        case let (nil, nil, nil, size?): return (axis == .horizontal ? current.minX : current.minY, size)
        case (nil, nil, nil, nil): return nil
        }
    }

    /// The quantity of `subview` on `axis` that `constraint` sets, and its
    /// value in this view's coordinates; `nil` for a constraint not solved.
    private func pinnedValue(of subview: UIView, by constraint: NSLayoutConstraint,
                             axis: NSLayoutConstraint.Axis) -> (PinnedQuantity, CGFloat)? {
        guard constraint.isActive, constraint.isSolvable, constraint.relation == .equal else { return nil }
        let subviewIsFirst = constraint.firstItem === subview
        guard subviewIsFirst || constraint.secondItem === subview else { return nil }
        let (ownAttribute, otherItem, otherAttribute) = subviewIsFirst
            ? (constraint.firstAttribute, constraint.secondItem, constraint.secondAttribute)
            : (constraint.secondAttribute, constraint.firstItem, constraint.firstAttribute)
        guard let own = PinnedQuantity.of(ownAttribute, axis: axis, direction: subview.effectiveUserInterfaceLayoutDirection),
              !own.margins else { return nil }
        let m = constraint.multiplier
        // Leading and trailing are measured towards the trailing side: in a
        // right-to-left layout a positive constant moves leftwards.
        let c = own.mirrored ? -constraint.constant : constraint.constant
        guard let otherItem else {
            // A constant: only a size can equal one (an item that is gone is no constant).
            guard subviewIsFirst, own.quantity == .size, otherAttribute == .notAnAttribute else { return nil }
            return (.size, c)
        }
        let rectangle: CGRect
        if otherItem === self {
            rectangle = bounds
        } else if let guide = otherItem as? UILayoutGuide, guide.owningView === self,
                  guide.kind == .safeArea || guide.kind == .layoutMargins {
            rectangle = guide.layoutFrame
        } else {
            return nil
        }
        guard let other = PinnedQuantity.of(otherAttribute, axis: axis, direction: effectiveUserInterfaceLayoutDirection) else {
            return nil
        }
        let otherValue = other.quantity.value(in: other.margins ? bounds.inset(by: layoutMargins) : rectangle, axis: axis)
        if subviewIsFirst { return (own.quantity, m * otherValue + c) }
        guard m != 0 else { return nil }
        return (own.quantity, (otherValue - c) / m)
    }
}

/// A quantity of a view on one axis that a constraint can set.
enum PinnedQuantity: Hashable {
    case minimum, maximum, center, size

    /// The value of the quantity for `rect` on `axis`.
    func value(in rect: CGRect, axis: NSLayoutConstraint.Axis) -> CGFloat {
        let (minimum, length) = axis == .horizontal ? (rect.minX, rect.width) : (rect.minY, rect.height)
        switch self {
        case .minimum: return minimum
        case .maximum: return minimum + length
        case .center: return minimum + length / 2
        case .size: return length
        }
    }

    /// The quantity `attribute` names on `axis` (and whether it is a margin
    /// attribute), or `nil` for an attribute of the other axis or one not solved.
    static func of(_ attribute: NSLayoutConstraint.Attribute, axis: NSLayoutConstraint.Axis,
                   direction: UIUserInterfaceLayoutDirection) -> (quantity: PinnedQuantity, margins: Bool, mirrored: Bool)? {
        let leftToRight = direction == .leftToRight
        let named: (NSLayoutConstraint.Axis, PinnedQuantity, Bool)? = switch attribute {
        case .left: (.horizontal, .minimum, false)
        case .right: (.horizontal, .maximum, false)
        case .leading: (.horizontal, leftToRight ? .minimum : .maximum, false)
        case .trailing: (.horizontal, leftToRight ? .maximum : .minimum, false)
        case .centerX: (.horizontal, .center, false)
        case .width: (.horizontal, .size, false)
        case .leftMargin: (.horizontal, .minimum, true)
        case .rightMargin: (.horizontal, .maximum, true)
        case .leadingMargin: (.horizontal, leftToRight ? .minimum : .maximum, true)
        case .trailingMargin: (.horizontal, leftToRight ? .maximum : .minimum, true)
        case .centerXWithinMargins: (.horizontal, .center, true)
        case .top: (.vertical, .minimum, false)
        case .bottom: (.vertical, .maximum, false)
        case .centerY: (.vertical, .center, false)
        case .height: (.vertical, .size, false)
        case .topMargin: (.vertical, .minimum, true)
        case .bottomMargin: (.vertical, .maximum, true)
        case .centerYWithinMargins: (.vertical, .center, true)
        case .firstBaseline, .lastBaseline, .notAnAttribute: nil
        }
        guard let named, named.0 == axis else { return nil }
        let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        return (named.1, named.2, !leftToRight && directional.contains(attribute))
    }
}
