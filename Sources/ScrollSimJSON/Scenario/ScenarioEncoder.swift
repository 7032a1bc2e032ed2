import ScrollSim

/// Turns a `Scenario` back into scenario JSON (`docs/scenario-format.md`):
/// what `scrollsim explore` writes its counterexamples with.
///
/// Only what differs from the format's defaults is written, keys in the
/// order the format lists them, so the same scenario always gives the same
/// bytes; `ScenarioDecoder.decode(ScenarioEncoder.text(s))` equals `s` for
/// every scenario the decoder can produce (its `explore` object aside,
/// which is not written).
public enum ScenarioEncoder {
    /// The scenario as JSON text: one top-level key per line, one line per
    /// step, pattern, invariant, section and reaction, each compact.
    public static func text(_ scenario: Scenario) -> String {
        guard case .object(let pairs) = value(scenario) else { return "{}\n" }
        var lines = ["{"]
        for (index, (key, value)) in pairs.enumerated() {
            let comma = index == pairs.count - 1 ? "" : ","
            if case .array(let elements) = value, !elements.isEmpty,
               ["sections", "steps", "expect", "forbid", "invariants", "reactions", "state"].contains(key)
            {
                lines.append("  \(JSONWriter.string(.string(key))): [")
                for (position, element) in elements.enumerated() {
                    lines.append("    " + JSONWriter.string(element) + (position == elements.count - 1 ? "" : ","))
                }
                lines.append("  ]" + comma)
            } else {
                lines.append("  \(JSONWriter.string(.string(key))): \(JSONWriter.string(value))\(comma)")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The scenario as a JSON value.
    public static func value(_ scenario: Scenario) -> FieldValue {
        var pairs: [(String, FieldValue)] = [("name", .string(scenario.name))]
        if !scenario.description.isEmpty { pairs.append(("description", .string(scenario.description))) }
        pairs.append(("viewport", FieldValue(scenario.viewport)))
        if scenario.contentInset != .zero { pairs.append(("contentInset", insets(scenario.contentInset))) }
        if scenario.screenScale != 3 { pairs.append(("screenScale", .double(scenario.screenScale))) }
        if scenario.frameRate != 60 { pairs.append(("frameRate", .double(scenario.frameRate))) }
        let scrollView = scrollViewValue(scenario.scrollView)
        if case .object(let fields) = scrollView, !fields.isEmpty { pairs.append(("scrollView", scrollView)) }
        pairs.append(("layout", layout(scenario.layout)))
        pairs.append(("sections", .array(scenario.data.sections.map(section))))
        let log = logValue(scenario.log)
        if case .object(let fields) = log, !fields.isEmpty { pairs.append(("log", log)) }
        if !scenario.steps.isEmpty { pairs.append(("steps", .array(scenario.steps.map(step)))) }
        if !scenario.expect.isEmpty { pairs.append(("expect", .array(scenario.expect))) }
        if !scenario.forbid.isEmpty { pairs.append(("forbid", .array(scenario.forbid))) }
        if !scenario.invariants.isEmpty { pairs.append(("invariants", .array(scenario.invariants.map(\.fieldValue)))) }
        if !scenario.reactions.isEmpty { pairs.append(("reactions", .array(scenario.reactions.map(reaction)))) }
        if !scenario.state.isEmpty { pairs.append(("state", .array(scenario.state.map(\.value)))) }
        if let skip = scenario.skip { pairs.append(("skip", .string(skip))) }
        if let expectFailure = scenario.expectFailure { pairs.append(("expectFailure", .string(expectFailure))) }
        return .object(pairs)
    }

    // MARK: - Scroll view and log

    /// A gesture step's `"at"` or `"section"`.
    private static func gestureStart(_ start: Step.GestureStart?) -> [(String, FieldValue)] {
        switch start {
        case nil: []
        case .point(let point)?: [("at", FieldValue(point))]
        case .section(let section)?: [("section", .int(section))]
        }
    }

    private static func scrollViewValue(_ configuration: ScrollViewConfiguration) -> FieldValue {
        var pairs: [(String, FieldValue)] = []
        if configuration.pagingEnabled { pairs.append(("pagingEnabled", true)) }
        if !configuration.bounces { pairs.append(("bounces", false)) }
        if configuration.decelerationRate == .fast { pairs.append(("decelerationRate", "fast")) }
        if !configuration.repeatedFlickAcceleration { pairs.append(("repeatedFlickAcceleration", false)) }
        if !configuration.scrollsToTop { pairs.append(("scrollsToTop", false)) }
        let defaults = ScrollViewConfiguration()
        if !configuration.isPrefetchingEnabled { pairs.append(("prefetchingEnabled", false)) }
        if configuration.cellPreparationDistance != defaults.cellPreparationDistance {
            pairs.append(("cellPreparationDistance", .double(configuration.cellPreparationDistance)))
        }
        if configuration.prefetchDistance != defaults.prefetchDistance {
            pairs.append(("prefetchDistance", .double(configuration.prefetchDistance)))
        }
        if configuration.cellRetentionDistance != defaults.cellRetentionDistance {
            pairs.append(("cellRetentionDistance", .double(configuration.cellRetentionDistance)))
        }
        return .object(pairs)
    }

    private static func logValue(_ options: LogOptions) -> FieldValue {
        var pairs: [(String, FieldValue)] = []
        if !options.didScroll { pairs.append((LogOptions.Key.didScroll.rawValue, false)) }
        if options.visible != .changes { pairs.append((LogOptions.Key.visible.rawValue, .string(options.visible.rawValue))) }
        if options.layout { pairs.append((LogOptions.Key.layout.rawValue, true)) }
        if options.cells { pairs.append((LogOptions.Key.cells.rawValue, true)) }
        return .object(pairs)
    }

    // MARK: - Layouts

    /// The layout object: its `type`, then every option that differs from
    /// the decoder's default for that type.
    public static func layout(_ configuration: LayoutConfiguration) -> FieldValue {
        let all: [(String, FieldValue)]
        let defaults: [(String, FieldValue)]
        let defaultReader = { (type: String) in
            // The defaults are what the decoder makes of a bare `{"type": …}`.
            try? ObjectReader(.object([("type", .string(type))]), at: "$", keys: ["type"])
        }
        switch configuration {
        case .flow(let flow):
            all = flowPairs(flow)
            defaults = (defaultReader("flow").flatMap { try? ScenarioDecoder.flowConfiguration($0) }).map(flowPairs) ?? []
        case .waterfall(let waterfall):
            all = waterfallPairs(waterfall)
            defaults = (defaultReader("waterfall").flatMap { try? ScenarioDecoder.waterfallConfiguration($0) }).map(waterfallPairs) ?? []
        case .grid(let grid):
            all = gridPairs(grid)
            defaults = (defaultReader("grid").flatMap { try? ScenarioDecoder.gridConfiguration($0) }).map(gridPairs) ?? []
        case .tags(let tags):
            all = tagPairs(tags)
            defaults = (defaultReader("tags").flatMap { try? ScenarioDecoder.tagConfiguration($0) }).map(tagPairs) ?? []
        case .flex(let flex):
            all = flexPairs(flex)
            defaults = (defaultReader("flex").flatMap { try? ScenarioDecoder.flexConfiguration($0) }).map(flexPairs) ?? []
        case .compositional(let configuration):
            return compositional(configuration)
        case .custom(let custom):
            var pairs: [(String, FieldValue)] = [("type", .string(custom.typeName))]
            if case .object(let options) = custom.options { pairs += options.filter { $0.0 != "type" } }
            return .object(pairs)
        }
        let kept = all.filter { key, value in !defaults.contains { $0.0 == key && $0.1 == value } }
        return .object([("type", .string(configuration.typeName))] + kept)
    }

    private static func flowPairs(_ c: FlowLayoutConfiguration) -> [(String, FieldValue)] {
        [
            ("itemSize", FieldValue(c.itemSize)), ("minimumLineSpacing", .double(c.minimumLineSpacing)),
            ("minimumInteritemSpacing", .double(c.minimumInteritemSpacing)), ("sectionInset", insets(c.sectionInset)),
            ("headerHeight", .double(c.headerHeight)), ("footerHeight", .double(c.footerHeight)),
            ("headerWidth", .double(c.headerWidth)), ("footerWidth", .double(c.footerWidth)),
            ("scrollDirection", .string(c.scrollDirection.rawValue)),
            ("sectionHeadersPinToVisibleBounds", .bool(c.sectionHeadersPinToVisibleBounds)),
            ("sectionFootersPinToVisibleBounds", .bool(c.sectionFootersPinToVisibleBounds)),
            ("alignment", .string(c.alignment == .left ? "left" : "justified")),
        ]
    }

    private static func waterfallPairs(_ c: WaterfallLayoutConfiguration) -> [(String, FieldValue)] {
        [
            ("columns", .int(c.columns)), ("columnSpacing", .double(c.columnSpacing)), ("itemSpacing", .double(c.itemSpacing)),
            ("sectionInset", insets(c.sectionInset)), ("headerHeight", .double(c.headerHeight)),
            ("footerHeight", .double(c.footerHeight)), ("placement", .string(c.placement.rawValue)),
            ("itemWidth", .string(c.itemWidth.rawValue)), ("cellPadding", .double(c.cellPadding)),
            ("itemSize", FieldValue(c.itemSize)),
        ]
    }

    private static func gridPairs(_ c: GridLayoutConfiguration) -> [(String, FieldValue)] {
        [
            ("itemSize", FieldValue(c.itemSize)), ("cellInset", insets(c.cellInset)), ("cellSpace", .double(c.cellSpace)),
            ("headerHeight", .double(c.headerHeight)), ("footerHeight", .double(c.footerHeight)),
        ]
    }

    private static func tagPairs(_ c: TagLayoutConfiguration) -> [(String, FieldValue)] {
        [
            ("headerHeight", .double(c.headerHeight)), ("sectionHeaderHeight", .double(c.sectionHeaderHeight)),
            ("tagInnerMargin", .double(c.tagInnerMargin)), ("itemHeight", .double(c.itemHeight)),
            ("itemSpacing", .double(c.itemSpacing)), ("lineSpacing", .double(c.lineSpacing)), ("fontSize", .double(c.fontSize)),
        ]
    }

    private static func flexPairs(_ c: FlexLayoutConfiguration) -> [(String, FieldValue)] {
        var pairs: [(String, FieldValue)] = [
            ("mode", .string(c.mode.rawValue)), ("columns", .int(c.columns)), ("itemSize", FieldValue(c.itemSize)),
            ("minimumLineSpacing", .double(c.minimumLineSpacing)), ("minimumInteritemSpacing", .double(c.minimumInteritemSpacing)),
            ("sectionInset", insets(c.sectionInset)), ("headerHeight", .double(c.headerHeight)),
            ("footerHeight", .double(c.footerHeight)), ("stickyHeaders", .array(c.stickyHeaders.sorted().map { .int($0) })),
            ("stackedStickyHeaders", .bool(c.stackedStickyHeaders)),
        ]
        if let paging = c.pagingSection { pairs.append(("pagingSection", .int(paging))) }
        pairs.append(("pagingOffset", FieldValue(c.pagingOffset)))
        return pairs
    }

    // MARK: - Data

    private static func insets(_ insets: EdgeInsets) -> FieldValue {
        .object([("top", .double(insets.top)), ("left", .double(insets.left)),
                 ("bottom", .double(insets.bottom)), ("right", .double(insets.right))])
    }

    /// A section object.
    public static func section(_ section: SectionData) -> FieldValue {
        var pairs: [(String, FieldValue)] = []
        if let id = section.id { pairs.append(("id", .string(id))) }
        pairs.append(("items", items(section.items)))
        if let header = section.header { pairs.append(("header", supplementary(header))) }
        if let footer = section.footer { pairs.append(("footer", supplementary(footer))) }
        let o = section.overrides
        if let inset = o.sectionInset { pairs.append(("sectionInset", insets(inset))) }
        if let value = o.minimumLineSpacing { pairs.append(("minimumLineSpacing", .double(value))) }
        if let value = o.minimumInteritemSpacing { pairs.append(("minimumInteritemSpacing", .double(value))) }
        if let value = o.columns { pairs.append(("columns", .int(value))) }
        if let value = o.mode { pairs.append(("mode", .string(value))) }
        if let value = o.columnSpacing { pairs.append(("columnSpacing", .double(value))) }
        if let value = o.itemSpacing { pairs.append(("itemSpacing", .double(value))) }
        return .object(pairs)
    }

    private static func supplementary(_ size: SupplementarySize) -> FieldValue {
        var pairs: [(String, FieldValue)] = []
        if let width = size.width { pairs.append(("width", .double(width))) }
        if let height = size.height { pairs.append(("height", .double(height))) }
        return .object(pairs)
    }

    private static func items(_ list: ItemList) -> FieldValue {
        switch list {
        case .explicit(let items):
            return .array(items.map(item))
        case .uniform(let count, let size):
            return .object([("count", .int(count)), ("size", FieldValue(size))])
        case .cycled(let count, let width, let heights):
            var pairs: [(String, FieldValue)] = [("count", .int(count))]
            if let width { pairs.append(("width", .double(width))) }
            pairs.append(("heights", .array(heights.map { .double($0) })))
            return .object(pairs)
        }
    }

    /// An item: its text alone as a string when it has nothing else.
    public static func item(_ item: ItemSpec) -> FieldValue {
        if let text = item.text, item.id == nil, item.width == nil, item.height == nil, item.estimatedSize == nil,
           item.extras.isEmpty, item.reuseIdentifier == ItemSpec.defaultReuseIdentifier {
            return .string(text)
        }
        var pairs: [(String, FieldValue)] = []
        if let id = item.id { pairs.append(("id", .string(id))) }
        if let width = item.width { pairs.append(("width", .double(width))) }
        if let height = item.height { pairs.append(("height", .double(height))) }
        if let estimated = item.estimatedSize { pairs.append(("estimated", FieldValue(estimated))) }
        if let text = item.text { pairs.append(("text", .string(text))) }
        if !item.extras.isEmpty {
            pairs.append(("extras", .object(item.extras.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })))
        }
        if item.reuseIdentifier != ItemSpec.defaultReuseIdentifier {
            pairs.append(("reuseIdentifier", .string(item.reuseIdentifier)))
        }
        return .object(pairs)
    }

    // MARK: - Steps

    /// A step object: `{"action": argument}`.
    public static func step(_ step: Step) -> FieldValue {
        .object([(step.action, argument(of: step))])
    }

    private static func argument(of step: Step) -> FieldValue {
        switch step {
        case .drag(let translation, let duration, let release, let start):
            var pairs: [(String, FieldValue)] = [("by", FieldValue(translation)), ("duration", .double(duration))]
            if release != .natural { pairs.append(("release", .string(release.rawValue))) }
            return .object(pairs + gestureStart(start))
        case .fling(let velocity, let start):
            return .object([("velocity", FieldValue(velocity))] + gestureStart(start))
        case .scrollTo(let x, let y, let animated):
            var pairs: [(String, FieldValue)] = []
            if let x { pairs.append(("x", .double(x))) }
            if let y { pairs.append(("y", .double(y))) }
            if animated { pairs.append(("animated", true)) }
            return .object(pairs)
        case .scrollToItem(let indexPath, let position, let animated):
            var pairs: [(String, FieldValue)] = [("section", .int(indexPath.section)), ("item", .int(indexPath.item))]
            if position != .top { pairs.append(("position", .string(position.rawValue))) }
            if animated { pairs.append(("animated", true)) }
            return .object(pairs)
        case .scrollToTop:
            return .object([])
        case .wait(let seconds):
            return .double(seconds)
        case .settle(let maxSeconds):
            return .object(maxSeconds == 60 ? [] : [("maxSeconds", .double(maxSeconds))])
        case .swipePage(let direction, let duration):
            var pairs: [(String, FieldValue)] = [("direction", .string(direction.rawValue))]
            if duration != 0.3 { pairs.append(("duration", .double(duration))) }
            return .object(pairs)
        case .setPagingOffset(let offset, let animated):
            var pairs: [(String, FieldValue)] = [("x", .double(offset.x)), ("y", .double(offset.y))]
            if animated { pairs.append(("animated", true)) }
            return .object(pairs)
        case .setStickyHeaders(let add, let remove, let removeAll):
            var pairs: [(String, FieldValue)] = []
            if !add.isEmpty || (remove.isEmpty && !removeAll) { pairs.append(("add", .array(add.map { .int($0) }))) }
            if !remove.isEmpty { pairs.append(("remove", .array(remove.map { .int($0) }))) }
            if removeAll { pairs.append(("removeAll", true)) }
            return .object(pairs)
        case .setStackedStickyHeaders(let stacked):
            return .bool(stacked)
        case .setViewport(let size):
            return FieldValue(size)
        case .setContentInset(let inset):
            return insets(inset)
        case .insertItems(let section, let at, let items):
            var pairs: [(String, FieldValue)] = [("section", .int(section))]
            if at >= 0 && at != Int.max { pairs.append(("at", .int(at))) }
            // Equal items of a size (or of none) read as the step's `count`
            // form; an item with anything else (an estimate, an id) is
            // written out, as the `count` form cannot say it.
            if let first = items.first, items.count <= Limits.indicesPerStep, items.allSatisfy({ $0 == first }),
               first.text == nil, first.id == nil, first.estimatedSize == nil, first.extras.isEmpty,
               first.reuseIdentifier == ItemSpec.defaultReuseIdentifier, (first.width == nil) == (first.height == nil)
            {
                pairs.append(("count", .int(items.count)))
                if let width = first.width, let height = first.height {
                    pairs.append(("size", FieldValue(Size(width: width, height: height))))
                }
            } else {
                pairs.append(("items", .array(items.map(item))))
            }
            return .object(pairs)
        case .deleteItems(let section, let items):
            return .object([("section", .int(section)), ("items", .array(items.map { .int($0) }))])
        case .insertSections(let at, let sections):
            var pairs: [(String, FieldValue)] = []
            if at >= 0 && at != Int.max { pairs.append(("at", .int(at))) }
            pairs.append(("sections", .array(sections.map(section))))
            return .object(pairs)
        case .deleteSections(let sections):
            return .object([("sections", .array(sections.map { .int($0) }))])
        case .reloadData(let data):
            return .object(data.map { [("sections", .array($0.sections.map(section)))] } ?? [])
        case .switchLayout(let configuration, let animated):
            var pairs: [(String, FieldValue)] = [("layout", layout(configuration))]
            if animated { pairs.append(("animated", true)) }
            return .object(pairs)
        case .apply(let snapshot):
            return diffableSnapshot(snapshot)
        }
    }

    // MARK: - Reactions

    private static func reaction(_ reaction: Reaction) -> FieldValue {
        var when: [(String, FieldValue)] = []
        if case .object(let pairs) = reaction.when.pattern { when = pairs }
        if let fromEnd = reaction.when.itemFromEnd {
            if let index = when.firstIndex(where: { $0.0 == "element" }), case .object(var element) = when[index].1 {
                element.append(("fromEnd", .int(fromEnd)))
                when[index].1 = .object(element)
            } else {
                when.append(("element", .object([("fromEnd", .int(fromEnd))])))
            }
        }
        if let condition = reaction.when.contentOffset {
            func bound(_ bound: Reaction.Bound?) -> FieldValue? {
                guard let bound else { return nil }
                var pairs: [(String, FieldValue)] = []
                if let least = bound.atLeast { pairs.append(("atLeast", .double(least))) }
                if let most = bound.atMost { pairs.append(("atMost", .double(most))) }
                return .object(pairs)
            }
            var pairs: [(String, FieldValue)] = []
            if let x = bound(condition.x) { pairs.append(("x", x)) }
            if let y = bound(condition.y) { pairs.append(("y", y)) }
            when.append(("contentOffset", .object(pairs)))
        }
        let actions: [FieldValue] = reaction.actions.map { action in
            guard case .object(let pairs) = step(action.step) else { return step(action.step) }
            return .object(action.after == 0 ? pairs : [("after", .double(action.after))] + pairs)
        }
        var pairs: [(String, FieldValue)] = [("when", .object(when)), ("do", .array(actions))]
        if let times = reaction.times {
            if times != 1 { pairs.append(("times", .int(times))) }
        } else {
            pairs.append(("times", "always"))
        }
        return .object(pairs)
    }
}
