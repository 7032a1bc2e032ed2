import ScrollSimUIKit
import Testing

/// A view with an intrinsic content size and no constraints.
final class IntrinsicView: UIView {
    let size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
}

/// `UIStackView`'s arrangement against frames worked out by hand from
/// Apple's rules (`UIStackView.swift` states them).
@MainActor
@Suite("ScrollSimUIKit: UIStackView")
struct UIStackViewTests {
    /// A plain view with a constant width and height, as cell code makes them.
    func box(width: CGFloat? = nil, height: CGFloat? = nil) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        if let width { view.widthAnchor.constraint(equalToConstant: width).isActive = true }
        if let height { view.heightAnchor.constraint(equalToConstant: height).isActive = true }
        return view
    }

    @Test("fill: the room left goes to the view that hugs least")
    func fillStretchesTheLeastHuggingView() {
        let (a, b, c) = (box(width: 50), box(width: 60), box())
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        // Room 300 − 2·10 = 280; natural 50 + 60 + 0 = 110; the 170 left go
        // to c (hugging 250 < 251). x: 0, 50 + 10 = 60, 60 + 60 + 10 = 130.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 60, height: 40))
        #expect(c.frame == CGRect(x: 130, y: 0, width: 170, height: 40))
        #expect(stack.subviews.count == 3 && !a.translatesAutoresizingMaskIntoConstraints)
    }

    @Test("fill: missing room comes from the view that resists compression least")
    func fillShrinksTheLeastResistingView() {
        let (a, b) = (IntrinsicView(CGSize(width: 120, height: 0)), IntrinsicView(CGSize(width: 120, height: 0)))
        a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 10)
        // 240 natural in 200: a (749 < 750) gives up 40 → 80; b at x 80.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 80, height: 10))
        #expect(b.frame == CGRect(x: 80, y: 0, width: 120, height: 10))
    }

    @Test("fillEqually, vertical: equal heights, full width")
    func fillEquallyVertical() {
        let views = [box(), box(height: 500), box()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.distribution = .fillEqually
        stack.spacing = 5
        stack.frame = CGRect(x: 20, y: 30, width: 100, height: 310)
        // (310 − 2·5) / 3 = 100 each; y 0, 105, 210 in the stack's bounds.
        #expect(views.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 100, height: 100),
            CGRect(x: 0, y: 105, width: 100, height: 100),
            CGRect(x: 0, y: 210, width: 100, height: 100),
        ])
    }

    @Test("equalSpacing: natural widths, the room left shared between the gaps")
    func equalSpacing() {
        let views = [box(width: 50), box(width: 50), box(width: 50)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
        // (300 − 150) / 2 = 75 ≥ 10: x 0, 125, 250.
        #expect(views.map(\.frame.minX) == [0, 125, 250])
        #expect(views.map(\.frame.width) == [50, 50, 50])
    }

    @Test("alignment across the axis: leading, center, trailing, fill")
    func alignment() {
        let view = box(width: 30, height: 20)
        let stack = UIStackView(arrangedSubviews: [view])
        stack.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 40))
        stack.alignment = .top
        #expect(view.frame == CGRect(x: 0, y: 0, width: 30, height: 20))
        stack.alignment = .center
        // (40 − 20) / 2 = 10.
        #expect(view.frame == CGRect(x: 0, y: 10, width: 30, height: 20))
        stack.alignment = .bottom
        #expect(view.frame == CGRect(x: 0, y: 20, width: 30, height: 20))
    }

    @Test("hidden views take no space; custom spacing after a view; margins")
    func hiddenCustomSpacingAndMargins() {
        let (a, b, c) = (box(height: 10), box(height: 20), box())
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = .vertical
        stack.spacing = 4
        stack.setCustomSpacing(12, after: a)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        stack.frame = CGRect(x: 0, y: 0, width: 50, height: 200)
        // Inside the margins (x 2, y 1, width 44): a at y 1, b at 1 + 10 + 12 = 23,
        // c at 23 + 20 + 4 = 47; c, the one view not held at a constant
        // height, takes the room left: 196 − (10 + 20) − 16 = 150.
        #expect(a.frame == CGRect(x: 2, y: 1, width: 44, height: 10))
        #expect(b.frame == CGRect(x: 2, y: 23, width: 44, height: 20))
        #expect(c.frame == CGRect(x: 2, y: 47, width: 44, height: 150))
        b.isHidden = true
        stack.setNeedsLayout()
        stack.layoutIfNeeded()
        // a, then c after the custom 12: y 1 + 10 + 12 = 23, c 196 − 10 − 12 = 174 tall.
        #expect(c.frame == CGRect(x: 2, y: 23, width: 44, height: 174))
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
    }

    @Test("a cell built from a stack pinned to its content view gets sizes when it lays out")
    func cellBuiltFromAStack() {
        let cell = UICollectionViewCell(frame: .zero)
        let (title, badge) = (box(), box(width: 24))
        let stack = UIStackView(arrangedSubviews: [title, badge])
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 4),
            stack.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -4),
        ])
        cell.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        cell.layoutIfNeeded()
        // Stack: x 16 to 200 − 16 = 184 (168 wide), y 4 to 40 (36 tall).
        // The badge is held at 24 by a required constant; the title takes
        // 168 − 8 − 24 = 136; the badge at 136 + 8 = 144.
        #expect(stack.frame == CGRect(x: 16, y: 4, width: 168, height: 36))
        #expect(title.frame == CGRect(x: 0, y: 0, width: 136, height: 36))
        #expect(badge.frame == CGRect(x: 144, y: 0, width: 24, height: 36))
        // Fitting size: 0 + 8 + 24 wide, 0 tall.
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 32, height: 0))
    }

    @Test("removing an arranged view from its superview removes it from the arrangement")
    func removal() {
        let (a, b) = (box(width: 10), box(width: 10))
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b] && a.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty)
    }
}
