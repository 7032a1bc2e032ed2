internal import CJSONC

internal import ScrollSimPlatform

// A json-c template is an object tree built once whose leaf values are
// updated in place before each serialisation, so that writing a line costs
// no allocation: the tree, its hash tables, keys and printbuf are reused.
//
// Ownership: the root is owned by a `JSONObject`; every member is owned by
// its parent through json-c's `*_add`. The slots below are *borrowed*
// handles to members: they are valid while the root's owner is alive, and
// whoever holds the owner keeps the slots next to it.

/// A json-c object of a template, being given its members: each member is
/// added once, in the order written, and returned as a slot to update.
struct JSONTemplateObject {
    /// The object, borrowed.
    let pointer: OpaquePointer
    /// Where the object's doubles, and its objects' doubles, look up the
    /// text of a value seen before; nil to format every value.
    let texts: JSONNumberTextCache.Reference?

    /// Borrows `pointer`, a json-c object; its doubles use `texts`.
    init(borrowing pointer: OpaquePointer, texts: JSONNumberTextCache.Reference? = nil) {
        self.pointer = pointer
        self.texts = texts
    }

    /// Adds an integer member (initially 0).
    func int(_ key: String) -> JSONIntSlot {
        let slot = JSONIntSlot.make()
        _ = add(key, owning: slot.object)
        return slot
    }

    /// Adds a number member whose text is ScrollSim's canonical form
    /// (`JSONNumberFormat`), initially `0`.
    func double(_ key: String) -> JSONDoubleSlot {
        let slot = JSONDoubleSlot.make(texts: texts)
        _ = add(key, owning: slot.object)
        return slot
    }

    /// Adds a string member, initially `value`.
    func string(_ key: String, _ value: String = "") -> JSONStringSlot {
        let slot = JSONStringSlot(object: add(key, owning: json_object_new_string("")))
        slot.set(value)
        return slot
    }

    /// Adds a Boolean member (initially `false`).
    func bool(_ key: String) -> JSONBoolSlot {
        JSONBoolSlot(object: add(key, owning: json_object_new_boolean(0)))
    }

    /// Adds an empty object member, to be given members of its own.
    func object(_ key: String) -> JSONTemplateObject {
        JSONTemplateObject(borrowing: add(key, owning: json_object_new_object()), texts: texts)
    }

    /// Adds an empty array member; returns it, borrowed.
    func array(_ key: String) -> OpaquePointer {
        add(key, owning: json_object_new_array())
    }

    /// Adds `child` under `key` (json-c copies the key once, here), giving
    /// json-c the caller's reference; returns `child`, borrowed.
    private func add(_ key: String, owning child: OpaquePointer?) -> OpaquePointer {
        let child = JSONTemplateObject.allocated(child)
        // KEY_IS_NEW: every key of a template is added once, so json-c can
        // skip looking for an existing member.
        json_object_object_add_ex(pointer, key, child, UInt32(JSON_C_OBJECT_ADD_KEY_IS_NEW))
        return child
    }

    /// `pointer`, or a stop when json-c could not allocate it (out of
    /// memory: nothing an input can cause).
    static func allocated(_ pointer: OpaquePointer?) -> OpaquePointer {
        guard let pointer else { fatalError("json-c could not allocate a value (out of memory)") }
        return pointer
    }
}

/// An integer member of a template: a json-c integer whose text is
/// written by `JSONNumberFormat` (the same digits as json-c's own `%lld`,
/// without a `snprintf` per number), like `JSONDoubleSlot`'s.
struct JSONIntSlot {
    /// The json-c integer, borrowed.
    let object: OpaquePointer
    /// Its text and value (`JSONNumberText`), owned by `object`.
    private let text: JSONNumberText

    /// A new json-c integer holding 0, text `0`; the caller owns the
    /// reference to `object`.
    static func make() -> JSONIntSlot {
        let object = JSONTemplateObject.allocated(json_object_new_int64(0))
        let text = JSONNumberText.attach(to: object)
        _ = JSONNumberFormat.write(0 as Int64, into: text.bytes)
        text.value = 0
        return JSONIntSlot(object: object, text: text)
    }

