/// Lays one instance of a group out: the frames of its cells relative to
/// the group's origin, in item order (the compositional rules of
/// `docs/layouts.md`). A section repeats this template for every group.
struct CompositionalGroupSolver {
    /// The size of `subitem` inside a container of effective content size
    /// `container`: its dimensions resolved, an estimated side of a group
    /// replaced by the extent of its subitems.
    static func size(of subitem: CompositionalGroup.Subitem, in container: Size) -> Size {
        switch subitem {
        case .item(let item): item.layoutSize.resolved(in: container)
        case .group(let group): size(of: group, in: container)
        }
    }

    /// The size of `group` inside `container`.
    static func size(of group: CompositionalGroup, in container: Size) -> Size {
        var size = group.layoutSize.resolved(in: container)
        let estimatedWidth = group.layoutSize.widthDimension.isEstimated
        let estimatedHeight = group.layoutSize.heightDimension.isEstimated
        guard estimatedWidth || estimatedHeight else { return size }
        let content = Size(width: size.width - group.contentInsets.total(.horizontal),
                           height: size.height - group.contentInsets.total(.vertical))
        let natural = naturalContentSize(of: group, content: content)
        if estimatedWidth { size.width = natural.width + group.contentInsets.total(.horizontal) }
        if estimatedHeight { size.height = natural.height + group.contentInsets.total(.vertical) }
        return size
    }

    /// The extent the subitems of `group` take at their minimum spacing
    /// inside a content area of size `content`.
    private static func naturalContentSize(of group: CompositionalGroup, content: Size) -> Size {
        switch group.arrangement {
        case .custom(let frames):
            var size = Size.zero
            for frame in frames {
                size.width = max(size.width, frame.maxX)
                size.height = max(size.height, frame.maxY)
            }
            return size
        case .subitems, .repeating, .equallySized:
            let (placed, axis) = subitemSizes(of: group, content: content)
            let cross: Axis = axis == .horizontal ? .vertical : .horizontal
            var along = 0.0, across = 0.0
            for (k, entry) in placed.enumerated() {
                let spacing = entry.subitem.edgeSpacing
                along += (spacing.before(axis)?.minimum ?? 0) + entry.size[axis] + (spacing.after(axis)?.minimum ?? 0)
                if k > 0 { along += group.interItemSpacing?.minimum ?? 0 }
                across = max(across, (spacing.before(cross)?.minimum ?? 0) + entry.size[cross] + (spacing.after(cross)?.minimum ?? 0))
            }
            var size = Size.zero
            size[axis] = along
            size[cross] = across
            return size
        }
    }

    /// Each subitem of a non-custom group with its size inside `content`,
    /// and the group's axis.
    private static func subitemSizes(
        of group: CompositionalGroup, content: Size
    ) -> (placed: [(subitem: CompositionalGroup.Subitem, size: Size)], axis: Axis) {
        switch group.arrangement {
        case .subitems(let subitems, let axis):
            let sizes = subitems.map { size(of: $0, in: content) }
            // An estimated extent grows to fit: each subitem once.
            guard !group.layoutSize[axis].isEstimated else { return (Array(zip(subitems, sizes)), axis) }
            return (cycled(subitems, sizes: sizes, axis: axis, extent: content[axis], spacing: group.interItemSpacing?.minimum ?? 0), axis)
        case .repeating(let subitem, let count, let axis):
            let one = size(of: subitem, in: content)
            return (Array(repeating: (subitem, one), count: max(count, 0)), axis)
        case .equallySized(let subitem, let count, let axis):
            let n = max(count, 0)
            var one = size(of: subitem, in: content)
            if n > 0 {
                let spacing = group.interItemSpacing?.minimum ?? 0
                one[axis] = (content[axis] - spacing * Double(n - 1)) / Double(n)
            }
            return (Array(repeating: (subitem, one), count: n), axis)
        case .custom:
            return ([], .horizontal)
        }
    }

    /// The subitems in order, the list started again at its end, while
    /// the next one still fits in `extent` at its minimum spacing: UIKit
    /// fills a `horizontal(layoutSize:subitems:)` group with as many copies
    /// of a lone 0.2-wide item as fit (five). Ends are compared rounded
    /// down to whole points, so rounding noise never drops an item. The
    /// first subitem is always placed.
    private static func cycled(
        _ subitems: [CompositionalGroup.Subitem], sizes: [Size], axis: Axis, extent: Double, spacing: Double
    ) -> [(subitem: CompositionalGroup.Subitem, size: Size)] {
        var placed: [(subitem: CompositionalGroup.Subitem, size: Size)] = []
        guard !subitems.isEmpty else { return placed }
        let limit = extent.rounded(.down)
        var end = 0.0
        var k = 0
        while placed.count < maxCycledSubitems {
            let subitem = subitems[k], size = sizes[k]
            let edges = subitem.edgeSpacing
            let next = end + (placed.isEmpty ? 0 : spacing) + (edges.before(axis)?.minimum ?? 0) + size[axis]
                + (edges.after(axis)?.minimum ?? 0)
            if !placed.isEmpty && next.rounded(.down) > limit { break }
            placed.append((subitem, size))
            // A pass that does not advance would cycle for ever.
            if k == subitems.count - 1 && next <= end && placed.count >= subitems.count { break }
            end = next
            k = (k + 1) % subitems.count
            if k == 0 && placed.count >= subitems.count && end <= 0 { break }
        }
        return placed
    }

