/// Packs items into lines, flow-layout style, appending their frames and
/// line runs to a `SectionedGeometry` (layout space: lines stack along y).
///
/// Shared by `FlowLayout` and the flow sections of `FlexLayout`. Frames are
/// written once and adjusted in place, so packing allocates nothing beyond
/// the geometry's own arrays.
struct LinePacker {
    /// The options that decide where items go.
    var alignment: FlowLayoutConfiguration.Alignment
    var lineSpacing: Double
    var interitemSpacing: Double

    /// Packs `count` items whose sizes `sizeOf` gives into lines starting at
    /// (`x`, `y`) and `available` wide; `y` ends below the last line.
    func pack(
        count: Int, x: Double, y: inout Double, available: Double,
        into geometry: inout SectionedGeometry, sizeOf: (Int) -> Size
    ) {
        // Items that fit exactly must not wrap because of rounding: on a
        // 376-pt line three items of (376 − 2·10)/3 sum to 376.00000000000006.
        let limit = available + fitTolerance(available)
        var start = 0
        while start < count {
            let lineStart = geometry.itemFrames.count
            // The first item of a line always fits.
            var size = sizeOf(start)
            var used = size.width
            var lineHeight = size.height
            geometry.itemFrames.append(Rect(x: x, y: y, width: size.width, height: size.height))
            var end = start + 1
            while end < count {
                size = sizeOf(end)
                guard used + interitemSpacing + size.width <= limit else { break }
                geometry.itemFrames.append(Rect(x: x + used + interitemSpacing, y: y, width: size.width, height: size.height))
                used += interitemSpacing + size.width
                lineHeight = max(lineHeight, size.height)
                end += 1
            }
            if alignment == .justified {
                justify(geometry: &geometry, lineStart: lineStart, isLast: end == count,
                        x: x, y: y, available: available, used: used, lineHeight: lineHeight)
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

    /// UIKit's rules for a finished line: a full line is justified, a lone
    /// item on a non-last line centred, the last line left as packed; every
    /// item centred vertically.
    private func justify(
        geometry: inout SectionedGeometry, lineStart: Int, isLast: Bool,
        x: Double, y: Double, available: Double, used: Double, lineHeight: Double
    ) {
        let lineEnd = geometry.itemFrames.count
        let itemCount = lineEnd - lineStart
        if !isLast {
            if itemCount == 1 {
                geometry.itemFrames[lineStart].origin.x = x + (available - geometry.itemFrames[lineStart].width) / 2
            } else {
                let extra = (available - used) / Double(itemCount - 1)
                for (k, i) in (lineStart..<lineEnd).enumerated() {
                    geometry.itemFrames[i].origin.x += extra * Double(k)
                }
            }
        }
        for i in lineStart..<lineEnd {
            geometry.itemFrames[i].origin.y = y + (lineHeight - geometry.itemFrames[i].height) / 2
        }
    }
}
