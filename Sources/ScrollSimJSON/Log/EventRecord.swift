import ScrollSim

/// Reading an event line's object back into the typed `Event` the
/// simulator produced: the inverse of `Event.fields`, so that a log read
/// back equals the events written (`docs/log-tools.md`, "Events").
///
/// Every field the event type has must be present with the right JSON
/// type; fields the type does not have are errors, except in `dataChange`,
/// whose details vary with the action and are kept as they are.
enum EventRecord {
    /// A field of a log line that is missing or has the wrong type; the
    /// reader adds the file and line.
    struct Problem: Error {
        /// The JSON path inside the line (`$.element.frame.x`).
        var path: String
        var message: String
    }

    /// The event `record` holds; `record` has passed the reader's common
    /// checks (`seq`, `tick`, `time`, `type`).
    static func event(from record: FieldValue) throws(Problem) -> Event {
        guard case .object(let pairs) = record,
              case .int(let seq)? = record["seq"], case .int(let tick)? = record["tick"],
              let time = record["time"]?.number, case .string(let type)? = record["type"]
        else { throw Problem(path: "$", message: "expected an event object") }
        let fields = Fields(pairs: pairs)
        let payload = try self.payload(type, fields)
        if type != "dataChange", let allowed = allowedFields[type] { try fields.checkNoOthers(besides: allowed) }
        return Event(seq: seq, tick: tick, time: time, payload: payload)
    }

    /// The fields each event type may have, common ones included.
    private static let allowedFields: [String: Set<String>] = Dictionary(
        uniqueKeysWithValues: EventVocabulary.types.map { ($0.type, Set(EventVocabulary.commonFields + $0.fields)) })

    private static func payload(_ type: String, _ fields: Fields) throws(Problem) -> Event.Payload {
        switch type {
        case "step": return .step(index: try fields.int("index"), action: try fields.string("action"))
        case "didScroll": return .didScroll(offset: try fields.point("offset"))
        case "willBeginDragging": return .willBeginDragging
        case "willEndDragging":
            return .willEndDragging(velocity: try fields.point("velocity"), targetOffset: try fields.point("targetOffset"))
        case "didEndDragging": return .didEndDragging(willDecelerate: try fields.bool("willDecelerate"))
        case "willBeginDecelerating": return .willBeginDecelerating
        case "didEndDecelerating": return .didEndDecelerating
        case "didEndScrollingAnimation": return .didEndScrollingAnimation
        case "didScrollToTop": return .didScrollToTop
        case "willDisplay": return .willDisplay(try fields.element("element"))
        case "didEndDisplaying": return .didEndDisplaying(try fields.element("element"))
        case "stickyEnter":
            return .stickyEnter(section: try fields.int("section"), originalPoint: try fields.point("originalPoint"),
                                frame: try fields.rect("frame"))
        case "stickyExit": return .stickyExit(section: try fields.int("section"))
        case "visible": return .visible(try fields.elements("elements"))
        case "pagingOffset": return .pagingOffset(offset: try fields.point("offset"))
        case "prepare": return .prepare(reason: try fields.string("reason"))
        case "invalidate": return .invalidate(offsetOnly: try fields.bool("offsetOnly"))
        case "dataChange":
            let details = fields.pairs.filter { !EventVocabulary.commonFields.contains($0.0) && $0.0 != "action" }
            return .dataChange(action: try fields.string("action"), details: details)
        case "layoutSwitch": return .layoutSwitch(layout: try fields.string("layout"), animated: try fields.bool("animated"))
        case "viewportChange": return .viewportChange(size: try fields.size("size"))
        case "contentSizeChange": return .contentSizeChange(size: try fields.size("size"))
        case "contentInsetChange": return .contentInsetChange(inset: try fields.insets("inset"))
        default:
            var message = "unknown event type \"\(type)\""
            if let nearest = Spelling.nearest(to: type, among: EventVocabulary.typeNames) {
                message += "; did you mean \"\(nearest)\"?"
            }
            throw Problem(path: "$.type", message: message)
        }
    }
}

