import ScrollSim

extension ScenarioDecoder {
    /// Every step action of `docs/scenario-format.md`: `Step.Name`'s.
    static var stepActions: [String] { Step.Name.allCases.map(\.rawValue) }

    /// A step is an object with exactly one key, its action:
    /// `{"scrollTo": {"y": 500, "animated": true}}`, `{"wait": 0.5}`.
    /// The argument shapes are declared in `ScenarioFormat.argument(of:)`
    /// and listed in `docs/simulator.md`.
    static func step(_ value: FieldValue, at path: String) throws(InputError) -> Step {
        guard case .object(let pairs) = value, pairs.count == 1, let (action, argument) = pairs.first else {
            throw InputError(location: .path(path),
                             message: "expected a step: an object with exactly one key, the action (e.g. {\"wait\": 0.5})")
        }
        let actionPath = JSONPath.appending(action, to: path)
        guard let name = Step.Name(rawValue: action) else {
            var message = "unknown step \"\(action)\""
            if let suggestion = Spelling.nearest(to: action, among: stepActions) { message += "; did you mean \"\(suggestion)\"?" }
            throw InputError(location: .path(actionPath), message: message)
        }
        typealias Format = ScenarioFormat
        switch name {
        case .drag:
            let reader = try KeyedReader<Format.Drag>(argument, at: actionPath)
            let release = try reader.option(.release, as: Step.Release.self)
            return .drag(
                translation: try point(reader.required(.by), at: reader.path(of: .by), in: Limits.offset),
                duration: try requiredDouble(reader, .duration),
                release: release,
                start: try gestureStart(reader, at: .at, section: .section)
            )
        case .fling:
            let reader = try KeyedReader<Format.Fling>(argument, at: actionPath)
            return .fling(velocity: try point(reader.required(.velocity), at: reader.path(of: .velocity), in: Limits.velocity),
                          start: try gestureStart(reader, at: .at, section: .section))
        case .scrollTo:
            let reader = try KeyedReader<Format.ScrollTo>(argument, at: actionPath)
            return .scrollTo(x: try reader.double(.x), y: try reader.double(.y), animated: try reader.flag(.animated))
        case .scrollToItem:
            let reader = try KeyedReader<Format.ScrollToItem>(argument, at: actionPath)
            let position = try reader.option(.position, as: Step.ScrollPosition.self)
            return .scrollToItem(
                IndexPath(item: try requiredInt(reader, .item), section: try requiredInt(reader, .section)),
                position: position,
                animated: try reader.flag(.animated)
            )
        case .scrollToTop:
            _ = try ObjectReader(argument, at: actionPath, keys: [])
            return .scrollToTop
        case .setContentInset:
            return .setContentInset(try edgeInsets(argument, at: actionPath, in: Limits.contentInset))
        case .wait:
            return .wait(seconds: try ObjectReader.number(argument, at: actionPath, in: Limits.waitSeconds))
        case .settle:
            let reader = try KeyedReader<Format.Settle>(argument, at: actionPath)
            return .settle(maxSeconds: try reader.number(.maxSeconds))
        case .swipePage:
            let reader = try KeyedReader<Format.SwipePage>(argument, at: actionPath)
            guard let direction = try reader.choice(.direction, as: Step.SwipeDirection.self) else {
                throw reader.missing(.direction)
            }
            return .swipePage(direction: direction, duration: try reader.number(.duration))
        case .setPagingOffset:
            let reader = try KeyedReader<Format.SetPagingOffset>(argument, at: actionPath)
            return .setPagingOffset(
                Point(x: try reader.number(.x), y: try reader.number(.y)),
                animated: try reader.flag(.animated)
            )
        case .setStickyHeaders:
            let reader = try KeyedReader<Format.SetStickyHeaders>(argument, at: actionPath)
            guard !reader.keys.isEmpty else {
                let names = Format.SetStickyHeaders.names.map { "\"\($0)\"" }.joined(separator: ", ")
                throw InputError(location: .path(actionPath), message: "give at least one of \(names)")
            }
            return .setStickyHeaders(
                add: try indices(reader, .add) ?? [],
                remove: try indices(reader, .remove) ?? [],
                removeAll: try reader.flag(.removeAll)
            )
        case .setStackedStickyHeaders:
            guard case .bool(let stacked) = argument else {
                throw InputError(location: .path(actionPath), message: "expected true or false, found \(argument.typeName)")
            }
            return .setStackedStickyHeaders(stacked)
        case .setViewport:
            return .setViewport(try size(argument, at: actionPath, in: Limits.viewport))
        case .insertItems:
            let reader = try KeyedReader<Format.InsertItems>(argument, at: actionPath)
            return .insertItems(
                section: try requiredInt(reader, .section),
                at: try reader.int(.at) ?? Int.max,
                items: try insertedItems(reader)
            )
        case .deleteItems:
            let reader = try KeyedReader<Format.DeleteItems>(argument, at: actionPath)
            guard let items = try indices(reader, .items) else { throw reader.missing(.items) }
            return .deleteItems(section: try requiredInt(reader, .section), items: items)
        case .insertSections:
            let reader = try KeyedReader<Format.InsertSections>(argument, at: actionPath)
            let sections = try collectionData(reader.required(.sections), at: reader.path(of: .sections))
            return .insertSections(at: try reader.int(.at) ?? Int.max, sections: sections.sections)
        case .deleteSections:
            let reader = try KeyedReader<Format.DeleteSections>(argument, at: actionPath)
            guard let sections = try indices(reader, .sections) else { throw reader.missing(.sections) }
            return .deleteSections(sections)
        case .reloadData:
            let reader = try KeyedReader<Format.ReloadData>(argument, at: actionPath)
            return .reloadData(try reader[.sections].map { value throws(InputError) in
                try collectionData(value, at: reader.path(of: .sections))
            })
        case .switchLayout:
            let reader = try KeyedReader<Format.SwitchLayout>(argument, at: actionPath)
            return .switchLayout(try layout(reader.required(.layout), at: reader.path(of: .layout)),
                                 animated: try reader.flag(.animated))
        case .apply:
            return .apply(try diffableSnapshot(argument, at: actionPath))
        }
    }

