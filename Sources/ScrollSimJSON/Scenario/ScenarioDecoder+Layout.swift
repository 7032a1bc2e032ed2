import ScrollSim

extension ScenarioDecoder {
    static let layoutTypes = ["flow", "waterfall", "grid", "tags", "flex"]

    static func layout(_ value: FieldValue, at path: String) throws(InputError) -> LayoutConfiguration {
        guard case .object = value else {
            throw InputError(location: .path(path), message: "expected a layout object, found \(value.typeName)")
        }
        let typeReader = try ObjectReader(value, at: path, keys: ObjectReader.anyKeys(of: value))
        guard let type = try typeReader.choice("type", layoutTypes) else {
            throw InputError(location: .path(path), message: "missing required key \"type\"")
        }
        switch type {
        case "flow":
            return .flow(try flowConfiguration(ObjectReader(value, at: path, keys: flowKeys)))
        default:
            throw InputError(location: .path("\(path).type"), message: "layout type \"\(type)\" is not supported yet")
        }
    }

    static let flowKeys = [
        "type", "itemSize", "minimumLineSpacing", "minimumInteritemSpacing", "sectionInset",
        "headerHeight", "footerHeight", "scrollDirection", "sectionHeadersPinToVisibleBounds",
        "sectionFootersPinToVisibleBounds", "alignment",
    ]

    static func flowConfiguration(_ reader: ObjectReader) throws(InputError) -> FlowLayoutConfiguration {
        var configuration = FlowLayoutConfiguration()
        if let itemSize = reader["itemSize"] {
            configuration.itemSize = try size(itemSize, at: reader.path(of: "itemSize"), in: Limits.length)
        }
        configuration.minimumLineSpacing = try reader.double("minimumLineSpacing", in: Limits.spacing) ?? 10
        configuration.minimumInteritemSpacing = try reader.double("minimumInteritemSpacing", in: Limits.spacing) ?? 10
        if let inset = reader["sectionInset"] {
            configuration.sectionInset = try edgeInsets(inset, at: reader.path(of: "sectionInset"), in: Limits.spacing)
        }
        configuration.headerHeight = try reader.double("headerHeight", in: Limits.length) ?? 0
        configuration.footerHeight = try reader.double("footerHeight", in: Limits.length) ?? 0
        if let direction = try reader.choice("scrollDirection", Axis.allCases.map(\.rawValue)) {
            configuration.scrollDirection = Axis(rawValue: direction) ?? .vertical
            if configuration.scrollDirection == .horizontal {
                throw InputError(location: .path(reader.path(of: "scrollDirection")),
                                 message: "horizontal flow layouts are not supported yet")
            }
        }
        configuration.sectionHeadersPinToVisibleBounds = try reader.bool("sectionHeadersPinToVisibleBounds") ?? false
        configuration.sectionFootersPinToVisibleBounds = try reader.bool("sectionFootersPinToVisibleBounds") ?? false
        if let alignment = try reader.choice("alignment", ["justified", "left"]) {
            configuration.alignment = alignment == "left" ? .left : .justified
        }
        return configuration
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
