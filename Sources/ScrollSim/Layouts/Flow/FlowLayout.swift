/// `UICollectionViewFlowLayout`: items packed into lines, with section
/// headers and footers.
///
/// Line packing follows Apple's documented rules: an item joins the line
/// while it fits with the minimum interitem spacing; a full line is
/// justified (the spare width spread evenly between its items); the last
/// line of a section is left-aligned with the minimum spacing; a lone item
/// on a line that is not the last is centred; items are centred vertically
/// in their line, whose height is that of its tallest item. With
/// `alignment: .left` every line is left-aligned and top-aligned instead.
///
/// The layout width is the viewport width less the content inset's left and
/// right, as UIKit's flow layout uses.
public final class FlowLayout: CollectionViewLayout {
    /// The options this layout was made with.
    public var configuration: FlowLayoutConfiguration

    public private(set) var contentSize: Size = .zero

    /// Item frames of all sections, concatenated (section by section).
    private var itemFrames: [Rect] = []
    /// Lines of all sections, concatenated; each covers a run of `itemFrames`.
    private var lines: [Line] = []
    private var sections: [SectionGeometry] = []

    private struct Line {
        var firstItem: Int  // index into itemFrames
        var itemCount: Int
        var minY: Double
        var maxY: Double
    }

    private struct SectionGeometry {
        var minY: Double
        var maxY: Double
        var header: Rect?
        var footer: Rect?
        var firstItem: Int  // index into itemFrames
        var itemCount: Int
        var lines: Range<Int>  // indices into lines
    }

    /// Creates a flow layout.
    public init(configuration: FlowLayoutConfiguration = FlowLayoutConfiguration()) {
        self.configuration = configuration
    }

    public func prepare(in context: LayoutContext) {
        itemFrames.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
        sections.removeAll(keepingCapacity: true)
        itemFrames.reserveCapacity(context.data.totalItemCount)

        let width = context.bounds.width - context.contentInset.left - context.contentInset.right
        var y = 0.0
        for section in context.data.sections {
            let geometry = layOut(section, width: width, y: &y)
            sections.append(geometry)
        }
        contentSize = Size(width: max(width, 0), height: y)
    }

    private func layOut(_ section: SectionData, width: Double, y: inout Double) -> SectionGeometry {
        let inset = section.overrides.sectionInset ?? configuration.sectionInset
        let lineSpacing = section.overrides.minimumLineSpacing ?? configuration.minimumLineSpacing
        let interitem = section.overrides.minimumInteritemSpacing ?? configuration.minimumInteritemSpacing
        let sectionMinY = y

        var header: Rect?
        let headerHeight = section.header?.height ?? configuration.headerHeight
        if headerHeight > 0 {
            header = Rect(x: 0, y: y, width: section.header?.width ?? width, height: headerHeight)
            y += headerHeight
        }

        y += inset.top
        let firstItem = itemFrames.count
        let firstLine = lines.count
        let available = width - inset.left - inset.right
        let count = section.items.count
        var start = 0
        while start < count {
            // Gather the line: the first item always fits.
            var sizes: [Size] = [itemSize(section.items[start])]
            var used = sizes[0].width
            var end = start + 1
            while end < count {
                let next = itemSize(section.items[end])
                guard used + interitem + next.width <= available else { break }
                used += interitem + next.width
                sizes.append(next)
                end += 1
            }
            let lineHeight = sizes.reduce(0) { max($0, $1.height) }
            placeLine(sizes, isLast: end == count, x: inset.left, y: y,
                      available: available, used: used, interitem: interitem, lineHeight: lineHeight)
            lines.append(Line(firstItem: firstItem + start, itemCount: end - start,
                              minY: y, maxY: y + lineHeight))
            y += lineHeight
            start = end
            if start < count { y += lineSpacing }
        }
        y += inset.bottom

        var footer: Rect?
        let footerHeight = section.footer?.height ?? configuration.footerHeight
        if footerHeight > 0 {
            footer = Rect(x: 0, y: y, width: section.footer?.width ?? width, height: footerHeight)
            y += footerHeight
        }
        return SectionGeometry(
            minY: sectionMinY, maxY: y, header: header, footer: footer,
            firstItem: firstItem, itemCount: count, lines: firstLine..<lines.count
        )
    }

    private func placeLine(
        _ sizes: [Size], isLast: Bool, x: Double, y: Double,
        available: Double, used: Double, interitem: Double, lineHeight: Double
    ) {
        var gap = interitem
        var cursor = x
        let centresVertically = configuration.alignment == .justified
        if configuration.alignment == .justified && !isLast {
            if sizes.count == 1 {
                cursor = x + (available - sizes[0].width) / 2
            } else {
                let itemsWidth = sizes.reduce(0) { $0 + $1.width }
                gap = (available - itemsWidth) / Double(sizes.count - 1)
            }
        }
        for size in sizes {
            let top = centresVertically ? y + (lineHeight - size.height) / 2 : y
            itemFrames.append(Rect(x: cursor, y: top, width: size.width, height: size.height))
            cursor += size.width + gap
        }
    }

    private func itemSize(_ item: ItemSpec) -> Size {
        Size(width: item.width ?? configuration.itemSize.width,
             height: item.height ?? configuration.itemSize.height)
    }

    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        guard !rect.isEmpty else { return result }
        var s = firstIndex(in: sections.indices) { sections[$0].maxY > rect.minY }
        while s < sections.count && sections[s].minY < rect.maxY {
            let section = sections[s]
            if let header = section.header, header.intersects(rect) {
                result.append(LayoutAttributes(element: .supplementary(.header, section: s), frame: header))
            }
            var l = firstIndex(in: section.lines) { lines[$0].maxY > rect.minY }
            while l < section.lines.upperBound && lines[l].minY < rect.maxY {
                let line = lines[l]
                for i in line.firstItem..<(line.firstItem + line.itemCount) where itemFrames[i].intersects(rect) {
                    result.append(LayoutAttributes(element: .cell(i - section.firstItem, section: s),
                                                   frame: itemFrames[i]))
                }
                l += 1
            }
            if let footer = section.footer, footer.intersects(rect) {
                result.append(LayoutAttributes(element: .supplementary(.footer, section: s), frame: footer))
            }
            s += 1
        }
        return result
    }

    /// The first index of `range` for which `predicate` holds, given that it
    /// holds for a suffix of the range; `range.upperBound` if for none.
    private func firstIndex(in range: Range<Int>, where predicate: (Int) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let mid = low + (high - low) / 2
            if predicate(mid) { high = mid } else { low = mid + 1 }
        }
        return low
    }

    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard (0..<section.itemCount).contains(indexPath.item) else { return nil }
        return LayoutAttributes(element: ElementID(kind: .cell, indexPath: indexPath),
                                frame: itemFrames[section.firstItem + indexPath.item])
    }

    public func layoutAttributesForSupplementaryView(
        ofKind kind: ElementKind,
        at indexPath: IndexPath
    ) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section), indexPath.item == 0 else { return nil }
        let section = sections[indexPath.section]
        let frame: Rect? = switch kind {
        case .header: section.header
        case .footer: section.footer
        default: nil
        }
        return frame.map { LayoutAttributes(element: .supplementary(kind, section: indexPath.section), frame: $0) }
    }
}
