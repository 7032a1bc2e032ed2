/// What is on screen, as the delegate was told: the displayed elements,
/// the pinned sticky headers, and the exits a data change owes.
///
/// The displayed set is always every `willDisplay` minus every
/// `didEndDisplaying` of the log; pinned sections likewise with
/// `stickyEnter` and `stickyExit`.
struct DisplayTracker {
    /// The elements on screen, in canonical order, with their frames.
    private(set) var displayed: [DisplayedElement] = []
    /// The sections whose header is pinned, ascending.
    private(set) var pinnedSections: [Int] = []
    /// Elements a data change removed: they end displaying on the next pass.
    private var pendingLeft: [DisplayedElement] = []
    /// Pinned sections a data change removed: they exit on the next pass.
    private var pendingStickyExits: [Int] = []

    /// The display callbacks for the elements of `attributes` that meet
    /// `rect`, and whether the visible set changed: an element entered or
    /// left, or one moved (pinned headers aside).
    ///
    /// `identifier` gives each element's diffable id, when the data has ids.
    mutating func update(
        with attributes: [LayoutAttributes], in rect: Rect, identifier: ((ElementID) -> String?)? = nil
    ) -> (events: [Event.Payload], changed: Bool) {
        var now: [DisplayedElement] = []
        now.reserveCapacity(attributes.count)
        for index in attributes.indices where attributes[index].frame.intersects(rect) {
            let element = attributes[index].element
            now.append(DisplayedElement(element: element, frame: attributes[index].frame,
                                        transform3D: attributes[index].transform3D, id: identifier?(element)))
        }
        now.sort { $0.element < $1.element }
        return update(showing: now)
    }

    /// The display callbacks for showing `now` (in canonical order), and
    /// whether the visible set changed: an element entered or left, or one
    /// moved (pinned headers aside).
    mutating func update(showing now: [DisplayedElement]) -> (events: [Event.Payload], changed: Bool) {
        let diff = VisibleSetDiff(from: displayed, to: now, pinnedSections: pinnedSections)
        displayed = now
        var left = diff.left
        if !pendingLeft.isEmpty {
            left = (pendingLeft + left).sorted { $0.element < $1.element }
            pendingLeft = []
        }
        var events: [Event.Payload] = []
        if !left.isEmpty || !diff.entered.isEmpty {
            events.reserveCapacity(left.count + diff.entered.count)
            for shown in left { events.append(.didEndDisplaying(shown)) }
            for shown in diff.entered { events.append(.willDisplay(shown)) }
        }
        // A frame that moved with the set unchanged (a self-sizing cell
        // above, an orthogonal section's scroll, a data change) changes
        // what is on screen too: a `visible` event tells the new frames.
        return (events, !diff.isEmpty || !left.isEmpty || diff.moved)
    }

    /// The sticky transitions to `pinned` (the layout's pinned headers, or
    /// `nil` for a layout without sticky headers), counting only headers
    /// that meet `rect`: exits before enters.
    mutating func stickyTransitions(to pinned: [PinnedHeader]?, in rect: Rect) -> [Event.Payload] {
        var events: [Event.Payload] = pendingStickyExits.map { .stickyExit(section: $0) }
        pendingStickyExits = []
        guard let pinned else {
            events += pinnedSections.map { .stickyExit(section: $0) }
            pinnedSections = []
            return events
        }
        var now: [PinnedHeader] = []
        now.reserveCapacity(pinned.count)
        var sorted = true
        for header in pinned where header.frame.intersects(rect) {
            if let last = now.last, header.section < last.section { sorted = false }
            now.append(header)
        }
        // Skipped when nothing is pinned before or now (most ticks of most
        // layouts).
        guard !now.isEmpty || !pinnedSections.isEmpty else { return events }
        if !sorted { now.sort { $0.section < $1.section } }
        // The same sections pinned as before (most ticks while stacked
        // headers are pinned): nothing enters or exits.
        if now.count == pinnedSections.count && now.indices.allSatisfy({ now[$0].section == pinnedSections[$0] }) {
            return events
        }
        for section in pinnedSections where !now.contains(where: { $0.section == section }) {
            events.append(.stickyExit(section: section))
        }
        for header in now where !pinnedSections.contains(header.section) {
            events.append(.stickyEnter(section: header.section, originalPoint: header.originalPoint, frame: header.frame))
        }
        pinnedSections = now.map(\.section)
        return events
    }

    /// Carries the display over a data change. An element whose index path
    /// now names other content (`newElement` maps it elsewhere, or to
    /// `nil`) ends displaying under its old path on the next pass, and
    /// whatever is visible at a path afterwards is displayed anew;
    /// untouched elements stay. Pinned headers of changed sections exit
    /// likewise.
    mutating func carry(through newElement: (ElementID) -> ElementID?) {
        var kept: [DisplayedElement] = []
        kept.reserveCapacity(displayed.count)
        for shown in displayed {
            if newElement(shown.element) == shown.element {
                kept.append(shown)
            } else {
                pendingLeft.append(shown)
            }
        }
        displayed = kept
        var pinned: [Int] = []
        for section in pinnedSections {
            let header = ElementID.supplementary(.header, section: section)
            if newElement(header) == header {
                pinned.append(section)
            } else {
                pendingStickyExits.append(section)
            }
        }
        pinnedSections = pinned
    }
}
