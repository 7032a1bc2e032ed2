/// Receives the values of an event's fields, typed, in the order of its
/// kind's `fields` (`Event.Payload.visitValues(_:)`): how the log writer
/// fills a line without building a tree per event.
///
/// A closed-set field (`action`, `reason`) is visited as its name.
public protocol EventValueVisitor {
    mutating func visit(_ value: Int)
    mutating func visit(_ value: Bool)
    mutating func visit(_ value: String)
    mutating func visit(_ value: Point)
    mutating func visit(_ value: Size)
    mutating func visit(_ value: Rect)
    mutating func visit(_ value: EdgeInsets)
    mutating func visit(_ value: DisplayedElement)
    mutating func visit(_ value: [DisplayedElement])
    /// A value given as a structure (`dataChange`'s details); `nil` for an
    /// optional field the event goes without.
    mutating func visit(_ value: FieldValue?)
    /// An index path (`{"section","item"}`).
    mutating func visit(_ value: IndexPath)
    /// A list of index paths.
    mutating func visit(_ value: [IndexPath])
    /// An optional text field (a diffable `id`); `nil` when the event goes
    /// without it.
    mutating func visitOptional(_ value: String?)
    /// An optional list of texts (`ids`); `nil` when the event goes without it.
    mutating func visitOptional(_ value: [String]?)
}

extension EventValueVisitor {
    /// Visits the index path as a structure.
    public mutating func visit(_ value: IndexPath) { visit(FieldValue(value)) }
    /// Visits the index paths as an array of structures.
    public mutating func visit(_ value: [IndexPath]) { visit(FieldValue.array(value.map(FieldValue.init))) }
    /// Visits the text, if any, as a structure.
    public mutating func visitOptional(_ value: String?) { visit(value.map(FieldValue.string)) }
    /// Visits the texts, if any, as an array of structures.
    public mutating func visitOptional(_ value: [String]?) { visit(value.map { FieldValue.array($0.map(FieldValue.string)) }) }
}

/// Builds an event's fields as key/value pairs: the names from its kind's
/// declaration, the values from the event.
struct FieldPairsBuilder: EventValueVisitor {
    private let fields: [EventField]
    private var index = 0
    private(set) var pairs: [(String, FieldValue)] = []

    init(fields: [EventField]) {
        self.fields = fields
        pairs.reserveCapacity(fields.count)
    }

    private mutating func append(_ value: FieldValue?) {
        // A payload visits exactly its kind's fields (a test checks every
        // kind); past them there is no name to give a value.
        if let value, index < fields.count { pairs.append((fields[index].name, value)) }
        index += 1
    }

    mutating func visit(_ value: Int) { append(.int(value)) }
    mutating func visit(_ value: Bool) { append(.bool(value)) }
    mutating func visit(_ value: String) { append(.string(value)) }
    mutating func visit(_ value: Point) { append(FieldValue(value)) }
    mutating func visit(_ value: Size) { append(FieldValue(value)) }
    mutating func visit(_ value: Rect) { append(FieldValue(value)) }
    mutating func visit(_ value: EdgeInsets) { append(FieldValue(value)) }
    mutating func visit(_ value: DisplayedElement) { append(FieldValue(value)) }
    mutating func visit(_ value: [DisplayedElement]) {
        append(.array(value.map { FieldValue($0) }))
    }
    mutating func visit(_ value: FieldValue?) { append(value) }
}

/// An event's field values in declaration order, read one by one as the
/// Swift types of its payload; each read is `nil` when the value is not of
/// that type.
struct EventValueList {
    private let values: [FieldValue?]
    private var index = 0

    init(_ values: [FieldValue?]) {
        self.values = values
    }

    private mutating func next() -> FieldValue? {
        defer { index += 1 }
        return index < values.count ? values[index] : nil
    }

    /// The values not read yet.
    mutating func rest() -> ArraySlice<FieldValue?> {
        defer { index = values.count }
        return values[min(index, values.count)...]
    }

