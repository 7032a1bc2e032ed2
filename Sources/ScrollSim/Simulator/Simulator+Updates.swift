// Data changes: `performBatchUpdates`, its single-change forms, and
// `reloadData` (`docs/simulator.md`, "Data changes").
extension Simulator {
    /// `performBatchUpdates(_:completion:)`: applies `updates` at once, on
    /// a pass of the current tick. With a data source, the new counts and
    /// the inserted and reloaded items are asked from it; counts that do
    /// not add up are refused as UIKit refuses them. Then the layout is
    /// prepared and asked `targetContentOffset(forProposedContentOffset:)`
    /// (how a chat layout keeps its place when rows are prepended); a
    /// resting offset outside the new range is clamped, a moving one heads
    /// for the new edge.
    ///
    /// - Throws: `SimulationError` naming the update that cannot apply;
    ///   nothing changes then.
    public func performBatchUpdates(_ updates: [CollectionUpdate]) throws(SimulationError) {
        try performBatchUpdates(updates, willApply: {}, didApply: { _ in })
    }

    /// `performBatchUpdates(_:)` with the UIKit layer's work around it:
    /// `willApply` right before the batch applies, `didApply` right after
    /// (with whether it applied), so that from a callback or a layout pass
    /// they wait for the pass to end with it.
    package func performBatchUpdates(
        _ updates: [CollectionUpdate], willApply: @escaping () -> Void, didApply: @escaping (Bool) -> Void
    ) throws(SimulationError) {
        // The counts are taken now: a callback's batch applies after the
        // pass, when the model may have moved on by later changes.
        let counts = dataSource.map { dataSource in
            (0..<max(dataSource.numberOfSections(in: self), 0)).map {
                dataSource.collectionView(self, numberOfItemsInSection: $0)
            }
        }
        try perform { () throws(SimulationError) in
            willApply()
            do throws(SimulationError) {
                try self.applyBatch(updates, counts: counts)
            } catch {
                didApply(false)
                throw error
            }
            didApply(true)
        }
    }

    /// Checks a batch against the data source (its counts as taken when
    /// the batch was made) and the item budget, then applies it.
    private func applyBatch(_ updates: [CollectionUpdate], counts: [Int]?) throws(SimulationError) {
        guard let dataSource, let counts else {
            throw error(["performBatchUpdates"], .noDataSource)
        }
        let batch: BatchUpdate
        do throws(BatchUpdateError) {
            batch = try BatchUpdate(
                data, updates: updates,
                newItem: { dataSource.collectionView(self, itemAt: $0) },
                newSection: { self.section($0, from: dataSource) })
        } catch {
            throw self.error(["performBatchUpdates"], .invalidUpdate(error.message))
        }
        try checkCounts(of: batch.data, against: counts)
        guard batch.data.totalItemCount <= configuration.budget.maximumItems else {
            throw error(["performBatchUpdates"], .itemBudgetExceeded(items: data.totalItemCount, adding: batch.data.totalItemCount - data.totalItemCount, maximum: configuration.budget.maximumItems))
        }
        apply(batch, events: updates.flatMap(Self.dataChangeEvents))
    }

    /// `insertItems(at:)`: a batch of one.
    public func insertItems(at indexPaths: [IndexPath]) throws(SimulationError) {
        try performBatchUpdates([.insertItems(indexPaths)])
    }

    /// `deleteItems(at:)`: a batch of one.
    public func deleteItems(at indexPaths: [IndexPath]) throws(SimulationError) {
        try performBatchUpdates([.deleteItems(indexPaths)])
    }

