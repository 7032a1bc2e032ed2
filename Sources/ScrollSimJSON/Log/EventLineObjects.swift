internal import CJSONC
import ScrollSim

/// One json-c object per event type, built once with its keys in log order
/// (`Event.fields`) and updated in place for each event: what `LogWriter`
/// serialises, without building and freeing a tree per line.
///
/// The bytes are those of `JSONWriter.string(event.fields)`. `dataChange`,
/// whose fields vary with the change, has no template.
struct EventLineObjects: ~Copyable {
    private let step = EventLineTemplate(type: "step") { ($0.int("index"), $0.string("action")) }
    private let didScroll = EventLineTemplate(type: "didScroll") { PointSlots($0.object("offset")) }
    private let willBeginDragging = EventLineTemplate(type: "willBeginDragging") { _ in () }
    private let willEndDragging = EventLineTemplate(type: "willEndDragging") {
        (PointSlots($0.object("velocity")), PointSlots($0.object("targetOffset")))
    }
    private let didEndDragging = EventLineTemplate(type: "didEndDragging") { $0.bool("willDecelerate") }
    private let willBeginDecelerating = EventLineTemplate(type: "willBeginDecelerating") { _ in () }
    private let didEndDecelerating = EventLineTemplate(type: "didEndDecelerating") { _ in () }
    private let didEndScrollingAnimation = EventLineTemplate(type: "didEndScrollingAnimation") { _ in () }
    private let willDisplay = EventLineTemplate(type: "willDisplay", cachingNumberTexts: true) {
        ElementSlots($0.object("element"))
    }
    private let didEndDisplaying = EventLineTemplate(type: "didEndDisplaying", cachingNumberTexts: true) {
        ElementSlots($0.object("element"))
    }
    private let stickyEnter = EventLineTemplate(type: "stickyEnter") {
        ($0.int("section"), PointSlots($0.object("originalPoint")), RectSlots($0.object("frame")))
    }
    private let stickyExit = EventLineTemplate(type: "stickyExit") { $0.int("section") }
    private let visible = EventLineTemplate(type: "visible") { $0.array("elements") }
    private let pagingOffset = EventLineTemplate(type: "pagingOffset") { PointSlots($0.object("offset")) }
    private let prepare = EventLineTemplate(type: "prepare") { $0.string("reason") }
    private let invalidate = EventLineTemplate(type: "invalidate") { $0.bool("offsetOnly") }
    private let layoutSwitch = EventLineTemplate(type: "layoutSwitch") { ($0.string("layout"), $0.bool("animated")) }
    private let viewportChange = EventLineTemplate(type: "viewportChange") { SizeSlots($0.object("size")) }
    private let contentSizeChange = EventLineTemplate(type: "contentSizeChange") { SizeSlots($0.object("size")) }
    private let contentInsetChange = EventLineTemplate(type: "contentInsetChange") { EdgeInsetsSlots($0.object("inset")) }
    private let didScrollToTop = EventLineTemplate(type: "didScrollToTop") { _ in () }

    /// The element objects of `visible` lines, reused: `visible`'s array
    /// holds the first `count` of them, each with a reference of its own.
    private var visibleElements = ElementObjectPool()

    init() {}

    /// How many element objects `visible` lines hold: as many as the
    /// longest list so far.
    var pooledElementCount: Int { visibleElements.count }

