/// Packs items into lines, flow-layout style, appending their frames and
/// line runs to a `SectionedGeometry` (layout space: lines stack along y).
///
/// Shared by `FlowLayout` and the flow sections of `FlexLayout`. Origins
/// are written once and adjusted in place; the sizes are `sizeOf`'s, which
/// the section's `ItemSizes` must give again. Packing allocates nothing
/// beyond the geometry's arrays.
struct LinePacker {
    /// The options that decide where items go.
    var alignment: FlowLayoutConfiguration.Alignment
    var lineSpacing: Double
    var interitemSpacing: Double

    /// Packs `count` items whose sizes `sizeOf` gives into lines starting at
    /// (`x`, `y`) and `available` wide; `y` ends below the last line.
    ///
    /// When `sameWidths` says every item is as wide as the first, every
    /// line holds as many items as the first, and the line runs are
    /// reserved once after it.
    func pack(
        count: Int, x: Double, y: inout Double, available: Double, sameWidths: Bool = false,
        into geometry: inout SectionedGeometry, sizeOf: (Int) -> Size
    ) {
        // Items that fit exactly must not wrap because of rounding: on a
        // 376-pt line three items of (376 − 2·10)/3 sum to 376.00000000000006.
        let limit = available + fitTolerance(available)
        var start = 0
        var previous: LineShape?
        var everyLineSingle = true
        let justified = alignment == .justified
        while start < count {
            let lineStart = geometry.itemOrigins.count
            // The first item of a line always fits.
            var size = sizeOf(start)
            var used = size.width
            var lineHeight = size.height
            geometry.itemOrigins.append(Point(x: x, y: y))
            var end = start + 1
            while end < count {
                size = sizeOf(end)
                guard used + interitemSpacing + size.width <= limit else { break }
                geometry.itemOrigins.append(Point(x: x + used + interitemSpacing, y: y))
                used += interitemSpacing + size.width
                lineHeight = max(lineHeight, size.height)
                end += 1
            }
            if justified {
                let shape = LineShape(itemCount: end - start, leftover: available - used)
                everyLineSingle = everyLineSingle && shape.itemCount == 1
                let placement = Self.placement(of: shape, isLast: end == count, previous: previous,
                                               everyLineSingle: everyLineSingle, tolerance: fitTolerance(available))
                justify(geometry: &geometry, lineStart: lineStart, firstItem: start, placement: placement,
                        x: x, y: y, available: available, used: used, lineHeight: lineHeight, sizeOf: sizeOf)
                previous = shape
            }
            if start == 0 && sameWidths {
                let perLine = end - start
                geometry.reserveLines(additional: 1 + (count - end + perLine - 1) / perLine)
            }
            geometry.appendLine(from: lineStart, minY: y, maxY: y + lineHeight)
            y += lineHeight
            start = end
            if start < count { y += lineSpacing }
        }
    }

    /// How far past the line an item may reach and still count as fitting:
    /// floating-point noise, far below the 0.01 pt that frames are compared at.
    @inline(__always)
    private func fitTolerance(_ available: Double) -> Double {
        1e-9 * max(1, abs(available))
    }

    /// What a finished line looks like, for the rules of the next one.
    struct LineShape {
        var itemCount: Int
        /// The line's width less its items and minimum spacings.
        var leftover: Double
    }

    /// How a line's items are placed across it.
    enum Placement: Equatable {
        /// Spread so the first touches the start and the last the end.
        case justified
        /// A lone item centred (at the start if it is wider than the line).
        case centred
        /// As packed: from the start, minimum spacing.
        case packed
    }

    /// UIKit's rules for a finished line (`docs/layouts.md`, "flow"): a
    /// line that is not the last is justified, or centred when it holds one
    /// item; the last line is justified too when it is as full as the line
    /// before it (same leftover, at least two lines), centred when every
    /// line of the section holds one item (so a one-item section is
    /// centred), and otherwise left as packed.
    static func placement(
        of line: LineShape, isLast: Bool, previous: LineShape?, everyLineSingle: Bool, tolerance: Double
    ) -> Placement {
        if !isLast || previous.map({ abs($0.leftover - line.leftover) <= tolerance }) == true {
            return line.itemCount == 1 ? .centred : .justified
        }
        return everyLineSingle ? .centred : .packed
    }

    /// Places the items of the line from origin `lineStart` (item
    /// `firstItem`, sized by `sizeOf`) as `placement` says.
    @inline(__always)
    private func justify(
        geometry: inout SectionedGeometry, lineStart: Int, firstItem: Int, placement: Placement,
        x: Double, y: Double, available: Double, used: Double, lineHeight: Double, sizeOf: (Int) -> Size
    ) {
        let lineEnd = geometry.itemOrigins.count
        let itemCount = lineEnd - lineStart
        switch placement {
        case .centred:
            // An item wider than the line starts at the leading inset, as
            // UIKit places it, rather than centred off the screen.
            let width = sizeOf(firstItem).width
            geometry.itemOrigins[lineStart].x = x + max(available - width, 0) / 2
        case .justified where itemCount > 1:
            let extra = (available - used) / Double(itemCount - 1)
            for (k, i) in (lineStart..<lineEnd).enumerated() {
                geometry.itemOrigins[i].x += extra * Double(k)
            }
        case .justified, .packed:
            break
        }
        for (k, i) in (lineStart..<lineEnd).enumerated() {
            geometry.itemOrigins[i].y = y + (lineHeight - sizeOf(firstItem + k).height) / 2
        }
    }
}
