import ScrollSim

/// The `compositional` layout object: UIKit's compositional-layout terms
/// as JSON (docs/scenario-format.md, "compositional").
extension ScenarioDecoder {
    typealias Format = ScenarioFormat

    static func compositionalConfiguration(_ reader: KeyedReader<Format.Compositional>) throws(InputError) -> CompositionalLayoutConfiguration {
        var sections: [CompositionalSection] = []
        switch (reader[.section], reader[.sections]) {
        case (let single?, nil):
            sections = [try compositionalSection(single, at: reader.path(of: .section))]
        case (nil, .some):
            let list = try reader.array(.sections) ?? []
            guard !list.isEmpty else {
                throw InputError(location: .path(reader.path(of: .sections)), message: "expected at least one section")
            }
            for (index, value) in list.enumerated() {
                sections.append(try compositionalSection(value, at: "\(reader.path(of: .sections))[\(index)]"))
            }
        case (.some, .some):
            throw InputError(location: .path(reader.path(of: .sections)),
                             message: "give either \"section\" (every section) or \"sections\" (one per section), not both")
        case (nil, nil):
            throw InputError(location: .path(reader.path), message: "missing required key \"section\" (or \"sections\")")
        }
        var configuration = CompositionalLayoutConfiguration(sections: sections)
        try reader.read(.scrollDirection, into: &configuration.scrollDirection)
        try reader.read(.interSectionSpacing, into: &configuration.interSectionSpacing)
        configuration.boundarySupplementaryItems = try boundaryItems(reader, .boundarySupplementaryItems)
        // Layout-level views are item 0 of section 0: their kinds must not
        // be section 0's own.
        let sectionZeroKinds = Set(sections[0].boundarySupplementaryItems.map(\.elementKind) + sections[0].decorationItems.map(\.elementKind))
        for (index, item) in configuration.boundarySupplementaryItems.enumerated() where sectionZeroKinds.contains(item.elementKind) {
            throw InputError(location: .path("\(reader.path(of: .boundarySupplementaryItems))[\(index)].\(Format.BoundaryItem.elementKind.rawValue)"),
                             message: "kind \"\(item.elementKind)\" is also a view of section 0; layout-level views need kinds of their own")
        }
        return configuration
    }

    private static func compositionalSection(_ value: FieldValue, at path: String) throws(InputError) -> CompositionalSection {
        let reader = try KeyedReader<Format.CompositionalSection>(value, at: path)
        let group = try compositionalGroup(reader.required(.group), at: reader.path(of: .group), depth: 0)
        guard group.leafCount <= CompositionalGroup.maximumCells else {
            throw InputError(location: .path(reader.path(of: .group)),
                             message: "the group holds more than \(CompositionalGroup.maximumCells) cells")
        }
        var section = CompositionalSection(group: group)
        try reader.read(.interGroupSpacing, into: &section.interGroupSpacing)
        section.contentInsets = try directionalInsets(reader, .contentInsets)
        try reader.read(.contentInsetsReference, into: &section.contentInsetsReference)
        try reader.read(.supplementariesFollowContentInsets, into: &section.supplementariesFollowContentInsets)
        section.boundarySupplementaryItems = try boundaryItems(reader, .boundarySupplementaryItems)
        if let decorations = try reader.array(.decorationItems) {
            for (index, value) in decorations.enumerated() {
                let itemPath = "\(reader.path(of: .decorationItems))[\(index)]"
                let item = try KeyedReader<Format.DecorationItem>(value, at: itemPath)
                guard let kind = try item.string(.elementKind) else { throw item.missing(.elementKind) }
                section.decorationItems.append(CompositionalDecorationItem(
                    elementKind: ElementKind(rawValue: kind), contentInsets: try directionalInsets(item, .contentInsets)))
            }
        }
        try reader.read(.orthogonalScrollingBehavior, into: &section.orthogonalScrollingBehavior)
        // One view per kind and section: the kind and section name it.
        var seen = Set<ElementKind>()
        let kinds = section.boundarySupplementaryItems.map { ($0.elementKind, Format.CompositionalSection.boundarySupplementaryItems) }
            + section.decorationItems.map { ($0.elementKind, Format.CompositionalSection.decorationItems) }
        for (kind, key) in kinds where !seen.insert(kind).inserted {
            throw InputError(location: .path(reader.path(of: key)),
                             message: "two views of kind \"\(kind)\" in one section; each kind may appear once")
        }
        return section
    }

