internal import CJSONC
import ScrollSim

/// One json-c object per event kind, built from the kind's declaration
/// (`EventKind.fields`) with its keys in log order and updated in place for
/// each event: what `LogWriter` serialises, without building and freeing a
/// tree per line.
///
/// The bytes are those of `JSONWriter.string(event.fields)`. A kind with
/// alternative-typed fields, or optional fields other than trailing texts
/// (`dataChange`, whose fields vary with the change), has no template: its
/// lines are written as a tree. Trailing optional texts (the diffable `id`
/// and `ids` of cell events) are members added while an event has them.
struct EventLineObjects: ~Copyable {
    /// The template of each kind, by ordinal; `nil` for kinds written as trees.
    private let templates: [EventLineTemplate?]

    /// The element objects of `visible` lines, reused: `visible`'s array
    /// holds the first `count` of them, each with a reference of its own.
    private var visibleElements = ElementObjectPool()
    /// The index path objects of `prefetch` and `cancelPrefetch` lines,
    /// reused the same way (each array holds the first of them).
    private var indexPathObjects = IndexPathObjectPool()

    init() {
        templates = EventKind.allCases.map(EventLineTemplate.init(kind:))
    }

    /// How many element objects `visible` lines hold: as many as the
    /// longest list so far.
    var pooledElementCount: Int { visibleElements.count }

    /// The object of `event`'s line with `event`'s values, borrowed until
    /// the next call; nil for a kind without a template (`dataChange`).
    mutating func object(for event: Event) -> OpaquePointer? {
        guard let template = templates[event.payload.kind.ordinal] else { return nil }
        if setCommonKind(event.payload, slots: template.slots) { return template.stamped(event) }
        var setter = FieldSlotSetter(slots: template.slots)
        event.payload.visitValues(&setter)
        guard setter.isComplete else { return nil }
        if let elements = setter.elements, let array = setter.elementsArray {
            visibleElements.fill(array, with: elements)
        }
        if let paths = setter.indexPaths, let array = setter.indexPathsArray {
            indexPathObjects.fill(array, with: paths)
        }
        return template.stamped(event)
    }

    /// Sets `slots` from `payload` directly when it is of a kind most lines
    /// have (scrolling, display, sticky, layout events): what the generic
    /// `FieldSlotSetter` does, without a visitor call and a slot copy per
    /// field. Returns `false`, having set nothing, for the other kinds and
    /// for slots not of the kind's declared types, which the setter handles.
    private mutating func setCommonKind(_ payload: Event.Payload, slots: [FieldSlot]) -> Bool {
        switch payload {
        case .didScroll(let offset), .pagingOffset(let offset):
            guard slots.count == 1, case .point(let slot) = slots[0] else { return false }
            slot.set(offset)
        case .willDisplay(let shown), .didEndDisplaying(let shown):
            guard slots.count == 1, case .element(let slot) = slots[0] else { return false }
            slot.set(shown)
        case .visible(let elements):
            guard slots.count == 1, case .elements(let array) = slots[0] else { return false }
            visibleElements.fill(array, with: elements)
        case .stickyEnter(let section, let originalPoint, let frame):
            guard slots.count == 3, case .int(let sectionSlot) = slots[0], case .point(let pointSlot) = slots[1],
                  case .rect(let frameSlot) = slots[2] else { return false }
            sectionSlot.set(section)
            pointSlot.set(originalPoint)
            frameSlot.set(frame)
        case .stickyExit(let section):
            guard slots.count == 1, case .int(let slot) = slots[0] else { return false }
            slot.set(section)
        case .prepare(let reason):
            guard slots.count == 1, case .string(let slot) = slots[0] else { return false }
            slot.set(reason.rawValue)
        case .invalidate(let offsetOnly):
            guard slots.count == 1, case .bool(let slot) = slots[0] else { return false }
            slot.set(offsetOnly)
        case .willBeginDragging, .willBeginDecelerating, .didEndDecelerating, .didEndScrollingAnimation, .didScrollToTop:
            guard slots.isEmpty else { return false }
        default:
            return false
        }
        return true
    }
}

