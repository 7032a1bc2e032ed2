import Foundation
import ScrollSimUIKit
import Testing

/// A responder view that may become first responder, and may refuse to resign.
final class FocusableView: UIView {
    var refusesToResign = false
    var resignCount = 0
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override func resignFirstResponder() -> Bool {
        resignCount += 1
        return super.resignFirstResponder()
    }
}

/// A responder that records the motion events passed to it.
final class MotionRecordingController: UIViewController {
    var motions: [UIEvent.EventSubtype] = []
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { motions.append(motion) }
}

@MainActor
@Suite("ScrollSimUIKit: UIResponder — the responder chain and first responders")
struct UIResponderTests {
    @Test("next: view -> its controller when it is the root view, else the superview; controller -> view's superview; window -> application")
    func responderChain() {
        // window ⊃ root controller's view ⊃ container ⊃ label.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let root = UIViewController()
        window.rootViewController = root
        let container = UIView()
        let label = UILabel()
        root.view.addSubview(container)
        container.addSubview(label)
        #expect(label.next === container)
        #expect(container.next === root.view)
        #expect(root.view.next === root)
        #expect(root.next === window)
        #expect(window.next === UIApplication.shared)
        #expect(UIApplication.shared.next == nil)
        #expect(UIView().next == nil)
    }

    @Test("next of a controller whose view is in no tree: the presenting controller, else the parent")
    func controllerOutsideATree() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: false)
        #expect(pushed.next === navigation)
        let presented = UIViewController()
        pushed.present(presented, animated: false)
        #expect(presented.next === pushed)
    }

    @Test("motion events go up the chain to the first responder that handles them")
    func motionGoesUpTheChain() {
        let controller = MotionRecordingController()
        let child = UIView()
        controller.view.addSubview(child)
        child.motionBegan(.motionShake, with: nil)
        // child -> controller.view (UIView's: passes on) -> controller (records).
        #expect(controller.motions == [.motionShake])
    }

    @Test("becomeFirstResponder needs canBecomeFirstResponder and a window; one first responder per window")
    func firstResponderPerWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let first = FocusableView(), second = FocusableView(), elsewhere = FocusableView()
        let plain = UIView()
        window.addSubview(first)
        window.addSubview(second)
        window.addSubview(plain)
        other.addSubview(elsewhere)
        #expect(!FocusableView().becomeFirstResponder())  // in no window
        #expect(!plain.becomeFirstResponder())  // canBecomeFirstResponder is false
        #expect(first.becomeFirstResponder() && first.isFirstResponder)
        #expect(first.becomeFirstResponder())  // already first: true, nothing resigns
        #expect(first.resignCount == 0)
        #expect(second.becomeFirstResponder())
        #expect(second.isFirstResponder && !first.isFirstResponder && first.resignCount == 1)
        // Another window has its own first responder.
        #expect(elsewhere.becomeFirstResponder())
        #expect(elsewhere.isFirstResponder && second.isFirstResponder)
        // A first responder that refuses to resign keeps its place.
        second.refusesToResign = true
        #expect(!first.becomeFirstResponder())
        #expect(second.isFirstResponder && !first.isFirstResponder)
        #expect(!second.resignFirstResponder() && second.isFirstResponder)
        second.refusesToResign = false
        #expect(second.resignFirstResponder() && !second.isFirstResponder)
        // A first responder taken out of its window is no longer first.
        #expect(first.becomeFirstResponder())
        first.removeFromSuperview()
        #expect(!first.isFirstResponder)
        #expect(second.becomeFirstResponder())
        #expect(first.resignCount == 1)  // not asked again once out of the window
    }

    @Test("endEditing resigns a first responder inside the view; force overrides a refusal")
    func endEditing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let form = UIView(), sibling = UIView()
        let field = FocusableView()
        window.addSubview(form)
        window.addSubview(sibling)
        form.addSubview(field)
        #expect(field.becomeFirstResponder())
        #expect(sibling.endEditing(false) && field.isFirstResponder)  // not inside sibling
        field.refusesToResign = true
        #expect(!form.endEditing(false) && field.isFirstResponder)
        #expect(form.endEditing(true) && !field.isFirstResponder)
    }

    @Test("an enabled text field in a window becomes first responder; a disabled one does not")
    func textFieldAndTextView() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let field = UITextField(), disabled = UITextField(), textView = UITextView()
        disabled.isEnabled = false
        for view in [field, disabled, textView] as [UIView] { window.addSubview(view) }
        #expect(!disabled.becomeFirstResponder())
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        #expect(textView.becomeFirstResponder() && textView.isFirstResponder && !field.isFirstResponder)
        textView.isEditable = false
        textView.isSelectable = false
        #expect(!textView.canBecomeFirstResponder)
        let accessory = UIView()
        field.inputAccessoryView = accessory
        #expect(field.inputAccessoryView === accessory && UIView().inputAccessoryView == nil)
    }

    @Test("a controller in a window may become first responder when it says it can")
    func controllerFirstResponder() {
        final class FocusableController: UIViewController {
            override var canBecomeFirstResponder: Bool { true }
        }
        let controller = FocusableController()
        #expect(!controller.becomeFirstResponder())  // view not loaded: in no window
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = controller
        #expect(controller.becomeFirstResponder() && controller.isFirstResponder)
    }

    @Test("the keyboard notifications and keys have UIKit's names")
    func keyboardNames() {
        // UIKit's constants, as UIKit/UIWindow.h spells them (UIKeyboard…Notification, UIKeyboard…UserInfoKey).
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
        #expect(UIResponder.keyboardWillChangeFrameNotification.rawValue == "UIKeyboardWillChangeFrameNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
    }
}
