import ScrollSim

/// The built-in layouts' objects: `type` and each type's options.
extension ScenarioFormat {
    /// The built-in layout types: the values of a layout object's `type`,
    /// in the order the format lists them. The decoder switches over these
    /// exhaustively, so a new type is flagged wherever it must be handled.
    enum LayoutType: String, CaseIterable, Sendable {
        case flow, waterfall, grid, tags, flex, compositional

        /// The keys of this type's layout object.
        var keys: any LayoutKey.Type {
            switch self {
            case .flow: Flow.self
            case .waterfall: Waterfall.self
            case .grid: Grid.self
            case .tags: Tags.self
            case .flex: Flex.self
            case .compositional: Compositional.self
            }
        }
    }

    /// The built-in layouts' keys, in the order the format lists the types.
    static var layouts: [any LayoutKey.Type] { LayoutType.allCases.map(\.keys) }

    /// The built-in layouts' `type` names.
    static var layoutTypes: [String] { LayoutType.allCases.map(\.rawValue) }

    /// The line metrics flow and flex layouts share
    /// (UICollectionViewFlowLayout's: spacings of 10, no inset, no header
    /// or footer, items of 50 × 50).
    static func lineMetric<Key: LineMetricsKey>(_ key: Key) -> KeySpec? {
        switch key {
        case .itemSize: KeySpec(.size(Limits.length), default: Shape.defaultItemSize)
        case .minimumLineSpacing, .minimumInteritemSpacing: KeySpec(.number(Limits.spacing), default: 10)
        case .sectionInset: KeySpec(.insets(Limits.spacing), default: Shape.zeroInsets)
        case .headerHeight, .footerHeight: KeySpec(.number(Limits.length), default: 0)
        default: nil
        }
    }

    enum Flow: String, LineMetricsKey {
        case type, itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, headerHeight, footerHeight
        case headerWidth, footerWidth, scrollDirection, sectionHeadersPinToVisibleBounds, sectionFootersPinToVisibleBounds, alignment

        static let layoutType = LayoutType.flow
        static let definitionName = "flowLayout"

        var spec: KeySpec {
            if let metric = ScenarioFormat.lineMetric(self) { return metric }
            return switch self {
            case .headerWidth, .footerWidth: KeySpec(.number(Limits.length), default: 0)
            case .scrollDirection: KeySpec(.choice(Axis.self), default: "vertical")
            case .sectionHeadersPinToVisibleBounds, .sectionFootersPinToVisibleBounds: KeySpec(.boolean, default: false)
            case .alignment: KeySpec(.choice(["justified", "left"]), default: "justified")
            default: Self.typeSpec
            }
        }
    }

    enum Waterfall: String, LayoutKey {
        case type, columns, columnSpacing, itemSpacing, sectionInset, headerHeight, footerHeight
        case placement, itemWidth, cellPadding, itemSize

        static let layoutType = LayoutType.waterfall
        static let definitionName = "waterfallLayout"

        var spec: KeySpec {
            switch self {
            case .type: Self.typeSpec
            case .columns: KeySpec(.integer(Limits.columns), default: 2)
            case .columnSpacing, .itemSpacing: KeySpec(.number(Limits.spacing), default: 10)
            case .sectionInset: KeySpec(.insets(Limits.spacing), default: Shape.zeroInsets)
            case .headerHeight, .footerHeight: KeySpec(.number(Limits.length), default: 0)
            case .placement: KeySpec(.choice(WaterfallLayoutConfiguration.Placement.self), default: "shortest")
            case .itemWidth: KeySpec(.choice(WaterfallLayoutConfiguration.ItemWidth.self), default: "column")
            case .cellPadding: KeySpec(.number(Limits.spacing), default: 0)
            case .itemSize: KeySpec(.size(Limits.length), default: Shape.defaultItemSize)
            }
        }
    }

    enum Grid: String, LayoutKey {
        case type, itemSize, cellInset, cellSpace, headerHeight, footerHeight

        static let layoutType = LayoutType.grid
        static let definitionName = "gridLayout"

        var spec: KeySpec {
            switch self {
            case .type: Self.typeSpec
            case .itemSize: KeySpec(.size(Limits.length), default: Shape.defaultItemSize)
            case .cellInset: KeySpec(.insets(Limits.spacing), default: Shape.zeroInsets)
            case .cellSpace: KeySpec(.number(Limits.spacing), default: 0)
            case .headerHeight, .footerHeight: KeySpec(.number(Limits.length), default: 0)
            }
        }
    }

    enum Tags: String, LayoutKey {
        case type, headerHeight, sectionHeaderHeight, tagInnerMargin, itemHeight, itemSpacing, lineSpacing, fontSize

        static let layoutType = LayoutType.tags
        static let definitionName = "tagLayout"

        var spec: KeySpec {
            switch self {
            case .type: Self.typeSpec
            case .headerHeight: KeySpec(.number(Limits.length), default: 150)
            case .sectionHeaderHeight: KeySpec(.number(Limits.length), default: 50)
            case .tagInnerMargin: KeySpec(.number(Limits.spacing), default: 25)
            case .itemHeight: KeySpec(.number(Limits.length), default: 25)
            case .itemSpacing, .lineSpacing: KeySpec(.number(Limits.spacing), default: 10)
            case .fontSize: KeySpec(.number(Limits.fontSize), default: 12)
            }
        }
    }

    enum Flex: String, LineMetricsKey {
        case type, mode, columns
        case itemSize, minimumLineSpacing, minimumInteritemSpacing, sectionInset, headerHeight, footerHeight
        case stickyHeaders, stackedStickyHeaders, pagingSection, pagingOffset

        static let layoutType = LayoutType.flex
        static let definitionName = "flexLayout"

        var spec: KeySpec {
            if let metric = ScenarioFormat.lineMetric(self) { return metric }
            return switch self {
            case .mode: KeySpec(.choice(FlexLayoutConfiguration.Mode.self), default: "flow")
            case .columns: KeySpec(.integer(Limits.columns), default: 2)
            case .stickyHeaders: KeySpec(.array(.integer(Limits.sectionIndex)), default: [])
            case .stackedStickyHeaders: KeySpec(.boolean, default: true)
            case .pagingSection: KeySpec(.integer(Limits.sectionIndex))
            case .pagingOffset: KeySpec(.point(Limits.offset), default: Shape.origin)
            default: Self.typeSpec
            }
        }
    }
}

/// The keys of a built-in layout's object: `type`, then its options.
protocol LayoutKey: FormatKey {
    /// The layout's `type`.
    static var layoutType: ScenarioFormat.LayoutType { get }
}

extension LayoutKey {
    /// Layouts' objects allow other keys in the schema: users' layouts
    /// take options of their own (the decoder refuses unknown keys of the
    /// built-in types).
    static var allowsOtherKeys: Bool { true }

    /// The layout's `type` name.
    static var typeName: String { layoutType.rawValue }

    /// The `type` key: the layout's name, required.
    static var typeSpec: KeySpec { KeySpec(.choice([typeName]), required: true) }
}

/// The keys of a layout with flow-layout line metrics (flow and flex), so
/// that both decode them with one function.
protocol LineMetricsKey: LayoutKey {
    static var itemSize: Self { get }
    static var minimumLineSpacing: Self { get }
    static var minimumInteritemSpacing: Self { get }
    static var sectionInset: Self { get }
    static var headerHeight: Self { get }
    static var footerHeight: Self { get }
}
