import ScrollSimUIKit
import Testing

/// The accessibility surface: the container methods' answers from
/// `accessibilityElements`, the traits as a set, overrides in subclasses.
@MainActor
@Suite("ScrollSimUIKit: accessibility")
struct AccessibilityTests {
    /// A cell that overrides the container and custom actions, as cell
    /// libraries do.
    final class SwipeCell: UICollectionViewCell {
        var showsActions = false
        override func accessibilityElementCount() -> Int {
            showsActions ? 1 : super.accessibilityElementCount()
        }
        override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
            get { showsActions ? [UIAccessibilityCustomAction(name: "Delete", actionHandler: { _ in true })] : super.accessibilityCustomActions }
            set { super.accessibilityCustomActions = newValue }
        }
    }

    @Test("the container methods answer from accessibilityElements")
    func container() {
        let view = UIView(frame: .zero)
        #expect(view.accessibilityElementCount() == 0)
        #expect(view.accessibilityElement(at: 0) == nil)
        let first = UIView(frame: .zero), second = UIView(frame: .zero), stranger = UIView(frame: .zero)
        view.accessibilityElements = [first, second]
        #expect(view.accessibilityElementCount() == 2)
        #expect(view.accessibilityElement(at: 1) as? UIView === second)
        #expect(view.accessibilityElement(at: 2) == nil)
        #expect(view.accessibilityElement(at: -1) == nil)
        #expect(view.index(ofAccessibilityElement: second) == 1)
        // Identity, not equality: another view is not found.
        #expect(view.index(ofAccessibilityElement: stranger) == NSNotFound)
        #expect(view.index(ofAccessibilityElement: "text") == NSNotFound)
    }

    @Test("traits combine, insert and remove as a set")
    func traits() {
        let cell = UICollectionViewCell(frame: .zero)
        #expect(cell.accessibilityTraits == .none)
        cell.accessibilityTraits.insert([.button, .header])
        cell.accessibilityTraits = [cell.accessibilityTraits, .selected]
        #expect(cell.accessibilityTraits.contains(.header))
        cell.accessibilityTraits.remove(.selected)
        #expect(cell.accessibilityTraits == [.button, .header])
        // Distinct bits: no trait contains another.
        let all: [UIAccessibilityTraits] = [.button, .link, .image, .selected, .playsSound, .keyboardKey, .staticText,
                                            .summaryElement, .notEnabled, .updatesFrequently, .searchField,
                                            .startsMediaSession, .adjustable, .allowsDirectInteraction,
                                            .causesPageTurn, .tabBar, .header]
        #expect(Set(all.map(\.rawValue)).count == all.count)
        #expect(all.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
    }

    @Test("subclasses override the container and the custom actions")
    func overrides() {
        let cell = SwipeCell(frame: .zero)
        #expect(cell.accessibilityElementCount() == 0)
        #expect(cell.accessibilityCustomActions == nil)
        cell.showsActions = true
        #expect(cell.accessibilityElementCount() == 1)
        #expect(cell.accessibilityCustomActions?.map(\.name) == ["Delete"])
        cell.showsActions = false
        let action = UIAccessibilityCustomAction(name: "Archive", target: cell, selector: Selector("archive"))
        cell.accessibilityCustomActions = [action]
        #expect(cell.accessibilityCustomActions?.first === action)
        #expect(action.target === cell)
    }

    @Test("no assistive technology runs; posting is accepted")
    func noAssistiveTechnology() {
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIAccessibility.post(notification: .announcement, argument: "Loaded")
    }
}
