import ScrollSim

/// The `compositional` layout object, written back in the terms
/// `ScenarioDecoder` reads (`docs/scenario-format.md`, "compositional"):
/// only what differs from the defaults.
extension ScenarioEncoder {
    static func compositional(_ configuration: CompositionalLayoutConfiguration) -> FieldValue {
        var pairs: [(String, FieldValue)] = [("type", "compositional")]
        if configuration.scrollDirection != .vertical { pairs.append(("scrollDirection", .string(configuration.scrollDirection.rawValue))) }
        if configuration.interSectionSpacing != 0 { pairs.append(("interSectionSpacing", .double(configuration.interSectionSpacing))) }
        if !configuration.boundarySupplementaryItems.isEmpty {
            pairs.append(("boundarySupplementaryItems", .array(configuration.boundarySupplementaryItems.map(boundaryItem))))
        }
        if configuration.sections.count == 1, let only = configuration.sections.first {
            pairs.append(("section", compositionalSection(only)))
        } else {
            pairs.append(("sections", .array(configuration.sections.map(compositionalSection))))
        }
        return .object(pairs)
    }

    private static func compositionalSection(_ section: CompositionalSection) -> FieldValue {
        var pairs: [(String, FieldValue)] = [("group", group(section.group))]
        if section.interGroupSpacing != 0 { pairs.append(("interGroupSpacing", .double(section.interGroupSpacing))) }
        if section.contentInsets != .zero { pairs.append(("contentInsets", directional(section.contentInsets))) }
        if section.contentInsetsReference != .automatic {
            pairs.append(("contentInsetsReference", .string(section.contentInsetsReference.rawValue)))
        }
        if !section.supplementariesFollowContentInsets { pairs.append(("supplementariesFollowContentInsets", false)) }
        if !section.boundarySupplementaryItems.isEmpty {
            pairs.append(("boundarySupplementaryItems", .array(section.boundarySupplementaryItems.map(boundaryItem))))
        }
        if !section.decorationItems.isEmpty {
            pairs.append(("decorationItems", .array(section.decorationItems.map { item in
                var fields: [(String, FieldValue)] = [("elementKind", .string(item.elementKind.rawValue))]
                if item.contentInsets != .zero { fields.append(("contentInsets", directional(item.contentInsets))) }
                return .object(fields)
            })))
        }
        if section.orthogonalScrollingBehavior != .none {
            pairs.append(("orthogonalScrollingBehavior", .string(section.orthogonalScrollingBehavior.rawValue)))
        }
        return .object(pairs)
    }

    private static func group(_ group: CompositionalGroup) -> FieldValue {
        var pairs: [(String, FieldValue)] = []
        switch group.arrangement {
        case .subitems(let subitems, let axis):
            pairs = [("axis", .string(axis.rawValue)), ("layoutSize", size(group.layoutSize)), ("subitems", .array(subitems.map(subitem)))]
        case .repeating(let single, let count, let axis):
            pairs = [("axis", .string(axis.rawValue)), ("layoutSize", size(group.layoutSize)),
                     ("repeatingSubitem", subitem(single)), ("count", .int(count))]
        case .equallySized(let single, let count, let axis):
            pairs = [("axis", .string(axis.rawValue)), ("layoutSize", size(group.layoutSize)),
                     ("subitem", subitem(single)), ("count", .int(count))]
        case .custom(let frames):
            pairs = [("layoutSize", size(group.layoutSize)), ("custom", .array(frames.map { FieldValue($0) }))]
        }
        if let spacing = group.interItemSpacing { pairs.append(("interItemSpacing", self.spacing(spacing))) }
        if group.contentInsets != .zero { pairs.append(("contentInsets", directional(group.contentInsets))) }
        if group.edgeSpacing != .none { pairs.append(("edgeSpacing", edgeSpacing(group.edgeSpacing))) }
        return .object(pairs)
    }

    private static func subitem(_ subitem: CompositionalGroup.Subitem) -> FieldValue {
        switch subitem {
        case .group(let nested):
            return group(nested)
        case .item(let item):
            var pairs: [(String, FieldValue)] = [("layoutSize", size(item.layoutSize))]
            if item.contentInsets != .zero { pairs.append(("contentInsets", directional(item.contentInsets))) }
            if item.edgeSpacing != .none { pairs.append(("edgeSpacing", edgeSpacing(item.edgeSpacing))) }
            return .object(pairs)
        }
    }

    private static func boundaryItem(_ item: CompositionalBoundaryItem) -> FieldValue {
        var pairs: [(String, FieldValue)] = [
            ("elementKind", .string(item.elementKind.rawValue)), ("layoutSize", size(item.layoutSize)),
            ("alignment", .string(item.alignment.rawValue)),
        ]
        if item.absoluteOffset != .zero { pairs.append(("absoluteOffset", FieldValue(item.absoluteOffset))) }
        if !item.extendsBoundary { pairs.append(("extendsBoundary", false)) }
        if item.pinToVisibleBounds { pairs.append(("pinToVisibleBounds", true)) }
        return .object(pairs)
    }

    private static func size(_ size: CompositionalSize) -> FieldValue {
        .object([("widthDimension", dimension(size.widthDimension)), ("heightDimension", dimension(size.heightDimension))])
    }

    private static func dimension(_ dimension: CompositionalDimension) -> FieldValue {
        switch dimension {
        case .absolute(let value): .object([("absolute", .double(value))])
        case .estimated(let value): .object([("estimated", .double(value))])
        case .fractionalWidth(let value): .object([("fractionalWidth", .double(value))])
        case .fractionalHeight(let value): .object([("fractionalHeight", .double(value))])
        }
    }

    private static func spacing(_ spacing: CompositionalSpacing) -> FieldValue {
        switch spacing {
        case .fixed(let value): .object([("fixed", .double(value))])
        case .flexible(let value): .object([("flexible", .double(value))])
        }
    }

    private static func edgeSpacing(_ edges: CompositionalEdgeSpacing) -> FieldValue {
        var pairs: [(String, FieldValue)] = []
        if let leading = edges.leading { pairs.append(("leading", spacing(leading))) }
        if let top = edges.top { pairs.append(("top", spacing(top))) }
        if let trailing = edges.trailing { pairs.append(("trailing", spacing(trailing))) }
        if let bottom = edges.bottom { pairs.append(("bottom", spacing(bottom))) }
        return .object(pairs)
    }

    private static func directional(_ insets: DirectionalEdgeInsets) -> FieldValue {
        .object([("top", .double(insets.top)), ("leading", .double(insets.leading)),
                 ("bottom", .double(insets.bottom)), ("trailing", .double(insets.trailing))])
    }
}
