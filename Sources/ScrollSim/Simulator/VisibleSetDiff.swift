/// The difference between two visible sets, both in canonical order.
struct VisibleSetDiff {
    /// Elements that left, in canonical order.
    var left: [DisplayedElement] = []
    /// Elements that entered, in canonical order.
    var entered: [DisplayedElement] = []

    /// Whether an element in both sets moved (its frame changed), pinned
    /// headers aside (they move with every scroll while pinned).
    var moved = false

    var isEmpty: Bool { left.isEmpty && entered.isEmpty }

    /// A merge walk over the two sorted lists: O(old + new).
    ///
    /// - Parameter pinnedSections: sections whose header is pinned,
    ///   ascending: their supplementary views' moves do not count.
    init(from old: [DisplayedElement], to new: [DisplayedElement], pinnedSections: [Int] = []) {
        var i = 0, j = 0
        // The first pinned section not below the current element's: both
        // lists ascend by section, so it only moves forward.
        var pinned = 0
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i].element < new[j].element) {
                // Reserved once, at the first: grown one by one, the lists
                // were reallocated several times a tick.
                if left.isEmpty { left.reserveCapacity(old.count - i) }
                left.append(old[i])
                i += 1
            } else if i == old.count || new[j].element < old[i].element {
                if entered.isEmpty { entered.reserveCapacity(new.count - j) }
                entered.append(new[j])
                j += 1
            } else {
                if !moved, old[i].frame != new[j].frame {
                    let section = old[i].element.section
                    while pinned < pinnedSections.count && pinnedSections[pinned] < section { pinned += 1 }
                    let isPinned = pinned < pinnedSections.count && pinnedSections[pinned] == section
                    moved = old[i].element.kind == .cell || !isPinned
                }
                i += 1
                j += 1
            }
        }
    }
}
