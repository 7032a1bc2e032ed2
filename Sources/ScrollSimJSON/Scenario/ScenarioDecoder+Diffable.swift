import ScrollSim

extension ScenarioDecoder {
    /// The `apply` step's argument: `{"sections": [{"id", "items": [id or
    /// item, …], …}], "reloadSections"?, "reloadItems"?, "reconfigureItems"?}`.
    /// An item given as a string is its identifier. Every section and item
    /// needs an `id`, unique among the sections and among all items, and
    /// what is reloaded or reconfigured must be in the new list, as UIKit's
    /// snapshot requires.
    static func diffableSnapshot(_ value: FieldValue, at path: String) throws(InputError) -> DiffableSnapshot {
        let reader = try KeyedReader<ScenarioFormat.Apply>(value, at: path)
        let sectionsPath = reader.path(of: .sections)
        guard case .array(let sectionValues) = try reader.required(.sections) else {
            throw InputError(location: .path(sectionsPath), message: "expected an array of sections")
        }
        // Items written as strings are identifiers here (in `data` they are texts).
        let itemsKey = ScenarioFormat.Section.items.rawValue, idKey = ScenarioFormat.Item.id.rawValue
        let sections = FieldValue.array(sectionValues.map { section in
            guard case .object(let pairs) = section else { return section }
            return .object(pairs.map { key, value in
                guard key == itemsKey, case .array(let items) = value else { return (key, value) }
                return (key, .array(items.map { item in
                    if case .string(let id) = item { return .object([(idKey, .string(id))]) }
                    return item
                }))
            })
        })
        let data = try collectionData(sections, at: sectionsPath)
        var sectionIDs: [String: Int] = [:], itemIDs: [String: String] = [:]
        for (index, section) in data.sections.enumerated() {
            let sectionPath = "\(sectionsPath)[\(index)]"
            guard let id = section.id else {
                throw InputError(location: .path(sectionPath), message: "missing required key \"id\": every section of an apply has an identifier")
            }
            if let first = sectionIDs.updateValue(index, forKey: id) {
                throw InputError(location: .path("\(sectionPath).id"), message: "section identifier \"\(id)\" is given twice (sections \(first) and \(index)); identifiers must be unique")
            }
            for item in 0..<section.items.count {
                let itemPath = "\(sectionPath).items[\(item)]"
                guard let itemID = section.items[item].id else {
                    throw InputError(location: .path(itemPath), message: "missing required key \"id\": every item of an apply has an identifier")
                }
                if let first = itemIDs.updateValue(itemPath, forKey: itemID) {
                    throw InputError(location: .path(itemPath), message: "item identifier \"\(itemID)\" is given twice (also at \(first)); identifiers must be unique")
                }
            }
        }
        func identifiers(_ key: ScenarioFormat.Apply, among known: Set<String>, kind: String) throws(InputError) -> [String] {
            guard let values = try reader.array(key) else { return [] }
            return try values.enumerated().map { index, value throws(InputError) in
                let valuePath = "\(reader.path(of: key))[\(index)]"
                guard case .string(let id) = value else {
                    throw InputError(location: .path(valuePath), message: "expected an identifier string, found \(value.typeName)")
                }
                guard known.contains(id) else {
                    throw InputError(location: .path(valuePath), message: "no \(kind) has identifier \"\(id)\" in this apply's sections")
                }
                return id
            }
        }
        let itemSet = Set(itemIDs.keys)
        return DiffableSnapshot(
            data: data,
            reloadedSectionIdentifiers: try identifiers(.reloadSections, among: Set(sectionIDs.keys), kind: "section"),
            reloadedItemIdentifiers: try identifiers(.reloadItems, among: itemSet, kind: "item"),
            reconfiguredItemIdentifiers: try identifiers(.reconfigureItems, among: itemSet, kind: "item"))
    }
}

extension ScenarioEncoder {
    /// The `apply` step's argument: an item with nothing but its
    /// identifier is written as the identifier string.
    static func diffableSnapshot(_ snapshot: DiffableSnapshot) -> FieldValue {
        let itemsKey = ScenarioFormat.Section.items.rawValue, idKey = ScenarioFormat.Item.id.rawValue
        let sections = snapshot.data.sections.map { section -> FieldValue in
            guard case .object(let pairs) = self.section(section) else { return self.section(section) }
            return .object(pairs.map { key, value in
                guard key == itemsKey, case .array(let items) = value else { return (key, value) }
                return (key, .array(items.map { item in
                    if case .object(let fields) = item, fields.count == 1, fields[0].0 == idKey { return fields[0].1 }
                    return item
                }))
            })
        }
        var writer = ObjectWriter<ScenarioFormat.Apply>()
        writer.always(.sections, .array(sections))
        for (key, ids) in [(ScenarioFormat.Apply.reloadSections, snapshot.reloadedSectionIdentifiers),
                           (.reloadItems, snapshot.reloadedItemIdentifiers), (.reconfigureItems, snapshot.reconfiguredItemIdentifiers)]
        where !ids.isEmpty {
            writer.always(key, .array(ids.map { .string($0) }))
        }
        return writer.value
    }
}
