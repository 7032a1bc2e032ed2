import ScrollSim

extension ScenarioDecoder {
    /// The built-in layout types (`ScenarioFormat.layouts`).
    static var layoutTypes: [String] { ScenarioFormat.layoutTypes }

    static func layout(_ value: FieldValue, at path: String) throws(InputError) -> LayoutConfiguration {
        guard case .object = value else {
            throw InputError(location: .path(path), message: "expected a layout object, found \(value.typeName)")
        }
        let typeReader = try ObjectReader(value, at: path, keys: ObjectReader.anyKeys(of: value))
        let typeKey = ScenarioFormat.Flow.type.rawValue
        let registry = LayoutRegistry.current
        if case .string(let name)? = typeReader[typeKey], let factory = registry.factory(for: name) {
            var options = value
            if case .object(let pairs) = value { options = .object(pairs.filter { $0.0 != typeKey }) }
            let make = try factory(options, path)
            return .custom(CustomLayoutConfiguration(
                typeName: name, options: options, requiresMainThread: registry.requiresMainThread(name), make: make))
        }
        // A registered name has returned above, so what `choice` accepts is a
        // built-in type; it refuses anything else with "did you mean" among both.
        guard let type = try typeReader.choice(typeKey, layoutTypes + registry.typeNames)
            .flatMap(ScenarioFormat.LayoutType.init(rawValue:))
        else {
            throw InputError(location: .path(path), message: "missing required key \"\(typeKey)\"")
        }
        switch type {
        case .flow: return .flow(try flowConfiguration(KeyedReader(value, at: path)))
        case .waterfall: return .waterfall(try waterfallConfiguration(KeyedReader(value, at: path)))
        case .grid: return .grid(try gridConfiguration(KeyedReader(value, at: path)))
        case .tags: return .tags(try tagConfiguration(KeyedReader(value, at: path)))
        case .flex: return .flex(try flexConfiguration(KeyedReader(value, at: path)))
        case .compositional: return .compositional(try compositionalConfiguration(KeyedReader(value, at: path)))
        }
    }

    /// Checks what depends on the viewport as well as the layout: a grid
    /// must have at least one column.
    static func checkLayoutFits(_ scenario: Scenario, at path: String) throws(InputError) {
        guard case .grid(let grid) = scenario.layout else { return }
        if grid.columns(forWidth: scenario.viewport.width) < 1 {
            throw InputError(
                location: .path(JSONPath.appending(ScenarioFormat.Grid.itemSize.rawValue, to: path)),
                message: "no grid column fits: viewport width \(JSONNumberFormat.text(scenario.viewport.width)) "
                    + "less cellInset left and right is narrower than itemSize.width + cellSpace")
        }
    }

    // MARK: - line metrics (flow and flex)

    /// Decodes the line metrics flow and flex layouts share, with their
    /// declared defaults.
    static func decodeLineMetrics<Key: LineMetricsKey, Configuration: LineMetricsConfiguration>(
        _ reader: KeyedReader<Key>, into configuration: inout Configuration
    ) throws(InputError) {
        if let itemSize = reader.valueOrDefault(.itemSize) {
            configuration.itemSize = try size(itemSize, at: reader.path(of: .itemSize), in: Limits.length)
        }
        try reader.read(.minimumLineSpacing, into: &configuration.minimumLineSpacing)
        try reader.read(.minimumInteritemSpacing, into: &configuration.minimumInteritemSpacing)
        configuration.sectionInset = try insets(reader, .sectionInset)
        try reader.read(.headerHeight, into: &configuration.headerHeight)
        try reader.read(.footerHeight, into: &configuration.footerHeight)
    }

    // MARK: - flow

    static func flowConfiguration(_ reader: KeyedReader<ScenarioFormat.Flow>) throws(InputError) -> FlowLayoutConfiguration {
        var configuration = FlowLayoutConfiguration()
        try decodeLineMetrics(reader, into: &configuration)
        try reader.read(.headerWidth, into: &configuration.headerWidth)
        try reader.read(.footerWidth, into: &configuration.footerWidth)
        try reader.read(.scrollDirection, into: &configuration.scrollDirection)
        try reader.read(.sectionHeadersPinToVisibleBounds, into: &configuration.sectionHeadersPinToVisibleBounds)
        try reader.read(.sectionFootersPinToVisibleBounds, into: &configuration.sectionFootersPinToVisibleBounds)
        try reader.read(.alignment, into: &configuration.alignment)
        return configuration
    }

