import ScrollSim

/// The `compositional` layout object: UIKit's compositional-layout terms
/// as JSON (docs/scenario-format.md, "compositional").
extension ScenarioDecoder {
    static let compositionalKeys = [
        "type", "scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "section", "sections",
    ]
    static let compositionalSectionKeys = [
        "group", "interGroupSpacing", "contentInsets", "contentInsetsReference", "supplementariesFollowContentInsets",
        "boundarySupplementaryItems", "decorationItems", "orthogonalScrollingBehavior",
    ]
    static let compositionalGroupKeys = [
        "axis", "layoutSize", "subitems", "repeatingSubitem", "subitem", "count", "custom", "interItemSpacing",
        "contentInsets", "edgeSpacing",
    ]
    static let compositionalItemKeys = ["layoutSize", "contentInsets", "edgeSpacing"]
    static let boundaryItemKeys = [
        "elementKind", "layoutSize", "alignment", "absoluteOffset", "extendsBoundary", "pinToVisibleBounds",
    ]
    static let dimensionKinds = ["absolute", "estimated", "fractionalWidth", "fractionalHeight"]
    /// How deep groups may nest.
    static let maxGroupDepth = 8
    /// `count` of a repeating group.
    static let groupCount: ClosedRange<Int> = 1...1000
    /// Fractional dimensions.
    static let fraction: ClosedRange<Double> = 0...100

    static func compositionalConfiguration(_ reader: ObjectReader) throws(InputError) -> CompositionalLayoutConfiguration {
        var sections: [CompositionalSection] = []
        switch (reader["section"], reader["sections"]) {
        case (let single?, nil):
            sections = [try compositionalSection(single, at: reader.path(of: "section"))]
        case (nil, .some):
            let list = try reader.array("sections") ?? []
            guard !list.isEmpty else {
                throw InputError(location: .path(reader.path(of: "sections")), message: "expected at least one section")
            }
            for (index, value) in list.enumerated() {
                sections.append(try compositionalSection(value, at: "\(reader.path(of: "sections"))[\(index)]"))
            }
        case (.some, .some):
            throw InputError(location: .path(reader.path(of: "sections")),
                             message: "give either \"section\" (every section) or \"sections\" (one per section), not both")
        case (nil, nil):
            throw InputError(location: .path(reader.path), message: "missing required key \"section\" (or \"sections\")")
        }
        var configuration = CompositionalLayoutConfiguration(sections: sections)
        if let direction = try reader.choice("scrollDirection", Axis.allCases.map(\.rawValue)) {
            configuration.scrollDirection = Axis(rawValue: direction) ?? .vertical
        }
        configuration.interSectionSpacing = try reader.double("interSectionSpacing", in: Limits.spacing) ?? 0
        configuration.boundarySupplementaryItems = try boundaryItems(reader, "boundarySupplementaryItems")
        // Layout-level views are item 0 of section 0: their kinds must not
        // be section 0's own.
        let sectionZeroKinds = Set(sections[0].boundarySupplementaryItems.map(\.elementKind) + sections[0].decorationItems.map(\.elementKind))
        for (index, item) in configuration.boundarySupplementaryItems.enumerated() where sectionZeroKinds.contains(item.elementKind) {
            throw InputError(location: .path("\(reader.path(of: "boundarySupplementaryItems"))[\(index)].elementKind"),
                             message: "kind \"\(item.elementKind)\" is also a view of section 0; layout-level views need kinds of their own")
        }
        return configuration
    }