    private static func requiredDouble<Key>(_ reader: KeyedReader<Key>, _ key: Key) throws(InputError) -> Double {
        guard let value = try reader.double(key) else { throw reader.missing(key) }
        return value
    }

    /// A gesture's `"at"` (a viewport point) or `"section"` (an orthogonal
    /// section to aim at), if given; not both.
    private static func gestureStart<Key>(_ reader: KeyedReader<Key>, at: Key, section sectionKey: Key) throws(InputError) -> Step.GestureStart? {
        let section = try reader.int(sectionKey)
        guard reader.contains(at) else { return section.map { .section($0) } }
        guard section == nil else {
            throw InputError(location: .path(reader.path(of: sectionKey)),
                             message: "give \"\(at.rawValue)\" (a point) or \"\(sectionKey.rawValue)\" (where to aim), not both")
        }
        return .point(try point(reader.required(at), at: reader.path(of: at), in: Limits.offset))
    }

    private static func requiredInt<Key>(_ reader: KeyedReader<Key>, _ key: Key) throws(InputError) -> Int {
        guard let value = try reader.int(key) else { throw reader.missing(key) }
        return value
    }

    /// An array of section or item indices.
    private static func indices<Key>(_ reader: KeyedReader<Key>, _ key: Key) throws(InputError) -> [Int]? {
        guard let values = try reader.array(key) else { return nil }
        guard values.count <= Limits.indicesPerStep else {
            throw InputError(location: .path(reader.path(of: key)), message: "at most \(Limits.indicesPerStep) indices per step")
        }
        return try values.enumerated().map { index, value throws(InputError) in
            try ObjectReader.integer(value, at: "\(reader.path(of: key))[\(index)]", in: Limits.index)
        }
    }

    /// `"items": [item, …]` (as in a section), or `"count": n` with an
    /// optional `"size"` (default: the layout's item size).
    private static func insertedItems(_ reader: KeyedReader<ScenarioFormat.InsertItems>) throws(InputError) -> [ItemSpec] {
        if let items = try reader.array(.items) {
            if reader.contains(.count) || reader.contains(.size) {
                throw InputError(location: .path(reader.path(of: .items)),
                                 message: "give either \"items\" or \"count\" (with \"size\"), not both")
            }
            guard items.count <= Limits.indicesPerStep else {
                throw InputError(location: .path(reader.path(of: .items)), message: "at most \(Limits.indicesPerStep) items per step")
            }
            return try items.enumerated().map { index, item throws(InputError) in
                try itemSpec(item, at: "\(reader.path(of: .items))[\(index)]")
            }
        }
        guard let count = try reader.int(.count) else {
            throw InputError(location: .path(reader.path), message: "missing required key \"items\" (or \"count\")")
        }
        var item = ItemSpec()
        if let sizeValue = reader[.size] {
            let size = try size(sizeValue, at: reader.path(of: .size), in: Limits.length)
            item = ItemSpec(width: size.width, height: size.height)
        }
        return Array(repeating: item, count: count)
    }
}

// MARK: - Static checks