    // MARK: - waterfall

    static func waterfallConfiguration(_ reader: KeyedReader<ScenarioFormat.Waterfall>) throws(InputError) -> WaterfallLayoutConfiguration {
        var configuration = WaterfallLayoutConfiguration()
        try reader.read(.columns, into: &configuration.columns)
        try reader.read(.columnSpacing, into: &configuration.columnSpacing)
        try reader.read(.itemSpacing, into: &configuration.itemSpacing)
        configuration.sectionInset = try insets(reader, .sectionInset)
        try reader.read(.headerHeight, into: &configuration.headerHeight)
        try reader.read(.footerHeight, into: &configuration.footerHeight)
        try reader.read(.placement, into: &configuration.placement)
        try reader.read(.itemWidth, into: &configuration.itemWidth)
        try reader.read(.cellPadding, into: &configuration.cellPadding)
        if let itemSize = reader.valueOrDefault(.itemSize) {
            configuration.itemSize = try size(itemSize, at: reader.path(of: .itemSize), in: Limits.length)
        }
        return configuration
    }

    // MARK: - grid

    static func gridConfiguration(_ reader: KeyedReader<ScenarioFormat.Grid>) throws(InputError) -> GridLayoutConfiguration {
        var configuration = GridLayoutConfiguration()
        if let itemSize = reader.valueOrDefault(.itemSize) {
            configuration.itemSize = try size(itemSize, at: reader.path(of: .itemSize), in: Limits.length)
        }
        configuration.cellInset = try insets(reader, .cellInset)
        try reader.read(.cellSpace, into: &configuration.cellSpace)
        try reader.read(.headerHeight, into: &configuration.headerHeight)
        try reader.read(.footerHeight, into: &configuration.footerHeight)
        return configuration
    }

    // MARK: - tags

    static func tagConfiguration(_ reader: KeyedReader<ScenarioFormat.Tags>) throws(InputError) -> TagLayoutConfiguration {
        var configuration = TagLayoutConfiguration()
        try reader.read(.headerHeight, into: &configuration.headerHeight)
        try reader.read(.sectionHeaderHeight, into: &configuration.sectionHeaderHeight)
        try reader.read(.tagInnerMargin, into: &configuration.tagInnerMargin)
        try reader.read(.itemHeight, into: &configuration.itemHeight)
        try reader.read(.itemSpacing, into: &configuration.itemSpacing)
        try reader.read(.lineSpacing, into: &configuration.lineSpacing)
        try reader.read(.fontSize, into: &configuration.fontSize)
        return configuration
    }

    // MARK: - flex

    static func flexConfiguration(_ reader: KeyedReader<ScenarioFormat.Flex>) throws(InputError) -> FlexLayoutConfiguration {
        var configuration = FlexLayoutConfiguration()
        try reader.read(.mode, into: &configuration.mode)
        try reader.read(.columns, into: &configuration.columns)
        try decodeLineMetrics(reader, into: &configuration)
        if let sticky = try reader.array(.stickyHeaders) {
            var sections = Set<Int>()
            for (index, value) in sticky.enumerated() {
                sections.insert(try ObjectReader.integer(value, at: "\(reader.path(of: .stickyHeaders))[\(index)]",
                                                         in: Limits.sectionIndex))
            }
            configuration.stickyHeaders = sections
        }
        try reader.read(.stackedStickyHeaders, into: &configuration.stackedStickyHeaders)
        configuration.pagingSection = try reader.int(.pagingSection)
        if let offset = reader.valueOrDefault(.pagingOffset) {
            configuration.pagingOffset = try point(offset, at: reader.path(of: .pagingOffset), in: Limits.offset)
        }
        return configuration
    }

    /// The insets under `key`, each side in `Limits.spacing`; its declared
    /// default (zero) when absent.
    private static func insets<Key>(_ reader: KeyedReader<Key>, _ key: Key) throws(InputError) -> EdgeInsets {
        guard let value = reader.valueOrDefault(key) else { return .zero }
        return try edgeInsets(value, at: reader.path(of: key), in: Limits.spacing)
    }
}

extension ObjectReader {
    /// Every key `value` has, for a first look at an object before its
    /// allowed keys are known (the layout's `type` decides them).
    static func anyKeys(of value: FieldValue) -> [String] {
        guard case .object(let pairs) = value else { return [] }
        return pairs.map(\.0)
    }
}