    /// The object of `event`'s line with `event`'s values, borrowed until
    /// the next call; nil for a type without a template (`dataChange`).
    mutating func object(for event: Event) -> OpaquePointer? {
        switch event.payload {
        case .step(let index, let action):
            step.fields.0.set(index)
            step.fields.1.set(action)
            return step.stamped(event)
        case .didScroll(let offset):
            didScroll.fields.set(offset)
            return didScroll.stamped(event)
        case .willBeginDragging:
            return willBeginDragging.stamped(event)
        case .willEndDragging(let velocity, let targetOffset):
            willEndDragging.fields.0.set(velocity)
            willEndDragging.fields.1.set(targetOffset)
            return willEndDragging.stamped(event)
        case .didEndDragging(let willDecelerate):
            didEndDragging.fields.set(willDecelerate)
            return didEndDragging.stamped(event)
        case .willBeginDecelerating:
            return willBeginDecelerating.stamped(event)
        case .didEndDecelerating:
            return didEndDecelerating.stamped(event)
        case .didEndScrollingAnimation:
            return didEndScrollingAnimation.stamped(event)
        case .willDisplay(let shown):
            willDisplay.fields.set(shown)
            return willDisplay.stamped(event)
        case .didEndDisplaying(let shown):
            didEndDisplaying.fields.set(shown)
            return didEndDisplaying.stamped(event)
        case .stickyEnter(let section, let originalPoint, let frame):
            stickyEnter.fields.0.set(section)
            stickyEnter.fields.1.set(originalPoint)
            stickyEnter.fields.2.set(frame)
            return stickyEnter.stamped(event)
        case .stickyExit(let section):
            stickyExit.fields.set(section)
            return stickyExit.stamped(event)
        case .visible(let elements):
            visibleElements.fill(visible.fields, with: elements)
            return visible.stamped(event)
        case .pagingOffset(let offset):
            pagingOffset.fields.set(offset)
            return pagingOffset.stamped(event)
        case .prepare(let reason):
            prepare.fields.set(reason)
            return prepare.stamped(event)
        case .invalidate(let offsetOnly):
            invalidate.fields.set(offsetOnly)
            return invalidate.stamped(event)
        case .dataChange:
            return nil
        case .layoutSwitch(let layout, let animated):
            layoutSwitch.fields.0.set(layout)
            layoutSwitch.fields.1.set(animated)
            return layoutSwitch.stamped(event)
        case .viewportChange(let size):
            viewportChange.fields.set(size)
            return viewportChange.stamped(event)
        case .contentSizeChange(let size):
            contentSizeChange.fields.set(size)
            return contentSizeChange.stamped(event)
        case .contentInsetChange(let inset):
            contentInsetChange.fields.set(inset)
            return contentInsetChange.stamped(event)
        case .didScrollToTop:
            return didScrollToTop.stamped(event)
        }
    }
}

/// The json-c object of one event type's lines: `seq`, `tick`, `time`, the
/// constant `type`, then the type's members, whose slots are `fields`.
struct EventLineTemplate<Fields>: ~Copyable {
    private let root: JSONObject
    private let seq: JSONIntSlot
    private let tick: JSONIntSlot
    private let time: JSONDoubleSlot
    /// The slots of the type's own members.
    let fields: Fields
    /// The texts of the numbers in `fields`, when they are looked up.
    private let texts: JSONNumberTextCache?

    /// Builds the object of `type`'s lines; `makeFields` adds the type's
    /// members after `type`. With `cachingNumberTexts`, the doubles of
    /// those members look up the texts of values seen before (for element
    /// frames, whose values repeat from event to event).
    init(type: String, cachingNumberTexts: Bool = false, fields makeFields: (JSONTemplateObject) -> Fields) {
        var reference: JSONNumberTextCache.Reference?
        if cachingNumberTexts {
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
        _ = object.string("type", type)
        fields = makeFields(object)
    }

    /// Sets `event`'s `seq`, `tick` and `time`; returns the object, whose
    /// `fields` the caller has set, borrowed.
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

/// `{"kind","section","item","frame"}` (`FieldValue(_:frame:)`).
struct ElementSlots {
    let kind: JSONStringSlot
    let section: JSONIntSlot
    let item: JSONIntSlot
    let frame: RectSlots

    init(_ object: JSONTemplateObject) {
        kind = object.string("kind")
        section = object.int("section")
        item = object.int("item")
        frame = RectSlots(object.object("frame"))
    }

    func set(_ shown: DisplayedElement) {
        kind.set(shown.element.kind.rawValue)
        section.set(shown.element.section)
        item.set(shown.element.item)
        frame.set(shown.frame)
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
