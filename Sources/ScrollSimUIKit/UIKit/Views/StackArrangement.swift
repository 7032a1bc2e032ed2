import Foundation

/// The arithmetic of a `UIStackView`'s arrangement (rules in
/// `UIStackView`'s comment): the visible arranged subviews' natural sizes,
/// then their frames in an area. A value made for one pass.
@MainActor
struct StackArrangement {
    private let views: [UIView]
    /// The natural length along the axis and breadth across it, per view.
    private let lengths: [CGFloat], breadths: [CGFloat]
    /// Whether each view's length along the axis is a required constant.
    private let isHeld: [Bool]
    /// The spacing after each view but the last.
    private let gaps: [CGFloat]
    private let axis: NSLayoutConstraint.Axis
    private let distribution: UIStackView.Distribution
    private let alignment: UIStackView.Alignment

    init(stack: UIStackView) {
        views = stack.arrangedSubviews.filter { !$0.isHidden }
        axis = stack.axis
        distribution = stack.distribution
        alignment = stack.alignment
        let across: NSLayoutConstraint.Axis = axis == .horizontal ? .vertical : .horizontal
        lengths = views.map { Self.naturalLength(of: $0, axis: stack.axis) }
        isHeld = views.map { Self.constantLength(of: $0, axis: stack.axis)?.priority == .required }
        breadths = views.map { Self.naturalLength(of: $0, axis: across) }
        gaps = views.dropLast().map { stack.spacing(after: $0) }
    }

    /// The length the views need along the axis and the largest breadth.
    var fittingLengthAndBreadth: (CGFloat, CGFloat) {
        (lengths.reduce(0, +) + gaps.reduce(0, +), breadths.max() ?? 0)
    }

    /// Each visible view's frame in `area`, from its leading (or top) edge;
    /// from the right edge when `rightToLeft`.
    func frames(in area: CGRect, rightToLeft: Bool) -> [(UIView, CGRect)] {
        guard !views.isEmpty else { return [] }
        let horizontal = axis == .horizontal
        let available = horizontal ? area.width : area.height
        let breadth = horizontal ? area.height : area.width
        let (sizes, offsets) = mainAxis(available: available)
        return views.indices.map { index in
            let (crossOffset, crossSize) = crossAxis(natural: breadths[index], breadth: breadth)
            let position = rightToLeft ? available - offsets[index] - sizes[index] : offsets[index]
            let frame = horizontal
                ? CGRect(x: area.minX + position, y: area.minY + crossOffset, width: sizes[index], height: crossSize)
                : CGRect(x: area.minX + crossOffset, y: area.minY + position, width: crossSize, height: sizes[index])
            return (views[index], frame)
        }
    }

    /// Lengths and offsets along the axis for `available` points.
    private func mainAxis(available: CGFloat) -> ([CGFloat], [CGFloat]) {
        let count = views.count
        let spacings = gaps.reduce(0, +)
        let room = available - spacings
        var sizes = lengths
        var gapsUsed = gaps
        switch distribution {
        case .fillEqually:
            sizes = Array(repeating: room / CGFloat(count), count: count)
        case .fillProportionally:
            let total = lengths.reduce(0, +)
            sizes = total > 0 ? lengths.map { $0 / total * room } : Array(repeating: room / CGFloat(count), count: count)
        case .fill:
            sizes = fill(room: room)
        case .equalSpacing:
            let extra = room - lengths.reduce(0, +)
            if extra < 0 {
                sizes = fill(room: room)
            } else if count > 1 {
                let gap = (available - lengths.reduce(0, +)) / CGFloat(count - 1)
                gapsUsed = gaps.map { max($0, gap) }
            }
        case .equalCentering:
            if count > 1, room >= lengths.reduce(0, +) {
                // Centres equally spaced from the first view's at its
                // natural half length to the last view's.
                let first = lengths[0] / 2, last = available - lengths[count - 1] / 2
                let step = (last - first) / CGFloat(count - 1)
                let offsets = views.indices.map { first + step * CGFloat($0) - lengths[$0] / 2 }
                return (lengths, offsets)
            }
            sizes = fill(room: room)
        }
        var offsets: [CGFloat] = []
        var position: CGFloat = 0
        for index in sizes.indices {
            offsets.append(position)
            position += sizes[index] + (index < gapsUsed.count ? gapsUsed[index] : 0)
        }
        return (sizes, offsets)
    }

    /// `.fill`: the room left goes to the view that hugs least, the room
    /// missing comes from the one that resists compression least (the last
    /// such view on a tie), among the views not held at a constant length;
    /// a view is never shorter than 0.
    private func fill(room: CGFloat) -> [CGFloat] {
        var sizes = lengths
        let extra = room - lengths.reduce(0, +)
        guard extra != 0 else { return sizes }
        let priority: (UIView) -> Float = extra > 0
            ? { $0.contentHuggingPriority(for: axis).rawValue }
            : { $0.contentCompressionResistancePriority(for: axis).rawValue }
        var remaining = extra
        // A view held at a constant length by a required constraint does
        // not give or take room, unless every view is held.
        let free = views.indices.filter { !isHeld[$0] }
        // Shrinking may need several views when the first reaches 0.
        let order = (free.isEmpty ? Array(views.indices) : free)
            .sorted { (priority(views[$0]), -$0) < (priority(views[$1]), -$1) }
        for index in order where remaining != 0 {
            let change = max(remaining, -sizes[index])
            sizes[index] += change
            remaining -= change
        }
        return sizes
    }

    /// Offset and size across the axis.
    private func crossAxis(natural: CGFloat, breadth: CGFloat) -> (CGFloat, CGFloat) {
        let size = min(natural, breadth)
        switch alignment {
        case .fill: return (0, breadth)
        case .leading, .firstBaseline, .lastBaseline: return (0, size)
        case .center: return ((breadth - size) / 2, size)
        case .trailing: return (breadth - size, size)
        }
    }

    /// The constraint that sets a view's length on `axis` to a constant.
    static func constantLength(of view: UIView, axis: NSLayoutConstraint.Axis) -> NSLayoutConstraint? {
        let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
        return view.activeConstraints.first {
            $0.firstItem === view && $0.firstAttribute == attribute && $0.secondItem == nil && $0.relation == .equal
        }
    }

    /// A view's natural length on `axis`: a constant size constraint, a
    /// nested stack's fitting size, the intrinsic content size, else 0.
    static func naturalLength(of view: UIView, axis: NSLayoutConstraint.Axis) -> CGFloat {
        if let constant = constantLength(of: view, axis: axis) { return constant.constant }
        if let stack = view as? UIStackView {
            let size = stack.fittingSize
            return axis == .horizontal ? size.width : size.height
        }
        let intrinsic = view.intrinsicContentSize
        let length = axis == .horizontal ? intrinsic.width : intrinsic.height
        return max(length, 0)
    }
}