    /// How many subitems one cycling group places at most.
    static let maxCycledSubitems = 1000


    /// Appends to `frames` the cell frames of `group` placed in `frame`
    /// (the group's own frame, relative to the template's origin).
    static func layOut(_ group: CompositionalGroup, in frame: Rect, into frames: inout [Rect]) {
        guard frames.count < CompositionalGroup.maximumCells else { return }
        // A group's insets always apply: its size already includes them.
        let insets = group.contentInsets
        let content = Rect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                           width: frame.width - insets.total(.horizontal), height: frame.height - insets.total(.vertical))
        if case .custom(let customFrames) = group.arrangement {
            for custom in customFrames.prefix(CompositionalGroup.maximumCells - frames.count) {
                frames.append(custom.offsetBy(dx: content.minX, dy: content.minY))
            }
            return
        }
        // The subitems are sized in the container they were measured in:
        // on an estimated side that is the estimate, not the group's
        // fitted size (a 0.2-high item of an estimated(200) group is 40
        // tall, and the group 40; sized again against the fitted 40 it
        // would shrink to 8).
        var measuredIn = content.size
        if case .estimated(let estimate) = group.layoutSize.widthDimension {
            measuredIn.width = estimate - insets.total(.horizontal)
        }
        if case .estimated(let estimate) = group.layoutSize.heightDimension {
            measuredIn.height = estimate - insets.total(.vertical)
        }
        let (placed, axis) = subitemSizes(of: group, content: measuredIn)
        guard !placed.isEmpty else { return }
        let cross: Axis = axis == .horizontal ? .vertical : .horizontal

        // Along the axis: minimum spacings first, then the space left is
        // shared equally by every flexible spacing (the inter-item gaps
        // when `interItemSpacing` is flexible, and each flexible edge).
        var used = 0.0
        var flexibleSlots = 0
        for (k, entry) in placed.enumerated() {
            let spacing = entry.subitem.edgeSpacing
            used += entry.size[axis] + (spacing.before(axis)?.minimum ?? 0) + (spacing.after(axis)?.minimum ?? 0)
            if spacing.before(axis)?.isFlexible == true { flexibleSlots += 1 }
            if spacing.after(axis)?.isFlexible == true { flexibleSlots += 1 }
            if k > 0 {
                used += group.interItemSpacing?.minimum ?? 0
                if group.interItemSpacing?.isFlexible == true { flexibleSlots += 1 }
            }
        }
        let leftover = content.size[axis] - used
        let share = flexibleSlots > 0 && leftover > 0 ? leftover / Double(flexibleSlots) : 0
        func amount(_ spacing: CompositionalSpacing?) -> Double {
            guard let spacing else { return 0 }
            return spacing.minimum + (spacing.isFlexible ? share : 0)
        }

        var cursor = content.origin[axis]
        for (k, entry) in placed.enumerated() where frames.count < CompositionalGroup.maximumCells {
            let spacing = entry.subitem.edgeSpacing
            if k > 0 { cursor += amount(group.interItemSpacing) }
            cursor += amount(spacing.before(axis))
            // Across the axis: flexible edges share what the item leaves.
            let before = spacing.before(cross), after = spacing.after(cross)
            let spare = content.size[cross] - entry.size[cross] - (before?.minimum ?? 0) - (after?.minimum ?? 0)
            let flexibleEdges = (before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0)
            var crossStart = content.origin[cross] + (before?.minimum ?? 0)
            if before?.isFlexible == true && spare > 0 { crossStart += spare / Double(flexibleEdges) }
            var origin = Point.zero
            origin[axis] = cursor
            origin[cross] = crossStart
            let slot = Rect(origin: origin, size: entry.size)
            switch entry.subitem {
            case .item(let item):
                frames.append(inset(slot, by: item.contentInsets, size: item.layoutSize))
            case .group(let nested):
                layOut(nested, in: slot, into: &frames)
            }
            cursor += entry.size[axis] + amount(spacing.after(axis))
        }
    }

    /// `rect` inset by `insets`, except on an axis whose dimension in
    /// `size` is estimated (UIKit ignores content insets there).
    static func inset(_ rect: Rect, by insets: DirectionalEdgeInsets, size: CompositionalSize) -> Rect {
        var result = rect
        if !size.widthDimension.isEstimated {
            result.origin.x += insets.leading
            result.size.width -= insets.leading + insets.trailing
        }
        if !size.heightDimension.isEstimated {
            result.origin.y += insets.top
            result.size.height -= insets.top + insets.bottom
        }
        return result
    }
}
