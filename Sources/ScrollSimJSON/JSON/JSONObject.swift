internal import CJSONC

/// The one owner of a json-c `json_object` reference: it releases the
/// reference in `deinit`, exactly once.
///
/// json-c's `*_add` functions take over a reference; `consume()` hands the
/// reference over and disarms the owner.
struct JSONObject: ~Copyable {
    private(set) var pointer: OpaquePointer?

    /// Takes ownership of one reference to `pointer` (which may be `nil`,
    /// json-c's null).
    init(owning pointer: OpaquePointer?) {
        self.pointer = pointer
    }

    /// Gives up ownership: the caller (usually a json-c `*_add`) now owns
    /// the reference.
    consuming func release() -> OpaquePointer? {
        let pointer = self.pointer
        self.pointer = nil
        return pointer
    }

    deinit {
        if let pointer { json_object_put(pointer) }
    }
}
