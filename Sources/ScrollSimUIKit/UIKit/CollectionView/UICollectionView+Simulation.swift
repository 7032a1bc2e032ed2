import Foundation
import class ScrollSim.Simulator
import struct ScrollSim.SimulationError
import enum ScrollSim.CollectionUpdate
import struct ScrollSim.ElementID
import struct ScrollSim.ScrollViewConfiguration

// The collection view as the host of its simulation: layout passes, the
// changes that wait for a pass to end, batch updates told to the layout.
extension UICollectionView {
    /// Switches to `layout` now: the transition calls, a new bridge.
    func switchLayout(to layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        let old = collectionViewLayout
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        old.attachedCollectionView = nil
        currentLayout = layout
        layout.attachedCollectionView = self
        if let simulation {
            let bridge = LayoutBridge(layout)
            self.bridge = bridge
            record { () throws(SimulationError) in try simulation.setCollectionViewLayout(bridge, animated: animated) }
        }
        layout.finalizeLayoutTransition()
        completion?(pendingError == nil)
    }

    // MARK: - Layout passes

    /// Runs `body` as a layout pass (the bridge's calls into the layout,
    /// a handler the layout calls): changes made meanwhile — an offset, an
    /// inset, a data change, a snapshot — wait for the pass to end, as a
    /// delegate's do, and time cannot move (`advance` and
    /// `runUntilIdle` throw).
    func inLayoutPass<T>(_ body: () -> T) -> T {
        let simulation = simulation
        layoutDepth += 1
        simulation?.enterLayoutPass()
        defer {
            simulation?.leaveLayoutPass()
            layoutDepth -= 1
        }
        return body()
    }

    /// Runs a handler the layout calls during a pass
    /// (`visibleItemsInvalidationHandler`) as part of it. Outside the
    /// simulator's own passes (a query of your own, `indexPathForItem(at:)`),
    /// what the handler changed applies when it returns.
    func callLayoutHandler(_ body: () -> Void) {
        inLayoutPass(body)
        applyChangesFromLayoutQueries()
    }

    /// Applies the changes a layout pass outside the simulator's calls
    /// left waiting; nothing inside a callback or pass, whose end does.
    func applyChangesFromLayoutQueries() {
        guard let simulation else { return }
        record { () throws(SimulationError) in try simulation.applyDeferredChanges() }
    }

    /// Runs `body` now, or — from a delegate callback or a layout pass —
    /// when the simulator applies the changes made there, after those
    /// made before it: the UIKit work around a change happens when the
    /// change does. An error `body` records is thrown from there.
    func whenPassEnds(_ body: @escaping () -> Void) {
        guard let simulation, simulation.defersChanges else {
            body()
            return
        }
        record { () throws(SimulationError) in
            try simulation.performWhenPassEnds { [self] () throws(SimulationError) in
                body()
                if let error = pendingError {
                    pendingError = nil
                    throw error
                }
            }
        }
    }

    /// Asks for a layout pass: the layout was invalidated.
    func setNeedsLayoutPass() {
        needsLayoutPass = true
    }

    /// The layout pass an invalidation asked for: `prepare()`, the content
    /// size, the visible set, on the current tick.
    func runPendingLayoutPass() {
        guard needsLayoutPass, let simulation else { return }
        needsLayoutPass = false
        bridge?.nextInvalidation = nil
        record { () throws(SimulationError) in try simulation.invalidateLayout() }
        applyChangesFromLayoutQueries()
    }

    /// The scroll view's properties as the simulator takes them.
    var scrollViewConfiguration: ScrollViewConfiguration {
        var configuration = simulation?.configuration.scrollView ?? ScrollViewConfiguration()
        configuration.pagingEnabled = isPagingEnabled
        configuration.bounces = bounces
        configuration.decelerationRate = decelerationRate.rawValue <= 0.99 ? .fast : .normal
        configuration.isPrefetchingEnabled = isPrefetchingEnabled
        return configuration
    }

    // MARK: - Plumbing

    func run(_ body: (Simulator) throws(SimulationError) -> Void) throws(SimulationError) {
        layoutIfNeeded()
        if let error = pendingError {
            pendingError = nil
            throw error
        }
        guard let simulation else { return }
        defer { applyChangesFromLayoutQueries() }
        try body(simulation)
    }

