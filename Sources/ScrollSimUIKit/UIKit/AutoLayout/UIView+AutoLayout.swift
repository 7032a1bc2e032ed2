import Foundation

extension UIView {
    // The anchors are made on each access: a constraint keeps the item and
    // the attribute, which is all the solver needs.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// `layoutMarginsGuide`: the bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins) }
    /// `safeAreaLayoutGuide`: the bounds (no safe-area insets in the simulation).
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
    /// `readableContentGuide`: kept, not solved.
    public var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }

    /// The view's own guide of `kind`, made once: constraints hold their
    /// items weakly, as UIKit's, so the view keeps its guides.
    private func systemGuide(_ kind: UILayoutGuide.Kind) -> UILayoutGuide {
        if let guide = systemLayoutGuides[kind] { return guide }
        let guide = UILayoutGuide(owningView: self, kind: kind)
        systemLayoutGuides[kind] = guide
        return guide
    }

    /// `layoutGuides`: the guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { addedLayoutGuides }

    /// `addLayoutGuide(_:)`: the guide is owned by this view (kept, not solved).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        addedLayoutGuides.append(layoutGuide)
    }

    /// `removeLayoutGuide(_:)`.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        addedLayoutGuides.removeAll { $0 === layoutGuide }
        if layoutGuide.owningView === self { layoutGuide.owningView = nil }
    }

    /// `constraints`: the active constraints held by this view — those
    /// whose items' nearest common view is this one, as UIKit installs them.
    public var constraints: [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        var pending = [self]
        while let view = pending.popLast() {
            for constraint in view.activeConstraints where constraint.installedView === self {
                if seen.insert(ObjectIdentifier(constraint)).inserted { found.append(constraint) }
            }
            pending += view.subviews
        }
        return found
    }

    /// `addConstraint(_:)`: activates the constraint.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// `addConstraints(_:)`: activates the constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// `removeConstraint(_:)`: deactivates the constraint.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// `removeConstraints(_:)`: deactivates the constraints.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// `setContentHuggingPriority(_:for:)`: kept; a `UIStackView` with
    /// `.fill` stretches the arranged view that hugs least.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentPriorities[ContentPriorityKey(hugging: true, axis: axis)] = priority
    }
    /// `contentHuggingPriority(for:)`: as set; UIKit's default for a view
    /// made in code, 250.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities[ContentPriorityKey(hugging: true, axis: axis)] ?? .defaultLow
    }
    /// `contentCompressionResistancePriority(for:)`: as set; UIKit's default
    /// for a view made in code, 750.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities[ContentPriorityKey(hugging: false, axis: axis)] ?? .defaultHigh
    }
    /// `setContentCompressionResistancePriority(_:for:)`: kept, not solved.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentPriorities[ContentPriorityKey(hugging: false, axis: axis)] = priority
    }
}

/// A content priority's kind and axis.
struct ContentPriorityKey: Hashable {
    let hugging: Bool
    let axis: NSLayoutConstraint.Axis
}

extension NSLayoutConstraint {
    /// The view UIKit installs the constraint on: the nearest common view
    /// of its items (a guide stands for its owning view).
    var installedView: UIView? {
        func view(of item: AnyObject?) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
        guard let first = view(of: firstItem) else { return nil }
        guard let second = view(of: secondItem) else { return first }
        var candidate: UIView? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }
}