/// The json-c slot of one field of a line template.
enum FieldSlot {
    case int(JSONIntSlot)
    case bool(JSONBoolSlot)
    case string(JSONStringSlot)
    case point(PointSlots)
    case size(SizeSlots)
    case rect(RectSlots)
    case insets(EdgeInsetsSlots)
    case element(ElementSlots)
    /// An array of elements, filled from the pool.
    case elements(OpaquePointer)
    case indexPath(IndexPathSlots)
    /// An array of index paths, filled from the pool.
    case indexPaths(OpaquePointer)
    /// An optional trailing text member (`id`).
    case optionalText(OptionalStringMember)
    /// An optional trailing array of texts (`ids`).
    case optionalTexts(OptionalStringsMember)

    /// The slot of `field` added to `object`; `nil` for a field a template
    /// cannot hold (see `holds(_:)`).
    static func add(_ field: EventField, to object: JSONTemplateObject) -> FieldSlot? {
        let name = field.name
        if field.isOptional {
            switch field.type {
            case .text: return .optionalText(OptionalStringMember(of: object, key: name))
            case .array(.text): return .optionalTexts(OptionalStringsMember(of: object, key: name))
            default: return nil
            }
        }
        return switch field.type {
        case .integer: .int(object.int(name))
        case .number: nil
        case .boolean: .bool(object.bool(name))
        case .text, .choice: .string(object.string(name))
        case .point: .point(PointSlots(object.object(name)))
        case .size: .size(SizeSlots(object.object(name)))
        case .rect: .rect(RectSlots(object.object(name)))
        case .insets: .insets(EdgeInsetsSlots(object.object(name)))
        case .element: .element(ElementSlots(object.object(name)))
        case .array(.element): .elements(object.array(name))
        case .indexPath: .indexPath(IndexPathSlots(object.object(name)))
        case .array(.indexPath): .indexPaths(object.array(name))
        case .array, .either: nil
        }
    }

    /// Whether a template can hold `field`: a required field of a type with
    /// a slot, or an optional text or list of texts (added last, so only
    /// trailing optional fields keep the declared order).
    static func holds(_ field: EventField) -> Bool {
        if field.isOptional {
            return field.type == .text || field.type == .array(.text)
        }
        switch field.type {
        case .integer, .boolean, .text, .choice, .point, .size, .rect, .insets, .element, .array(.element), .indexPath,
            .array(.indexPath): return true
        case .number, .array, .either: return false
        }
    }
}

/// Sets a template's slots from an event's values, in order; a value of
/// another type than its slot's leaves the setter incomplete, and the line
/// is then written as a tree.
struct FieldSlotSetter: EventValueVisitor {
    private let slots: [FieldSlot]
    private var index = 0
    private var failed = false
    /// The elements of an array slot, for the caller to fill from its pool.
    private(set) var elements: [DisplayedElement]?
    private(set) var elementsArray: OpaquePointer?
    /// The index paths of an array slot, for the caller to fill from its pool.
    private(set) var indexPaths: [IndexPath]?
    private(set) var indexPathsArray: OpaquePointer?

    init(slots: [FieldSlot]) {
        self.slots = slots
    }

    /// Whether every slot was set, each by a value of its type.
    var isComplete: Bool { !failed && index == slots.count }

    private mutating func next() -> FieldSlot? {
        guard index < slots.count else {
            failed = true
            return nil
        }
        defer { index += 1 }
        return slots[index]
    }

    mutating func visit(_ value: Int) {
        if case .int(let slot)? = next() { slot.set(value) } else { failed = true }
    }
    mutating func visit(_ value: Bool) {
        if case .bool(let slot)? = next() { slot.set(value) } else { failed = true }
    }
    mutating func visit(_ value: String) {
        if case .string(let slot)? = next() { slot.set(value) } else { failed = true }
    }
    mutating func visit(_ value: Point) {
        if case .point(let slot)? = next() { slot.set(value) } else { failed = true }
    }
    mutating func visit(_ value: Size) {
        if case .size(let slot)? = next() { slot.set(value) } else { failed = true }
    }
    mutating func visit(_ value: Rect) {
        if case .rect(let slot)? = next() { slot.set(value) } else { failed = true }
    }
    mutating func visit(_ value: EdgeInsets) {
        if case .insets(let slot)? = next() { slot.set(value) } else { failed = true }
    }
    mutating func visit(_ value: DisplayedElement) {
        if case .element(let slot)? = next() { slot.set(value) } else { failed = true }
    }
    mutating func visit(_ value: [DisplayedElement]) {
        if case .elements(let array)? = next() {
            elements = value
            elementsArray = array
        } else {
            failed = true
        }
    }
    mutating func visit(_ value: FieldValue?) { failed = true }
    mutating func visit(_ value: IndexPath) {
        if case .indexPath(let slot)? = next() { slot.set(value) } else { failed = true }
    }
    mutating func visit(_ value: [IndexPath]) {
        if case .indexPaths(let array)? = next() {
            indexPaths = value
            indexPathsArray = array
        } else {
            failed = true
        }
    }
    mutating func visitOptional(_ value: String?) {
        if case .optionalText(let member)? = next() { member.set(value, after: false) } else { failed = true }
    }
    mutating func visitOptional(_ value: [String]?) {
        if case .optionalTexts(let member)? = next() { member.set(value) } else { failed = true }
    }
}

