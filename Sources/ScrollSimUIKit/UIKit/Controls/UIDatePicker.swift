import Foundation

/// `UIDatePicker`: a date, a mode and their limits. Kept and inert: there
/// are no touches and no wheels, so `date` changes only when code sets it
/// (which sends no `.valueChanged`, as in UIKit) and is kept as given —
/// `minimumDate` and `maximumDate` limit what a user could pick, and there
/// is no user. Real, from UIKit's header comments: `calendar` set to `nil`
/// returns to the current calendar; `countDownDuration` is limited to
/// 0...86,399 seconds (23:59); a `minuteInterval` that does not divide 60,
/// or lies outside 1...30, is ignored; `datePickerStyle` is the preferred
/// style where the mode allows it (a count-down timer is wheels only) and
/// `.compact` for `.automatic` (medium confidence: what iOS 14 and later
/// show on an iPhone).
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// `UIDatePicker.Mode` (UIKit's raw values).
    public enum Mode: Int, Sendable {
        /// Hours and minutes.
        case time = 0
        /// Day, month and year.
        case date = 1
        /// A date with hours and minutes.
        case dateAndTime = 2
        /// Hours and minutes of a duration.
        case countDownTimer = 3
        /// Month and year.
        case yearAndMonth = 4
    }

    /// `datePickerMode`: `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime
    /// `locale`: kept; `nil` (the current locale) by default.
    open var locale: Locale?
    /// `calendar`: the current calendar by default; setting `nil` returns
    /// to it.
    open var calendar: Calendar! {
        get { storedCalendar }
        set { storedCalendar = newValue ?? .current }
    }
    /// `timeZone`: kept; `nil` by default.
    open var timeZone: TimeZone?
    /// `date`: the moment the picker was made, until code sets another;
    /// kept as given.
    open var date = Date()
    /// `minimumDate`: kept.
    open var minimumDate: Date?
    /// `maximumDate`: kept.
    open var maximumDate: Date?
    /// `countDownDuration`: seconds, limited to 0...86,399; 0 by default.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set { storedDuration = max(0, min(newValue, Self.longestCountDown)) }
    }
    /// `minuteInterval`: 1 by default; a value outside 1...30 or that does
    /// not divide 60 is ignored.
    open var minuteInterval: Int {
        get { storedInterval }
        set { if (1...30).contains(newValue), 60 % newValue == 0 { storedInterval = newValue } }
    }
    /// `roundsToMinuteInterval`: kept; `true` by default.
    open var roundsToMinuteInterval = true
    /// `preferredDatePickerStyle`: `.automatic` by default.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// `datePickerStyle`: the style shown — `.wheels` for a count-down
    /// timer, `.compact` for `.automatic`, else the preferred one.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// UIKit's limit of `countDownDuration`: 23:59, in seconds.
    static let longestCountDown: TimeInterval = 86_399

    private var storedCalendar: Calendar = .current
    private var storedDuration: TimeInterval = 0
    private var storedInterval = 1

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `setDate(_:animated:)`: sets `date`.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }
}
