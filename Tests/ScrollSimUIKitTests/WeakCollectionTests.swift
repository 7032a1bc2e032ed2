#if !canImport(ObjectiveC)
import Foundation
import ScrollSimUIKit
import Testing

/// `NSHashTable` and `NSMapTable` where Foundation lacks them. Every
/// expectation follows from `NSHashTable.h`/`NSMapTable.h`: a weakly held
/// member or key leaves the collection when released; the object
/// personality compares with `isEqual(_:)`, the object-pointer personality
/// by identity.
@Suite("ScrollSimUIKit: NSHashTable and NSMapTable")
struct WeakCollectionTests {
    /// An object equal to another of the same `id`.
    final class Tag: NSObject {
        let id: Int
        init(_ id: Int) { self.id = id }
        override func isEqual(_ object: Any?) -> Bool { (object as? Tag)?.id == id }
        override var hash: Int { id }
    }

    /// A class that is not an `NSObject`: compared by identity.
    final class Plain {}

    @Test("weakObjects(): a released member is no longer counted, listed or found")
    func weakHashTable() {
        let table = NSHashTable<Tag>.weakObjects()
        let kept = Tag(1)
        do {
            let released = Tag(2)
            table.add(kept)
            table.add(released)
            #expect(table.count == 2 && table.contains(released))
        }
        // `released` went out of scope: only `kept` remains.
        #expect(table.count == 1)
        #expect(table.allObjects.map(\.id) == [1])
        #expect(!table.contains(Tag(2)))
    }

    @Test("A strong table keeps its members alive; equal members are one; remove by equality")
    func strongHashTable() {
        let table = NSHashTable<Tag>(options: [])
        weak var weakMember: Tag?
        do {
            let member = Tag(1)
            weakMember = member
            table.add(member)
        }
        #expect(weakMember != nil && table.count == 1)
        // Tag(1) is equal to the member: not added again, found, and `member(_:)` answers the one already there.
        table.add(Tag(1))
        #expect(table.count == 1 && table.member(Tag(1)) === weakMember)
        table.add(nil)
        #expect(table.count == 1 && table.anyObject === weakMember)
        table.remove(Tag(1))
        #expect(table.count == 0 && table.anyObject == nil)
        // Emptied, the table no longer holds the member: it is released.
        #expect(weakMember == nil)
    }

    @Test("objectPointerPersonality compares by identity; so are objects that are not NSObjects")
    func identityPersonality() {
        let table = NSHashTable<Tag>(options: .objectPointerPersonality)
        table.add(Tag(1))
        table.add(Tag(1))
        // Two distinct objects, equal by isEqual, are two members by identity.
        #expect(table.count == 2 && !table.contains(Tag(1)))
        let plain = NSHashTable<Plain>(options: [])
        let one = Plain()
        plain.add(one)
        plain.add(Plain())
        plain.add(one)
        #expect(plain.count == 2 && plain.contains(one))
        plain.removeAllObjects()
        #expect(plain.count == 0)
    }

    @Test("weakToStrongObjects(): an entry leaves with its key, releasing its value")
    func weakKeys() {
        let table = NSMapTable<Tag, Tag>.weakToStrongObjects()
        weak var weakValue: Tag?
        let keptKey = Tag(1)
        table.setObject(Tag(10), forKey: keptKey)
        do {
            let key = Tag(2)
            let value = Tag(20)
            weakValue = value
            table.setObject(value, forKey: key)
            #expect(table.count == 2 && table.object(forKey: key)?.id == 20)
        }
        // The value is held strongly until the table sweeps at its next call.
        #expect(table.count == 1)
        #expect(weakValue == nil)
        // Lookup by an equal key finds the kept entry.
        #expect(table.object(forKey: Tag(1))?.id == 10)
    }

    @Test("strongToWeakObjects(): an entry leaves with its value; keys are kept alive")
    func weakValues() {
        let table = NSMapTable<Tag, Tag>.strongToWeakObjects()
        let keptValue = Tag(10)
        table.setObject(keptValue, forKey: Tag(1))
        do {
            let value = Tag(20)
            table.setObject(value, forKey: Tag(2))
            #expect(table.object(forKey: Tag(2)) === value)
        }
        #expect(table.count == 1 && table.object(forKey: Tag(2)) == nil)
        #expect(table.object(forKey: Tag(1)) === keptValue)
    }

    @Test("init(keyOptions:valueOptions:): set replaces, nil removes, removeObject and enumerators")
    func setAndRemove() {
        let table = NSMapTable<Tag, Tag>(keyOptions: .weakMemory, valueOptions: .weakMemory)
        let key = Tag(1)
        let first = Tag(10)
        let second = Tag(11)
        table.setObject(first, forKey: key)
        // An equal key replaces the value; the entry keeps its first key.
        table.setObject(second, forKey: Tag(1))
        #expect(table.count == 1 && table.object(forKey: key) === second)
        #expect(table.keyEnumerator().nextObject() as? Tag === key)
        #expect(table.dictionaryRepresentation()[key] === second)
        table.setObject(nil, forKey: key)
        #expect(table.count == 0)
        table.setObject(first, forKey: key)
        table.setObject(first, forKey: nil)
        #expect(table.count == 1)
        table.removeObject(forKey: Tag(1))
        #expect(table.count == 0 && table.object(forKey: key) == nil)
        let strong = NSMapTable<Tag, Tag>.strongToStrongObjects()
        strong.setObject(first, forKey: key)
        strong.removeAllObjects()
        #expect(strong.count == 0)
        let weakBoth = NSMapTable<Tag, Tag>.weakToWeakObjects()
        weakBoth.setObject(first, forKey: Tag(3))
        // The key was a temporary: released at once, so the entry is gone.
        #expect(weakBoth.count == 0)
    }

    @Test("NSPointerFunctions.Options has NSPointerFunctions.h's values")
    func optionValues() {
        // Memory in the low byte, personality in the next: weak 5, object pointer 2 << 8 = 512, copyIn 1 << 16.
        #expect(NSPointerFunctions.Options.weakMemory.rawValue == 5)
        #expect(NSPointerFunctions.Options.objectPointerPersonality.rawValue == 512)
        #expect(NSPointerFunctions.Options.copyIn.rawValue == 65_536)
        #expect(NSPointerFunctions.Options.strongMemory.rawValue == 0)
    }
}
#endif