    private init(object: OpaquePointer, text: JSONNumberText) {
        self.object = object
        self.text = text
    }

    func set(_ value: Int) {
        let value = Int64(value)
        if text.value == UInt64(bitPattern: value) { return }
        text.value = UInt64(bitPattern: value)
        json_object_set_int64(object, value)
        _ = JSONNumberFormat.write(value, into: text.bytes)
    }
}

/// A Boolean member of a template, written by json-c.
struct JSONBoolSlot {
    /// The json-c Boolean, borrowed.
    let object: OpaquePointer

    func set(_ value: Bool) {
        json_object_set_boolean(object, value ? 1 : 0)
    }
}

/// A string member of a template, escaped and written by json-c.
struct JSONStringSlot {
    /// The json-c string, borrowed.
    let object: OpaquePointer

    /// Sets the string to `value` (any bytes, NUL included), unless it
    /// already is: json-c reallocates a string that grows, so an unchanged
    /// value is not set again.
    func set(_ value: String) {
        var value = value
        value.withUTF8 { bytes in
            let current = Int(json_object_get_string_len(object))
            if current == bytes.count {
                if bytes.isEmpty { return }
                if let text = json_object_get_string(object), memcmp(text, bytes.baseAddress!, current) == 0 { return }
            }
            if bytes.isEmpty {
                json_object_set_string_len(object, "", 0)
                return
            }
            _ = UnsafeRawBufferPointer(bytes).withMemoryRebound(to: CChar.self) { chars in
                json_object_set_string_len(object, chars.baseAddress, Int32(chars.count))
            }
        }
    }
}

/// A number member of a template: a json-c double whose text is
/// ScrollSim's canonical shortest round-trip form (`JSONNumberFormat`),
/// not json-c's `%.17g` (`JSONNumberText`). The slot keeps the value its
/// text is of, so an unchanged value is not formatted again.
struct JSONDoubleSlot {
    /// The json-c double, borrowed.
    let object: OpaquePointer
    /// Its text and value, owned by `object`.
    private let text: JSONNumberText
    private let texts: JSONNumberTextCache.Reference?

    private init(object: OpaquePointer, text: JSONNumberText, texts: JSONNumberTextCache.Reference?) {
        self.object = object
        self.text = text
        self.texts = texts
    }

    /// A new json-c double holding 0, text `0`, that looks up texts in
    /// `texts` when given; the caller owns the reference to `object`.
    static func make(texts: JSONNumberTextCache.Reference? = nil) -> JSONDoubleSlot {
        let object = JSONTemplateObject.allocated(json_object_new_double(0))
        let text = JSONNumberText.attach(to: object)
        _ = JSONNumberFormat.write(0 as Double, into: text.bytes)
        text.value = (0 as Double).bitPattern
        return JSONDoubleSlot(object: object, text: text, texts: texts)
    }

    func set(_ value: Double) {
        // Equal doubles have equal text (0 and -0 both print `0`).
        if Double(bitPattern: text.value) == value { return }
        text.value = value.bitPattern
        json_object_set_double(object, value)
        if let texts {
            texts.write(value, into: text.bytes)
        } else {
            _ = JSONNumberFormat.write(value, into: text.bytes)
        }
    }
}

/// The text a template's number is serialised as, kept next to it, with
/// the value it is the text of.
///
/// Each number carries its text in a buffer of its own, set as json-c's
/// userdata with json-c's public `json_object_userdata_to_json_string`
/// serialiser, which copies it into the output, and
/// `json_object_free_userdata`, which frees it with the number. (Unlike the
/// serialiser `json_object_new_double_s` installs, this one is not reset by
/// `json_object_set_double`.) json-c still writes everything around it.
/// After the text's `JSONNumberFormat.maximumLength + 1` bytes, the buffer
/// keeps the value's 64 bits, so a slot compares values without calling
/// into json-c.
struct JSONNumberText {
    /// The buffer, borrowed: json-c's userdata, owned by the number.
    private let buffer: UnsafeMutableRawPointer