/// The json-c object of one event kind's lines: `seq`, `tick`, `time`, the
/// constant `type`, then the kind's fields, whose slots are `slots`.
final class EventLineTemplate {
    private let root: JSONObject
    private let seq: JSONIntSlot
    private let tick: JSONIntSlot
    private let time: JSONDoubleSlot
    /// The slots of the kind's own fields, in order.
    let slots: [FieldSlot]
    /// The texts of the numbers in `slots`, when they are looked up.
    private let texts: JSONNumberTextCache?

    /// The template of `kind`'s lines, or `nil` when a field is one a
    /// template cannot hold (`FieldSlot.holds(_:)`), or an optional field
    /// comes before a required one. The doubles of element frames,
    /// whose values repeat from event to event, look up the texts of
    /// values seen before.
    init?(kind: EventKind) {
        let fields = kind.fields
        guard fields.allSatisfy(FieldSlot.holds),
              !zip(fields, fields.dropFirst()).contains(where: { $0.isOptional && !$1.isOptional })
        else { return nil }
        var reference: JSONNumberTextCache.Reference?
        if fields.contains(where: { $0.type == .element }) {
            let cache = JSONNumberTextCache()
            reference = cache.reference
            texts = .some(cache)
        } else {
            texts = nil
        }
        let object = JSONTemplateObject(
            borrowing: JSONTemplateObject.allocated(json_object_new_object()), texts: reference)
        root = JSONObject(owning: object.pointer)
        seq = object.int("seq")
        tick = object.int("tick")
        time = object.double("time")
        _ = object.string("type", kind.rawValue)
        slots = fields.compactMap { FieldSlot.add($0, to: object) }
    }

    /// Sets `event`'s `seq`, `tick` and `time`; returns the object, whose
    /// slots the caller has set, borrowed.
    func stamped(_ event: Event) -> OpaquePointer {
        seq.set(event.seq)
        tick.set(event.tick)
        time.set(event.time)
        return root.pointer!
    }
}

/// `{"x","y"}` (`FieldValue(Point)`).
struct PointSlots {
    let x: JSONDoubleSlot
    let y: JSONDoubleSlot

    init(_ object: JSONTemplateObject) {
        x = object.double("x")
        y = object.double("y")
    }

    func set(_ point: Point) {
        x.set(point.x)
        y.set(point.y)
    }
}

/// `{"width","height"}` (`FieldValue(Size)`).
struct SizeSlots {
    let width: JSONDoubleSlot
    let height: JSONDoubleSlot

    init(_ object: JSONTemplateObject) {
        width = object.double("width")
        height = object.double("height")
    }

    func set(_ size: Size) {
        width.set(size.width)
        height.set(size.height)
    }
}

/// `{"x","y","width","height"}` (`FieldValue(Rect)`).
struct RectSlots {
    let x: JSONDoubleSlot
    let y: JSONDoubleSlot
    let width: JSONDoubleSlot
    let height: JSONDoubleSlot

    init(_ object: JSONTemplateObject) {
        x = object.double("x")
        y = object.double("y")
        width = object.double("width")
        height = object.double("height")
    }

    func set(_ rect: Rect) {
        x.set(rect.minX)
        y.set(rect.minY)
        width.set(rect.width)
        height.set(rect.height)
    }
}

/// `{"section","item"}` (`FieldValue(IndexPath)`).
struct IndexPathSlots {
    let section: JSONIntSlot
    let item: JSONIntSlot