    /// `moveItem(at:to:)`: a batch of one.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) throws(SimulationError) {
        try performBatchUpdates([.moveItem(at: indexPath, to: newIndexPath)])
    }

    /// `reloadItems(at:)`: a batch of one.
    public func reloadItems(at indexPaths: [IndexPath]) throws(SimulationError) {
        try performBatchUpdates([.reloadItems(indexPaths)])
    }

    /// `insertSections(_:)`: a batch of one.
    public func insertSections(_ sections: [Int]) throws(SimulationError) {
        try performBatchUpdates([.insertSections(sections)])
    }

    /// `deleteSections(_:)`: a batch of one.
    public func deleteSections(_ sections: [Int]) throws(SimulationError) {
        try performBatchUpdates([.deleteSections(sections)])
    }

    /// `reloadData()`: everything on screen ends displaying, the contents
    /// are asked anew from the data source (or kept, without one), the
    /// layout is prepared and what is visible is displayed again.
    public func reloadData() throws(SimulationError) {
        try perform {
            var newData = self.data
            if let dataSource = self.dataSource {
                let count = dataSource.numberOfSections(in: self)
                newData = CollectionData(sections: (0..<max(count, 0)).map { self.section($0, from: dataSource) })
            }
            self.reload(newData)
        }
    }

    // MARK: - Applying

    /// Replaces the contents with `newData`: a `reloadData`.
    func reload(_ newData: CollectionData) {
        data = newData
        dataDidChange()
        display.carry { _ in nil }
        cells.carry { _ in nil }
        emit(.dataChange(action: .reloadData,
                         details: [("sections", .int(data.numberOfSections)), ("items", .int(data.totalItemCount))]))
        finishDataChange()
    }

    /// Applies a checked batch: the display carried over, `dataChange`
    /// logged, `prepare`, the layout's target offset, then a pass.
    func apply(_ batch: BatchUpdate, events: [Event.Payload]) {
        data = batch.data
        dataDidChange()
        display.carry(through: batch.newElement)
        cells.carry(through: batch.newElement)
        for event in events { emit(event) }
        finishDataChange()
    }

    private func finishDataChange() {
        prepareLayout(reason: .dataChange)
        var input = clampedOffset()
        if scrollView.isIdle {
            let proposed = input ?? exactOffset
            let target = layout.targetContentOffset(forProposedContentOffset: proposed)
            if target != proposed { input = scrollBounds.clamped(target) }
        }
        runTick(input: input)
    }

    /// The `dataChange` events of one update: one per section it touches.
    static func dataChangeEvents(of update: CollectionUpdate) -> [Event.Payload] {
        func bySection(_ paths: [IndexPath]) -> [Event.Payload] {
            Dictionary(grouping: paths, by: \.section).sorted { $0.key < $1.key }.map { section, paths in
                .dataChange(action: update.action, details: [
                    ("section", .int(section)), ("items", .array(Set(paths.map(\.item)).sorted().map { .int($0) })),
                ])
            }
        }
        func path(_ indexPath: IndexPath) -> FieldValue {
            .object([("section", .int(indexPath.section)), ("item", .int(indexPath.item))])
        }
        switch update {
        case .insertItems(let paths), .deleteItems(let paths), .reloadItems(let paths):
            return bySection(paths)
        case .insertSections(let sections), .deleteSections(let sections), .reloadSections(let sections):
            return [.dataChange(action: update.action, details: [("sections", .array(Set(sections).sorted().map { .int($0) }))])]
        case .moveItem(let from, let to):
            return [.dataChange(action: update.action, details: [("from", path(from)), ("to", path(to))])]
        case .moveSection(let from, let to):
            return [.dataChange(action: update.action, details: [("from", .int(from)), ("to", .int(to))])]
        }
    }

    private func section(_ index: Int, from dataSource: any CollectionViewDataSource) -> SectionData {
        var section = dataSource.collectionView(self, sectionAt: index)
        let count = max(dataSource.collectionView(self, numberOfItemsInSection: index), 0)
        section.items = .explicit((0..<count).map { dataSource.collectionView(self, itemAt: IndexPath(item: $0, section: index)) })
        return section
    }

    /// UIKit's consistency check: after a batch, the data source's counts
    /// (as they were when the batch was made) must be the counts before
    /// plus insertions minus deletions.
    private func checkCounts(of expected: CollectionData, against counts: [Int]) throws(SimulationError) {
        guard counts.count == expected.numberOfSections else {
            throw error(["performBatchUpdates"], .sectionCountMismatch(dataSource: counts.count, before: data.numberOfSections, expected: expected.numberOfSections))
        }
        for (section, count) in counts.enumerated() {
            let wanted = expected.numberOfItems(inSection: section)
            guard count == wanted else {
                throw error(["performBatchUpdates"], .itemCountMismatch(section: section, dataSource: count, expected: wanted))
            }
        }
    }
}