/// Typed access to the fields of one JSON object, each failure naming the
/// field's path.
struct Fields {
    let pairs: [(String, FieldValue)]
    var path = "$"

    init(pairs: [(String, FieldValue)], path: String = "$") {
        self.pairs = pairs
        self.path = path
    }

    private func value(_ key: String) throws(EventRecord.Problem) -> FieldValue {
        guard let value = pairs.first(where: { $0.0 == key })?.1 else {
            throw EventRecord.Problem(path: path, message: "missing field \"\(key)\"")
        }
        return value
    }

    private func wrong(_ key: String, _ expected: String, _ found: FieldValue) -> EventRecord.Problem {
        EventRecord.Problem(path: "\(path).\(key)", message: "expected \(expected), found \(found.typeName)")
    }

    func int(_ key: String) throws(EventRecord.Problem) -> Int {
        let value = try value(key)
        guard case .int(let int) = value else { throw wrong(key, "an integer", value) }
        return int
    }

    func double(_ key: String) throws(EventRecord.Problem) -> Double {
        let value = try value(key)
        guard let number = value.number else { throw wrong(key, "a number", value) }
        return number
    }

    func bool(_ key: String) throws(EventRecord.Problem) -> Bool {
        let value = try value(key)
        guard case .bool(let bool) = value else { throw wrong(key, "true or false", value) }
        return bool
    }

    func string(_ key: String) throws(EventRecord.Problem) -> String {
        let value = try value(key)
        guard case .string(let string) = value else { throw wrong(key, "a string", value) }
        return string
    }

    func object(_ key: String) throws(EventRecord.Problem) -> Fields {
        let value = try value(key)
        guard case .object(let pairs) = value else { throw wrong(key, "an object", value) }
        return Fields(pairs: pairs, path: "\(path).\(key)")
    }

    func point(_ key: String) throws(EventRecord.Problem) -> Point {
        let object = try object(key)
        return Point(x: try object.double("x"), y: try object.double("y"))
    }

    func size(_ key: String) throws(EventRecord.Problem) -> Size {
        let object = try object(key)
        return Size(width: try object.double("width"), height: try object.double("height"))
    }

    func rect(_ key: String) throws(EventRecord.Problem) -> Rect {
        let object = try object(key)
        return Rect(x: try object.double("x"), y: try object.double("y"),
                    width: try object.double("width"), height: try object.double("height"))
    }

    func insets(_ key: String) throws(EventRecord.Problem) -> EdgeInsets {
        let object = try object(key)
        return EdgeInsets(top: try object.double("top"), left: try object.double("left"),
                          bottom: try object.double("bottom"), right: try object.double("right"))
    }

    func element(_ key: String) throws(EventRecord.Problem) -> DisplayedElement {
        try Self.displayed(try object(key))
    }

    func elements(_ key: String) throws(EventRecord.Problem) -> [DisplayedElement] {
        let value = try value(key)
        guard case .array(let values) = value else { throw wrong(key, "an array", value) }
        var elements: [DisplayedElement] = []
        elements.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            let elementPath = "\(path).\(key)[\(index)]"
            guard case .object(let pairs) = value else {
                throw EventRecord.Problem(path: elementPath, message: "expected an object, found \(value.typeName)")
            }
            elements.append(try Self.displayed(Fields(pairs: pairs, path: elementPath)))
        }
        return elements
    }

    private static func displayed(_ object: Fields) throws(EventRecord.Problem) -> DisplayedElement {
        let id = ElementID(kind: ElementKind(rawValue: try object.string("kind")),
                           indexPath: IndexPath(item: try object.int("item"), section: try object.int("section")))
        return DisplayedElement(element: id, frame: try object.rect("frame"))
    }

    /// Fails on the first key not among `known`.
    func checkNoOthers(besides known: Set<String>) throws(EventRecord.Problem) {
        for (key, _) in pairs where !known.contains(key) {
            throw EventRecord.Problem(path: "\(path).\(key)", message: "unknown field \"\(key)\" for this event type")
        }
    }
}
