import ScrollSim
import Testing

@Suite("FlexLayout: seed 002")
struct FlexLayoutTests {
    /// The feed: section 0 header 100 + one 375×120 item; section 1 header
    /// 40 + eight 375×110 items; section 2 an empty section with a 50 header
    /// (the category bar); section 3 header 30 + a 2-column waterfall.
    /// Spacings 0. Natural: s0 header 0…100, item 100…220; s1 header
    /// 220…260, items 260…1140; s2 header 1140…1190; s3 header 1190…1220.
    func feed(stacked: Bool = true, sticky: Set<Int> = [0, 2], paging: Int? = nil) -> FlexLayout {
        let configuration = FlexLayoutConfiguration(
            minimumLineSpacing: 0, minimumInteritemSpacing: 0, stickyHeaders: sticky,
            stackedStickyHeaders: stacked, pagingSection: paging)
        var waterfall = SectionOverrides()
        waterfall.mode = "waterfall"
        waterfall.columns = 2
        return prepared(FlexLayout(configuration: configuration), [
            section([(375, 120)], header: 100),
            SectionData(items: .uniform(count: 8, size: Size(width: 375, height: 110)), header: SupplementarySize(height: 40)),
            SectionData(items: .explicit([]), header: SupplementarySize(height: 50)),
            SectionData(items: .cycled(count: 100, width: 187.5, heights: [227, 252]), header: SupplementarySize(height: 30),
                        overrides: waterfall),
        ])
    }

    func header(_ layout: FlexLayout, _ section: Int) -> LayoutAttributes? {
        layout.layoutAttributesForSupplementaryView(ofKind: .header, at: IndexPath(item: 0, section: section))
    }

