import ScrollSim

extension ScenarioDecoder {
    static func collectionData(_ value: FieldValue, at path: String) throws(InputError) -> CollectionData {
        guard case .array(let sections) = value else {
            throw InputError(location: .path(path), message: "expected an array of sections, found \(value.typeName)")
        }
        guard sections.count <= Limits.sectionCount else {
            throw InputError(location: .path(path), message: "\(sections.count) sections; at most \(Limits.sectionCount) are supported")
        }
        var total = 0, expanded = 0
        var result: [SectionData] = []
        for (index, section) in sections.enumerated() {
            let sectionPath = "\(path)[\(index)]"
            let decoded = try self.section(section, at: sectionPath, itemBudget: Limits.totalItems - total,
                                           expansionBudget: Limits.expandedItems - expanded)
            total += decoded.items.count
            // A compact form that came out item by item was expanded.
            if case .object? = section[ScenarioFormat.Section.items.rawValue], case .explicit(let items) = decoded.items { expanded += items.count }
            result.append(decoded)
        }
        return CollectionData(sections: result)
    }

    static func section(
        _ value: FieldValue, at path: String, itemBudget: Int, expansionBudget: Int = Limits.expandedItems
    ) throws(InputError) -> SectionData {
        let reader = try KeyedReader<ScenarioFormat.Section>(value, at: path)
        var section = SectionData(items: .explicit([]))
        section.id = try reader.string(.id)
        if let items = reader[.items] {
            section.items = try itemList(items, at: reader.path(of: .items), budget: itemBudget, expansionBudget: expansionBudget)
        }
        section.header = try supplementary(reader, .header)
        section.footer = try supplementary(reader, .footer)
        var overrides = SectionOverrides()
        if let inset = reader[.sectionInset] {
            overrides.sectionInset = try edgeInsets(inset, at: reader.path(of: .sectionInset), in: Limits.spacing)
        }
        overrides.minimumLineSpacing = try reader.double(.minimumLineSpacing)
        overrides.minimumInteritemSpacing = try reader.double(.minimumInteritemSpacing)
        overrides.columns = try reader.int(.columns)
        overrides.mode = try reader.choice(.mode)
        overrides.columnSpacing = try reader.double(.columnSpacing)
        overrides.itemSpacing = try reader.double(.itemSpacing)
        section.overrides = overrides
        return section
    }

    private static func supplementary(
        _ reader: KeyedReader<ScenarioFormat.Section>, _ key: ScenarioFormat.Section
    ) throws(InputError) -> SupplementarySize? {
        guard let object = try reader.object(key, keys: ScenarioFormat.Supplementary.self) else { return nil }
        return SupplementarySize(width: try object.double(.width), height: try object.double(.height))
    }

