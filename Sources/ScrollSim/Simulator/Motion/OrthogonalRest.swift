/// Where an orthogonal section's release comes to rest, per behaviour
/// (`docs/simulator.md`, "Orthogonal sections"): `continuous` where its
/// deceleration stops; `continuousGroupLeadingBoundary` on the group
/// boundary nearest that; `groupPaging` and `groupPagingCentered` on a
/// group boundary at most `groupsPerFlick` groups on (the configurable
/// model of `OrthogonalPagingModel`). `paging` pages by the section's
/// visible width with the paging spring and never asks here.
enum OrthogonalRest {
    /// The resting offset along the section's axis, rounded to pixels by
    /// `roundToPixel` and kept inside the section's range.
    ///
    /// - Parameters:
    ///   - position: the offset at release.
    ///   - velocity: the release velocity, points per second.
    ///   - proposed: where the release's own deceleration would stop.
    static func target(
        in section: OrthogonalSection, position: Double, velocity: Double, proposed: Double, model: OrthogonalPagingModel,
        roundToPixel: (Double) -> Double
    ) -> Double {
        let stride = section.groupStride
        guard stride > 0 else { return proposed }
        let index: Double
        switch section.behavior {
        case .none, .continuous, .paging:
            return proposed
        case .continuousGroupLeadingBoundary:
            index = (proposed / stride).rounded()
        case .groupPaging, .groupPagingCentered:
            index = groupIndex(position: position / stride, velocity: velocity, proposed: proposed / stride, model: model)
        }
        let range = section.offsetRange
        return ScrollBounds.clamp(roundToPixel(index * stride), to: range)
    }

    /// The group a group-paging release rests on, in groups from the
    /// first: the nearest group at most `nearestGroupSpeed`, else the next
    /// group in the direction of motion, and up to `groupsPerFlick` groups
    /// on when the deceleration's own stop is further.
    static func groupIndex(position: Double, velocity: Double, proposed: Double, model: OrthogonalPagingModel) -> Double {
        guard abs(velocity) > model.nearestGroupSpeed else { return position.rounded() }
        let reach = Double(max(model.groupsPerFlick, 1) - 1)
        if velocity > 0 {
            let next = position.rounded(.down) + 1
            return min(max(proposed.rounded(), next), next + reach)
        }
        let next = position.rounded(.up) - 1
        return max(min(proposed.rounded(), next), next - reach)
    }
}