    private static func compositionalSection(_ value: FieldValue, at path: String) throws(InputError) -> CompositionalSection {
        let reader = try ObjectReader(value, at: path, keys: compositionalSectionKeys)
        let group = try compositionalGroup(reader.required("group"), at: reader.path(of: "group"), depth: 0)
        guard group.leafCount <= CompositionalGroup.maximumCells else {
            throw InputError(location: .path(reader.path(of: "group")),
                             message: "the group holds more than \(CompositionalGroup.maximumCells) cells")
        }
        var section = CompositionalSection(group: group)
        section.interGroupSpacing = try reader.double("interGroupSpacing", in: Limits.spacing) ?? 0
        section.contentInsets = try directionalInsets(reader, "contentInsets")
        if let reference = try reader.choice("contentInsetsReference", ContentInsetsReference.allCases.map(\.rawValue)) {
            section.contentInsetsReference = ContentInsetsReference(rawValue: reference) ?? .automatic
        }
        section.supplementariesFollowContentInsets = try reader.bool("supplementariesFollowContentInsets") ?? true
        section.boundarySupplementaryItems = try boundaryItems(reader, "boundarySupplementaryItems")
        if let decorations = try reader.array("decorationItems") {
            for (index, value) in decorations.enumerated() {
                let itemPath = "\(reader.path(of: "decorationItems"))[\(index)]"
                let item = try ObjectReader(value, at: itemPath, keys: ["elementKind", "contentInsets"])
                guard let kind = try item.string("elementKind") else {
                    throw InputError(location: .path(itemPath), message: "missing required key \"elementKind\"")
                }
                section.decorationItems.append(CompositionalDecorationItem(
                    elementKind: ElementKind(rawValue: kind), contentInsets: try directionalInsets(item, "contentInsets")))
            }
        }
        if let behavior = try reader.choice("orthogonalScrollingBehavior", OrthogonalScrollingBehavior.allCases.map(\.rawValue)) {
            section.orthogonalScrollingBehavior = OrthogonalScrollingBehavior(rawValue: behavior) ?? .none
        }
        // One view per kind and section: the kind and section name it.
        var seen = Set<ElementKind>()
        let kinds = section.boundarySupplementaryItems.map { ($0.elementKind, "boundarySupplementaryItems") }
            + section.decorationItems.map { ($0.elementKind, "decorationItems") }
        for (kind, key) in kinds where !seen.insert(kind).inserted {
            throw InputError(location: .path(reader.path(of: key)),
                             message: "two views of kind \"\(kind)\" in one section; each kind may appear once")
        }
        return section
    }

