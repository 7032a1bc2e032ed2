import ScrollSim

extension ScenarioDecoder {
    static let layoutTypes = ["flow", "waterfall", "grid", "tags", "flex", "compositional"]

    static func layout(_ value: FieldValue, at path: String) throws(InputError) -> LayoutConfiguration {
        guard case .object = value else {
            throw InputError(location: .path(path), message: "expected a layout object, found \(value.typeName)")
        }
        let typeReader = try ObjectReader(value, at: path, keys: ObjectReader.anyKeys(of: value))
        let registry = LayoutRegistry.current
        if case .string(let name)? = typeReader["type"], let factory = registry.factory(for: name) {
            var options = value
            if case .object(let pairs) = value { options = .object(pairs.filter { $0.0 != "type" }) }
            let make = try factory(options, path)
            return .custom(CustomLayoutConfiguration(
                typeName: name, options: options, requiresMainThread: registry.requiresMainThread(name), make: make))
        }
        guard let type = try typeReader.choice("type", layoutTypes + registry.typeNames) else {
            throw InputError(location: .path(path), message: "missing required key \"type\"")
        }
        switch type {
        case "flow":
            return .flow(try flowConfiguration(ObjectReader(value, at: path, keys: flowKeys)))
        case "waterfall":
            return .waterfall(try waterfallConfiguration(ObjectReader(value, at: path, keys: waterfallKeys)))
        case "grid":
            return .grid(try gridConfiguration(ObjectReader(value, at: path, keys: gridKeys)))
        case "tags":
            return .tags(try tagConfiguration(ObjectReader(value, at: path, keys: tagKeys)))
        case "compositional":
            return .compositional(try compositionalConfiguration(ObjectReader(value, at: path, keys: compositionalKeys)))
        default:
            return .flex(try flexConfiguration(ObjectReader(value, at: path, keys: flexKeys)))
        }
    }

    /// Checks what depends on the viewport as well as the layout: a grid
    /// must have at least one column.
    static func checkLayoutFits(_ scenario: Scenario, at path: String) throws(InputError) {
        guard case .grid(let grid) = scenario.layout else { return }
        if grid.columns(forWidth: scenario.viewport.width) < 1 {
            throw InputError(
                location: .path(JSONPath.appending("itemSize", to: path)),
                message: "no grid column fits: viewport width \(JSONNumberFormat.text(scenario.viewport.width)) "
                    + "less cellInset left and right is narrower than itemSize.width + cellSpace")
        }
    }

    // MARK: - line metrics (flow and flex)

    /// The keys of the metrics flow and flex layouts share, in the order
    /// both decode them.
    static let lineMetricsKeys = [
        "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset", "headerHeight", "footerHeight",
    ]

    /// Decodes the line metrics flow and flex layouts share, with their
    /// defaults (UICollectionViewFlowLayout's spacings of 10, no inset, no
    /// header or footer); an absent `itemSize` keeps the configuration's.
    static func decodeLineMetrics<Configuration: LineMetricsConfiguration>(
        _ reader: ObjectReader, into configuration: inout Configuration
    ) throws(InputError) {
        if let itemSize = reader["itemSize"] {
            configuration.itemSize = try size(itemSize, at: reader.path(of: "itemSize"), in: Limits.length)
        }
        configuration.minimumLineSpacing = try reader.double("minimumLineSpacing", in: Limits.spacing) ?? 10
        configuration.minimumInteritemSpacing = try reader.double("minimumInteritemSpacing", in: Limits.spacing) ?? 10
        configuration.sectionInset = try insets(reader, "sectionInset")
        configuration.headerHeight = try reader.double("headerHeight", in: Limits.length) ?? 0
        configuration.footerHeight = try reader.double("footerHeight", in: Limits.length) ?? 0
    }

    // MARK: - flow

    static let flowKeys = ["type"] + lineMetricsKeys + [
        "headerWidth", "footerWidth", "scrollDirection",
        "sectionHeadersPinToVisibleBounds", "sectionFootersPinToVisibleBounds", "alignment",
    ]

    static func flowConfiguration(_ reader: ObjectReader) throws(InputError) -> FlowLayoutConfiguration {
        var configuration = FlowLayoutConfiguration()
        try decodeLineMetrics(reader, into: &configuration)
        configuration.headerWidth = try reader.double("headerWidth", in: Limits.length) ?? 0
        configuration.footerWidth = try reader.double("footerWidth", in: Limits.length) ?? 0
        if let direction = try reader.choice("scrollDirection", Axis.allCases.map(\.rawValue)) {
            configuration.scrollDirection = Axis(rawValue: direction) ?? .vertical
        }
        configuration.sectionHeadersPinToVisibleBounds = try reader.bool("sectionHeadersPinToVisibleBounds") ?? false
        configuration.sectionFootersPinToVisibleBounds = try reader.bool("sectionFootersPinToVisibleBounds") ?? false
        if let alignment = try reader.choice("alignment", ["justified", "left"]) {
            configuration.alignment = alignment == "left" ? .left : .justified
        }
        return configuration
    }

    // MARK: - waterfall

    static let waterfallKeys = [
        "type", "columns", "columnSpacing", "itemSpacing", "sectionInset", "headerHeight", "footerHeight",
        "placement", "itemWidth", "cellPadding", "itemSize",
    ]

