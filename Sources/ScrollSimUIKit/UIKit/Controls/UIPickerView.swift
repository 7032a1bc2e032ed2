import Foundation

/// `UIPickerView`: wheels of rows from a data source. Kept: nothing spins
/// the wheels and nothing is drawn; the delegate's titles, views and sizes
/// are never asked for, and `pickerView(_:didSelectRow:inComponent:)` is
/// never called (UIKit does not call it for a selection made in code
/// either). Real: the counts come from the data source when asked (so
/// `reloadAllComponents()` and `reloadComponent(_:)` have nothing to
/// refresh), and the selection: row 0 of a component with rows until code
/// selects another, -1 for a component without rows, pinned to the last
/// row when the data source's count shrinks.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// `dataSource`: the counts.
    open weak var dataSource: (any UIPickerViewDataSource)?
    /// `delegate`: kept; never called here.
    open weak var delegate: (any UIPickerViewDelegate)?
    /// `showsSelectionIndicator`: kept.
    open var showsSelectionIndicator = true

    /// The rows code selected, by component.
    private var selectedRows: [Int: Int] = [:]

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `numberOfComponents`: the data source's count (0 without one).
    open var numberOfComponents: Int {
        max(0, dataSource?.numberOfComponents(in: self) ?? 0)
    }

    /// `numberOfRows(inComponent:)`: the data source's count (0 without
    /// one, or for a component the picker does not have).
    open func numberOfRows(inComponent component: Int) -> Int {
        guard let dataSource, (0..<numberOfComponents).contains(component) else { return 0 }
        return max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
    }

    /// `reloadAllComponents()`: accepted; the counts are read when asked.
    open func reloadAllComponents() {}

    /// `reloadComponent(_:)`: accepted; the counts are read when asked.
    open func reloadComponent(_ component: Int) {}

    /// `selectRow(_:inComponent:animated:)`: selects `row` when the
    /// component has it (otherwise nothing changes); the delegate is not
    /// told, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard (0..<numberOfRows(inComponent: component)).contains(row) else { return }
        selectedRows[component] = row
    }

    /// `selectedRow(inComponent:)`: the selected row, -1 when the component
    /// has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selectedRows[component] ?? 0, rows - 1)
    }
}