    private static func compositionalGroup(_ value: FieldValue, at path: String, depth: Int) throws(InputError) -> CompositionalGroup {
        guard depth < maxGroupDepth else {
            throw InputError(location: .path(path), message: "groups nest more than \(maxGroupDepth) deep")
        }
        let reader = try ObjectReader(value, at: path, keys: compositionalGroupKeys)
        let layoutSize = try compositionalSize(reader.required("layoutSize"), at: reader.path(of: "layoutSize"))
        let arrangement: CompositionalGroup.Arrangement
        if let frames = try reader.array("custom") {
            for key in ["axis", "subitems", "repeatingSubitem", "subitem", "count"] where reader.contains(key) {
                throw InputError(location: .path(reader.path(of: key)), message: "a custom group takes no \"\(key)\"")
            }
            guard !frames.isEmpty else {
                throw InputError(location: .path(reader.path(of: "custom")), message: "expected at least one frame")
            }
            var rects: [Rect] = []
            for (index, frame) in frames.enumerated() {
                let framePath = "\(reader.path(of: "custom"))[\(index)]"
                let f = try ObjectReader(frame, at: framePath, keys: ["x", "y", "width", "height"])
                let origin = try point(.object([("x", f["x"] ?? .int(0)), ("y", f["y"] ?? .int(0))]), at: framePath, in: Limits.offset)
                let size = try size(.object([("width", try f.required("width")), ("height", try f.required("height"))]),
                                    at: framePath, in: Limits.length)
                rects.append(Rect(origin: origin, size: size))
            }
            arrangement = .custom(rects)
        } else {
            guard let axisName = try reader.choice("axis", Axis.allCases.map(\.rawValue)) else {
                throw InputError(location: .path(path), message: "missing required key \"axis\" (or \"custom\")")
            }
            let axis = Axis(rawValue: axisName) ?? .horizontal
            let forms = ["subitems", "repeatingSubitem", "subitem"].filter { reader.contains($0) }
            guard forms.count == 1, let form = forms.first else {
                throw InputError(location: .path(path),
                                 message: "give exactly one of \"subitems\", \"repeatingSubitem\" (with \"count\") or \"subitem\" (with \"count\")")
            }
            if form == "subitems" {
                if reader.contains("count") {
                    throw InputError(location: .path(reader.path(of: "count")), message: "\"count\" goes with \"repeatingSubitem\" or \"subitem\"")
                }
                let list = try reader.array("subitems") ?? []
                guard !list.isEmpty else {
                    throw InputError(location: .path(reader.path(of: "subitems")), message: "expected at least one subitem")
                }
                var subitems: [CompositionalGroup.Subitem] = []
                for (index, value) in list.enumerated() {
                    subitems.append(try subitem(value, at: "\(reader.path(of: "subitems"))[\(index)]", depth: depth))
                }
                arrangement = .subitems(subitems, axis: axis)
            } else {
                guard let count = try reader.int("count", in: groupCount) else {
                    throw InputError(location: .path(path), message: "missing required key \"count\"")
                }
                let single = try subitem(reader.required(form), at: reader.path(of: form), depth: depth)
                arrangement = form == "subitem" ? .equallySized(single, count: count, axis: axis)
                    : .repeating(single, count: count, axis: axis)
            }
        }
        var group = CompositionalGroup(layoutSize: layoutSize, arrangement: arrangement)
        if let spacing = reader["interItemSpacing"] {
            group.interItemSpacing = try compositionalSpacing(spacing, at: reader.path(of: "interItemSpacing"))
        }
        group.contentInsets = try directionalInsets(reader, "contentInsets")
        group.edgeSpacing = try edgeSpacing(reader, "edgeSpacing")
        return group
    }

    /// An item, or a group when the object names an `axis` or is `custom`.
    private static func subitem(_ value: FieldValue, at path: String, depth: Int) throws(InputError) -> CompositionalGroup.Subitem {
        if case .object(let pairs) = value, pairs.contains(where: { $0.0 == "axis" || $0.0 == "custom" }) {
            return .group(try compositionalGroup(value, at: path, depth: depth + 1))
        }
        let reader = try ObjectReader(value, at: path, keys: compositionalItemKeys)
        return .item(CompositionalItem(
            layoutSize: try compositionalSize(reader.required("layoutSize"), at: reader.path(of: "layoutSize")),
            contentInsets: try directionalInsets(reader, "contentInsets"),
            edgeSpacing: try edgeSpacing(reader, "edgeSpacing")))
    }

    private static func boundaryItems(_ reader: ObjectReader, _ key: String) throws(InputError) -> [CompositionalBoundaryItem] {
        guard let list = try reader.array(key) else { return [] }
        var items: [CompositionalBoundaryItem] = []
        for (index, value) in list.enumerated() {
            let path = "\(reader.path(of: key))[\(index)]"
            let item = try ObjectReader(value, at: path, keys: boundaryItemKeys)
            guard let kind = try item.string("elementKind") else {
                throw InputError(location: .path(path), message: "missing required key \"elementKind\"")
            }
            guard let alignment = try item.choice("alignment", RectAlignment.allCases.map(\.rawValue)) else {
                throw InputError(location: .path(path), message: "missing required key \"alignment\"")
            }
            var made = CompositionalBoundaryItem(
                elementKind: ElementKind(rawValue: kind),
                layoutSize: try compositionalSize(item.required("layoutSize"), at: item.path(of: "layoutSize")),
                alignment: RectAlignment(rawValue: alignment) ?? .top)
            if let offset = item["absoluteOffset"] {
                made.absoluteOffset = try point(offset, at: item.path(of: "absoluteOffset"), in: Limits.offset)
            }
            made.extendsBoundary = try item.bool("extendsBoundary") ?? true
            made.pinToVisibleBounds = try item.bool("pinToVisibleBounds") ?? false
            items.append(made)
        }
        var seen = Set<ElementKind>()
        for (index, item) in items.enumerated() where !seen.insert(item.elementKind).inserted {
            throw InputError(location: .path("\(reader.path(of: key))[\(index)].elementKind"),
                             message: "kind \"\(item.elementKind)\" appears twice; each kind may appear once")
        }
        return items
    }