    @Test("stacked: a pinned header stays; the next sticky header stacks below it")
    func stacked() {
        let layout = feed()
        // top = 500: header 0: y = max(0, 500 + 0) = 500, pinned; header 2: max(1140, 500 + 100) = 1140, not pinned.
        scroll(layout, to: Rect(x: 0, y: 500, width: 375, height: 667))
        #expect(header(layout, 0)?.frame == Rect(x: 0, y: 500, width: 375, height: 100))
        #expect(header(layout, 0)?.zIndex == 1024)
        #expect(header(layout, 2)?.frame.minY == 1140)
        #expect(header(layout, 2)?.zIndex == 0)
        // top = 1100: header 0 at 1100; header 2: max(1140, 1100 + 100) = 1200, pinned (empty section), zIndex 1026.
        scroll(layout, to: Rect(x: 0, y: 1100, width: 375, height: 667))
        #expect(header(layout, 0)?.frame.minY == 1100)
        #expect(header(layout, 2)?.frame == Rect(x: 0, y: 1200, width: 375, height: 50))
        #expect(header(layout, 2)?.zIndex == 1026)
        #expect(layout.pinnedHeaders == [
            PinnedHeader(section: 0, originalPoint: Point(x: 0, y: 0), frame: Rect(x: 0, y: 1100, width: 375, height: 100)),
            PinnedHeader(section: 2, originalPoint: Point(x: 0, y: 1140), frame: Rect(x: 0, y: 1200, width: 375, height: 50)),
        ])
        // Section 1's header is not sticky: it stays at 220.
        #expect(header(layout, 1)?.frame.minY == 220)
    }

    @Test("non-stacked: the header leaves with its section; an empty section's header never pins")
    func nonStacked() {
        let layout = feed(stacked: false)
        scroll(layout, to: Rect(x: 0, y: 100, width: 375, height: 667))
        // y = min(max(100, 0), sectionEnd 220 − 100) = 100.
        #expect(header(layout, 0)?.frame.minY == 100)
        scroll(layout, to: Rect(x: 0, y: 150, width: 375, height: 667))
        // y = min(150, 120) = 120: pushed up by the section's end, still pinned.
        #expect(header(layout, 0)?.frame.minY == 120)
        #expect(header(layout, 0)?.zIndex == 1024)
        scroll(layout, to: Rect(x: 0, y: 1150, width: 375, height: 667))
        #expect(header(layout, 2)?.frame.minY == 1140)
        #expect(header(layout, 2)?.zIndex == 0)
        #expect(layout.pinnedHeaders.isEmpty)
    }

    @Test("paging shifts every frame of the paged sections, pinned headers included")
    func paging() {
        let layout = feed(sticky: [0, 3], paging: 3)
        let visible = Rect(x: 0, y: 1150, width: 375, height: 667)
        scroll(layout, to: visible)
        let before = layout.layoutAttributesForElements(in: visible)
        #expect(before.contains { $0.element == .cell(0, section: 3) })
        layout.pagingOffset = Point(x: -375, y: 0)
        let after = layout.layoutAttributesForElements(in: visible)
        // Section 3 moved left by a whole viewport: nothing of it is visible.
        #expect(!after.contains { $0.element.section == 3 })
        // Section 3's header, stacked under header 0 at 1150 + 100 = 1250 > 1190, is pinned and shifted.
        let shifted = layout.layoutAttributesForElements(in: visible.offsetBy(dx: -375, dy: 0))
        let header3 = shifted.first { $0.element == .supplementary(.header, section: 3) }
        #expect(header3?.frame == Rect(x: -375, y: 1250, width: 375, height: 30))
        #expect(header3?.zIndex == 1027)
    }

    @Test("waterfall sections: interitem spacing between columns, line spacing in a column, own widths")
    func waterfallSection() {
        // cw = (375 − 10 − 10 − 10)/2 = 172.5; columns at x 10 and 192.5.
        // Heights 100, 50, 30, 40: item 0 → column 0 (tie: leftmost) y 10; bottoms 115 | 10.
        // item 1 → column 1 y 10 → 65; item 2 → column 1 y 65 → 100; item 3 → column 1 y 100 → 145.
        // Section ends at max(115, 145) − 5 + inset 10 = 150.
        var overrides = SectionOverrides()
        overrides.mode = "waterfall"
        overrides.columns = 2
        let configuration = FlexLayoutConfiguration(minimumLineSpacing: 5, minimumInteritemSpacing: 10,
                                                    sectionInset: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        let layout = prepared(FlexLayout(configuration: configuration),
                              [section([(100, 100), (100, 50), (100, 30), (100, 40)], overrides: overrides)])
        let f = frames(layout)
        #expect(f[.cell(0, section: 0)] == Rect(x: 10, y: 10, width: 100, height: 100))
        #expect(f[.cell(1, section: 0)] == Rect(x: 192.5, y: 10, width: 100, height: 50))
        #expect(f[.cell(2, section: 0)] == Rect(x: 192.5, y: 65, width: 100, height: 30))
        #expect(f[.cell(3, section: 0)] == Rect(x: 192.5, y: 100, width: 100, height: 40))
        #expect(layout.contentSize.height == 150)
    }

    @Test("flow sections: left-aligned, top-aligned rows, one gap per pair, inset bottom kept")
    func flowSection() {
        // Row 1: 100 + 10 + 100 = 210; + 10 + 300 > 375 → wrap. Items top-aligned at y 5, x 0 and 110.
        // Row 2 at 5 + 80 + 10 = 95. Section: 5 + 80 + 10 + 20 + 7 = 122.
        let configuration = FlexLayoutConfiguration(sectionInset: EdgeInsets(top: 5, bottom: 7))
        let layout = prepared(FlexLayout(configuration: configuration), [section([(100, 40), (100, 80), (300, 20)])])
        let f = frames(layout)
        #expect(f[.cell(0, section: 0)] == Rect(x: 0, y: 5, width: 100, height: 40))
        #expect(f[.cell(1, section: 0)] == Rect(x: 110, y: 5, width: 100, height: 80))
        #expect(f[.cell(2, section: 0)] == Rect(x: 0, y: 95, width: 300, height: 20))
        #expect(layout.contentSize.height == 122)
    }

    @Test("sticky changes and scrolling are offset-only; a layout without sticky headers does not invalidate")
    func invalidation() {
        let layout = feed()
        let moved = Rect(x: 0, y: 10, width: 375, height: 667)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: moved))
        #expect(layout.invalidationContext(forBoundsChange: moved).isOffsetOnly)
        layout.stickySections = []
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: moved))
        // Re-adding a sticky header needs no prepare: the pinned frame follows at once.
        layout.stickySections = [1]
        scroll(layout, to: Rect(x: 0, y: 300, width: 375, height: 667))
        #expect(header(layout, 1)?.frame.minY == 300)
        layout.stackedStickyHeaders = false
        #expect(header(layout, 1)?.frame.minY == 300)
    }

    @Test("in the simulator, scrolling a sticky feed never prepares again, and stickyEnter carries the natural origin")
    func simulatorOffsetOnly() throws {
        var events: [Event] = []
        // Sections 0–2 of the feed: sticky header 0 (0…100) and the empty section 2.
        let layout = feed()
        let data = CollectionData(sections: [
            section([(375, 120)], header: 100),
            SectionData(items: .uniform(count: 8, size: Size(width: 375, height: 110)), header: SupplementarySize(height: 40)),
            SectionData(items: .explicit([]), header: SupplementarySize(height: 50)),
        ])
        let running = Simulator(
            configuration: SimulatorConfiguration(viewport: Size(width: 375, height: 667), log: LogOptions(layout: true)),
            layout: layout, data: data) { events.append($0) }
        running.start()
        try running.perform(.scrollTo(x: nil, y: 300, animated: true))
        #expect(events.filter { $0.type == "prepare" }.count == 1)  // the initial one only
        let invalidations = events.compactMap { event -> Bool? in
            if case .invalidate(let offsetOnly) = event.payload { return offsetOnly } else { return nil }
        }
        #expect(!invalidations.isEmpty && invalidations.allSatisfy { $0 })
        let entered = events.compactMap { event -> (Int, Point)? in
            if case .stickyEnter(let section, let origin, _) = event.payload { return (section, origin) } else { return nil }
        }
        // Header 0 (natural origin (0, 0)) pins on the first tick that scrolls.
        #expect(entered.first?.0 == 0)
        #expect(entered.first?.1 == Point(x: 0, y: 0))
    }
}
