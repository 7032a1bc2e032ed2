import Foundation

/// `UITableView`: a scroll view of rows in sections, from a data source.
///
/// What is simulated: rows stacked top to bottom, full width, each as tall
/// as the delegate's `tableView(_:heightForRowAt:)` (by default
/// `rowHeight`), after `tableHeaderView` and each section's header space,
/// followed by its footer space; `contentSize` from that; the visible
/// cells — the rows whose frames meet the rect at `contentOffset` of the
/// bounds' size — asked of the data source, placed, told to the delegate
/// (`willDisplay`/`didEndDisplaying`), and reused through
/// `dequeueReusableCell`. Kept, not simulated: animations (every update
/// is immediate and re-reads the data source as `reloadData()` does),
/// header and footer views (their heights take space; the views are not
/// made), self-sizing (an automatic height is `estimatedRowHeight`, or 44
/// points without one), touches (selection is what code sets), editing,
/// swipe actions and the index. See "Table views" in `docs/uikit.md`.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// `UITableView.RowAnimation`: accepted; updates are not animated.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// `UITableView.automaticDimension`: asks the table view to choose the
    /// height (a negative sentinel, never a real height).
    public static let automaticDimension: CGFloat = -1

    /// The height of an automatic row without an estimate: UIKit's
    /// standard row height, 44 points.
    static let standardRowHeight: CGFloat = 44

    /// `style`.
    public let style: Style
    /// `dataSource`: asked for counts and cells.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { invalidateRows() }
    }
    /// `delegate`: asked for heights, told about display; also
    /// `UIScrollView.delegate`.
    @_nonoverride open weak var delegate: (any UITableViewDelegate)? {
        didSet { invalidateRows() }
    }
    open override var scrollViewDelegate: (any UIScrollViewDelegate)? {
        get { delegate }
        set { delegate = newValue as? any UITableViewDelegate }
    }

    /// `rowHeight`: the height of a row the delegate does not size;
    /// `automaticDimension` by default, as in UIKit.
    open var rowHeight = UITableView.automaticDimension { didSet { invalidateRows() } }
    /// `estimatedRowHeight`: the height an automatic row gets here.
    open var estimatedRowHeight = UITableView.automaticDimension { didSet { invalidateRows() } }
    /// `sectionHeaderHeight`: an automatic header takes no space here.
    open var sectionHeaderHeight = UITableView.automaticDimension { didSet { invalidateRows() } }
    /// `sectionFooterHeight`: an automatic footer takes no space here.
    open var sectionFooterHeight = UITableView.automaticDimension { didSet { invalidateRows() } }
    /// `estimatedSectionHeaderHeight`: kept.
    open var estimatedSectionHeaderHeight = UITableView.automaticDimension
    /// `estimatedSectionFooterHeight`: kept.
    open var estimatedSectionFooterHeight = UITableView.automaticDimension
    /// `sectionHeaderTopPadding`: kept.
    open var sectionHeaderTopPadding = UITableView.automaticDimension
    /// `tableHeaderView`: its height comes before the first section.
    open var tableHeaderView: UIView? { didSet { invalidateRows() } }
    /// `tableFooterView`: its height comes after the last section.
    open var tableFooterView: UIView? { didSet { invalidateRows() } }
    /// `backgroundView`: kept.
    open var backgroundView: UIView?
    /// `separatorStyle`: kept.
    open var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    /// `separatorColor`: kept.
    open var separatorColor: UIColor?
    /// `separatorInset`: kept.
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    /// `allowsSelection`: kept.
    open var allowsSelection = true
    /// `allowsMultipleSelection`: whether `selectRow` adds to the selection.
    open var allowsMultipleSelection = false
    /// `cellLayoutMarginsFollowReadableWidth`: kept.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// `isEditing`.
    open var isEditing = false
    /// `allowsSelectionDuringEditing`: kept (there are no touches to
    /// select with); `false` by default.
    open var allowsSelectionDuringEditing = false
    /// `allowsMultipleSelectionDuringEditing`: kept; `false` by default.
    open var allowsMultipleSelectionDuringEditing = false

    /// The registered cell classes, by reuse identifier.
    private var cellClasses: [String: AnyClass] = [:]
    /// The registered header and footer view classes, by reuse identifier.
    private var headerFooterClasses: [String: AnyClass] = [:]
    /// Cells that ended display, by reuse identifier.
    private var reusableCells: [String: [UITableViewCell]] = [:]
    /// The row frames, per section; `nil` until the data source is read.
    private var rowFrames: [[CGRect]]?
    /// The cells on screen, by index path.
    private var displayedCells: [IndexPath: UITableViewCell] = [:]
    /// The selected rows, in the order selected.
    private var selectedRows: [IndexPath] = []
    /// How deep `beginUpdates()` calls are nested.
    private var updateDepth = 0
    /// Whether the displayed cells are being brought up to date, so that a
    /// data source or delegate that reads `visibleCells` meanwhile does not
    /// start again.
    private var isUpdatingCells = false

    /// `init(frame:style:)`: the designated initialiser.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// `init?(coder:)`: there are no archives here; a `.plain` table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// `init(frame:)`: a `.plain` table view, which subclasses inherit.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: - Cells

    /// `register(_:forCellReuseIdentifier:)`: `dequeueReusableCell` makes
    /// instances of `cellClass` (a `UITableViewCell` subclass) with `init()`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// `register(_:forCellReuseIdentifier:)` with a nib: there are no nibs
    /// here, so the cells made are plain `UITableViewCell`s.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = UITableViewCell.self
    }

    /// `dequeueReusableCell(withIdentifier:)`: a cell that ended display,
    /// or a new one of the registered class; `nil` when nothing is
    /// registered for `identifier`, as in UIKit.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusableCells[identifier], let cell = pool.popLast() {
            reusableCells[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = cellClasses[identifier] as? UITableViewCell.Type else { return nil }
        let cell = cellClass.init()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// `dequeueReusableCell(withIdentifier:for:)`: as the form without the
    /// index path, sized to the row. Where UIKit raises for an identifier
    /// that nothing is registered for, this answers a plain `.default` cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
        let rect = rectForRow(at: indexPath)
        if !rect.isEmpty { cell.frame = rect }
        return cell
    }

    // MARK: - Header and footer views

    /// `register(_:forHeaderFooterViewReuseIdentifier:)`:
    /// `dequeueReusableHeaderFooterView` makes instances of `aClass` (a
    /// `UITableViewHeaderFooterView` subclass) with `init()`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)` with a nib: there
    /// are no nibs here, so the views made are plain
    /// `UITableViewHeaderFooterView`s.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = UITableViewHeaderFooterView.self
    }

    /// `dequeueReusableHeaderFooterView(withIdentifier:)`: a new view of the
    /// registered class with `reuseIdentifier` set (header views are not
    /// placed here, so none ends display to be reused); `nil` when nothing
    /// is registered for `identifier`, as in UIKit.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        guard let viewClass = headerFooterClasses[identifier] as? UITableViewHeaderFooterView.Type else { return nil }
        let view = viewClass.init()
        view.reuseIdentifier = identifier
        return view
    }

    /// `headerView(forSection:)`: `nil`, as UIKit answers for a section
    /// whose header is not on screen: header views are not placed here.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }

    /// `footerView(forSection:)`: `nil`, as `headerView(forSection:)`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }

    /// `visibleCells`: the cells of the rows that meet the visible rect,
    /// in index-path order.
    open var visibleCells: [UITableViewCell] {
        updateDisplayedCells()
        return displayedCells.keys.sorted().compactMap { displayedCells[$0] }
    }

    /// `indexPathsForVisibleRows`: the rows that meet the visible rect, in order.
    open var indexPathsForVisibleRows: [IndexPath]? {
        updateDisplayedCells()
        return displayedCells.keys.sorted()
    }

    /// `cellForRow(at:)`: the cell of a visible row; `nil` for a row off screen.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        updateDisplayedCells()
        return displayedCells[indexPath]
    }

    /// `indexPath(for:)`: the row a visible cell shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        updateDisplayedCells()
        return displayedCells.first { $0.value === cell }?.key
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateDisplayedCells()
    }

    // MARK: - Geometry

    /// `numberOfSections`.
    open var numberOfSections: Int { loadedRowFrames().count }

    /// `numberOfRows(inSection:)`: 0 for a section out of range.
    open func numberOfRows(inSection section: Int) -> Int {
        let frames = loadedRowFrames()
        return frames.indices.contains(section) ? frames[section].count : 0
    }

    /// `rectForRow(at:)`: the row's frame in content coordinates;
    /// `.zero` for a row out of range.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let frames = loadedRowFrames()
        guard frames.indices.contains(indexPath.section),
              frames[indexPath.section].indices.contains(indexPath.row) else { return .zero }
        return frames[indexPath.section][indexPath.row]
    }

    /// `rect(forSection:)`: the section's frame in content coordinates,
    /// from the top of its header space to the bottom of its footer space;
    /// `.zero` for a section out of range.
    open func rect(forSection section: Int) -> CGRect {
        let bands = loadedSectionBands()
        guard bands.indices.contains(section) else { return .zero }
        let band = bands[section]
        return CGRect(x: 0, y: band.header.minY, width: band.header.width, height: band.footer.maxY - band.header.minY)
    }

    /// `rectForHeader(inSection:)`: the section's header space (its height
    /// from `tableView(_:heightForHeaderInSection:)` or
    /// `sectionHeaderHeight`; none for an automatic height) at the top of
    /// the section; `.zero` for a section out of range.
    open func rectForHeader(inSection section: Int) -> CGRect {
        let bands = loadedSectionBands()
        return bands.indices.contains(section) ? bands[section].header : .zero
    }

    /// `rectForFooter(inSection:)`: the section's footer space below its
    /// last row; `.zero` for a section out of range.
    open func rectForFooter(inSection section: Int) -> CGRect {
        let bands = loadedSectionBands()
        return bands.indices.contains(section) ? bands[section].footer : .zero
    }

    /// `indexPathForRow(at:)`: the row whose frame holds `point`.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for (section, frames) in loadedRowFrames().enumerated() {
            if let row = frames.firstIndex(where: { $0.contains(point) }) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    /// `indexPathsForRows(in:)`: the rows whose frames meet `rect`, in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        var paths: [IndexPath] = []
        for (section, frames) in loadedRowFrames().enumerated() {
            for (row, frame) in frames.enumerated() where Self.meets(frame, rect) {
                paths.append(IndexPath(row: row, section: section))
            }
        }
        return paths
    }

    /// `scrollToRow(at:at:animated:)`: moves `contentOffset` at once so the
    /// row is at the top, middle or bottom of the bounds (`.none`: the
    /// least move that shows it), within the scrollable range.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        guard !rect.isEmpty else { return }
        let height = bounds.height
        var y: CGFloat
        switch scrollPosition {
        case .top: y = rect.minY
        case .middle: y = rect.midY - height / 2
        case .bottom: y = rect.maxY - height
        case .none:
            y = contentOffset.y
            if rect.minY < y { y = rect.minY } else if rect.maxY > y + height { y = rect.maxY - height }
        }
        let lowest = -adjustedContentInset.top
        let highest = max(lowest, contentSize.height + adjustedContentInset.bottom - height)
        y = min(max(y, lowest), highest)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
        updateDisplayedCells()
    }

    // MARK: - Reloading and updates

    /// `reloadData()`: forgets the rows and the visible cells (they end
    /// display and go back for reuse); the data source is read again when
    /// next needed.
    open func reloadData() {
        for (indexPath, cell) in displayedCells.sorted(by: { $0.key < $1.key }) {
            endDisplay(cell, at: indexPath)
        }
        displayedCells = [:]
        selectedRows = []
        rowFrames = nil
    }

    /// `beginUpdates()`: updates until the matching `endUpdates()` are
    /// applied together.
    open func beginUpdates() {
        updateDepth += 1
    }

    /// `endUpdates()`: applies the updates once the outermost call ends.
    open func endUpdates() {
        updateDepth = max(0, updateDepth - 1)
        if updateDepth == 0 { applyUpdates() }
    }

    /// `performBatchUpdates(_:completion:)`: runs `updates`, applies them,
    /// and calls `completion` with `true` at once.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// `insertRows(at:with:)`: the data source is read again (no animation).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { updateRequested() }
    /// `deleteRows(at:with:)`: the data source is read again (no animation).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { updateRequested() }
    /// `reloadRows(at:with:)`: the data source is read again (no animation).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { updateRequested() }
    /// `moveRow(at:to:)`: the data source is read again (no animation).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { updateRequested() }
    /// `insertSections(_:with:)`: the data source is read again (no animation).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { updateRequested() }
    /// `deleteSections(_:with:)`: the data source is read again (no animation).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { updateRequested() }
    /// `reloadSections(_:with:)`: the data source is read again (no animation).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { updateRequested() }
    /// `moveSection(_:toSection:)`: the data source is read again (no animation).
    open func moveSection(_ section: Int, toSection newSection: Int) { updateRequested() }

    // MARK: - Selection

    /// `indexPathForSelectedRow`: the first selected row.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    /// `indexPathsForSelectedRows`: the selected rows, or `nil` for none.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// `selectRow(at:animated:scrollPosition:)`: selects the row (replacing
    /// the selection unless `allowsMultipleSelection`), `nil` clears it. As
    /// in UIKit, the delegate is not told.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { displayedCells[row]?.setSelected(false, animated: animated) }
            selectedRows = []
            return
        }
        guard allowsSelection, !rectForRow(at: indexPath).isEmpty else { return }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { displayedCells[row]?.setSelected(false, animated: animated) }
            selectedRows.removeAll { $0 != indexPath }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        displayedCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// `deselectRow(at:animated:)`: as in UIKit, the delegate is not told.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        displayedCells[indexPath]?.setSelected(false, animated: animated)
    }

    /// `setEditing(_:animated:)`: sets `isEditing`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    // MARK: - Internals

    override func frameDidChange() {
        invalidateRows()
    }

    /// Forgets the row frames (not the cells): they are measured again when next needed.
    private func invalidateRows() {
        rowFrames = nil
    }

    private func updateRequested() {
        if updateDepth == 0 { applyUpdates() }
    }

    private func applyUpdates() {
        let selection = selectedRows
        reloadData()
        selectedRows = selection
        updateDisplayedCells()
    }

    /// The row frames, measured from the data source and delegate when not known.
    private func loadedRowFrames() -> [[CGRect]] {
        if let rowFrames { return rowFrames }
        let measured = measureRows()
        rowFrames = measured
        contentSize = CGSize(width: bounds.width, height: measuredContentHeight)
        return measured
    }

    /// The content height `measureRows()` found.
    private var measuredContentHeight: CGFloat = 0
    /// Each section's header and footer space `measureRows()` found.
    private var measuredSectionBands: [(header: CGRect, footer: CGRect)] = []

    /// The sections' header and footer spaces, measured with the rows.
    private func loadedSectionBands() -> [(header: CGRect, footer: CGRect)] {
        _ = loadedRowFrames()
        return measuredSectionBands
    }

    private func measureRows() -> [[CGRect]] {
        let width = bounds.width
        var y = tableHeaderView?.frame.height ?? 0
        var frames: [[CGRect]] = []
        var bands: [(header: CGRect, footer: CGRect)] = []
        let sections = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        for section in 0..<sections {
            let headerHeight = Self.spacing(delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
            let header = CGRect(x: 0, y: y, width: width, height: headerHeight)
            y += headerHeight
            let rows = max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
            var sectionFrames: [CGRect] = []
            sectionFrames.reserveCapacity(rows)
            for row in 0..<rows {
                let indexPath = IndexPath(row: row, section: section)
                let height = resolvedRowHeight(delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight)
                sectionFrames.append(CGRect(x: 0, y: y, width: width, height: height))
                y += height
            }
            frames.append(sectionFrames)
            let footerHeight = Self.spacing(delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
            bands.append((header, CGRect(x: 0, y: y, width: width, height: footerHeight)))
            y += footerHeight
        }
        y += tableFooterView?.frame.height ?? 0
        measuredContentHeight = y
        measuredSectionBands = bands
        return frames
    }

    /// A row height: an automatic (negative) or non-finite one is the
    /// estimate, or the standard height without one.
    private func resolvedRowHeight(_ height: CGFloat) -> CGFloat {
        if height.isFinite, height >= 0 { return height }
        if estimatedRowHeight.isFinite, estimatedRowHeight > 0 { return estimatedRowHeight }
        return Self.standardRowHeight
    }

    /// Whether two rects share area (edges that only touch do not, as with
    /// Core Graphics' `intersects` on iOS; Foundation's on Linux counts them).
    private static func meets(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// A header's or footer's space: an automatic one takes none, as no
    /// header views are made.
    private static func spacing(_ height: CGFloat) -> CGFloat {
        height.isFinite && height > 0 ? height : 0
    }

    /// Brings the displayed cells to the rows that meet the visible rect:
    /// rows that left end display (in index-path order), rows that came are
    /// asked of the data source and displayed (in index-path order).
    private func updateDisplayedCells() {
        guard !isUpdatingCells else { return }
        isUpdatingCells = true
        defer { isUpdatingCells = false }
        let visible = CGRect(origin: contentOffset, size: bounds.size)
        var wanted: [IndexPath] = []
        for (section, frames) in loadedRowFrames().enumerated() {
            for (row, frame) in frames.enumerated() where Self.meets(frame, visible) {
                wanted.append(IndexPath(row: row, section: section))
            }
        }
        let wantedSet = Set(wanted)
        for indexPath in displayedCells.keys.sorted() where !wantedSet.contains(indexPath) {
            if let cell = displayedCells.removeValue(forKey: indexPath) { endDisplay(cell, at: indexPath) }
        }
        guard let dataSource else { return }
        for indexPath in wanted where displayedCells[indexPath] == nil {
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.frame = rectForRow(at: indexPath)
            cell.setSelected(selectedRows.contains(indexPath), animated: false)
            if cell.superview !== self { addSubview(cell) }
            displayedCells[indexPath] = cell
            delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
    }

    private func endDisplay(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier {
            reusableCells[identifier, default: []].append(cell)
        }
    }
}
