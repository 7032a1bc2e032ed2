/// The difference between two visible sets, both in canonical order.
struct VisibleSetDiff {
    /// Elements that left, in canonical order.
    var left: [DisplayedElement] = []
    /// Elements that entered, in canonical order.
    var entered: [DisplayedElement] = []

    var isEmpty: Bool { left.isEmpty && entered.isEmpty }

    /// A merge walk over the two sorted lists: O(old + new).
    init(from old: [DisplayedElement], to new: [DisplayedElement]) {
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if j == new.count || (i < old.count && old[i].element < new[j].element) {
                left.append(old[i])
                i += 1
            } else if i == old.count || new[j].element < old[i].element {
                entered.append(new[j])
                j += 1
            } else {
                i += 1
                j += 1
            }
        }
    }
}