extension ScenarioDecoder {
    /// Checks, before anything runs, every step that names a section or an
    /// item against the data as the earlier steps leave it, and every step
    /// that needs a layout capability (paging offset, sticky headers)
    /// against the layout in use at that step. Defaulted insertion points
    /// (`at` omitted: the end) are resolved here.
    ///
    /// - Throws: `InputError` with the JSON path of the offending field.
    public static func checkSteps(_ scenario: inout Scenario) throws(InputError) {
        guard scenario.reactions.isEmpty else {
            // Reactions change the data as the run goes: indices are checked
            // when each step runs, and an omitted insertion point means the
            // end as it is then.
            for (index, step) in scenario.steps.enumerated() {
                scenario.steps[index] = dynamicEnds(step)
            }
            return
        }
        var counts = scenario.data.sections.map(\.items.count)
        var layout = scenario.layout
        for (index, step) in scenario.steps.enumerated() {
            let path = "$.steps[\(index)].\(step.action)"
            func fail(_ field: String, _ message: String) -> InputError {
                InputError(location: .path(field.isEmpty ? path : "\(path).\(field)"), message: message)
            }
            /// The items after every data step stay within the budget: a
            /// small file cannot grow the collection past it step by step.
            func checkTotal() throws(InputError) {
                let total = counts.reduce(0, +)
                guard total <= Limits.totalItems, counts.count <= Limits.sectionCount else {
                    throw fail("", "the collection would hold \(total) items in \(counts.count) sections after this step, more than the budget of \(Limits.totalItems) items in \(Limits.sectionCount) sections")
                }
            }
            func checkSection(_ section: Int, _ field: String) throws(InputError) {
                guard counts.indices.contains(section) else {
                    throw fail(field, "section \(section) does not exist (the collection has \(counts.count) sections at this step)")
                }
            }
            switch step {
            case .scrollToItem(let indexPath, _, _):
                try checkSection(indexPath.section, ScenarioFormat.ScrollToItem.section.rawValue)
                guard (0..<counts[indexPath.section]).contains(indexPath.item) else {
                    throw fail(ScenarioFormat.ScrollToItem.item.rawValue, "item \(indexPath.item) does not exist (section \(indexPath.section) has \(counts[indexPath.section]) items at this step)")
                }
            case .insertItems(let section, let at, let items):
                try checkSection(section, ScenarioFormat.InsertItems.section.rawValue)
                let position = at == Int.max ? counts[section] : at
                guard position <= counts[section] else {
                    throw fail(ScenarioFormat.InsertItems.at.rawValue, "cannot insert at item \(at): section \(section) has \(counts[section]) items at this step")
                }
                counts[section] += items.count
                scenario.steps[index] = .insertItems(section: section, at: position, items: items)
                try checkTotal()
            case .deleteItems(let section, let items):
                try checkSection(section, ScenarioFormat.DeleteItems.section.rawValue)
                for (position, item) in items.enumerated() where !(0..<counts[section]).contains(item) {
                    throw fail("\(ScenarioFormat.DeleteItems.items.rawValue)[\(position)]", "item \(item) does not exist (section \(section) has \(counts[section]) items at this step)")
                }
                counts[section] -= Set(items).count
            case .insertSections(let at, let sections):
                let position = at == Int.max ? counts.count : at
                guard position <= counts.count else {
                    throw fail(ScenarioFormat.InsertSections.at.rawValue, "cannot insert at section \(at): the collection has \(counts.count) sections at this step")
                }
                counts.insert(contentsOf: sections.map(\.items.count), at: position)
                scenario.steps[index] = .insertSections(at: position, sections: sections)
                try checkTotal()
            case .deleteSections(let sections):
                for (position, section) in sections.enumerated() {
                    try checkSection(section, "\(ScenarioFormat.DeleteSections.sections.rawValue)[\(position)]")
                }
                let doomed = Set(sections)
                counts = counts.enumerated().filter { !doomed.contains($0.offset) }.map(\.element)
            case .reloadData(let data):
                if let data { counts = data.sections.map(\.items.count) }
                try checkTotal()
            case .apply(let snapshot):
                counts = snapshot.data.sections.map(\.items.count)
                try checkTotal()
            case .setStickyHeaders(let add, let remove, _):
                guard layout.makeLayout() is any StickyHeaderConfigurable else {
                    throw fail("", "the \"\(layout.typeName)\" layout has no configurable sticky headers (use \"flex\")")
                }
                for (key, sections) in [(ScenarioFormat.SetStickyHeaders.add, add), (.remove, remove)] {
                    for (position, section) in sections.enumerated() {
                        try checkSection(section, "\(key.rawValue)[\(position)]")
                    }
                }
            case .setStackedStickyHeaders:
                guard layout.makeLayout() is any StickyHeaderConfigurable else {
                    throw fail("", "the \"\(layout.typeName)\" layout has no configurable sticky headers (use \"flex\")")
                }
            case .swipePage, .setPagingOffset:
                guard layout.makeLayout() is any PagingOffsetLayout else {
                    throw fail("", "the \"\(layout.typeName)\" layout has no paging offset (use \"flex\" with \"pagingSection\")")
                }
            case .switchLayout(let newLayout, _):
                layout = newLayout
            case .drag, .fling, .scrollTo, .scrollToTop, .wait, .settle, .setViewport, .setContentInset:
                break
            }
        }
    }

    /// `step` with an omitted insertion point (`Int.max`) turned into "the
    /// end when the step runs" (-1).
    static func dynamicEnds(_ step: Step) -> Step {
        switch step {
        case .insertItems(let section, Int.max, let items): .insertItems(section: section, at: -1, items: items)
        case .insertSections(Int.max, let sections): .insertSections(at: -1, sections: sections)
        default: step
        }
    }
}