    /// Whether the first layout ran (the data source was asked for its counts).
    var hasLoadedData: Bool { simulation != nil || host != nil }

    /// Keeps `error`, from a call whose UIKit shape cannot throw, for the
    /// next simulation call to throw.
    func recordError(_ error: SimulationError) {
        record { () throws(SimulationError) in throw error }
    }

    /// Runs a call whose UIKit shape cannot throw; its error is thrown by
    /// the next simulation call (UIKit would raise an exception).
    func record(_ body: () throws(SimulationError) -> Void) {
        do {
            try body()
        } catch {
            if pendingError == nil { pendingError = error }
        }
    }

    func update(_ change: CollectionUpdate) {
        if batch != nil {
            batch?.append(change)
        } else {
            layoutIfNeeded()
            apply([change])
        }
    }

    /// Applies a batch, then tells the layout and calls `completion`. The
    /// data source's counts are taken now; from a delegate callback or a
    /// layout pass the rest happens when the simulator applies the batch.
    func apply(_ updates: [CollectionUpdate], completion: ((Bool) -> Void)? = nil) {
        guard let simulation, !updates.isEmpty else {
            if let completion { whenPassEnds { [self] in completion(pendingError == nil) } }
            return
        }
        runPendingLayoutPass()
        var before: [ElementID] = []
        var applied: Bool?
        record { () throws(SimulationError) in
            try simulation.performBatchUpdates(updates, willApply: { [self] in
                before = simulation.displayed.map(\.element)
                cells.releasePreparedCells()
                bridge?.nextInvalidation = .dataSourceCounts
            }, didApply: { [self] success in
                applied = success
                if success { tellLayout(updates, before: before) }
            })
        }
        applyChangesFromLayoutQueries()
        guard let completion else { return }
        if let applied {
            completion(applied && pendingError == nil)
        } else {
            // Waiting for the pass to end: the completion comes after it.
            whenPassEnds { completion(applied ?? false) }
        }
    }

    /// The layout's part of a batch that applied: prepared for the new
    /// counts, told the updates, asked where what appears and disappears
    /// comes from and goes to.
    private func tellLayout(_ updates: [CollectionUpdate], before: [ElementID]) {
        guard let simulation else { return }
        let items = updates.flatMap(Self.updateItems)
        let layout = collectionViewLayout
        layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: items)
        // UIKit asks for the start of every element visible after the
        // update and the end of every one visible before it.
        for element in simulation.displayed.map(\.element) {
            let path = IndexPath(item: element.item, section: element.section)
            if element.kind == .cell {
                _ = layout.initialLayoutAttributesForAppearingItem(at: path)
            } else {
                _ = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: Self.kindName(element.kind), at: path)
            }
        }
        for element in before {
            let path = IndexPath(item: element.item, section: element.section)
            if element.kind == .cell {
                _ = layout.finalLayoutAttributesForDisappearingItem(at: path)
            } else {
                _ = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: Self.kindName(element.kind), at: path)
            }
        }
        layout.finalizeCollectionViewUpdates()
    }

    private static func updateItems(_ update: CollectionUpdate) -> [UICollectionViewUpdateItem] {
        func ui(_ path: SimIndexPath) -> IndexPath { IndexPath(item: path.item, section: path.section) }
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        switch update {
        case .insertItems(let paths): return paths.map { UICollectionViewUpdateItem(before: nil, after: ui($0), action: .insert) }
        case .deleteItems(let paths): return paths.map { UICollectionViewUpdateItem(before: ui($0), after: nil, action: .delete) }
        case .reloadItems(let paths): return paths.map { UICollectionViewUpdateItem(before: ui($0), after: ui($0), action: .reload) }
        case .moveItem(let from, let to): return [UICollectionViewUpdateItem(before: ui(from), after: ui(to), action: .move)]
        case .insertSections(let s): return s.map { UICollectionViewUpdateItem(before: nil, after: section($0), action: .insert) }
        case .deleteSections(let s): return s.map { UICollectionViewUpdateItem(before: section($0), after: nil, action: .delete) }
        case .reloadSections(let s): return s.map { UICollectionViewUpdateItem(before: section($0), after: section($0), action: .reload) }
        case .moveSection(let from, let to): return [UICollectionViewUpdateItem(before: section(from), after: section(to), action: .move)]
        }
    }
}
