import ScrollSim

/// The `compositional` layout object, written back in the terms
/// `ScenarioDecoder` reads (`docs/scenario-format.md`, "compositional"):
/// only what differs from the declared defaults (`ScenarioFormat.Compositional`).
extension ScenarioEncoder {
    static func compositional(_ configuration: CompositionalLayoutConfiguration) -> FieldValue {
        var writer = ObjectWriter<Format.Compositional>()
        writer.always(.type, .string(Format.Compositional.typeName))
        writer.write(.scrollDirection, .string(configuration.scrollDirection.rawValue))
        writer.write(.interSectionSpacing, .double(configuration.interSectionSpacing))
        writer.write(.boundarySupplementaryItems, nonEmpty(configuration.boundarySupplementaryItems.map(boundaryItem)))
        if configuration.sections.count == 1, let only = configuration.sections.first {
            writer.always(.section, compositionalSection(only))
        } else {
            writer.always(.sections, .array(configuration.sections.map(compositionalSection)))
        }
        return writer.value
    }

    /// The array of `elements`, or `nil` for none (the key left out).
    private static func nonEmpty(_ elements: [FieldValue]) -> FieldValue? {
        elements.isEmpty ? nil : .array(elements)
    }

    private static func compositionalSection(_ section: CompositionalSection) -> FieldValue {
        var writer = ObjectWriter<Format.CompositionalSection>()
        writer.always(.group, group(section.group))
        writer.write(.interGroupSpacing, .double(section.interGroupSpacing))
        writer.write(.contentInsets, directional(section.contentInsets))
        writer.write(.contentInsetsReference, .string(section.contentInsetsReference.rawValue))
        writer.write(.supplementariesFollowContentInsets, .bool(section.supplementariesFollowContentInsets))
        writer.write(.boundarySupplementaryItems, nonEmpty(section.boundarySupplementaryItems.map(boundaryItem)))
        writer.write(.decorationItems, nonEmpty(section.decorationItems.map { item in
            var decoration = ObjectWriter<Format.DecorationItem>()
            decoration.always(.elementKind, .string(item.elementKind.rawValue))
            decoration.write(.contentInsets, directional(item.contentInsets))
            return decoration.value
        }))
        writer.write(.orthogonalScrollingBehavior, .string(section.orthogonalScrollingBehavior.rawValue))
        return writer.value
    }

    private static func group(_ group: CompositionalGroup) -> FieldValue {
        var writer = ObjectWriter<Format.Group>()
        switch group.arrangement {
        case .subitems(let subitems, let axis):
            writer.always(.axis, .string(axis.rawValue))
            writer.always(.layoutSize, size(group.layoutSize))
            writer.always(.subitems, .array(subitems.map(subitem)))
        case .repeating(let single, let count, let axis):
            writer.always(.axis, .string(axis.rawValue))
            writer.always(.layoutSize, size(group.layoutSize))
            writer.always(.repeatingSubitem, subitem(single))
            writer.always(.count, .int(count))
        case .equallySized(let single, let count, let axis):
            writer.always(.axis, .string(axis.rawValue))
            writer.always(.layoutSize, size(group.layoutSize))
            writer.always(.subitem, subitem(single))
            writer.always(.count, .int(count))
        case .custom(let frames):
            writer.always(.layoutSize, size(group.layoutSize))
            writer.always(.custom, .array(frames.map { FieldValue($0) }))
        }
        writer.write(.interItemSpacing, group.interItemSpacing.map(spacing))
        writer.write(.contentInsets, directional(group.contentInsets))
        writer.write(.edgeSpacing, edgeSpacing(group.edgeSpacing))
        return writer.value
    }

    private static func subitem(_ subitem: CompositionalGroup.Subitem) -> FieldValue {
        switch subitem {
        case .group(let nested):
            return group(nested)
        case .item(let item):
            var writer = ObjectWriter<Format.Group.Item>()
            writer.always(.layoutSize, size(item.layoutSize))
            writer.write(.contentInsets, directional(item.contentInsets))
            writer.write(.edgeSpacing, edgeSpacing(item.edgeSpacing))
            return writer.value
        }
    }

    private static func boundaryItem(_ item: CompositionalBoundaryItem) -> FieldValue {
        var writer = ObjectWriter<Format.BoundaryItem>()
        writer.always(.elementKind, .string(item.elementKind.rawValue))
        writer.always(.layoutSize, size(item.layoutSize))
        writer.always(.alignment, .string(item.alignment.rawValue))
        writer.write(.absoluteOffset, FieldValue(item.absoluteOffset))
        writer.write(.extendsBoundary, .bool(item.extendsBoundary))
        writer.write(.pinToVisibleBounds, .bool(item.pinToVisibleBounds))
        return writer.value
    }

    private static func size(_ size: CompositionalSize) -> FieldValue {
        var writer = ObjectWriter<Format.LayoutSize>()
        writer.always(.widthDimension, dimension(size.widthDimension))
        writer.always(.heightDimension, dimension(size.heightDimension))
        return writer.value
    }

    private static func dimension(_ dimension: CompositionalDimension) -> FieldValue {
        var writer = ObjectWriter<Format.Dimension>()
        switch dimension {
        case .absolute(let value): writer.always(.absolute, .double(value))
        case .estimated(let value): writer.always(.estimated, .double(value))
        case .fractionalWidth(let value): writer.always(.fractionalWidth, .double(value))
        case .fractionalHeight(let value): writer.always(.fractionalHeight, .double(value))
        }
        return writer.value
    }

    private static func spacing(_ spacing: CompositionalSpacing) -> FieldValue {
        var writer = ObjectWriter<Format.Spacing>()
        switch spacing {
        case .fixed(let value): writer.always(.fixed, .double(value))
        case .flexible(let value): writer.always(.flexible, .double(value))
        }
        return writer.value
    }

    /// The edges that have a spacing, or `nil` for none.
    private static func edgeSpacing(_ edges: CompositionalEdgeSpacing) -> FieldValue? {
        guard edges != .none else { return nil }
        var writer = ObjectWriter<Format.EdgeSpacing>()
        writer.write(.leading, edges.leading.map(spacing))
        writer.write(.top, edges.top.map(spacing))
        writer.write(.trailing, edges.trailing.map(spacing))
        writer.write(.bottom, edges.bottom.map(spacing))
        return writer.value
    }

    /// The insets, or `nil` when all are zero.
    private static func directional(_ insets: DirectionalEdgeInsets) -> FieldValue? {
        guard insets != .zero else { return nil }
        var writer = ObjectWriter<Format.DirectionalInsets>()
        writer.always(.top, .double(insets.top))
        writer.always(.leading, .double(insets.leading))
        writer.always(.bottom, .double(insets.bottom))
        writer.always(.trailing, .double(insets.trailing))
        return writer.value
    }
}
