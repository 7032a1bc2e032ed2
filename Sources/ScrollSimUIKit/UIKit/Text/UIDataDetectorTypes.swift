import Foundation

/// `UIDataDetectorTypes`: the kinds of data (phone numbers, links,
/// addresses…) a text view turns into tappable links. Kept: no text is laid
/// out into links here, so nothing is ever detected. The bits are the SDK's
/// (`UIDataDetectorTypePhoneNumber = 1 << 0` … `PhysicalValue = 1 << 8`,
/// `All = NSUIntegerMax`).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let money = UIDataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = UIDataDetectorTypes(rawValue: 1 << 8)
    /// Every kind, including those a later SDK adds.
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
