import Foundation

/// `UIAccessibility`: the assistive technologies' state and the
/// notifications apps post to them. There are none here: the state is
/// what an iPhone with every setting off reports, and posting does nothing.
public enum UIAccessibility {
    /// `UIAccessibility.Notification`: what `post(notification:argument:)`
    /// tells assistive technologies.
    public struct Notification: Hashable, RawRepresentable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// `screenChanged`: a new screen appeared.
        public static let screenChanged = Notification(rawValue: 1000)
        /// `layoutChanged`: elements appeared or went.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// `announcement`: the argument (a string) is to be spoken.
        public static let announcement = Notification(rawValue: 1008)
        /// `pageScrolled`: a page scrolled; the argument describes it.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// `post(notification:argument:)`: accepted; there is no assistive
    /// technology to tell.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {}

    /// `isVoiceOverRunning`: `false`.
    public static var isVoiceOverRunning: Bool { false }
    /// `isSwitchControlRunning`: `false`.
    public static var isSwitchControlRunning: Bool { false }
    /// `isReduceMotionEnabled`: `false`.
    public static var isReduceMotionEnabled: Bool { false }
    /// `isReduceTransparencyEnabled`: `false`.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// `isBoldTextEnabled`: `false`.
    public static var isBoldTextEnabled: Bool { false }
    /// `isDarkerSystemColorsEnabled`: `false`.
    public static var isDarkerSystemColorsEnabled: Bool { false }

    /// `voiceOverStatusDidChangeNotification`: never posted here.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// `reduceMotionStatusDidChangeNotification`: never posted here.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// `boldTextStatusDidChangeNotification`: never posted here.
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusChangedNotification")
    /// `switchControlStatusDidChangeNotification`: never posted here.
    public static let switchControlStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// `elementFocusedNotification`: never posted here.
    public static let elementFocusedNotification = NSNotification.Name("UIAccessibilityElementFocusedNotification")
    /// `announcementDidFinishNotification`: never posted here.
    public static let announcementDidFinishNotification = NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification")
}
