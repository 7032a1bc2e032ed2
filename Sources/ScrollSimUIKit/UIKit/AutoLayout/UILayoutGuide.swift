import Foundation

/// `UILayoutGuide`: a rectangle constraints can name. A view's
/// `safeAreaLayoutGuide` (its bounds: the simulation has no safe-area
/// insets) and `layoutMarginsGuide` (its bounds inset by `layoutMargins`)
/// have their `layoutFrame`; other guides are kept, not solved (zero).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// Which rectangle of its owning view a guide is.
    enum Kind {
        case own, safeArea, layoutMargins, readableContent
    }

    /// `owningView`.
    open weak var owningView: UIView?
    /// `identifier`.
    open var identifier = ""
    let kind: Kind

    public override init() {
        kind = .own
        super.init()
    }

    init(owningView: UIView, kind: Kind) {
        self.owningView = owningView
        self.kind = kind
        super.init()
    }

    /// `layoutFrame`, in the owning view's coordinates: the safe area's and
    /// the layout margins' rectangles; `.zero` for the guides not solved.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        switch kind {
        case .safeArea: return owningView.bounds.inset(by: owningView.safeAreaInsets)
        case .layoutMargins: return owningView.bounds.inset(by: owningView.layoutMargins)
        case .own, .readableContent: return .zero
        }
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