    init(_ object: JSONTemplateObject) {
        section = object.int("section")
        item = object.int("item")
    }

    func set(_ path: IndexPath) {
        section.set(path.section)
        item.set(path.item)
    }
}

/// `{"top","left","bottom","right"}` (`contentInsetChange`'s `inset`).
struct EdgeInsetsSlots {
    let top: JSONDoubleSlot
    let left: JSONDoubleSlot
    let bottom: JSONDoubleSlot
    let right: JSONDoubleSlot

    init(_ object: JSONTemplateObject) {
        top = object.double("top")
        left = object.double("left")
        bottom = object.double("bottom")
        right = object.double("right")
    }

    func set(_ insets: EdgeInsets) {
        top.set(insets.top)
        left.set(insets.left)
        bottom.set(insets.bottom)
        right.set(insets.right)
    }
}

/// `{"kind","section","item","frame"}`, and `"transform3D"` when the
/// element has one (`FieldValue(_: DisplayedElement)`).
struct ElementSlots {
    let kind: JSONStringSlot
    let section: JSONIntSlot
    let item: JSONIntSlot
    let frame: RectSlots
    let transform: TransformMember
    let id: OptionalStringMember

    init(_ object: JSONTemplateObject) {
        kind = object.string("kind")
        section = object.int("section")
        item = object.int("item")
        frame = RectSlots(object.object("frame"))
        transform = TransformMember(of: object)
        id = OptionalStringMember(of: object, key: "id")
    }

    func set(_ shown: DisplayedElement) {
        kind.set(shown.element.kind.rawValue)
        section.set(shown.element.section)
        item.set(shown.element.item)
        frame.set(shown.frame)
        // "id" comes after "transform3D", as the declaration orders them:
        // when the transform is attached now, an attached id moves behind it.
        let attached = transform.set(shown.transform3D)
        id.set(shown.id, after: attached)
    }
}

/// An optional text member (a diffable `"id"`): added to its object,
/// last, while the value is there, taken out when it is not.
final class OptionalStringMember {
    private let object: OpaquePointer
    private let key: String
    private var isAttached = false

    init(of object: JSONTemplateObject, key: String) {
        self.object = object.pointer
        self.key = key
    }

    /// Sets the text; `after` says a member was just appended, which an
    /// attached text must follow.
    @inline(__always)
    func set(_ text: String?, after appended: Bool) {
        // The common case, no text before or now, costs one test.
        if text == nil && !isAttached { return }
        update(text, after: appended)
    }

    private func update(_ text: String?, after appended: Bool) {
        guard let text else {
            json_object_object_del(object, key)
            isAttached = false
            return
        }
        if isAttached && appended {
            json_object_object_del(object, key)
            isAttached = false
        }
        // On an attached member this replaces the value in place, keeping
        // the member's position; the object takes over the reference.
        json_object_object_add(object, key, Self.string(text))
        isAttached = true
    }

    /// A new json-c string of `text`'s bytes; the caller owns it.
    static func string(_ text: String) -> OpaquePointer? {
        var text = text
        return text.isEmpty ? json_object_new_string("") : text.withUTF8 { bytes in
            UnsafeRawBufferPointer(bytes).withMemoryRebound(to: CChar.self) { chars in
                json_object_new_string_len(chars.baseAddress, Int32(chars.count))
            }
        }
    }
}

/// An optional trailing array of texts (`"ids"`): a new array added to its
/// object while the event has one, taken out when it has none.
final class OptionalStringsMember {
    private let object: OpaquePointer
    private let key: String
    private var isAttached = false

    init(of object: JSONTemplateObject, key: String) {
        self.object = object.pointer
        self.key = key
    }

    func set(_ texts: [String]?) {
        guard let texts else {
            if isAttached {
                json_object_object_del(object, key)
                isAttached = false
            }
            return
        }
        let array = JSONTemplateObject.allocated(json_object_new_array_ext(Int32(texts.count)))
        for text in texts { json_object_array_add(array, OptionalStringMember.string(text)) }
        // Replaces an attached array in place (json-c frees the old one).
        json_object_object_add(object, key, array)
        isAttached = true
    }
}

