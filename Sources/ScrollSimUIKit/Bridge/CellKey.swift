/// A cell's place, as the store keeps the cells (two integers hash faster
/// than an element identity with its kind's name).
struct CellKey: Hashable {
    var section: Int
    var item: Int

    /// One word for both numbers: hashing one combine instead of two is
    /// measurable on every display and end of display. Keys that share it
    /// (indices past 2³²) still compare unequal.
    func hash(into hasher: inout Hasher) {
        hasher.combine(section &<< 32 ^ item)
    }
}
