// Self-sizing cells: items with an estimated size resolve to the size their
// cell prefers when the cell is prepared (`docs/simulator.md`,
// "Self-sizing").
extension Simulator {
    /// Resolves the items of `items` that still have an estimated size (or
    /// every item, when the data source's cells self-size): their cells are
    /// being prepared now.
    ///
    /// For each such item, as UIKit's self-sizing: the layout's attributes
    /// for it (at its estimate) and the attributes the cell prefers (the
    /// same at the item's size, or the data source's
    /// `collectionView(_:preferredLayoutAttributesFitting:)`) go to
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`;
    /// on `false` the item keeps its estimate (it drops it without an event
    /// if it prefers exactly its estimate); on `true` the data takes the
    /// preferred size (an estimated item) and the layout is
    /// invalidated with the context of
    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// (an `invalidate` event with `log.layout`, then `sizeResolved` with
    /// `log.cells`). Once every item is through, the layout is prepared
    /// (reason `selfSizing`; a `contentSizeChange`), the contexts' content
    /// offset adjustments are added to the offset, then `didScroll` if the
    /// shown offset moved.
    ///
    /// - Returns: whether the layout changed: the caller queries it again.
    func resolveEstimatedSizes(of items: [IndexPath]) -> Bool {
        var anyResolved = false
        var estimatesDropped = false
        var adjustment = Point.zero
        let cellsSelfSize = dataSource.map { $0.collectionViewSelfSizesCells(self) } ?? false
        for indexPath in items {
            let (section, item) = (indexPath.section, indexPath.item)
            guard data.sections.indices.contains(section), (0..<data.sections[section].items.count).contains(item)
            else { continue }
            let fromData = data.sections[section].items[item].preferredSize
            guard fromData != nil || cellsSelfSize else { continue }
            let original: LayoutAttributes
            do {
                guard let answer = try checkedAttributesForItem(at: indexPath) else { continue }
                original = answer
            } catch {
                stop(error)
                return false
            }
            var preferred = original
            if let fromData {
                preferred.frame.size = fromData
            } else {
                guard let answer = dataSource?.collectionView(self, preferredLayoutAttributesFitting: original) else { continue }
                preferred = answer
            }
            let preferredSize = preferred.frame.size
            guard preferredSize.width.isFinite, preferredSize.height.isFinite,
                  preferredSize.width >= 0, preferredSize.height >= 0
            else {
                stop(error([], .invalidPreferredSize(indexPath, preferredSize)))
                return false
            }
            guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            else {
                // An item that prefers exactly its estimate is sized: it
                // drops the estimate without an invalidation or an event.
                if let fromData, fromData == data.sections[section].items[item].estimatedSize {
                    data.sections[section].items.resolveEstimatedSize(at: item, to: fromData)
                    estimatesDropped = true
                }
                continue
            }
            var context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            context.bounds = visibleRect
            if fromData != nil {
                data.sections[section].items.resolveEstimatedSize(at: item, to: preferredSize)
                estimatesDropped = true
            }
            layout.invalidateLayout(with: context)
            if configuration.log.layout { emit(.invalidate(offsetOnly: false)) }
            let delta = context.contentOffsetAdjustment
            adjustment = Point(x: adjustment.x + delta.x, y: adjustment.y + delta.y)
            anyResolved = true
            if configuration.log.cells {
                let id = itemIdentifier(at: indexPath)
                emit(.sizeResolved(item: indexPath, estimated: original.frame.size, size: preferredSize, offsetAdjustment: delta, id: id))
            }
        }
        // Once for the batch: it scans every item list.
        if estimatesDropped { dataDidChange() }
        guard anyResolved else { return false }
        prepareLayout(reason: .selfSizing)
        if adjustment != .zero { scrollView.shift(by: adjustment) }
        if adjustment != .zero, scrollView.showRoundedOffset(geometry: scrollGeometry), configuration.log.didScroll {
            emit(.didScroll(offset: scrollView.contentOffset))
        }
        return true
    }

    /// The cells of `answer` that meet `rect` and are not displayed yet:
    /// the cells prepared on this pass.
    func cellsEntering(_ answer: [LayoutAttributes], in rect: Rect) -> [IndexPath] {
        var shown = Set<IndexPath>()
        for element in display.displayed where element.element.kind == .cell { shown.insert(element.element.indexPath) }
        return answer.lazy
            .filter { $0.element.kind == .cell && $0.frame.intersects(rect) && !shown.contains($0.element.indexPath) }
            .map(\.element.indexPath)
    }
}