    /// The text, NUL-terminated, for the owner to fill before the next
    /// serialisation.
    var bytes: UnsafeMutablePointer<CChar> { buffer.assumingMemoryBound(to: CChar.self) }

    /// The bits of the value `bytes` is the text of.
    var value: UInt64 {
        get { buffer.load(fromByteOffset: Self.valueOffset, as: UInt64.self) }
        nonmutating set { buffer.storeBytes(of: newValue, toByteOffset: Self.valueOffset, as: UInt64.self) }
    }

    private static let valueOffset = JSONNumberFormat.maximumLength + 1

    /// Gives `object` a buffer, owned by `object`, as its serialised form
    /// (an empty text and value 0 until the caller sets them).
    static func attach(to object: OpaquePointer) -> JSONNumberText {
        guard let raw = malloc(valueOffset + MemoryLayout<UInt64>.size) else {
            fatalError("could not allocate a number's text (out of memory)")
        }
        raw.storeBytes(of: 0, as: UInt8.self)
        raw.storeBytes(of: 0, toByteOffset: valueOffset, as: UInt64.self)
        json_object_set_serializer(object, json_object_userdata_to_json_string, raw, json_object_free_userdata)
        return JSONNumberText(buffer: raw)
    }
}

/// The canonical texts of doubles formatted lately, so that a value seen
/// again — a column's `x`, a cell's width, on every `visible` line — is
/// copied rather than formatted: a direct-mapped table of
/// `entryCount` entries, each a value's bits, its text's length and its
/// text. Its size is fixed (48 KiB).
struct JSONNumberTextCache: ~Copyable {
    /// A handle on the table, borrowed: valid while its cache lives.
    struct Reference {
        fileprivate let entries: UnsafeMutableRawPointer

        /// Writes the canonical text of `value` into `text` (at least
        /// `JSONNumberFormat.maximumLength + 1` bytes), NUL-terminated,
        /// from the table when it has it.
        func write(_ value: Double, into text: UnsafeMutablePointer<CChar>) {
            let bits = value.bitPattern
            // Fibonacci hashing: the top bits of the product.
            let index = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> (64 - JSONNumberTextCache.indexBits))
            let entry = entries + index * JSONNumberTextCache.entryStride
            let length = entry.load(fromByteOffset: 8, as: Int.self)
            if length > 0, entry.load(as: UInt64.self) == bits {
                UnsafeMutableRawPointer(text).copyMemory(from: entry + 16, byteCount: length + 1)
                return
            }
            let written = JSONNumberFormat.write(value, into: text)
            entry.storeBytes(of: bits, as: UInt64.self)
            entry.storeBytes(of: written, toByteOffset: 8, as: Int.self)
            (entry + 16).copyMemory(from: text, byteCount: written + 1)
        }
    }

    fileprivate static let indexBits = 10
    fileprivate static let entryCount = 1 << indexBits
    /// Bits, length, then `JSONNumberFormat.maximumLength + 1` bytes of text.
    fileprivate static let entryStride = 16 + 32

    /// The handle to give slots; valid while `self` lives.
    let reference: Reference

    init() {
        let entries = UnsafeMutableRawPointer.allocate(
            byteCount: Self.entryCount * Self.entryStride, alignment: MemoryLayout<UInt64>.alignment)
        // Length 0 marks an empty entry.
        entries.initializeMemory(as: UInt8.self, repeating: 0, count: Self.entryCount * Self.entryStride)
        reference = Reference(entries: entries)
    }

    deinit {
        reference.entries.deallocate()
    }
}

extension JSONWriter {
    /// Calls `body` with the serialised bytes of the json-c value `pointer`
    /// (borrowed), valid only inside.
    static func withSerialisedBytes<R>(
        of pointer: OpaquePointer,
        _ body: (UnsafeRawBufferPointer) -> R
    ) -> R {
        let flags = Int32(JSON_C_TO_STRING_PLAIN) | Int32(JSON_C_TO_STRING_NOSLASHESCAPE)
        var length = 0
        guard let text = json_object_to_json_string_length(pointer, flags, &length) else {
            return body(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        return body(UnsafeRawBufferPointer(start: text, count: length))
    }
}
