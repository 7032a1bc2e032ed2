import Foundation
import ScrollSimUIKit
import Testing

@MainActor
@Suite("ScrollSimUIKit: UIBarItem's title text attributes by state")
struct UIBarItemTitleTextAttributesTests {
    @Test("attributes are kept per state, answered only for that state, and removed by nil")
    func perState() {
        let item = UIBarButtonItem(title: "Done", style: .plain, target: nil, action: nil)
        let font = UIFont.systemFont(ofSize: 17)
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        item.setTitleTextAttributes([.font: font], for: .normal)
        item.setTitleTextAttributes([.foregroundColor: red], for: .highlighted)
        #expect(item.titleTextAttributes(for: .normal)?[.font] as? UIFont === font)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] == nil)
        #expect(item.titleTextAttributes(for: .highlighted)?[.foregroundColor] as? UIColor === red)
        // No fallback to .normal for a state never set.
        #expect(item.titleTextAttributes(for: .disabled) == nil)
        item.setTitleTextAttributes(nil, for: .normal)
        #expect(item.titleTextAttributes(for: .normal) == nil)
        #expect(item.titleTextAttributes(for: .highlighted) != nil)
    }
}
