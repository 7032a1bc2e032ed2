import Foundation
import struct ScrollSim.Event
import class ScrollSim.Simulator
import struct ScrollSim.SimulationError
import enum ScrollSim.CollectionUpdate
import enum ScrollSim.Step
import struct ScrollSim.Point
import struct ScrollSim.Size
import struct ScrollSim.EdgeInsets
import struct ScrollSim.SimulatorConfiguration
import struct ScrollSim.ScrollViewConfiguration
import struct ScrollSim.ElementKind
import struct ScrollSim.ElementID
import struct ScrollSim.LayoutContext

/// `UICollectionView`, simulated: a team's layout, delegate and data source
/// run in ScrollSim's run loop (`docs/simulator.md`), called as UIKit calls
/// them. Time moves only when the test advances it (`advance(ticks:)`,
/// `runUntilIdle(maxSeconds:)`, the finger), and every callback is also
/// logged as a ScrollSim `Event` (`events`).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical
        case horizontal
    }

    /// `UICollectionView.ElementCategory`.
    public typealias ElementCategory = UICollectionViewLayoutAttributes.ElementCategory

    /// `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// `UICollectionView.elementKindSectionHeader`.
    public nonisolated static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`.
    public nonisolated static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout in use; setting it is `setCollectionViewLayout(_:animated: false)`,
    /// as in UIKit.
    open var collectionViewLayout: UICollectionViewLayout {
        get { currentLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    private var currentLayout: UICollectionViewLayout
    /// The delegate (weak, as UIKit's); also `UIScrollView.delegate`.
    @_nonoverride open weak var delegate: (any UICollectionViewDelegate)?
    /// The data source (weak, as UIKit's).
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// `backgroundView`.
    open var backgroundView: UIView?
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// `isPrefetchingEnabled`: whether cells are requested ahead of display
    /// and kept for a reversal, and data prefetched (default `true`).
    open var isPrefetchingEnabled = true {
        didSet { simulation?.isPrefetchingEnabled = isPrefetchingEnabled }
    }
    /// The prefetching data source (weak, as UIKit's).
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        didSet { simulation?.prefetchDataSource = prefetchDataSource == nil ? nil : callbacks }
    }
    open var remembersLastFocusedIndexPath = false
    /// Every event of the run so far, as ScrollSim logs them.
    public var events: [Event] { eventLog.events }
    private let eventLog = EventLog()

    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var viewClasses: [String: UICollectionReusableView.Type] = [:]
    /// Views that ended display, for `dequeue…` to hand out again (after
    /// `prepareForReuse()`), as UIKit does.
    private var reusePools = ReusePools()
    private var storedInset = UIEdgeInsets.zero
    private var storedOffset = CGPoint.zero
    private var simulation: Simulator?
    private let callbacks = CollectionViewCallbacks()
    /// The cells the simulator requested and has not enqueued: on screen,
    /// prepared ahead, or kept for a reversal.
    var liveCells: [CellKey: UICollectionViewCell] = [:]
    /// The cells on screen (a part of `liveCells`).
    var displayedCells: [CellKey: UICollectionViewCell] = [:]
    /// Whether the last `dequeueReusableCell` took its cell from a pool.
    var lastDequeueReused = false
    /// The supplementary views on screen.
    var displayedViews: [ElementID: UICollectionReusableView] = [:]
    /// Cells the data source made to ask their preferred size, about to be
    /// displayed: `willDisplay` takes them from here.
    var preparedCells: [CellKey: UICollectionViewCell] = [:]
    /// The attributes objects of the self-sizing question being asked for
    /// an item (the layout's, the cell's answer), for the layout's
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`.
    var selfSizingAttributes: [CellKey: (original: UICollectionViewLayoutAttributes, preferred: UICollectionViewLayoutAttributes)] = [:]
    /// Updates recorded inside `performBatchUpdates`, or `nil` outside it.
    private var batch: [CollectionUpdate]?
    /// An error a call that cannot throw in UIKit's shape ran into; thrown
    /// by the next simulation call.
    private var pendingError: SimulationError?
    /// Whether the layout was invalidated since the last layout pass.
    private var needsLayoutPass = false
    /// The bridge the simulator drives the layout through.
    private var bridge: LayoutBridge?
    /// When a scenario drives the layout (`LayoutBridge(scenarioLayout:)`):
    /// the bounds, inset and data the simulator gave it. No simulation of
    /// its own is started then.
    var host: LayoutContext?
    /// How deeply the layout is being run (`inLayoutPass(_:)`).
    private(set) var layoutDepth = 0
    /// The delegate a scenario-driven collection view answers sizes with
    /// (held here: `delegate` is weak).
    var scenarioDelegate: AnyObject?
    /// The selected items, in the order selected (UICollectionView+Selection.swift).
    var selectedIndexPaths: [IndexPath] = []
    /// The cell on screen being reconfigured: `dequeueReusableCell` hands
    /// it back, as UIKit does during a reconfigure.
    var reconfiguringCell: UICollectionViewCell?

    /// `init(frame:collectionViewLayout:)`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        currentLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        callbacks.collectionView = self
    }

    /// `init(frame:)`, which subclasses inherit as on iOS (where UIKit's
    /// Objective-C initialiser is inherited): a collection view with a
    /// `UICollectionViewFlowLayout` (UIKit raises an exception for a
    /// collection view with no layout; code that inherits this initialiser
    /// sets `collectionViewLayout` afterwards).
    /// With it, subclasses inherit `init()` too.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    }

    /// `init?(coder:)`: a collection view with a flow layout, as an empty
    /// storyboard scene gives.
    public required init?(coder: NSCoder) {
        currentLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        callbacks.collectionView = self
    }

    open override var scrollViewDelegate: (any UIScrollViewDelegate)? {
        get { delegate }
        set { delegate = newValue as? any UICollectionViewDelegate }
    }

    // MARK: - Geometry

    /// The visible rect: the content offset and the frame's size.
    open override var bounds: CGRect {
        get {
            if let host { return CGRect(host.bounds) }
            return CGRect(origin: contentOffset, size: frame.size)
        }
        set {
            frame.size = newValue.size
            contentOffset = newValue.origin
        }
    }

    /// The content offset.
    open override var contentOffset: CGPoint {
        get {
            if let host { return CGPoint(host.bounds.origin) }
            return simulation.map { CGPoint($0.contentOffset) } ?? storedOffset
        }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The content inset.
    open override var contentInset: UIEdgeInsets {
        get {
            if let host { return UIEdgeInsets(host.contentInset) }
            return simulation.map { UIEdgeInsets($0.configuration.contentInset) } ?? storedInset
        }
        set {
            storedInset = newValue
            guard let simulation else { return }
            // From a callback or a layout pass the simulator applies it when the pass ends.
            record { () throws(SimulationError) in try simulation.setContentInset(EdgeInsets(newValue)) }
        }
    }

    /// The content inset the scrollable range uses (no safe area here).
    open override var adjustedContentInset: UIEdgeInsets { contentInset }

    /// The layout's content size.
    open override var contentSize: CGSize {
        get {
            layoutIfNeeded()
            return collectionViewLayout.collectionViewContentSize
        }
        // A collection view's content size is its layout's, as in UIKit.
        set {}
    }

    open override var isTracking: Bool { simulation?.isTracking ?? false }
    open override var isDragging: Bool { simulation?.isDragging ?? false }
    open override var isDecelerating: Bool { simulation?.isDecelerating ?? false }

    // MARK: - Data

    /// The number of sections, as the data source last said.
    open var numberOfSections: Int {
        if let host { return host.data.numberOfSections }
        guard let simulation else { return dataSource?.numberOfSections(in: self) ?? 0 }
        return simulation.data.numberOfSections
    }

    /// The number of items in `section`, as the data source last said.
    open func numberOfItems(inSection section: Int) -> Int {
        if let host {
            return host.data.sections.indices.contains(section) ? host.data.numberOfItems(inSection: section) : 0
        }
        guard let simulation else { return dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0 }
        return simulation.data.sections.indices.contains(section) ? simulation.data.numberOfItems(inSection: section) : 0
    }

    // MARK: - What is on screen

    /// The index paths of the cells on screen.
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return simulation?.indexPathsForVisibleItems.map { IndexPath(item: $0.item, section: $0.section) } ?? []
    }

    /// The cells on screen, in the order of `indexPathsForVisibleItems`.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { cellForItem(at: $0) }
    }

    /// The cell on screen at `indexPath`, or `nil` when it is not displayed.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        guard indexPath.count == 2 else { return nil }
        return displayedCells[CellKey(section: indexPath.section, item: indexPath.item)]
    }

    /// The index path of a cell on screen.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        layoutIfNeeded()
        return displayedCells.first { $0.value === cell }.map { IndexPath(item: $0.key.item, section: $0.key.section) }
    }

    /// The index path of the cell whose frame contains `point` (content
    /// coordinates), among the elements the layout returns for that point.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        let hit = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }
        return hit?.indexPath
    }

    /// The index paths of the supplementary views of `elementKind` on screen.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        let kind = Self.elementKind(elementKind)
        return (simulation?.displayed ?? []).filter { $0.element.kind == kind }
            .map { IndexPath(item: $0.element.item, section: $0.element.section) }
    }

    /// The supplementary views of `elementKind` on screen.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind)
            .compactMap { supplementaryView(forElementKind: elementKind, at: $0) }
    }

    /// The supplementary view on screen, or `nil`.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        guard indexPath.count == 2 else { return nil }
        return displayedViews[ElementID(kind: Self.elementKind(elementKind),
                                        indexPath: SimIndexPath(item: indexPath.item, section: indexPath.section))]
    }

    /// The layout's attributes for the cell at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for a supplementary view.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: - Changes

    /// `reloadData()`: asks the data source again; everything on screen is
    /// displayed anew. The layout is invalidated with `invalidateEverything`
    /// and `invalidateDataSourceCounts`.
    open func reloadData() {
        guard let simulation else { return }
        whenPassEnds { [self] in
            releasePreparedCells()
            bridge?.nextInvalidation = .everything
            record { () throws(SimulationError) in try simulation.reloadData() }
        }
    }

    /// `performBatchUpdates(_:completion:)`: the insertions, deletions,
    /// moves and reloads made in `updates` apply as one batch; the layout is
    /// invalidated with `invalidateDataSourceCounts` and prepared, then gets
    /// `prepare(forCollectionViewUpdates:)`, the `initial…`/`final…`
    /// attributes queries and `finalizeCollectionViewUpdates()`, then
    /// `completion(true)`. From a delegate callback or a layout pass the
    /// batch applies when the pass ends (`docs/uikit.md`), and so does all
    /// of this after `updates`, `completion` included.
    ///
    /// UIKit's `updates` block is `NS_NOESCAPE`, which Swift cannot spell
    /// for an optional closure: this one takes what a variable or `nil`
    /// passes, and the overload below a closure written in place, so that
    /// code using implicit `self` inside the block compiles as on iOS.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        layoutIfNeeded()
        batch = []
        updates?()
        let recorded = batch ?? []
        batch = nil
        apply(recorded, completion: completion)
    }

    /// `performBatchUpdates(_:completion:)` with the `updates` block
    /// non-escaping, as UIKit's (`NS_NOESCAPE`): the overload a closure
    /// literal picks; it runs the overridable method above.
    open func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        withoutActuallyEscaping(updates) { updates in
            performBatchUpdates(Optional(updates), completion: completion)
        }
    }

    open func insertItems(at indexPaths: [IndexPath]) { update(.insertItems(indexPaths.map(Self.path))) }
    open func deleteItems(at indexPaths: [IndexPath]) { update(.deleteItems(indexPaths.map(Self.path))) }
    open func reloadItems(at indexPaths: [IndexPath]) { update(.reloadItems(indexPaths.map(Self.path))) }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update(.moveItem(at: Self.path(indexPath), to: Self.path(newIndexPath)))
    }
    open func insertSections(_ sections: IndexSet) { update(.insertSections(sections.map { $0 })) }
    open func deleteSections(_ sections: IndexSet) { update(.deleteSections(sections.map { $0 })) }
    open func reloadSections(_ sections: IndexSet) { update(.reloadSections(sections.map { $0 })) }
    open func moveSection(_ section: Int, toSection newSection: Int) { update(.moveSection(section, toSection: newSection)) }

    // MARK: - Scrolling

    /// `setContentOffset(_:animated:)`.
    /// From a delegate callback or a layout pass it applies when the pass
    /// ends. Set without animation to the offset it has while nothing
    /// moves, it changes nothing (no pass: UIKit lays out again only when
    /// the bounds change), so a handler that sets the same offset on every
    /// pass comes to rest.
    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard let simulation else {
            storedOffset = contentOffset
            return
        }
        runPendingLayoutPass()
        record { () throws(SimulationError) in
            try simulation.setContentOffset(Point(contentOffset), animated: animated, unlessThereAtRest: !animated)
        }
    }

    /// `scrollToItem(at:at:animated:)`.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let simulation, indexPath.count == 2 else { return }
        let position: Step.ScrollPosition =
            scrollPosition.contains(.centeredVertically) ? .centeredVertically
            : scrollPosition.contains(.bottom) ? .bottom
            : scrollPosition.contains(.left) ? .left
            : scrollPosition.contains(.centeredHorizontally) ? .centeredHorizontally
            : scrollPosition.contains(.right) ? .right : .top
        record { () throws(SimulationError) in
            try simulation.scrollToItem(at: Self.path(indexPath), at: position, animated: animated)
        }
    }

    /// `setCollectionViewLayout(_:animated:)`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// `setCollectionViewLayout(_:animated:completion:)`.
    /// From a delegate callback or a layout pass the switch happens when
    /// the pass ends.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        whenPassEnds { [self] in switchLayout(to: layout, animated: animated, completion: completion) }
    }

    private func switchLayout(to layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        let old = collectionViewLayout
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        old.collectionView = nil
        currentLayout = layout
        layout.collectionView = self
        if let simulation {
            let bridge = LayoutBridge(layout)
            self.bridge = bridge
            record { () throws(SimulationError) in try simulation.setCollectionViewLayout(bridge, animated: animated) }
        }
        layout.finalizeLayoutTransition()
        completion?(pendingError == nil)
    }

    // MARK: - Cells

    /// `register(_:forCellWithReuseIdentifier:)`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        viewClasses["\(elementKind)/\(identifier)"] = viewClass as? UICollectionReusableView.Type
    }

    /// `register(_:forCellWithReuseIdentifier:)` with a nib: the identifier
    /// gets `UICollectionViewCell` (nibs are not loaded).
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        register(nib == nil ? nil : UICollectionViewCell.self, forCellWithReuseIdentifier: identifier)
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a
    /// nib: the identifier gets `UICollectionReusableView`.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        register(nib == nil ? nil : UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`: a new cell of the
    /// registered class (a plain cell if none was registered), made with
    /// `init(frame:)` and given the layout's attributes.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = reconfiguringCell {
            reconfiguringCell = nil
            return cell
        }
        let pool = reusePools.pool(forCellWithReuseIdentifier: identifier)
        let cell: UICollectionViewCell
        if let reused = reusePools.popLast(from: pool) as? UICollectionViewCell {
            cell = reused
            lastDequeueReused = true
            cell.prepareForReuse()
        } else {
            cell = (cellClasses[identifier] ?? UICollectionViewCell.self).init()
            cell.reuseIdentifier = identifier
            cell.reusePool = pool
        }
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { cell.apply(attributes) }
        return cell
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = "\(elementKind)/\(identifier)"
        let pool = reusePools.pool(forSupplementaryViewWithKey: key)
        let view: UICollectionReusableView
        if let reused = reusePools.popLast(from: pool) {
            view = reused
            view.prepareForReuse()
        } else {
            view = (viewClasses[key] ?? UICollectionReusableView.self).init()
            view.reuseIdentifier = identifier
            view.reusePool = pool
        }
        if let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) {
            view.apply(attributes)
        }
        return view
    }

    // MARK: - The simulation

    /// Runs the first layout if it has not run (the data source is asked
    /// for its counts, the layout prepared, the visible cells displayed),
    /// and the layout pass an invalidation asked for.
    open override func layoutIfNeeded() {
        guard host == nil else { return }
        guard simulation == nil else {
            runPendingLayoutPass()
            return
        }
        let configuration = SimulatorConfiguration(
            viewport: Size(frame.size), contentInset: EdgeInsets(storedInset), scrollView: scrollViewConfiguration)
        let bridge = LayoutBridge(collectionViewLayout)
        self.bridge = bridge
        needsLayoutPass = false
        let simulator = Simulator(configuration: configuration, layout: bridge, data: callbacks.loadData()) { [eventLog] event in
            eventLog.events.append(event)
        }
        simulation = simulator
        simulator.delegate = callbacks
        simulator.dataSource = callbacks
        simulator.cellObserver = callbacks
        if prefetchDataSource != nil { simulator.prefetchDataSource = callbacks }
        simulator.start()
        if storedOffset != .zero {
            record { () throws(SimulationError) in try simulator.setContentOffset(Point(storedOffset), animated: false) }
        }
        applyChangesFromLayoutQueries()
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
    private func applyChangesFromLayoutQueries() {
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

    /// Puts a view that ended display where `dequeue…` finds it again.
    func enqueueForReuse(_ view: UICollectionReusableView) {
        guard let pool = view.reusePool else { return }
        view.appliedAttributes = nil
        reusePools.append(view, to: pool)
    }

    /// Puts the cells prepared for self-sizing and not displayed back in
    /// their pools: after a data change their index paths may name other
    /// items.
    private func releasePreparedCells() {
        for cell in preparedCells.values { enqueueForReuse(cell) }
        preparedCells = [:]
        selfSizingAttributes = [:]
    }

    /// Asks for a layout pass: the layout was invalidated.
    func setNeedsLayoutPass() {
        needsLayoutPass = true
    }

    /// The layout pass an invalidation asked for: `prepare()`, the content
    /// size, the visible set, on the current tick.
    private func runPendingLayoutPass() {
        guard needsLayoutPass, let simulation else { return }
        needsLayoutPass = false
        bridge?.nextInvalidation = nil
        record { () throws(SimulationError) in try simulation.invalidateLayout() }
        applyChangesFromLayoutQueries()
    }

    /// The simulator running this collection view (started on first use),
    /// for what this class does not forward.
    public var simulator: Simulator {
        layoutIfNeeded()
        guard let simulation else { preconditionFailure("a collection view driven by a scenario has no simulator of its own") }
        return simulation
    }

    /// Runs `ticks` ticks of virtual time.
    open func advance(ticks: Int = 1) throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.advance(ticks: ticks) }
    }

    /// Runs `seconds` of virtual time.
    open func advance(seconds: TimeInterval) throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.advance(seconds: seconds) }
    }

    /// Runs until nothing moves.
    open func runUntilIdle(maxSeconds: TimeInterval = 60) throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.runUntilIdle(maxSeconds: maxSeconds) }
    }

    /// Puts a finger down at `location` (view coordinates).
    open func touchDown(at location: CGPoint = .zero) throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.touchDown(at: Point(location)) }
    }

    /// Moves the finger by `translation` over `duration` seconds, from the next tick.
    open func moveFinger(by translation: CGPoint, duration: TimeInterval) throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.moveFinger(by: Point(translation), duration: duration) }
    }

    /// Lifts the finger at its own velocity.
    open func liftFinger() throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.liftFinger() }
    }

    /// A flick: touch and lift at `velocity` (points per second, content offset).
    open func fling(velocity: CGPoint) throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.fling(velocity: Point(velocity)) }
    }

    /// A flick touching down at `location` (in the view's bounds, relative
    /// to its visible origin): inside an orthogonally scrolling section,
    /// moving mainly along its axis, the section scrolls by itself — the
    /// collection view's offset stays and its delegate gets no
    /// `scrollViewDidScroll` (`docs/simulator.md`, "Orthogonal sections").
    open func fling(velocity: CGPoint, at location: CGPoint) throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.fling(velocity: Point(velocity), at: Point(location)) }
    }

    /// The scroll offset of orthogonally scrolling section `section`'s own
    /// scroll view (`.zero` until a gesture has scrolled it).
    open func orthogonalScrollOffset(inSection section: Int) -> CGPoint {
        guard let simulation else { return .zero }
        let offset = simulation.orthogonalOffset(inSection: section)
        return CGPoint(x: offset.x, y: offset.y)
    }

    /// A tap on the status bar.
    open func scrollToTop() throws(SimulationError) {
        try run { (simulator) throws(SimulationError) in try simulator.scrollToTop() }
    }

    /// The scroll view's properties as the simulator takes them.
    private var scrollViewConfiguration: ScrollViewConfiguration {
        var configuration = simulation?.configuration.scrollView ?? ScrollViewConfiguration()
        configuration.pagingEnabled = isPagingEnabled
        configuration.bounces = bounces
        configuration.decelerationRate = decelerationRate.rawValue <= 0.99 ? .fast : .normal
        configuration.isPrefetchingEnabled = isPrefetchingEnabled
        return configuration
    }

    override func scrollConfigurationDidChange() {
        simulation?.setScrollViewConfiguration(scrollViewConfiguration)
    }

    override func frameDidChange() {
        guard let simulation else { return }
        record { () throws(SimulationError) in try simulation.setViewportSize(Size(frame.size)) }
    }

    // MARK: - Plumbing

    private func run(_ body: (Simulator) throws(SimulationError) -> Void) throws(SimulationError) {
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
    private func record(_ body: () throws(SimulationError) -> Void) {
        do {
            try body()
        } catch {
            if pendingError == nil { pendingError = error }
        }
    }

    private func update(_ change: CollectionUpdate) {
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
    private func apply(_ updates: [CollectionUpdate], completion: ((Bool) -> Void)? = nil) {
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
                releasePreparedCells()
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

    static func path(_ indexPath: IndexPath) -> SimIndexPath {
        guard indexPath.count == 2 else { return SimIndexPath(item: -1, section: -1) }
        return SimIndexPath(item: indexPath.item, section: indexPath.section)
    }

    /// ScrollSim's kind for a UIKit element kind.
    nonisolated static func elementKind(_ name: String) -> ElementKind {
        switch name {
        case elementKindSectionHeader: .header
        case elementKindSectionFooter: .footer
        default: ElementKind(rawValue: name)
        }
    }

    /// UIKit's kind name for a ScrollSim kind.
    nonisolated static func kindName(_ kind: ElementKind) -> String {
        switch kind {
        case .header: elementKindSectionHeader
        case .footer: elementKindSectionFooter
        default: kind.rawValue
        }
    }
}

/// The events a collection view's simulator emitted, kept outside the
/// main-actor view so that the simulator appends to them directly, with no
/// hop through the view on every event.
///
/// `@unchecked Sendable` for the same reason as `onMainActor`: only the one
/// simulator that drives the view appends, on the thread driving it.
private final class EventLog: @unchecked Sendable {
    var events: [Event] = []
}

/// A cell's place, as the collection view keeps the cells on screen (two
/// integers hash faster than an element identity with its kind's name).
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