    private static func compositionalSize(_ value: FieldValue, at path: String) throws(InputError) -> CompositionalSize {
        let reader = try ObjectReader(value, at: path, keys: ["widthDimension", "heightDimension"])
        return CompositionalSize(
            widthDimension: try dimension(reader.required("widthDimension"), at: reader.path(of: "widthDimension")),
            heightDimension: try dimension(reader.required("heightDimension"), at: reader.path(of: "heightDimension")))
    }

    /// `{"absolute": 44}`, `{"estimated": 44}`, `{"fractionalWidth": 0.5}` or `{"fractionalHeight": 1}`.
    private static func dimension(_ value: FieldValue, at path: String) throws(InputError) -> CompositionalDimension {
        let reader = try ObjectReader(value, at: path, keys: dimensionKinds)
        guard reader.keys.count == 1, let kind = reader.keys.first else {
            throw InputError(location: .path(path),
                             message: "expected one of \(dimensionKinds.map { "\"\($0)\"" }.joined(separator: ", ")), e.g. {\"fractionalWidth\": 1}")
        }
        switch kind {
        case "absolute": return .absolute(try reader.double(kind, in: Limits.length) ?? 0)
        case "estimated": return .estimated(try reader.double(kind, in: Limits.length) ?? 0)
        case "fractionalWidth": return .fractionalWidth(try reader.double(kind, in: fraction) ?? 0)
        default: return .fractionalHeight(try reader.double(kind, in: fraction) ?? 0)
        }
    }

    /// `{"fixed": 10}` or `{"flexible": 10}`.
    private static func compositionalSpacing(_ value: FieldValue, at path: String) throws(InputError) -> CompositionalSpacing {
        let reader = try ObjectReader(value, at: path, keys: ["fixed", "flexible"])
        guard reader.keys.count == 1, let kind = reader.keys.first else {
            throw InputError(location: .path(path), message: "expected {\"fixed\": points} or {\"flexible\": points}")
        }
        let points = try reader.double(kind, in: Limits.spacing) ?? 0
        return kind == "fixed" ? .fixed(points) : .flexible(points)
    }

    private static func edgeSpacing(_ reader: ObjectReader, _ key: String) throws(InputError) -> CompositionalEdgeSpacing {
        guard let edges = try reader.object(key, keys: ["leading", "top", "trailing", "bottom"]) else { return .none }
        func edge(_ name: String) throws(InputError) -> CompositionalSpacing? {
            guard let value = edges[name] else { return nil }
            return try compositionalSpacing(value, at: edges.path(of: name))
        }
        return CompositionalEdgeSpacing(leading: try edge("leading"), top: try edge("top"),
                                        trailing: try edge("trailing"), bottom: try edge("bottom"))
    }

    private static func directionalInsets(_ reader: ObjectReader, _ key: String) throws(InputError) -> DirectionalEdgeInsets {
        guard let insets = try reader.object(key, keys: ["top", "leading", "bottom", "trailing"]) else { return .zero }
        return DirectionalEdgeInsets(
            top: try insets.double("top", in: Limits.spacing) ?? 0, leading: try insets.double("leading", in: Limits.spacing) ?? 0,
            bottom: try insets.double("bottom", in: Limits.spacing) ?? 0, trailing: try insets.double("trailing", in: Limits.spacing) ?? 0)
    }
}
