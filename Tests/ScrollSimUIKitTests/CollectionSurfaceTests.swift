import Foundation
import ScrollSimUIKit
import Testing

/// A layout that overrides `collectionView` with a non-optional type, as
/// Swift allows for UIKit's get-only property (Ramotion's card slider does).
final class NonOptionalCollectionViewLayout: UICollectionViewFlowLayout {
    var decorationRegistrations: [String] = []

    override var collectionView: UICollectionView {
        guard let view = super.collectionView else { fatalError("the layout is not in use") }
        return view
    }

    override func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations.append("nib \(elementKind)")
        super.register(nib, forDecorationViewOfKind: elementKind)
    }

    override func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationRegistrations.append("class \(elementKind)")
        super.register(viewClass, forDecorationViewOfKind: elementKind)
    }
}

/// A cell archiving itself as iOS cells written for storyboards do.
final class ArchivingCell: UICollectionViewCell {
    var encodeCalls = 0
    override func encode(with coder: NSCoder) {
        encodeCalls += 1
        super.encode(with: coder)
    }
}

@MainActor
@Suite("ScrollSimUIKit: layout and cell signatures as UIKit declares them")
struct LayoutSignatureTests {
    @Test("collectionView is get-only: a subclass narrows it; the collection view sets what it returns")
    func nonOptionalCollectionView() {
        let layout = NonOptionalCollectionViewLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        #expect(layout.collectionView === view)
        // A layout switched to gets the collection view too.
        let other = UICollectionViewFlowLayout()
        #expect(other.collectionView == nil)
        view.setCollectionViewLayout(other, animated: false)
        view.layoutIfNeeded()
        #expect(other.collectionView === view)
    }

    @Test("a nib and a class decoration registration reach their own overrides")
    func decorationRegistrations() {
        let layout = NonOptionalCollectionViewLayout()
        layout.register(UINib(nibName: "Separator", bundle: nil), forDecorationViewOfKind: "separator")
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        #expect(layout.decorationRegistrations == ["nib separator", "class background"])
    }

    @Test("encode(with:) is overridable on views; nothing is archived")
    func encodeOverride() {
        let cell = ArchivingCell(frame: .zero)
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        cell.encode(with: coder)
        #expect(cell.encodeCalls == 1)
    }
}

/// `UIStepper`'s clamping, worked out from UIKit's documented rules.
@MainActor
@Suite("ScrollSimUIKit: UIStepper")
struct UIStepperTests {
    @Test("the value is clamped to the bounds; a bound set past the other moves it")
    func clamping() {
        let stepper = UIStepper(frame: .zero)
        var sent = 0
        stepper.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        // Defaults: 0...100, step 1.
        stepper.value = 250
        #expect(stepper.value == 100)
        stepper.value = -4
        #expect(stepper.value == 0)
        stepper.minimumValue = 10
        // The value (0) is below the new minimum: it follows it to 10.
        #expect(stepper.value == 10)
        stepper.value = 60
        stepper.maximumValue = 5
        // 5 is below the minimum (10): both bounds become 5, and the value 5.
        #expect(stepper.minimumValue == 5 && stepper.maximumValue == 5 && stepper.value == 5)
        stepper.minimumValue = 200
        // 200 is above the maximum (5): both become 200.
        #expect(stepper.minimumValue == 200 && stepper.maximumValue == 200 && stepper.value == 200)
        // Code changing the value is not a value change, as in UIKit.
        #expect(sent == 0)
    }

    @Test("a step of 0 or less is ignored, where UIKit raises")
    func step() {
        let stepper = UIStepper(frame: .zero)
        stepper.stepValue = 0.5
        stepper.stepValue = 0
        stepper.stepValue = -2
        #expect(stepper.stepValue == 0.5)
    }
}

/// `UIDatePicker`'s limits, from UIKit's header comments.
@MainActor
@Suite("ScrollSimUIKit: UIDatePicker")
struct UIDatePickerTests {
    @Test("count-down duration within 0...86,399 s; minute intervals that divide 60 within 1...30")
    func limits() {
        let picker = UIDatePicker(frame: .zero)
        picker.countDownDuration = 90_000
        // UIKit's limit: 86,399 s, one second short of 24 hours.
        #expect(picker.countDownDuration == 86_399)
        picker.countDownDuration = -5
        #expect(picker.countDownDuration == 0)
        picker.minuteInterval = 15
        picker.minuteInterval = 7
        picker.minuteInterval = 60
        // 7 does not divide 60 and 60 is above 30: 15 stays.
        #expect(picker.minuteInterval == 15)
    }

    @Test("the style shown: wheels for a count-down timer, compact for automatic")
    func style() {
        let picker = UIDatePicker(frame: .zero)
        #expect(picker.datePickerStyle == .compact)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
    }

    @Test("setting the calendar to nil returns to the current one; setDate keeps the date as given")
    func calendarAndDate() {
        let picker = UIDatePicker(frame: .zero)
        var hebrew = Calendar(identifier: .hebrew)
        hebrew.timeZone = TimeZone(identifier: "UTC")!
        picker.calendar = hebrew
        #expect(picker.calendar.identifier == .hebrew)
        picker.calendar = nil
        #expect(picker.calendar == Calendar.current)
        let past = Date(timeIntervalSince1970: 0)
        picker.minimumDate = Date(timeIntervalSince1970: 1_000)
        picker.setDate(past, animated: true)
        // Inert: the minimum limits a user's choice, not code's.
        #expect(picker.date == past)
    }
}

/// `#colorLiteral` where a `CGColor` is expected, as in
/// `layer.borderColor = #colorLiteral(…)` (Ramotion/garland-view); the
/// expected components are the literal's, as Swift's own Core Graphics
/// overlay test expects them.
@MainActor
@Suite("ScrollSimUIKit: CGColor color literals")
struct CGColorLiteralTests {
    @Test("a color literal assigned to a CGColor keeps its components")
    func literal() {
        let layer = CALayer()
        layer.borderColor = #colorLiteral(red: 0.5, green: 0.25, blue: 0.75, alpha: 1)
        #expect(layer.borderColor?.components == [0.5, 0.25, 0.75, 1])
    }
}

/// A view finding its bundle from a class method, as pods written for iOS do.
final class BundledBadgeView: UIView {
    class func bundleClass() -> AnyClass { self.classForCoder() }
}

@MainActor
@Suite("ScrollSimUIKit: NSObject's class methods on Linux")
struct NSObjectClassMethodTests {
    @Test("classForCoder() on a class is the class itself, as a class object answers it with Objective-C")
    func classForCoder() {
        #expect(ObjectIdentifier(BundledBadgeView.bundleClass()) == ObjectIdentifier(BundledBadgeView.self))
        // The instance property is Foundation's, unchanged.
        #expect(ObjectIdentifier(BundledBadgeView(frame: .zero).classForCoder) == ObjectIdentifier(BundledBadgeView.self))
    }
}
