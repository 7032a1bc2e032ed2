import Foundation

/// `UIStackView`: arranges its arranged subviews along `axis` whenever its
/// frame, its arranged subviews or its properties change, and when it lays
/// out. Hidden arranged subviews take no space.
///
/// Rules (Apple's `UIStackView.Distribution` and `Alignment` pages;
/// `StackArrangement.swift` has the arithmetic): a view's natural length on
/// an axis is its constant `widthAnchor`/`heightAnchor` equality if it has
/// one, a nested stack view's fitting size, its `intrinsicContentSize`, else 0.
/// `.fill` gives the room left to the view with the lowest content hugging
/// priority and takes the room missing from the one with the lowest
/// compression resistance (ties: the last such view; UIKit says only "based
/// on their index", confidence low); `.fillEqually` makes all equal;
/// `.fillProportionally` shares the room in proportion to the natural
/// lengths; `.equalSpacing` keeps natural lengths and spreads the room left
/// between them (never less than `spacing`); `.equalCentering` spaces the
/// centres equally. Across the axis `.fill` takes the stack's whole
/// breadth, the others the natural breadth placed at the leading (top),
/// centre or trailing (bottom) side; the baseline alignments are placed as
/// `.leading` (no text baselines here).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// `.top`: `.leading`.
        public static var top: Alignment { .leading }
        /// `.bottom`: `.trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// `UIStackView.spacingUseDefault`: for `setCustomSpacing`, `spacing`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// `UIStackView.spacingUseSystem`: the system spacing, 8 pt here.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// `arrangedSubviews`, in order along the axis.
    open private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal { didSet { arrange() } }
    open var distribution = Distribution.fill { didSet { arrange() } }
    open var alignment = Alignment.fill { didSet { arrange() } }
    open var spacing: CGFloat = 0 { didSet { arrange() } }
    /// `isBaselineRelativeArrangement`: kept (no baselines here).
    open var isBaselineRelativeArrangement = false
    /// `isLayoutMarginsRelativeArrangement`: arranges inside the layout margins.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrange() } }
    /// The custom spacings after arranged subviews.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { arrange() } }
    }

    open override var layoutMargins: UIEdgeInsets {
        didSet { if isLayoutMarginsRelativeArrangement { arrange() } }
    }

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init(coder:)`: there are no archives here; an empty stack view.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// `init(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// `addArrangedSubview(_:)`: also a subview, with
    /// `translatesAutoresizingMaskIntoConstraints` false, as UIKit does.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// `insertArrangedSubview(_:at:)`.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrange()
    }

    /// `removeArrangedSubview(_:)`: no longer arranged; still a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            customSpacings[ObjectIdentifier(subview)] = nil
            arrange()
        }
    }

    /// `setCustomSpacing(_:after:)`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrange()
    }

    /// `customSpacing(after:)`: `spacingUseDefault` unless set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        arrange()
    }

    /// The size the arranged subviews need: natural lengths and spacings
    /// along the axis, the largest natural breadth across it (plus the
    /// margins with `isLayoutMarginsRelativeArrangement`).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize
    }

    var fittingSize: CGSize {
        let arrangement = StackArrangement(stack: self)
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let (length, breadth) = arrangement.fittingLengthAndBreadth
        let size = axis == .horizontal ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
        return CGSize(width: size.width + margins.left + margins.right, height: size.height + margins.top + margins.bottom)
    }

    /// The spacing after `view` (`spacingUseDefault` and
    /// `spacingUseSystem` resolved).
    func spacing(after view: UIView) -> CGFloat {
        switch customSpacing(after: view) {
        case Self.spacingUseDefault: spacing == Self.spacingUseSystem ? 8 : spacing
        case Self.spacingUseSystem: 8
        case let custom: custom
        }
    }

    /// Places the arranged subviews in the bounds.
    private func arrange() {
        let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        let rightToLeft = axis == .horizontal && effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (view, frame) in StackArrangement(stack: self).frames(in: area, rightToLeft: rightToLeft) where view.frame != frame {
            view.frame = frame
        }
    }
}
