#if !canImport(ObjectiveC)
import Foundation

/// `NSPointerFunctions`: how a collection such as `NSHashTable` or
/// `NSMapTable` holds and compares its members. Only its `Options` are
/// declared (Foundation on Linux has neither the class nor the tables).
open class NSPointerFunctions: NSObject {
    /// `NSPointerFunctions.Options`: a memory choice (the low byte), a
    /// personality (the second byte) and `copyIn`, with
    /// `<Foundation/NSPointerFunctions.h>`'s values. The tables here honour
    /// the weak and strong memories (any other memory holds strongly) and
    /// the object and object-pointer personalities (any other compares by
    /// identity); `copyIn` is ignored.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Members held strongly (`0`).
        public static let strongMemory = Options([])
        /// Members held weakly; deprecated for `weakMemory` (`1`).
        public static let zeroingWeakMemory = Options(rawValue: 1)
        /// Members not retained (`2`).
        public static let opaqueMemory = Options(rawValue: 2)
        /// Members freed with `free()` (`3`).
        public static let mallocMemory = Options(rawValue: 3)
        /// Members in Mach virtual memory (`4`).
        public static let machVirtualMemory = Options(rawValue: 4)
        /// Members held weakly: a released member leaves the collection (`5`).
        public static let weakMemory = Options(rawValue: 5)
        /// Members compared with `isEqual(_:)` and `hash` (`0 << 8`).
        public static let objectPersonality = Options([])
        /// Members compared by address (`1 << 8`).
        public static let opaquePersonality = Options(rawValue: 1 << 8)
        /// Members compared by identity, described with `description` (`2 << 8`).
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        /// C strings (`3 << 8`).
        public static let cStringPersonality = Options(rawValue: 3 << 8)
        /// Structs of a given size (`4 << 8`).
        public static let structPersonality = Options(rawValue: 4 << 8)
        /// Integers (`5 << 8`).
        public static let integerPersonality = Options(rawValue: 5 << 8)
        /// Members copied in with `NSCopying` (`1 << 16`).
        public static let copyIn = Options(rawValue: 1 << 16)

        /// Whether the memory choice holds members weakly.
        var holdsWeakly: Bool {
            let memory = rawValue & 0xFF
            return memory == Options.weakMemory.rawValue || memory == Options.zeroingWeakMemory.rawValue
        }

        /// Whether members are compared with `isEqual(_:)` rather than by identity.
        var comparesByEquality: Bool { rawValue & 0xFF00 == 0 }

        /// Whether `a` and `b` are the same member under these options.
        func isSameMember(_ a: AnyObject, _ b: AnyObject) -> Bool {
            if a === b { return true }
            guard comparesByEquality, let a = a as? NSObject, let b = b as? NSObject else { return false }
            return a.isEqual(b)
        }
    }
}

/// One member of a pointer collection, held strongly or weakly.
struct PointerSlot {
    private let strongObject: AnyObject?
    private weak var weakObject: AnyObject?

    init(_ object: AnyObject, weakly: Bool) {
        strongObject = weakly ? nil : object
        weakObject = weakly ? object : nil
    }

    /// The member, or `nil` once a weakly held member is released.
    var object: AnyObject? { strongObject ?? weakObject }
}
#endif
