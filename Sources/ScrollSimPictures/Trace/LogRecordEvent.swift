import ScrollSim
import ScrollSimJSON

/// Typed events and header values from the raw records `LogReader` yields.
///
/// One adapter between the reader's records and the exporter, until the
/// reader returns typed events itself.
enum LogRecordEvent {
    /// The header's values the trace needs.
    struct Header {
        var scenario: String
        var viewport: Size?
        var frameRate: Double?
        var contentSize: Size?
        var contentInset: EdgeInsets
    }

    static func header(_ record: FieldValue) throws(InputError) -> Header {
        var scenario = "log"
        if case .string(let name)? = record["scenario"] { scenario = name }
        let inset = record["contentInset"]
        return Header(
            scenario: scenario,
            viewport: try size(record["viewport"], "$.viewport"),
            frameRate: try number(record["frameRate"], "$.frameRate"),
            contentSize: try size(record["contentSize"], "$.contentSize"),
            contentInset: inset == nil ? .zero : EdgeInsets(
                top: try number(inset?["top"], "$.contentInset.top") ?? 0,
                left: try number(inset?["left"], "$.contentInset.left") ?? 0,
                bottom: try number(inset?["bottom"], "$.contentInset.bottom") ?? 0,
                right: try number(inset?["right"], "$.contentInset.right") ?? 0)
        )
    }

    /// The event a record holds; the reader has checked `seq`, `tick`,
    /// `time` and `type`.
    ///
    /// - Throws: `InputError` with a path inside the record for an unknown
    ///   type or a missing or mistyped field.
    static func event(_ record: FieldValue) throws(InputError) -> Event {
        guard case .int(let seq)? = record["seq"], case .int(let tick)? = record["tick"],
              let time = record["time"]?.number, case .string(let type)? = record["type"] else {
            throw InputError(location: .path("$"), message: "expected seq, tick, time and type")
        }
        return Event(seq: seq, tick: tick, time: time, payload: try payload(type, record))
    }

    private static func payload(_ type: String, _ record: FieldValue) throws(InputError) -> Event.Payload {
        switch type {
        case "step": return .step(index: try int(record, "index"), action: try string(record, "action"))
        case "didScroll": return .didScroll(offset: try point(record, "offset"))
        case "willBeginDragging": return .willBeginDragging
        case "willEndDragging":
            return .willEndDragging(velocity: try point(record, "velocity"), targetOffset: try point(record, "targetOffset"))
        case "didEndDragging": return .didEndDragging(willDecelerate: try bool(record, "willDecelerate"))
        case "willBeginDecelerating": return .willBeginDecelerating
        case "didEndDecelerating": return .didEndDecelerating
        case "didEndScrollingAnimation": return .didEndScrollingAnimation
        case "didScrollToTop": return .didScrollToTop
        case "willDisplay": return .willDisplay(try element(record["element"], "$.element"))
        case "didEndDisplaying": return .didEndDisplaying(try element(record["element"], "$.element"))
        case "stickyEnter":
            return .stickyEnter(section: try int(record, "section"), originalPoint: try point(record, "originalPoint"),
                                frame: try rect(record["frame"], "$.frame"))
        case "stickyExit": return .stickyExit(section: try int(record, "section"))
        case "visible":
            guard case .array(let values)? = record["elements"] else {
                throw InputError(location: .path("$.elements"), message: "expected an array of elements")
            }
            var elements: [DisplayedElement] = []
            for (index, value) in values.enumerated() { elements.append(try element(value, "$.elements[\(index)]")) }
            return .visible(elements)
        case "pagingOffset": return .pagingOffset(offset: try point(record, "offset"))
        case "prepare": return .prepare(reason: try string(record, "reason"))
        case "invalidate": return .invalidate(offsetOnly: try bool(record, "offsetOnly"))
        case "dataChange":
            guard case .object(let pairs) = record else { return .dataChange(action: "", details: []) }
            let details = pairs.filter { !["seq", "tick", "time", "type", "action"].contains($0.0) }
            return .dataChange(action: try string(record, "action"), details: details)
        case "layoutSwitch": return .layoutSwitch(layout: try string(record, "layout"), animated: try bool(record, "animated"))
        case "viewportChange": return .viewportChange(size: try requiredSize(record, "size"))
        case "contentSizeChange": return .contentSizeChange(size: try requiredSize(record, "size"))
        case "contentInsetChange":
            let inset = record["inset"]
            return .contentInsetChange(inset: EdgeInsets(
                top: try number(inset?["top"], "$.inset.top") ?? 0, left: try number(inset?["left"], "$.inset.left") ?? 0,
                bottom: try number(inset?["bottom"], "$.inset.bottom") ?? 0, right: try number(inset?["right"], "$.inset.right") ?? 0))
        default:
            throw InputError(location: .path("$.type"), message: "unknown event type \"\(type)\"")
        }
    }

