import Foundation

/// `NSLayoutConstraint`: kept with its items, attributes, relation,
/// multiplier and constant. Auto Layout is solved only for the frames that
/// matter most (`UIView+EdgePinning.swift`): a view whose edges, centre or
/// size are set by equalities to its superview, the superview's safe area
/// or layout margins, or constants. Every other constraint is accepted and
/// not solved.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// `NSLayoutConstraint.Attribute`, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The first item (a view or a layout guide).
    open private(set) weak var firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The relation.
    public let relation: Relation
    /// The second item, `nil` for a constant.
    open private(set) weak var secondItem: AnyObject?
    /// The second item's attribute.
    public let secondAttribute: Attribute
    /// The multiplier.
    public let multiplier: CGFloat
    /// The constant.
    open var constant: CGFloat { didSet { needsLayoutOfItems() } }
    /// Whether the constraint is active: an active one is kept by the views
    /// it names, and their superviews lay out again.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            for view in views {
                if isActive { view.activeConstraints.append(self) } else { view.activeConstraints.removeAll { $0 === self } }
            }
            needsLayoutOfItems()
        }
    }
    /// The priority.
    open var priority = UILayoutPriority.required
    /// The identifier.
    open var identifier: String?
    /// Whether the constraint can be solved at all: false for the
    /// system-spacing and baseline constraints, kept only.
    let isSolvable: Bool

    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(firstItem: view1 as AnyObject, firstAttribute: attr1, relation: relation, secondItem: view2.map { $0 as AnyObject },
                  secondAttribute: attr2, multiplier: multiplier, constant: c)
    }

    init(firstItem: AnyObject?, firstAttribute: Attribute, relation: Relation, secondItem: AnyObject?,
         secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat, isSolvable: Bool = true) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.isSolvable = isSolvable
        super.init()
    }

    /// A constraint kept and never solved (system spacing).
    convenience init(constant: CGFloat) {
        self.init(firstItem: nil, firstAttribute: .notAnAttribute, relation: .equal, secondItem: nil,
                  secondAttribute: .notAnAttribute, multiplier: 1, constant: constant, isSolvable: false)
    }

    /// The views the items are or belong to.
    private var views: [UIView] {
        [firstItem, secondItem].compactMap { item in (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
    }

    private func needsLayoutOfItems() {
        for view in views { (view.superview ?? view).setNeedsLayout() }
    }

    /// `NSLayoutConstraint.activate(_:)`.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// `NSLayoutConstraint.deactivate(_:)`.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// `NSLayoutConstraint.FormatOptions`: kept nowhere (not solved).
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    }

    /// `constraints(withVisualFormat:options:metrics:views:)`: accepted and
    /// not parsed; no constraints.
    public static func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                   metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        []
    }
}

extension NSLayoutConstraint {
    /// `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }
}