    private static func compositionalGroup(_ value: FieldValue, at path: String, depth: Int) throws(InputError) -> CompositionalGroup {
        guard depth < Format.maxGroupDepth else {
            throw InputError(location: .path(path), message: "groups nest more than \(Format.maxGroupDepth) deep")
        }
        let reader = try KeyedReader<Format.Group>(value, at: path)
        let layoutSize = try compositionalSize(reader.required(.layoutSize), at: reader.path(of: .layoutSize))
        let arrangement: CompositionalGroup.Arrangement
        if let frames = try reader.array(.custom) {
            for key in [Format.Group.axis, .subitems, .repeatingSubitem, .subitem, .count] where reader.contains(key) {
                throw InputError(location: .path(reader.path(of: key)), message: "a custom group takes no \"\(key.rawValue)\"")
            }
            guard !frames.isEmpty else {
                throw InputError(location: .path(reader.path(of: .custom)), message: "expected at least one frame")
            }
            var rects: [Rect] = []
            for (index, frame) in frames.enumerated() {
                let framePath = "\(reader.path(of: .custom))[\(index)]"
                let f = try KeyedReader<Format.Group.CustomFrame>(frame, at: framePath)
                let origin = Point(x: try f.number(.x, in: Limits.offset), y: try f.number(.y, in: Limits.offset))
                let size = Size(width: try ObjectReader.number(f.required(.width), at: f.path(of: .width), in: Limits.length),
                                height: try ObjectReader.number(f.required(.height), at: f.path(of: .height), in: Limits.length))
                rects.append(Rect(origin: origin, size: size))
            }
            arrangement = .custom(rects)
        } else {
            guard let axis = try reader.choice(.axis, as: Axis.self) else {
                throw InputError(location: .path(path), message: "missing required key \"axis\" (or \"custom\")")
            }
            let forms = [Format.Group.subitems, .repeatingSubitem, .subitem].filter { reader.contains($0) }
            guard forms.count == 1, let form = forms.first else {
                throw InputError(location: .path(path),
                                 message: "give exactly one of \"subitems\", \"repeatingSubitem\" (with \"count\") or \"subitem\" (with \"count\")")
            }
            if form == .subitems {
                if reader.contains(.count) {
                    throw InputError(location: .path(reader.path(of: .count)), message: "\"count\" goes with \"repeatingSubitem\" or \"subitem\"")
                }
                let list = try reader.array(.subitems) ?? []
                guard !list.isEmpty else {
                    throw InputError(location: .path(reader.path(of: .subitems)), message: "expected at least one subitem")
                }
                var subitems: [CompositionalGroup.Subitem] = []
                for (index, value) in list.enumerated() {
                    subitems.append(try subitem(value, at: "\(reader.path(of: .subitems))[\(index)]", depth: depth))
                }
                arrangement = .subitems(subitems, axis: axis)
            } else {
                guard let count = try reader.int(.count) else { throw reader.missing(.count) }
                let single = try subitem(reader.required(form), at: reader.path(of: form), depth: depth)
                arrangement = form == .subitem ? .equallySized(single, count: count, axis: axis)
                    : .repeating(single, count: count, axis: axis)
            }
        }
        var group = CompositionalGroup(layoutSize: layoutSize, arrangement: arrangement)
        if let spacing = reader[.interItemSpacing] {
            group.interItemSpacing = try compositionalSpacing(spacing, at: reader.path(of: .interItemSpacing))
        }
        group.contentInsets = try directionalInsets(reader, .contentInsets)
        group.edgeSpacing = try edgeSpacing(reader, .edgeSpacing)
        return group
    }

    /// An item, or a group when the object names an `axis` or is `custom`.
    private static func subitem(_ value: FieldValue, at path: String, depth: Int) throws(InputError) -> CompositionalGroup.Subitem {
        if case .object(let pairs) = value,
           pairs.contains(where: { $0.0 == Format.Group.axis.rawValue || $0.0 == Format.Group.custom.rawValue }) {
            return .group(try compositionalGroup(value, at: path, depth: depth + 1))
        }
        let reader = try KeyedReader<Format.Group.Item>(value, at: path)
        return .item(CompositionalItem(
            layoutSize: try compositionalSize(reader.required(.layoutSize), at: reader.path(of: .layoutSize)),
            contentInsets: try directionalInsets(reader, .contentInsets),
            edgeSpacing: try edgeSpacing(reader, .edgeSpacing)))
    }

