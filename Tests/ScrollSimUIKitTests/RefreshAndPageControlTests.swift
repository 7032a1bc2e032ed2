import ScrollSimUIKit
import Testing

/// `UIRefreshControl` and `UIScrollView.refreshControl`: the state code
/// sets and the view hierarchy UIKit builds.
@MainActor
@Suite("ScrollSimUIKit: UIRefreshControl")
struct UIRefreshControlTests {
    @Test("beginRefreshing and endRefreshing set isRefreshing and send no action")
    func refreshing() {
        let control = UIRefreshControl()
        var sent = 0
        control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        #expect(!control.isRefreshing)
        control.beginRefreshing()
        #expect(control.isRefreshing)
        control.endRefreshing()
        #expect(!control.isRefreshing)
        // As in UIKit, refreshing in code is not a value change.
        #expect(sent == 0)
    }

    @Test("a scroll view's refresh control is its subview; a replaced one leaves")
    func hierarchy() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let first = UIRefreshControl(), second = UIRefreshControl()
        tableView.refreshControl = first
        #expect(first.superview === tableView)
        tableView.refreshControl = second
        #expect(first.superview == nil)
        #expect(second.superview === tableView)
        tableView.refreshControl = nil
        #expect(second.superview == nil)
    }
}

/// `UIPageControl`'s page pinning.
@MainActor
@Suite("ScrollSimUIKit: UIPageControl")
struct UIPageControlTests {
    @Test("currentPage stays within the pages, also when the count shrinks")
    func pinning() {
        let control = UIPageControl(frame: .zero)
        control.currentPage = 3
        // No pages: page 0.
        #expect(control.currentPage == 0)
        control.numberOfPages = 5
        control.currentPage = 4
        #expect(control.currentPage == 4)
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 4
        control.numberOfPages = 2
        // Pinned to the last of the two pages.
        #expect(control.currentPage == 1)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
    }
}

/// `UISlider`'s value pinning, worked out from UIKit's documented rule.
@MainActor
@Suite("ScrollSimUIKit: UISlider")
struct UISliderTests {
    @Test("the value stays within the bounds; moving a bound past it moves it")
    func pinning() {
        let slider = UISlider(frame: .zero)
        var sent = 0
        slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        slider.value = 0.4
        #expect(slider.value == 0.4)
        slider.value = 7
        // Above the maximum (1): the maximum.
        #expect(slider.value == 1)
        slider.setValue(-3, animated: true)
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 5
        // The maximum moved below 8: the value follows it to 5.
        #expect(slider.value == 5)
        slider.minimumValue = 6
        // The minimum moved above 5 (and above the maximum): the minimum wins.
        #expect(slider.value == 6)
        // Code setting the value is not a value change, as in UIKit.
        #expect(sent == 0)
    }

    @Test("the current thumb image is the state's, else the normal state's")
    func currentThumbImage() {
        let slider = UISlider(frame: .zero)
        let normal = UIImage(size: CGSize(width: 1, height: 1)), disabled = UIImage(size: CGSize(width: 2, height: 2))
        slider.setThumbImage(normal, for: .normal)
        #expect(slider.currentThumbImage === normal)
        slider.setThumbImage(disabled, for: .disabled)
        slider.isEnabled = false
        #expect(slider.currentThumbImage === disabled)
        slider.isEnabled = true
        #expect(slider.currentThumbImage === normal)
    }
}

/// `UIPickerView`'s counts and selection against a data source whose counts
/// the test changes.
@MainActor
@Suite("ScrollSimUIKit: UIPickerView")
struct UIPickerViewTests {
    final class Source: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        var rows = [3, 0]
        var selections = 0
        func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { selections += 1 }
    }

    @Test("counts from the data source; row 0 selected until code selects another; -1 without rows")
    func selection() {
        let source = Source()
        let picker = UIPickerView(frame: .zero)
        #expect(picker.numberOfComponents == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        picker.dataSource = source
        picker.delegate = source
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 0) == 3)
        #expect(picker.numberOfRows(inComponent: 5) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 1) == -1)
        picker.selectRow(2, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        // Row 3 is not in component 0 (rows 0...2): nothing changes.
        picker.selectRow(3, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 2)
        // The data source shrinks component 0 to 2 rows: row 1 is the last.
        source.rows[0] = 2
        picker.reloadComponent(0)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        // A selection in code is not told to the delegate, as in UIKit.
        #expect(source.selections == 0)
    }
}