    // MARK: - Fields

    private static func int(_ record: FieldValue, _ key: String) throws(InputError) -> Int {
        guard case .int(let value)? = record[key] else {
            throw InputError(location: .path("$.\(key)"), message: "expected an integer")
        }
        return value
    }

    private static func string(_ record: FieldValue, _ key: String) throws(InputError) -> String {
        guard case .string(let value)? = record[key] else {
            throw InputError(location: .path("$.\(key)"), message: "expected a string")
        }
        return value
    }

    private static func bool(_ record: FieldValue, _ key: String) throws(InputError) -> Bool {
        guard case .bool(let value)? = record[key] else {
            throw InputError(location: .path("$.\(key)"), message: "expected true or false")
        }
        return value
    }

    private static func number(_ value: FieldValue?, _ path: String) throws(InputError) -> Double? {
        guard let value else { return nil }
        guard let number = value.number else { throw InputError(location: .path(path), message: "expected a number") }
        return number
    }

    private static func requiredNumber(_ value: FieldValue?, _ path: String) throws(InputError) -> Double {
        guard let number = try number(value, path) else { throw InputError(location: .path(path), message: "expected a number") }
        return number
    }

    private static func point(_ record: FieldValue, _ key: String) throws(InputError) -> Point {
        let value = record[key]
        return Point(x: try requiredNumber(value?["x"], "$.\(key).x"), y: try requiredNumber(value?["y"], "$.\(key).y"))
    }

    private static func size(_ value: FieldValue?, _ path: String) throws(InputError) -> Size? {
        guard let value else { return nil }
        return Size(width: try requiredNumber(value["width"], "\(path).width"),
                    height: try requiredNumber(value["height"], "\(path).height"))
    }

    private static func requiredSize(_ record: FieldValue, _ key: String) throws(InputError) -> Size {
        guard let size = try size(record[key], "$.\(key)") else {
            throw InputError(location: .path("$.\(key)"), message: "expected {width, height}")
        }
        return size
    }

    private static func rect(_ value: FieldValue?, _ path: String) throws(InputError) -> Rect {
        Rect(x: try requiredNumber(value?["x"], "\(path).x"), y: try requiredNumber(value?["y"], "\(path).y"),
             width: try requiredNumber(value?["width"], "\(path).width"),
             height: try requiredNumber(value?["height"], "\(path).height"))
    }

    private static func element(_ value: FieldValue?, _ path: String) throws(InputError) -> DisplayedElement {
        guard case .string(let kind)? = value?["kind"], case .int(let section)? = value?["section"],
              case .int(let item)? = value?["item"] else {
            throw InputError(location: .path(path), message: "expected an element {kind, section, item, frame}")
        }
        return DisplayedElement(
            element: ElementID(kind: ElementKind(rawValue: kind), indexPath: IndexPath(item: item, section: section)),
            frame: try rect(value?["frame"], "\(path).frame"))
    }
}
