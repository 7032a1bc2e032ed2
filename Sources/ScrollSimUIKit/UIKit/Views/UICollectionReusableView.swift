import Foundation

/// `UICollectionReusableView`: a view the collection view dequeues. It gets
/// the layout's attributes through `apply(_:)` (frame, transform, alpha,
/// hidden, z order) before it is displayed.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// The pool the view returns to when it ends display (`ReusePools`);
    /// `nil` for a view `dequeue…` did not make.
    var reusePool: ReusePools.Pool?

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `init()`: a view with a zero frame. Required here (not in UIKit) so
    /// that a registered class is made by `dequeue…`; a subclass that
    /// overrides `init(frame:)` and `init?(coder:)`, as cells are written,
    /// inherits it.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Called before the view is reused.
    open func prepareForReuse() {}

    /// The attributes last applied, so that the collection view applies
    /// them once per display.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    /// Applies the layout's attributes: frame, transforms, alpha, hidden.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        appliedAttributes = layoutAttributes
        frame = layoutAttributes.frame
        transform3D = layoutAttributes.transform3D
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        layer.zPosition = CGFloat(layoutAttributes.zIndex)
    }

    /// `preferredLayoutAttributesFitting(_:)`: asked when the cell is
    /// prepared for display by a self-sizing layout (a flow layout with an
    /// `estimatedItemSize`, a custom layout). Auto Layout is not solved:
    /// the default answers a copy of `layoutAttributes` whose size is
    /// `systemLayoutSizeFitting(layoutAttributes.size)`, which is
    /// `sizeThatFits(_:)`, the view's own size unless a subclass overrides
    /// one of them. Override this (calling `super`, then setting `size`) or
    /// `sizeThatFits(_:)` to self-size (`docs/uikit.md`, "Self-sizing cells").
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let preferred = (layoutAttributes.copy() as? UICollectionViewLayoutAttributes) ?? layoutAttributes
        preferred.size = systemLayoutSizeFitting(layoutAttributes.size)
        return preferred
    }

    /// `willTransition(from:to:)`.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// `didTransition(from:to:)`.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

/// `UICollectionViewCell`: a reusable view with a `contentView` for the
/// cell's subviews, and selection state.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// `contentView`: where a cell's subviews go; it fills the cell.
    public let contentView = UIView(frame: .zero)
    /// `backgroundView`, behind the content.
    open var backgroundView: UIView?
    /// `selectedBackgroundView`.
    open var selectedBackgroundView: UIView?
    /// Whether the cell is selected.
    open var isSelected = false
    /// Whether the cell is highlighted.
    open var isHighlighted = false
    /// `contentConfiguration`: setting it makes (or updates) the content
    /// view inside `contentView` (Configurations/UICollectionViewCell+Configuration.swift).
    open var contentConfiguration: UIContentConfiguration? {
        didSet { installContentConfiguration() }
    }
    /// `backgroundConfiguration` (stored; nothing is drawn).
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether a configuration update applies `updated(for:)` to the content configuration.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a configuration update applies `updated(for:)` to the background configuration.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// `configurationUpdateHandler`: called after `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler?
    /// The view the content configuration made.
    var configuredContentView: (UIView & UIContentView)?
    /// Whether `setNeedsUpdateConfiguration()` asked for an update not yet made.
    var needsConfigurationUpdate = true

    /// `configurationState`: the state the configurations are updated for.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// `updateConfiguration(using:)`: override to update the cell's
    /// configurations for `state`; called before the cell is displayed.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// `setNeedsUpdateConfiguration()`: asks for a configuration update
    /// before the cell is next displayed.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
    }

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        attachContentView()
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        attachContentView()
    }

    private func attachContentView() {
        contentView.frame = bounds
        addSubview(contentView)
    }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { contentView.frame = CGRect(origin: .zero, size: frame.size) } }
    }
}