    private static func boundaryItems<Key>(_ reader: KeyedReader<Key>, _ key: Key) throws(InputError) -> [CompositionalBoundaryItem] {
        guard let list = try reader.array(key) else { return [] }
        var items: [CompositionalBoundaryItem] = []
        for (index, value) in list.enumerated() {
            let path = "\(reader.path(of: key))[\(index)]"
            let item = try KeyedReader<Format.BoundaryItem>(value, at: path)
            guard let kind = try item.string(.elementKind) else { throw item.missing(.elementKind) }
            guard let alignment = try item.choice(.alignment, as: RectAlignment.self) else { throw item.missing(.alignment) }
            var made = CompositionalBoundaryItem(
                elementKind: ElementKind(rawValue: kind),
                layoutSize: try compositionalSize(item.required(.layoutSize), at: item.path(of: .layoutSize)),
                alignment: alignment)
            if let offset = item[.absoluteOffset] {
                made.absoluteOffset = try point(offset, at: item.path(of: .absoluteOffset), in: Limits.offset)
            }
            try item.read(.extendsBoundary, into: &made.extendsBoundary)
            try item.read(.pinToVisibleBounds, into: &made.pinToVisibleBounds)
            items.append(made)
        }
        var seen = Set<ElementKind>()
        for (index, item) in items.enumerated() where !seen.insert(item.elementKind).inserted {
            throw InputError(location: .path("\(reader.path(of: key))[\(index)].\(Format.BoundaryItem.elementKind.rawValue)"),
                             message: "kind \"\(item.elementKind)\" appears twice; each kind may appear once")
        }
        return items
    }

    private static func compositionalSize(_ value: FieldValue, at path: String) throws(InputError) -> CompositionalSize {
        let reader = try KeyedReader<Format.LayoutSize>(value, at: path)
        return CompositionalSize(
            widthDimension: try dimension(reader.required(.widthDimension), at: reader.path(of: .widthDimension)),
            heightDimension: try dimension(reader.required(.heightDimension), at: reader.path(of: .heightDimension)))
    }

    /// `{"absolute": 44}`, `{"estimated": 44}`, `{"fractionalWidth": 0.5}` or `{"fractionalHeight": 1}`.
    private static func dimension(_ value: FieldValue, at path: String) throws(InputError) -> CompositionalDimension {
        let reader = try KeyedReader<Format.Dimension>(value, at: path)
        guard reader.keys.count == 1, let kind = reader.keys.first.flatMap(Format.Dimension.init(rawValue:)) else {
            throw InputError(location: .path(path),
                             message: "expected one of \(Format.Dimension.names.map { "\"\($0)\"" }.joined(separator: ", ")), e.g. {\"fractionalWidth\": 1}")
        }
        let value = try reader.number(kind)
        switch kind {
        case .absolute: return .absolute(value)
        case .estimated: return .estimated(value)
        case .fractionalWidth: return .fractionalWidth(value)
        case .fractionalHeight: return .fractionalHeight(value)
        }
    }

    /// `{"fixed": 10}` or `{"flexible": 10}`.
    private static func compositionalSpacing(_ value: FieldValue, at path: String) throws(InputError) -> CompositionalSpacing {
        let reader = try KeyedReader<Format.Spacing>(value, at: path)
        guard reader.keys.count == 1, let kind = reader.keys.first.flatMap(Format.Spacing.init(rawValue:)) else {
            throw InputError(location: .path(path), message: "expected {\"fixed\": points} or {\"flexible\": points}")
        }
        let points = try reader.number(kind)
        switch kind {
        case .fixed: return .fixed(points)
        case .flexible: return .flexible(points)
        }
    }

    private static func edgeSpacing<Key>(_ reader: KeyedReader<Key>, _ key: Key) throws(InputError) -> CompositionalEdgeSpacing {
        guard let edges = try reader.object(key, keys: Format.EdgeSpacing.self) else { return .none }
        func edge(_ edge: Format.EdgeSpacing) throws(InputError) -> CompositionalSpacing? {
            guard let value = edges[edge] else { return nil }
            return try compositionalSpacing(value, at: edges.path(of: edge))
        }
        return CompositionalEdgeSpacing(leading: try edge(.leading), top: try edge(.top),
                                        trailing: try edge(.trailing), bottom: try edge(.bottom))
    }

    private static func directionalInsets<Key>(_ reader: KeyedReader<Key>, _ key: Key) throws(InputError) -> DirectionalEdgeInsets {
        guard let insets = try reader.object(key, keys: Format.DirectionalInsets.self) else { return .zero }
        return DirectionalEdgeInsets(
            top: try insets.number(.top), leading: try insets.number(.leading),
            bottom: try insets.number(.bottom), trailing: try insets.number(.trailing))
    }
}