/// An element's optional `"transform3D"` member: its array of 16 numbers,
/// made the first time an element has a transform, is added to the
/// element object while it has one and taken out when it has none.
final class TransformMember {
    private let element: JSONTemplateObject
    /// The array and its numbers; this holds one reference to the array.
    private var array: OpaquePointer?
    private var numbers: [JSONDoubleSlot] = []
    private var isAttached = false

    init(of element: JSONTemplateObject) {
        self.element = element
    }

    /// Sets the transform; returns whether the member was appended now.
    @discardableResult
    func set(_ transform: Transform3D?) -> Bool {
        guard let transform else {
            if isAttached {
                json_object_object_del(element.pointer, "transform3D")
                isAttached = false
            }
            return false
        }
        if array == nil {
            let made = JSONTemplateObject.allocated(json_object_new_array())
            for _ in 0..<16 {
                let number = JSONDoubleSlot.make(texts: element.texts)
                json_object_array_add(made, number.object)
                numbers.append(number)
            }
            array = made
        }
        for (slot, value) in zip(numbers, transform.values) { slot.set(value) }
        if !isAttached, let array {
            // Added last, so it follows "frame" as the declaration orders it.
            json_object_object_add(element.pointer, "transform3D", json_object_get(array))
            isAttached = true
            return true
        }
        return false
    }

    deinit {
        if let array { json_object_put(array) }
    }
}

/// Element objects for `visible` lines, made as the longest list needs them
/// and reused for every line after.
///
/// The pool's json-c array owns one reference to each element; a `visible`
/// array that shows an element holds a second, which json-c drops when the
/// list gets shorter, so elements are never freed while the pool lives.
struct ElementObjectPool: ~Copyable {
    private let owner = JSONObject(owning: JSONTemplateObject.allocated(json_object_new_array()))
    /// The texts of the elements' numbers: frames repeat from line to line
    /// (columns, widths, heights), but not in the same element object.
    private let texts = JSONNumberTextCache()
    private var slots: [ElementSlots] = []
    /// The element objects, borrowed (`slots[i]` belongs to `objects[i]`).
    private var objects: [OpaquePointer] = []

    /// How many element objects the pool holds.
    var count: Int { objects.count }

    /// Makes `array` (a json-c array of this pool's elements) hold one
    /// element object per element of `elements`, in order, set to them.
    mutating func fill(_ array: OpaquePointer, with elements: [DisplayedElement]) {
        let shown = json_object_array_length(array)
        if elements.count < shown {
            json_object_array_del_idx(array, elements.count, shown - elements.count)
        }
        while objects.count < elements.count {
            let object = JSONTemplateObject.allocated(json_object_new_object())
            json_object_array_add(owner.pointer, object)
            slots.append(ElementSlots(JSONTemplateObject(borrowing: object, texts: texts.reference)))
            objects.append(object)
        }
        for index in elements.indices {
            slots[index].set(elements[index])
        }
        if elements.count > shown {
            for index in shown..<elements.count {
                json_object_array_add(array, json_object_get(objects[index]))
            }
        }
    }
}

/// Index path objects for `prefetch` and `cancelPrefetch` lines, made as
/// the longest list needs them and reused for every line after, as
/// `ElementObjectPool` does for elements: each array holds the first of
/// them, each with a reference of its own.
struct IndexPathObjectPool: ~Copyable {
    private let owner = JSONObject(owning: JSONTemplateObject.allocated(json_object_new_array()))
    private var slots: [IndexPathSlots] = []
    private var objects: [OpaquePointer] = []

    /// Makes `array` (a json-c array of this pool's objects) hold one
    /// object per path of `paths`, in order, set to them.
    mutating func fill(_ array: OpaquePointer, with paths: [IndexPath]) {
        let shown = json_object_array_length(array)
        if paths.count < shown {
            json_object_array_del_idx(array, paths.count, shown - paths.count)
        }
        while objects.count < paths.count {
            let object = JSONTemplateObject.allocated(json_object_new_object())
            json_object_array_add(owner.pointer, object)
            slots.append(IndexPathSlots(JSONTemplateObject(borrowing: object)))
            objects.append(object)
        }
        for index in paths.indices {
            slots[index].set(paths[index])
        }
        if paths.count > shown {
            for index in shown..<paths.count {
                json_object_array_add(array, json_object_get(objects[index]))
            }
        }
    }
}
