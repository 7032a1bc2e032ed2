/// The way the content last moved: an axis and a sign. What "ahead" means
/// for requesting cells and prefetching, and what "along the scroll axis"
/// means for keeping cells.
struct ScrollHeading: Hashable {
    /// Whether the content moves along y (else along x).
    var isVertical: Bool
    /// Whether the offset grows (down or right).
    var isForward: Bool

    /// A heading along y (`isVertical`) or x, toward larger offsets
    /// (`isForward`) or smaller ones.
    init(isVertical: Bool, isForward: Bool) {
        self.isVertical = isVertical
        self.isForward = isForward
    }

    /// The heading of a move from `old` to `new`, or `nil` when the offset
    /// did not move. The axis that moved further wins; y on a tie.
    init?(from old: Point, to new: Point) {
        let dx = new.x - old.x, dy = new.y - old.y
        guard dx != 0 || dy != 0 else { return nil }
        isVertical = abs(dy) >= abs(dx)
        isForward = isVertical ? dy > 0 : dx > 0
    }

    /// The length of `size` along the axis.
    func length(of size: Size) -> Double {
        isVertical ? size.height : size.width
    }

    /// The strip `depth` points deep just ahead of `rect`, as wide as `rect`.
    func strip(aheadOf rect: Rect, depth: Double) -> Rect {
        switch (isVertical, isForward) {
        case (true, true): Rect(x: rect.minX, y: rect.maxY, width: rect.width, height: depth)
        case (true, false): Rect(x: rect.minX, y: rect.minY - depth, width: rect.width, height: depth)
        case (false, true): Rect(x: rect.maxX, y: rect.minY, width: depth, height: rect.height)
        case (false, false): Rect(x: rect.minX - depth, y: rect.minY, width: depth, height: rect.height)
        }
    }

    /// How far ahead of `rect` `frame` begins (0 or less when it meets it).
    func distance(of frame: Rect, aheadOf rect: Rect) -> Double {
        switch (isVertical, isForward) {
        case (true, true): frame.minY - rect.maxY
        case (true, false): rect.minY - frame.maxY
        case (false, true): frame.minX - rect.maxX
        case (false, false): rect.minX - frame.maxX
        }
    }

    /// `rect` grown by `depth` on both sides of the axis.
    func grown(_ rect: Rect, by depth: Double) -> Rect {
        isVertical
            ? Rect(x: rect.minX, y: rect.minY - depth, width: rect.width, height: rect.height + 2 * depth)
            : Rect(x: rect.minX - depth, y: rect.minY, width: rect.width + 2 * depth, height: rect.height)
    }
}