    mutating func int() -> Int? { next()?.intValue }
    mutating func bool() -> Bool? {
        guard case .bool(let value)? = next() else { return nil }
        return value
    }
    mutating func string() -> String? { next()?.stringValue }
    /// An optional text field: `.some(nil)` when it is absent, `nil` when
    /// it is present but not a string.
    mutating func optionalString() -> String?? {
        guard let value = next() else { return .some(nil) }
        return value.stringValue.map { .some($0) }
    }
    /// An optional array of texts, read as `optionalString()`.
    mutating func optionalStrings() -> [String]?? {
        guard let value = next() else { return .some(nil) }
        guard case .array(let values) = value else { return nil }
        var texts: [String] = []
        texts.reserveCapacity(values.count)
        for value in values {
            guard let text = value.stringValue else { return nil }
            texts.append(text)
        }
        return .some(texts)
    }
    mutating func choice<Names: RawRepresentable>(_: Names.Type) -> Names? where Names.RawValue == String {
        next()?.stringValue.flatMap(Names.init(rawValue:))
    }
    mutating func point() -> Point? { next()?.pointValue }
    mutating func size() -> Size? { next()?.sizeValue }
    mutating func rect() -> Rect? { next()?.rectValue }
    mutating func insets() -> EdgeInsets? { next()?.insetsValue }
    mutating func element() -> DisplayedElement? { next()?.elementValue }
    mutating func indexPath() -> IndexPath? { next()?.indexPathValue }
    mutating func indexPaths() -> [IndexPath]? {
        guard case .array(let values)? = next() else { return nil }
        var paths: [IndexPath] = []
        paths.reserveCapacity(values.count)
        for value in values {
            guard let path = value.indexPathValue else { return nil }
            paths.append(path)
        }
        return paths
    }
    mutating func elements() -> [DisplayedElement]? {
        guard case .array(let values)? = next() else { return nil }
        var elements: [DisplayedElement] = []
        elements.reserveCapacity(values.count)
        for value in values {
            guard let element = value.elementValue else { return nil }
            elements.append(element)
        }
        return elements
    }
}

extension FieldValue {
    var intValue: Int? {
        guard case .int(let value) = self else { return nil }
        return value
    }

    var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    var pointValue: Point? {
        guard let x = self["x"]?.number, let y = self["y"]?.number else { return nil }
        return Point(x: x, y: y)
    }

    var sizeValue: Size? {
        guard let width = self["width"]?.number, let height = self["height"]?.number else { return nil }
        return Size(width: width, height: height)
    }

    var rectValue: Rect? {
        guard case .object(let pairs) = self, pairs.count >= 4 else { return nil }
        // Frames are written x, y, width, height: read them in place.
        if pairs[0].0 == "x", pairs[1].0 == "y", pairs[2].0 == "width", pairs[3].0 == "height",
           let x = pairs[0].1.number, let y = pairs[1].1.number, let width = pairs[2].1.number, let height = pairs[3].1.number {
            return Rect(x: x, y: y, width: width, height: height)
        }
        guard let x = self["x"]?.number, let y = self["y"]?.number, let width = self["width"]?.number,
              let height = self["height"]?.number
        else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    var insetsValue: EdgeInsets? {
        guard let top = self["top"]?.number, let left = self["left"]?.number, let bottom = self["bottom"]?.number,
              let right = self["right"]?.number
        else { return nil }
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    var indexPathValue: IndexPath? {
        guard let section = self["section"]?.intValue, let item = self["item"]?.intValue else { return nil }
        return IndexPath(item: item, section: section)
    }

    var elementValue: DisplayedElement? {
        guard let kind = self["kind"]?.stringValue, let section = self["section"]?.intValue, let item = self["item"]?.intValue,
              let frame = self["frame"]?.rectValue
        else { return nil }
        var transform: Transform3D?
        if let value = self["transform3D"] {
            guard case .array(let numbers) = value else { return nil }
            let values = numbers.compactMap(\.number)
            guard values.count == numbers.count, let made = Transform3D(values: values) else { return nil }
            transform = made
        }
        var id: String?
        if let value = self["id"] {
            guard let text = value.stringValue else { return nil }
            id = text
        }
        return DisplayedElement(element: ElementID(kind: ElementKind(rawValue: kind), indexPath: IndexPath(item: item, section: section)),
                                frame: frame, transform3D: transform, id: id)
    }
}

extension FieldValue {
    /// `{"top","left","bottom","right"}`.
    public init(_ insets: EdgeInsets) {
        self = .object([
            ("top", .double(insets.top)), ("left", .double(insets.left)),
            ("bottom", .double(insets.bottom)), ("right", .double(insets.right)),
        ])
    }
}
