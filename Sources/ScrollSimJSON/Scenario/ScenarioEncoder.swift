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
               Self.listedKeys.contains(key)
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

    /// The top-level keys whose elements are written one per line.
    private static let listedKeys: [String] = [Format.TopLevel.sections, .steps, .expect, .forbid, .invariants, .reactions, .state].map(\.rawValue)

    /// The scenario as a JSON value.
    public static func value(_ scenario: Scenario) -> FieldValue {
        var writer = ObjectWriter<Format.TopLevel>()
        writer.always(.name, .string(scenario.name))
        writer.write(.description, .string(scenario.description))
        writer.always(.viewport, FieldValue(scenario.viewport))
        writer.write(.contentInset, insets(scenario.contentInset))
        writer.write(.screenScale, .double(scenario.screenScale))
        writer.write(.frameRate, .double(scenario.frameRate))
        writer.write(.scrollView, nonEmpty(scrollViewValue(scenario.scrollView)))
        writer.always(.layout, layout(scenario.layout))
        writer.always(.sections, .array(scenario.data.sections.map(section)))
        writer.write(.log, nonEmpty(logValue(scenario.log)))
        writer.write(.steps, nonEmpty(.array(scenario.steps.map(step))))
        writer.write(.expect, nonEmpty(.array(scenario.expect)))
        writer.write(.forbid, nonEmpty(.array(scenario.forbid)))
        writer.write(.invariants, nonEmpty(.array(scenario.invariants.map(\.fieldValue))))
        writer.write(.reactions, nonEmpty(.array(scenario.reactions.map(reaction))))
        writer.write(.state, nonEmpty(.array(scenario.state.map(\.value))))
        writer.write(.skip, scenario.skip.map(FieldValue.string))
        writer.write(.expectFailure, scenario.expectFailure.map(FieldValue.string))
        return writer.value
    }

    typealias Format = ScenarioFormat

    /// `value`, or `nil` when it is an empty object or array (what a key
    /// left out means).
    private static func nonEmpty(_ value: FieldValue) -> FieldValue? {
        switch value {
        case .object(let pairs) where pairs.isEmpty: nil
        case .array(let elements) where elements.isEmpty: nil
        default: value
        }
    }

    // MARK: - Scroll view and log

    /// A gesture step's `"at"` or `"section"`.
    private static func gestureStart<Key>(_ start: Step.GestureStart?, into writer: inout ObjectWriter<Key>, at: Key, section: Key) {
        switch start {
        case nil: break
        case .point(let point)?: writer.always(at, FieldValue(point))
        case .section(let index)?: writer.always(section, .int(index))
        }
    }

    private static func scrollViewValue(_ configuration: ScrollViewConfiguration) -> FieldValue {
        var writer = ObjectWriter<Format.ScrollView>()
        writer.write(.pagingEnabled, .bool(configuration.pagingEnabled))
        writer.write(.bounces, .bool(configuration.bounces))
        writer.write(.decelerationRate, configuration.decelerationRate == .fast ? "fast" : "normal")
        writer.write(.repeatedFlickAcceleration, .bool(configuration.repeatedFlickAcceleration))
        writer.write(.scrollsToTop, .bool(configuration.scrollsToTop))
        writer.write(.prefetchingEnabled, .bool(configuration.isPrefetchingEnabled))
        writer.write(.cellPreparationDistance, .double(configuration.cellPreparationDistance))
        writer.write(.prefetchDistance, .double(configuration.prefetchDistance))
        writer.write(.cellRetentionDistance, .double(configuration.cellRetentionDistance))
        return writer.value
    }

    private static func logValue(_ options: LogOptions) -> FieldValue {
        var writer = ObjectWriter<LogOptions.Key>()
        writer.write(.didScroll, .bool(options.didScroll))
        writer.write(.visible, .string(options.visible.rawValue))
        writer.write(.layout, .bool(options.layout))
        writer.write(.cells, .bool(options.cells))
        return writer.value
    }

    // MARK: - Layouts

    /// The layout object: its `type`, then every option that differs from
    /// the declared default for that type.
    public static func layout(_ configuration: LayoutConfiguration) -> FieldValue {
        switch configuration {
        case .flow(let c):
            var writer = ObjectWriter<Format.Flow>()
            writer.always(.type, .string(Format.Flow.typeName))
            lineMetrics(c, into: &writer)
            writer.write(.headerWidth, .double(c.headerWidth))
            writer.write(.footerWidth, .double(c.footerWidth))
            writer.write(.scrollDirection, .string(c.scrollDirection.rawValue))
            writer.write(.sectionHeadersPinToVisibleBounds, .bool(c.sectionHeadersPinToVisibleBounds))
            writer.write(.sectionFootersPinToVisibleBounds, .bool(c.sectionFootersPinToVisibleBounds))
            writer.write(.alignment, .string(c.alignment.rawValue))
            return writer.value
        case .waterfall(let c):
            var writer = ObjectWriter<Format.Waterfall>()
            writer.always(.type, .string(Format.Waterfall.typeName))
            writer.write(.columns, .int(c.columns))
            writer.write(.columnSpacing, .double(c.columnSpacing))
            writer.write(.itemSpacing, .double(c.itemSpacing))
            writer.write(.sectionInset, insets(c.sectionInset))
            writer.write(.headerHeight, .double(c.headerHeight))
            writer.write(.footerHeight, .double(c.footerHeight))
            writer.write(.placement, .string(c.placement.rawValue))
            writer.write(.itemWidth, .string(c.itemWidth.rawValue))
            writer.write(.cellPadding, .double(c.cellPadding))
            writer.write(.itemSize, FieldValue(c.itemSize))
            return writer.value
        case .grid(let c):
            var writer = ObjectWriter<Format.Grid>()
            writer.always(.type, .string(Format.Grid.typeName))
            writer.write(.itemSize, FieldValue(c.itemSize))
            writer.write(.cellInset, insets(c.cellInset))
            writer.write(.cellSpace, .double(c.cellSpace))
            writer.write(.headerHeight, .double(c.headerHeight))
            writer.write(.footerHeight, .double(c.footerHeight))
            return writer.value
        case .tags(let c):
            var writer = ObjectWriter<Format.Tags>()
            writer.always(.type, .string(Format.Tags.typeName))
            writer.write(.headerHeight, .double(c.headerHeight))
            writer.write(.sectionHeaderHeight, .double(c.sectionHeaderHeight))
            writer.write(.tagInnerMargin, .double(c.tagInnerMargin))
            writer.write(.itemHeight, .double(c.itemHeight))
            writer.write(.itemSpacing, .double(c.itemSpacing))
            writer.write(.lineSpacing, .double(c.lineSpacing))
            writer.write(.fontSize, .double(c.fontSize))
            return writer.value
        case .flex(let c):
            var writer = ObjectWriter<Format.Flex>()
            writer.always(.type, .string(Format.Flex.typeName))
            writer.write(.mode, .string(c.mode.rawValue))
            writer.write(.columns, .int(c.columns))
            lineMetrics(c, into: &writer)
            writer.write(.stickyHeaders, .array(c.stickyHeaders.sorted().map { .int($0) }))
            writer.write(.stackedStickyHeaders, .bool(c.stackedStickyHeaders))
            writer.write(.pagingSection, c.pagingSection.map { .int($0) })
            writer.write(.pagingOffset, FieldValue(c.pagingOffset))
            return writer.value
        case .compositional(let configuration):
            return compositional(configuration)
        case .custom(let custom):
            let typeKey = Format.Flow.type.rawValue
            var pairs: [(String, FieldValue)] = [(typeKey, .string(custom.typeName))]
            if case .object(let options) = custom.options { pairs += options.filter { $0.0 != typeKey } }
            return .object(pairs)
        }
    }

    /// The line metrics flow and flex layouts share.
    private static func lineMetrics<Key: LineMetricsKey>(_ c: some LineMetricsConfiguration, into writer: inout ObjectWriter<Key>) {
        writer.write(.itemSize, FieldValue(c.itemSize))
        writer.write(.minimumLineSpacing, .double(c.minimumLineSpacing))
        writer.write(.minimumInteritemSpacing, .double(c.minimumInteritemSpacing))
        writer.write(.sectionInset, insets(c.sectionInset))
        writer.write(.headerHeight, .double(c.headerHeight))
        writer.write(.footerHeight, .double(c.footerHeight))
    }

    // MARK: - Data

    private static func insets(_ insets: EdgeInsets) -> FieldValue {
        var writer = ObjectWriter<Format.InsetsShape>()
        writer.always(.top, .double(insets.top))
        writer.always(.left, .double(insets.left))
        writer.always(.bottom, .double(insets.bottom))
        writer.always(.right, .double(insets.right))
        return writer.value
    }

    /// A section object.
    public static func section(_ section: SectionData) -> FieldValue {
        var writer = ObjectWriter<Format.Section>()
        writer.write(.id, section.id.map(FieldValue.string))
        writer.always(.items, items(section.items))
        writer.write(.header, section.header.map(supplementary))
        writer.write(.footer, section.footer.map(supplementary))
        let o = section.overrides
        writer.write(.sectionInset, o.sectionInset.map(insets))
        writer.write(.minimumLineSpacing, o.minimumLineSpacing.map(FieldValue.double))
        writer.write(.minimumInteritemSpacing, o.minimumInteritemSpacing.map(FieldValue.double))
        writer.write(.columns, o.columns.map(FieldValue.int))
        writer.write(.mode, o.mode.map(FieldValue.string))
        writer.write(.columnSpacing, o.columnSpacing.map(FieldValue.double))
        writer.write(.itemSpacing, o.itemSpacing.map(FieldValue.double))
        return writer.value
    }

    private static func supplementary(_ size: SupplementarySize) -> FieldValue {
        var writer = ObjectWriter<Format.Supplementary>()
        writer.write(.width, size.width.map(FieldValue.double))
        writer.write(.height, size.height.map(FieldValue.double))
        return writer.value
    }

    private static func items(_ list: ItemList) -> FieldValue {
        var writer = ObjectWriter<Format.ItemList>()
        switch list {
        case .explicit(let items):
            return .array(items.map(item))
        case .uniform(let count, let size):
            writer.always(.count, .int(count))
            writer.always(.size, FieldValue(size))
        case .cycled(let count, let width, let heights):
            writer.always(.count, .int(count))
            writer.write(.width, width.map(FieldValue.double))
            writer.always(.heights, .array(heights.map { .double($0) }))
        }
        return writer.value
    }

    /// An item: its text alone as a string when it has nothing else.
    public static func item(_ item: ItemSpec) -> FieldValue {
        if let text = item.text, item.id == nil, item.width == nil, item.height == nil, item.estimatedSize == nil,
           item.extras.isEmpty, item.reuseIdentifier == ItemSpec.defaultReuseIdentifier {
            return .string(text)
        }
        var writer = ObjectWriter<Format.Item>()
        writer.write(.id, item.id.map(FieldValue.string))
        writer.write(.width, item.width.map(FieldValue.double))
        writer.write(.height, item.height.map(FieldValue.double))
        writer.write(.estimated, item.estimatedSize.map { FieldValue($0) })
        writer.write(.text, item.text.map(FieldValue.string))
        if !item.extras.isEmpty {
            writer.always(.extras, .object(item.extras.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
        }
        writer.write(.reuseIdentifier, .string(item.reuseIdentifier))
        return writer.value
    }

    // MARK: - Steps

    /// A step object: `{"action": argument}`.
    public static func step(_ step: Step) -> FieldValue {
        .object([(step.action, argument(of: step))])
    }

    private static func argument(of step: Step) -> FieldValue {
        switch step {
        case .drag(let translation, let duration, let release, let start):
            var writer = ObjectWriter<Format.Drag>()
            writer.always(.by, FieldValue(translation))
            writer.always(.duration, .double(duration))
            writer.write(.release, .string(release.rawValue))
            gestureStart(start, into: &writer, at: .at, section: .section)
            return writer.value
        case .fling(let velocity, let start):
            var writer = ObjectWriter<Format.Fling>()
            writer.always(.velocity, FieldValue(velocity))
            gestureStart(start, into: &writer, at: .at, section: .section)
            return writer.value
        case .scrollTo(let x, let y, let animated):
            var writer = ObjectWriter<Format.ScrollTo>()
            writer.write(.x, x.map(FieldValue.double))
            writer.write(.y, y.map(FieldValue.double))
            writer.write(.animated, .bool(animated))
            return writer.value
        case .scrollToItem(let indexPath, let position, let animated):
            var writer = ObjectWriter<Format.ScrollToItem>()
            writer.always(.section, .int(indexPath.section))
            writer.always(.item, .int(indexPath.item))
            writer.write(.position, .string(position.rawValue))
            writer.write(.animated, .bool(animated))
            return writer.value
        case .scrollToTop:
            return .object([])
        case .wait(let seconds):
            return .double(seconds)
        case .settle(let maxSeconds):
            var writer = ObjectWriter<Format.Settle>()
            writer.write(.maxSeconds, .double(maxSeconds))
            return writer.value
        case .swipePage(let direction, let duration):
            var writer = ObjectWriter<Format.SwipePage>()
            writer.always(.direction, .string(direction.rawValue))
            writer.write(.duration, .double(duration))
            return writer.value
        case .setPagingOffset(let offset, let animated):
            var writer = ObjectWriter<Format.SetPagingOffset>()
            writer.always(.x, .double(offset.x))
            writer.always(.y, .double(offset.y))
            writer.write(.animated, .bool(animated))
            return writer.value
        case .setStickyHeaders(let add, let remove, let removeAll):
            var writer = ObjectWriter<Format.SetStickyHeaders>()
            // The format needs one key at least: an empty `add` says "no change".
            if !add.isEmpty || (remove.isEmpty && !removeAll) { writer.always(.add, .array(add.map { .int($0) })) }
            if !remove.isEmpty { writer.always(.remove, .array(remove.map { .int($0) })) }
            writer.write(.removeAll, .bool(removeAll))
            return writer.value
        case .setStackedStickyHeaders(let stacked):
            return .bool(stacked)
        case .setViewport(let size):
            return FieldValue(size)
        case .setContentInset(let inset):
            return insets(inset)
        case .insertItems(let section, let at, let items):
            var writer = ObjectWriter<Format.InsertItems>()
            writer.always(.section, .int(section))
            if at >= 0 && at != Int.max { writer.always(.at, .int(at)) }
            // Equal items of a size (or of none) read as the step's `count`
            // form; an item with anything else (an estimate, an id) is
            // written out, as the `count` form cannot say it.
            if let first = items.first, items.count <= Limits.indicesPerStep, items.allSatisfy({ $0 == first }),
               first.text == nil, first.id == nil, first.estimatedSize == nil, first.extras.isEmpty,
               first.reuseIdentifier == ItemSpec.defaultReuseIdentifier, (first.width == nil) == (first.height == nil)
            {
                writer.always(.count, .int(items.count))
                if let width = first.width, let height = first.height {
                    writer.always(.size, FieldValue(Size(width: width, height: height)))
                }
            } else {
                writer.always(.items, .array(items.map(item)))
            }
            return writer.value
        case .deleteItems(let section, let items):
            var writer = ObjectWriter<Format.DeleteItems>()
            writer.always(.section, .int(section))
            writer.always(.items, .array(items.map { .int($0) }))
            return writer.value
        case .insertSections(let at, let sections):
            var writer = ObjectWriter<Format.InsertSections>()
            if at >= 0 && at != Int.max { writer.always(.at, .int(at)) }
            writer.always(.sections, .array(sections.map(section)))
            return writer.value
        case .deleteSections(let sections):
            var writer = ObjectWriter<Format.DeleteSections>()
            writer.always(.sections, .array(sections.map { .int($0) }))
            return writer.value
        case .reloadData(let data):
            var writer = ObjectWriter<Format.ReloadData>()
            writer.write(.sections, data.map { .array($0.sections.map(section)) })
            return writer.value
        case .switchLayout(let configuration, let animated):
            var writer = ObjectWriter<Format.SwitchLayout>()
            writer.always(.layout, layout(configuration))
            writer.write(.animated, .bool(animated))
            return writer.value
        case .apply(let snapshot):
            return diffableSnapshot(snapshot)
        }
    }

    // MARK: - Reactions

    private static func reaction(_ reaction: Reaction) -> FieldValue {
        var when: [(String, FieldValue)] = []
        if case .object(let pairs) = reaction.when.pattern { when = pairs }
        if let fromEnd = reaction.when.itemFromEnd {
            if let index = when.firstIndex(where: { $0.0 == Format.Trigger.element }), case .object(var element) = when[index].1 {
                element.append((Format.Trigger.fromEnd, .int(fromEnd)))
                when[index].1 = .object(element)
            } else {
                when.append((Format.Trigger.element, .object([(Format.Trigger.fromEnd, .int(fromEnd))])))
            }
        }
        if let condition = reaction.when.contentOffset {
            func bound(_ bound: Reaction.Bound?) -> FieldValue? {
                guard let bound else { return nil }
                var writer = ObjectWriter<Format.OffsetBound>()
                writer.write(.atLeast, bound.atLeast.map(FieldValue.double))
                writer.write(.atMost, bound.atMost.map(FieldValue.double))
                return writer.value
            }
            var writer = ObjectWriter<Format.OffsetCondition>()
            writer.write(.x, bound(condition.x))
            writer.write(.y, bound(condition.y))
            when.append((Format.Trigger.contentOffset, writer.value))
        }
        let actions: [FieldValue] = reaction.actions.map { action in
            guard case .object(let pairs) = step(action.step) else { return step(action.step) }
            return .object(action.after == 0 ? pairs : [(Format.Trigger.after, .double(action.after))] + pairs)
        }
        var writer = ObjectWriter<Format.Reaction>()
        writer.always(.when, .object(when))
        writer.always(.do, .array(actions))
        writer.write(.times, reaction.times.map(FieldValue.int) ?? .string(Format.Reaction.always))
        return writer.value
    }
}
