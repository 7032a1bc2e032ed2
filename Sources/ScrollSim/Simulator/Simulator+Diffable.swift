// Diffable data: a snapshot applied as the one batch update its difference
// by identifier makes (`docs/simulator.md`, "Diffable data").
extension Simulator {
    /// A diffable data source's `apply(_:animatingDifferences:)`: the
    /// current contents and `snapshot` are diffed by identifier
    /// (`SnapshotDifference`) and the difference applies as one
    /// `performBatchUpdates`, with its display events and offset behaviour.
    /// On a collection with no sections it is a `reloadData`, as UIKit's
    /// first apply is; a snapshot that changes nothing changes nothing.
    /// Survivors take their sizes from `snapshot`, as a layout asks its
    /// sizes anew after a batch.
    ///
    /// - Throws: `SimulationError` when a current section or item has no
    ///   identifier, or an identifier is given twice; nothing changes then.
    public func apply(_ snapshot: DiffableSnapshot) throws(SimulationError) {
        try perform { () throws(SimulationError) in try self.applySnapshot(snapshot, field: ["apply"]) }
    }

    /// Applies `snapshot` on the current pass.
    func applySnapshot(_ snapshot: DiffableSnapshot, field: [SimulationError.ArgumentStep]) throws(SimulationError) {
        guard let difference = try difference(to: snapshot, field: field) else {
            reload(snapshot.data)
            return
        }
        guard !difference.isEmpty else {
            runTick()
            return
        }
        var batch: BatchUpdate
        do throws(BatchUpdateError) {
            batch = try BatchUpdate(
                data, updates: difference.updates,
                newItem: { snapshot.data.sections[$0.section].items[$0.item] },
                newSection: { snapshot.data.sections[$0] })
        } catch {
            throw self.error(field, .invalidUpdate(error.message))
        }
        batch.data = snapshot.data
        var events = difference.updates.flatMap(Self.dataChangeEvents)
        let reconfigured = Dictionary(grouping: difference.reconfigured, by: \.section)
        for (section, paths) in reconfigured.sorted(by: { $0.key < $1.key }) {
            events.append(.dataChange(action: .reconfigureItems, details: [
                ("section", .int(section)), ("items", .array(paths.map { .int($0.item) })),
            ]))
        }
        apply(batch, events: events)
    }

    /// The batch that turns the current contents into `snapshot`'s, or
    /// `nil` when the collection has no sections (a reload then).
    ///
    /// - Throws: `SimulationError` for a missing or repeated identifier,
    ///   or new contents past the item budget.
    func difference(to snapshot: DiffableSnapshot, field: [SimulationError.ArgumentStep]) throws(SimulationError) -> SnapshotDifference? {
        guard snapshot.data.totalItemCount <= configuration.budget.maximumItems else {
            throw error(field, .itemBudgetExceeded(items: 0, adding: snapshot.data.totalItemCount, maximum: configuration.budget.maximumItems))
        }
        let new: [IdentifiedSection<String, String>]
        switch snapshot.data.identified() {
        case .success(let list): new = list
        case .failure(let missing): throw error(field, .invalidUpdate("apply: the new \(missing.place) has no identifier (\"id\")"))
        }
        guard data.numberOfSections > 0 else {
            // The new list must still be one a diffable data source takes.
            do throws(SnapshotDifferenceError) {
                _ = try SnapshotDifference(from: [], to: new)
            } catch {
                throw self.error(field, .invalidUpdate("apply: \(error.message)"))
            }
            return nil
        }
        let old: [IdentifiedSection<String, String>]
        switch data.identified() {
        case .success(let list): old = list
        case .failure(let missing):
            throw error(field, .invalidUpdate("apply: the current \(missing.place) has no identifier (\"id\"); give the scenario's sections and items ids, or start with no sections"))
        }
        do throws(SnapshotDifferenceError) {
            return try SnapshotDifference(
                from: old, to: new,
                reloadedSections: Set(snapshot.reloadedSectionIdentifiers),
                reloadedItems: Set(snapshot.reloadedItemIdentifiers),
                reconfiguredItems: Set(snapshot.reconfiguredItemIdentifiers))
        } catch {
            throw self.error(field, .invalidUpdate("apply: \(error.message)"))
        }
    }
}
