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
    /// The layout in use; setting it is `setCollectionViewLayout(_:animated: false)`,
    /// as in UIKit.
    open var collectionViewLayout: UICollectionViewLayout {
        get { currentLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    var currentLayout: UICollectionViewLayout
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

    private var storedInset = UIEdgeInsets.zero
    private var storedOffset = CGPoint.zero
    var simulation: Simulator?
    private let callbacks = CollectionViewCallbacks()
    /// The cells and reusable views, owned by the bridge to the simulator
    /// (`CellStore`): this class keeps no cell of its own.
    var cells: CellStore { callbacks.cells }
    /// Updates recorded inside `performBatchUpdates`, or `nil` outside it.
    var batch: [CollectionUpdate]?
    /// An error a call that cannot throw in UIKit's shape ran into; thrown
    /// by the next simulation call.
    var pendingError: SimulationError?
    /// Whether the layout was invalidated since the last layout pass.
    var needsLayoutPass = false
    /// The bridge the simulator drives the layout through.
    var bridge: LayoutBridge?
    /// When a scenario drives the layout (`LayoutBridge(scenarioLayout:)`):
    /// the bounds, inset and data the simulator gave it. No simulation of
    /// its own is started then.
    var host: LayoutContext?
    /// How deeply the layout is being run (`inLayoutPass(_:)`).
    var layoutDepth = 0
    /// The delegate a scenario-driven collection view answers sizes with
    /// (held here: `delegate` is weak).
    var scenarioDelegate: AnyObject?
    /// The selected items, in the order selected (UICollectionView+Selection.swift).
    var selectedIndexPaths: [IndexPath] = []

    /// `init(frame:collectionViewLayout:)`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        currentLayout = layout
        super.init(frame: frame)
        layout.attachedCollectionView = self
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
        collectionViewLayout.attachedCollectionView = self
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
            keyValueObservers?.willChange(.bounds, of: self)
            frame.size = newValue.size
            contentOffset = newValue.origin
            keyValueObservers?.didChange(.bounds, of: self)
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
            keyValueObservers?.willChange(.contentInset, of: self)
            defer { keyValueObservers?.didChange(.contentInset, of: self) }
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
        return cells.displayedCell(at: CellKey(section: indexPath.section, item: indexPath.item))
    }

    /// The index path of a cell on screen.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        layoutIfNeeded()
        return cells.key(ofDisplayed: cell).map { IndexPath(item: $0.item, section: $0.section) }
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
        return cells.displayedView(for: ElementID(kind: Self.elementKind(elementKind),
                                                  indexPath: SimIndexPath(item: indexPath.item, section: indexPath.section)))
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
            cells.releasePreparedCells()
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

    // MARK: - Cells

    /// `register(_:forCellWithReuseIdentifier:)`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cells.register(cellClass as? UICollectionViewCell.Type, forCellWithReuseIdentifier: identifier)
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        cells.register(viewClass as? UICollectionReusableView.Type, forSupplementaryViewWithKey: "\(elementKind)/\(identifier)")
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
        if let cell = cells.reconfiguringCell {
            cells.reconfiguringCell = nil
            return cell
        }
        let cell = cells.dequeueCell(withReuseIdentifier: identifier)
        if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { cell.apply(attributes) }
        return cell
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = cells.dequeueSupplementaryView(withKey: "\(elementKind)/\(identifier)", reuseIdentifier: identifier)
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


    override func scrollConfigurationDidChange() {
        simulation?.setScrollViewConfiguration(scrollViewConfiguration)
    }

    override func frameDidChange() {
        guard let simulation else { return }
        record { () throws(SimulationError) in try simulation.setViewportSize(Size(frame.size)) }
    }
}
