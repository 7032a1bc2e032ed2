/// `UIDatePickerStyle`: how a date picker shows its value (UIKit's raw
/// values).
public enum UIDatePickerStyle: Int, Sendable {
    /// The platform's choice.
    case automatic = 0
    /// Wheels.
    case wheels = 1
    /// A label that opens a calendar editor; not for count-down timers.
    case compact = 2
    /// A calendar editor shown in place; not for count-down timers.
    case inline = 3
}