    /// - Parameter expansionBudget: the most items a compact form with an
    ///   estimate may expand to (`Limits.expandedItems` less what other
    ///   sections expanded); more is refused before anything is expanded.
    static func itemList(
        _ value: FieldValue, at path: String, budget: Int, expansionBudget: Int = Limits.expandedItems
    ) throws(InputError) -> ItemList {
        switch value {
        case .array(let items):
            guard items.count <= budget else { throw tooManyItems(at: path) }
            return .explicit(try items.enumerated().map { index, item throws(InputError) in
                try itemSpec(item, at: "\(path)[\(index)]")
            })
        case .object:
            let reader = try KeyedReader<ScenarioFormat.ItemList>(value, at: path)
            let estimated = try reader[.estimated].map { v throws(InputError) in
                try size(v, at: reader.path(of: .estimated), in: Limits.length)
            }
            if let texts = try reader.array(.texts) {
                guard texts.count <= budget else { throw tooManyItems(at: path) }
                return .explicit(try texts.enumerated().map { index, text throws(InputError) in
                    guard case .string(let s) = text else {
                        throw InputError(location: .path("\(reader.path(of: .texts))[\(index)]"),
                                         message: "expected a string, found \(text.typeName)")
                    }
                    return ItemSpec(estimatedSize: estimated, text: s)
                })
            }
            guard let count = try reader.int(.count) else {
                throw InputError(location: .path(path), message: "missing required key \"count\" (or give \"texts\", or an array of items)")
            }
            guard count <= budget else { throw tooManyItems(at: reader.path(of: .count)) }
            if estimated != nil && count > expansionBudget {
                throw InputError(
                    location: .path(reader.path(of: .count)),
                    message: "\(count) self-sizing items from a compact form; such items are stored one by one, at most "
                        + "\(Limits.expandedItems) in a scenario (\(Limits.expandedItems - expansionBudget) before this list); "
                        + "drop \"estimated\" (a compact list stays a few bytes) or give fewer items")
            }
            if let heights = try reader.array(.heights) {
                guard !heights.isEmpty, heights.count <= 100_000 else {
                    throw InputError(location: .path(reader.path(of: .heights)), message: "expected 1 to 100000 heights")
                }
                let values = try heights.enumerated().map { index, h throws(InputError) in
                    try ObjectReader.number(h, at: "\(reader.path(of: .heights))[\(index)]", in: Limits.length)
                }
                let list = ItemList.cycled(count: count, width: try reader.double(.width), heights: values)
                return estimating(list, at: estimated)
            }
            guard let size = reader[.size] else {
                throw InputError(location: .path(path), message: "missing \"size\" or \"heights\" for \(count) items")
            }
            let list = ItemList.uniform(count: count, size: try self.size(size, at: reader.path(of: .size), in: Limits.length))
            return estimating(list, at: estimated)
        default:
            throw InputError(location: .path(path), message: "expected an array of items or an object with \"count\", found \(value.typeName)")
        }
    }

    /// `list` with every item estimated at `estimated` (made explicit, as
    /// each item resolves on its own), or `list` itself without an estimate.
    private static func estimating(_ list: ItemList, at estimated: Size?) -> ItemList {
        guard let estimated else { return list }
        return .explicit((0..<list.count).map { index in
            var item = list[index]
            item.estimatedSize = estimated
            return item
        })
    }

    private static func tooManyItems(at path: String) -> InputError {
        InputError(location: .path(path), message: "too many items: at most \(Limits.totalItems) in a scenario")
    }

    static func itemSpec(_ value: FieldValue, at path: String) throws(InputError) -> ItemSpec {
        if case .string(let text) = value { return ItemSpec(text: text) }
        let reader = try KeyedReader<ScenarioFormat.Item>(value, at: path)
        var item = ItemSpec(
            width: try reader.double(.width),
            height: try reader.double(.height),
            text: try reader.string(.text),
            id: try reader.string(.id)
        )
        // `size` is the same as `width` and `height`, the shape that reads
        // best next to `estimated`.
        if let size = try reader.object(.size, keys: ScenarioFormat.Supplementary.self) {
            guard item.width == nil, item.height == nil else {
                throw InputError(location: .path(reader.path(of: .size)), message: "give either \"size\" or \"width\"/\"height\", not both")
            }
            item.width = try size.double(.width)
            item.height = try size.double(.height)
        }
        if let estimated = reader[.estimated] {
            item.estimatedSize = try self.size(estimated, at: reader.path(of: .estimated), in: Limits.length)
        }
        if let extras = reader[.extras] {
            guard case .object(let pairs) = extras else {
                throw InputError(location: .path(reader.path(of: .extras)), message: "expected an object, found \(extras.typeName)")
            }
            item.extras = Dictionary(pairs, uniquingKeysWith: { _, last in last })
        }
        if let identifier = try reader.string(.reuseIdentifier) {
            guard !identifier.isEmpty else {
                throw InputError(location: .path(reader.path(of: .reuseIdentifier)), message: "a reuse identifier must not be empty")
            }
            item.reuseIdentifier = identifier
        }
        return item
    }
}
