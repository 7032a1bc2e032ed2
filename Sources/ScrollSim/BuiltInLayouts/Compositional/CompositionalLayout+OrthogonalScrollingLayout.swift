extension CompositionalLayout: OrthogonalScrollingLayout {
    /// Section `index` as its own scroll view sees it, if it scrolls
    /// orthogonally: its band is the section's body along the layout's axis
    /// and `0 ..< crossLength` across it; a centred section scrolls over its
    /// row plus the centring at both ends, so its last group can centre too.
    package func orthogonalSection(_ index: Int) -> OrthogonalSection? {
        guard let geometry = preparedSection(index), geometry.orthogonalScrollingBehavior.isOrthogonal else { return nil }
        let axis = preparedAxis, across = axis.other
        var band = Rect.zero
        band.origin[axis] = geometry.bodyMin
        band.size[axis] = geometry.bodyMax - geometry.bodyMin
        band.size[across] = crossLength
        return OrthogonalSection(
            section: index, behavior: geometry.orthogonalScrollingBehavior, axis: across, band: band,
            contentLength: geometry.orthogonalContentLength + 2 * geometry.orthogonalCentering,
            groupStride: geometry.stride, groupCount: geometry.groupCount)
    }

    /// The orthogonal section whose band contains `point`.
    ///
    /// - Complexity: O(o) for o orthogonal sections.
    package func orthogonalSection(containing point: Point) -> OrthogonalSection? {
        for index in orthogonalIndices {
            guard let section = orthogonalSection(index) else { continue }
            let band = section.band
            if point.x >= band.minX && point.x < band.maxX && point.y >= band.minY && point.y < band.maxY { return section }
        }
        return nil
    }

    /// The offset the answers shift section `section`'s cells by (0 if none).
    package func orthogonalOffset(inSection section: Int) -> Double {
        orthogonalOffsets[section] ?? 0
    }

    /// Records the offset the answers shift section `section`'s cells by.
    package func setOrthogonalOffset(_ offset: Double, forSection section: Int) {
        orthogonalOffsets[section] = offset == 0 ? nil : offset
    }
}
