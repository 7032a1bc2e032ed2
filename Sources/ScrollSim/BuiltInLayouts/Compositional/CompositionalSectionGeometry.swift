/// The prepared geometry of one compositional section: one group's cell
/// frames (the template) and how the group repeats, plus the section's
/// boundary and decoration views. No frame is stored per item: item `i`
/// is template slot `i % leafCount` of group `i / leafCount`, so a
/// section costs the same to prepare at ten items or a million.
struct CompositionalSectionGeometry {
    /// A boundary supplementary item or a decoration, placed.
    struct Extra {
        /// Which edge of the visible area the view sticks to, if any.
        enum Pin {
            case none
            /// The edge before the content along the scroll axis (top or leading).
            case start
            /// The edge after the content (bottom or trailing).
            case end
        }

        var element: ElementID
        /// The natural frame.
        var frame: Rect
        var pin: Pin
        var isDecoration: Bool
    }

    /// The number of items of the data section.
    var itemCount: Int
    /// The cell frames of one group, relative to the group's origin, in item order.
    var template: [Rect]
    /// The origin of the section's first group.
    var groupOrigin: Point
    /// The axis along which groups follow each other: the scroll axis, or
    /// the other axis for an orthogonal section.
    var repeatAxis: Axis
    /// The distance from one group's origin to the next (group extent plus
    /// inter-group spacing), along `repeatAxis`.
    var stride: Double
    /// The number of groups, the last possibly partial.
    var groupCount: Int
    /// The least and greatest coordinate any template frame reaches along
    /// `repeatAxis`, relative to the group's origin.
    var templateMin: Double
    var templateMax: Double
    /// The least and greatest coordinate along the scroll axis any element
    /// of the section reaches (boundary views and overflowing cells included).
    var minMain: Double
    var maxMain: Double
    /// Where the section's content area starts and ends along the scroll
    /// axis (the section's insets included, boundary views that extend it
    /// excluded): where pinned views stop.
    var bodyMin: Double
    var bodyMax: Double
    /// The room boundary views reserve after the body along the scroll axis.
    var endReserve: Double = 0
    /// The boundary and decoration views, in canonical element order.
    var extras: [Extra]
    /// The index in `extras` of the first view that sorts after the cells (a footer).
    var extrasAfterCells: Int
    /// The section's orthogonal scrolling behaviour, as described.
    var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// For an orthogonal section, the extent of its row of groups with the
    /// section's insets along the cross axis: what it will scroll over.
    var orthogonalContentLength: Double
    /// For a `groupPagingCentered` section, how far its groups are moved
    /// along the cross axis to centre the first one (0 otherwise).
    var orthogonalCentering = 0.0
    /// The first template slot whose frame is not finite (a custom group's
    /// provider answered NaN or an infinity), if any. It takes no part in
    /// the section's extent; every answer that meets the section carries
    /// that item, so the simulator's answer check reports it by name
    /// instead of the section silently losing items.
    var nonFiniteSlot: Int?
    /// Whether the section has items to place and its group holds a
    /// custom group whose provider returned no frames: the layout reports
    /// it (`CompositionalLayout.preparedProblem`) instead of silently
    /// showing none of the section's items.
    var hasEmptyCustomGroup = false

    var leafCount: Int { template.count }

    /// The natural frame of item `item`, which must be in `0..<itemCount`.
    @inline(__always)
    func itemFrame(_ item: Int) -> Rect {
        let group = item / template.count
        let shift = Double(group) * stride
        let frame = template[item - group * template.count]
        return repeatAxis == .vertical
            ? Rect(x: groupOrigin.x + frame.minX, y: groupOrigin.y + shift + frame.minY, width: frame.width, height: frame.height)
            : Rect(x: groupOrigin.x + shift + frame.minX, y: groupOrigin.y + frame.minY, width: frame.width, height: frame.height)
    }

    /// The range of groups whose cells may meet the span `low..<high`
    /// along `repeatAxis`: found by arithmetic, not by search.
    func groups(meeting low: Double, _ high: Double) -> ClosedRange<Int>? {
        guard groupCount > 0, !template.isEmpty else { return nil }
        let origin = groupOrigin[repeatAxis]
        guard stride > 0 else { return 0...(groupCount - 1) }
        // Clamped before conversion: an unbounded rect gives huge quotients.
        let limit = Double(groupCount)
        let first = max(0, min(limit, ((low - origin - templateMax) / stride).rounded(.down)))
        let last = max(-1, min(limit - 1, ((high - origin - templateMin) / stride).rounded(.up)))
        guard first <= last else { return nil }
        return Int(first)...Int(last)
    }
}
