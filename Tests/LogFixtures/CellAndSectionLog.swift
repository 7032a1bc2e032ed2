extension LogFixtures {
    public static func item(_ section: Int, _ item: Int) -> String { #"{"section":\#(section),"item":\#(item)}"# }
    public static func items(_ list: [(Int, Int)]) -> String { #""items":["# + list.map { item($0.0, $0.1) }.joined(separator: ",") + "]" }
    public static func request(_ section: Int, _ index: Int, reused: Bool) -> String {
        #""item":\#(item(section, index)),"reuseIdentifier":"cell","reused":\#(reused)"#
    }

    /// A log of cell events (`log.cells`) and orthogonal-section events,
    /// written by hand, with what each event does to the figures the log
    /// tools report. frameRate 10 (time = tick / 10), 20 ticks: the log
    /// ends at 1.9 s.
    ///
    /// Cells: 4 requests, 2 created (0.0, 0.3), 2 reused (0.4, 0.5): ratio
    /// 0.5; 1 enqueued. Prefetches: 3 calls, 5 items (0.3, 0.4, 0.5, 0.6,
    /// 1.0); used 3 (0.3 and 0.4 requested, 0.6 displayed); never shown 2
    /// (0.5 cancelled first, 1.0 waiting at the end); 2 items cancelled;
    /// lead times 0.3, 0.4, 0.6 s. Size resolutions 2, adjustment (0, 20).
    /// Section 2: 350 pt, 2 drags, 1 deceleration, rests (290, 0) and
    /// (250, 0); section 4: 10 pt.
    public static let cellsAndSections = log([
        event(0, tick: 0, "prefetch", items([(0, 3), (0, 4), (0, 5)])),         // waiting: 0.3, 0.4, 0.5 since 0 s
        event(1, tick: 1, "cellRequest", request(0, 0, reused: false)),          // created 1
        event(2, tick: 1, "willDisplay", element("cell", 0, 0)),               // not prefetched: no lead time
        event(3, tick: 2, "cellRequest", request(0, 3, reused: false)),          // created 2; 0.3 used
        event(4, tick: 3, "willDisplay", element("cell", 0, 3)),               // lead 0.3 − 0 = 0.3 s
        event(5, tick: 4, "prefetch", items([(0, 4), (0, 6)])),                  // 0.4 already waiting; 0.6 since 0.4 s
        event(6, tick: 5, "didEndDisplaying", element("cell", 0, 0)),
        event(7, tick: 5, "cellEnqueue", #""item":\#(item(0, 0)),"reuseIdentifier":"cell""#),
        event(8, tick: 6, "cellRequest", request(0, 4, reused: true)),           // reused 1; 0.4 used
        event(9, tick: 6, "willDisplay", element("cell", 0, 4)),               // lead 0.6 − 0 = 0.6 s
        event(10, tick: 7, "cancelPrefetch", items([(0, 5), (0, 9)])),           // 0.5 cancelled first; 0.9 was not waiting
        event(11, tick: 8, "willDisplay", element("cell", 0, 6)),              // used without a request; lead 0.8 − 0.4 = 0.4 s
        event(12, tick: 9, "prefetch", items([(1, 0)])),                         // 1.0 never used: waiting at the end
        event(13, tick: 10, "sizeResolved",
                #""item":\#(item(0, 6)),"estimated":{"width":100,"height":50},"size":{"width":100,"height":80},"offsetAdjustment":{"x":0,"y":30}"#),
        event(14, tick: 11, "sizeResolved",
                #""item":\#(item(0, 7)),"estimated":{"width":100,"height":50},"size":{"width":100,"height":40},"offsetAdjustment":{"x":0,"y":-10}"#),
        event(15, tick: 12, "cellRequest", request(0, 5, reused: true)),         // reused 2; 0.5 no longer waiting
        event(16, tick: 13, "sectionWillBeginDragging", #""section":2"#),
        event(17, tick: 13, "sectionDidScroll", #""section":2,"offset":{"x":30,"y":0}"#),   // 30 from (0, 0)
        event(18, tick: 14, "sectionDidScroll", #""section":2,"offset":{"x":80,"y":0}"#),   // +50 = 80
        event(19, tick: 14, "sectionWillEndDragging", #""section":2,"velocity":{"x":500,"y":0},"targetOffset":{"x":300,"y":0}"#),
        event(20, tick: 14, "sectionDidEndDragging", #""section":2,"willDecelerate":true"#),
        event(21, tick: 14, "sectionWillBeginDecelerating", #""section":2"#),
        event(22, tick: 15, "sectionDidScroll", #""section":2,"offset":{"x":300,"y":0}"#),  // +220 = 300
        event(23, tick: 16, "sectionDidScroll", #""section":2,"offset":{"x":290,"y":0}"#),  // +10 = 310
        event(24, tick: 16, "sectionDidEndDecelerating", #""section":2"#),                  // rest (290, 0)
        event(25, tick: 17, "sectionWillBeginDragging", #""section":2"#),
        event(26, tick: 17, "sectionDidScroll", #""section":2,"offset":{"x":250,"y":0}"#),  // +40 = 350
        event(27, tick: 17, "sectionDidEndDragging", #""section":2,"willDecelerate":false"#), // rest (250, 0)
        event(28, tick: 18, "sectionDidScroll", #""section":4,"offset":{"x":10,"y":0}"#),   // section 4: 10
    ], ticks: 20)
}