    static func waterfallConfiguration(_ reader: ObjectReader) throws(InputError) -> WaterfallLayoutConfiguration {
        var configuration = WaterfallLayoutConfiguration()
        configuration.columns = try reader.int("columns", in: Limits.columns) ?? 2
        configuration.columnSpacing = try reader.double("columnSpacing", in: Limits.spacing) ?? 10
        configuration.itemSpacing = try reader.double("itemSpacing", in: Limits.spacing) ?? 10
        configuration.sectionInset = try insets(reader, "sectionInset")
        configuration.headerHeight = try reader.double("headerHeight", in: Limits.length) ?? 0
        configuration.footerHeight = try reader.double("footerHeight", in: Limits.length) ?? 0
        if let placement = try reader.choice("placement", WaterfallLayoutConfiguration.Placement.allCases.map(\.rawValue)) {
            configuration.placement = WaterfallLayoutConfiguration.Placement(rawValue: placement) ?? .shortest
        }
        if let itemWidth = try reader.choice("itemWidth", WaterfallLayoutConfiguration.ItemWidth.allCases.map(\.rawValue)) {
            configuration.itemWidth = WaterfallLayoutConfiguration.ItemWidth(rawValue: itemWidth) ?? .column
        }
        configuration.cellPadding = try reader.double("cellPadding", in: Limits.spacing) ?? 0
        if let itemSize = reader["itemSize"] {
            configuration.itemSize = try size(itemSize, at: reader.path(of: "itemSize"), in: Limits.length)
        }
        return configuration
    }

    // MARK: - grid

    static let gridKeys = ["type", "itemSize", "cellInset", "cellSpace", "headerHeight", "footerHeight"]

    static func gridConfiguration(_ reader: ObjectReader) throws(InputError) -> GridLayoutConfiguration {
        var configuration = GridLayoutConfiguration()
        if let itemSize = reader["itemSize"] {
            configuration.itemSize = try size(itemSize, at: reader.path(of: "itemSize"), in: Limits.length)
        }
        configuration.cellInset = try insets(reader, "cellInset")
        configuration.cellSpace = try reader.double("cellSpace", in: Limits.spacing) ?? 0
        configuration.headerHeight = try reader.double("headerHeight", in: Limits.length) ?? 0
        configuration.footerHeight = try reader.double("footerHeight", in: Limits.length) ?? 0
        return configuration
    }

    // MARK: - tags

    static let tagKeys = [
        "type", "headerHeight", "sectionHeaderHeight", "tagInnerMargin", "itemHeight", "itemSpacing",
        "lineSpacing", "fontSize",
    ]

    static func tagConfiguration(_ reader: ObjectReader) throws(InputError) -> TagLayoutConfiguration {
        var configuration = TagLayoutConfiguration()
        configuration.headerHeight = try reader.double("headerHeight", in: Limits.length) ?? 150
        configuration.sectionHeaderHeight = try reader.double("sectionHeaderHeight", in: Limits.length) ?? 50
        configuration.tagInnerMargin = try reader.double("tagInnerMargin", in: Limits.spacing) ?? 25
        configuration.itemHeight = try reader.double("itemHeight", in: Limits.length) ?? 25
        configuration.itemSpacing = try reader.double("itemSpacing", in: Limits.spacing) ?? 10
        configuration.lineSpacing = try reader.double("lineSpacing", in: Limits.spacing) ?? 10
        configuration.fontSize = try reader.double("fontSize", in: Limits.fontSize) ?? 12
        return configuration
    }

    // MARK: - flex

    static let flexKeys = ["type", "mode", "columns"] + lineMetricsKeys + [
        "stickyHeaders", "stackedStickyHeaders", "pagingSection", "pagingOffset",
    ]

    static func flexConfiguration(_ reader: ObjectReader) throws(InputError) -> FlexLayoutConfiguration {
        var configuration = FlexLayoutConfiguration()
        if let mode = try reader.choice("mode", FlexLayoutConfiguration.Mode.allCases.map(\.rawValue)) {
            configuration.mode = FlexLayoutConfiguration.Mode(rawValue: mode) ?? .flow
        }
        configuration.columns = try reader.int("columns", in: Limits.columns) ?? 2
        try decodeLineMetrics(reader, into: &configuration)
        if let sticky = try reader.array("stickyHeaders") {
            var sections = Set<Int>()
            for (index, value) in sticky.enumerated() {
                sections.insert(try ObjectReader.integer(value, at: "\(reader.path(of: "stickyHeaders"))[\(index)]",
                                                         in: Limits.sectionIndex))
            }
            configuration.stickyHeaders = sections
        }
        configuration.stackedStickyHeaders = try reader.bool("stackedStickyHeaders") ?? true
        configuration.pagingSection = try reader.int("pagingSection", in: Limits.sectionIndex)
        if let offset = reader["pagingOffset"] {
            configuration.pagingOffset = try point(offset, at: reader.path(of: "pagingOffset"), in: Limits.offset)
        }
        return configuration
    }

    private static func insets(_ reader: ObjectReader, _ key: String) throws(InputError) -> EdgeInsets {
        guard let value = reader[key] else { return .zero }
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
