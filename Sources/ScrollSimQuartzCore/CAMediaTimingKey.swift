import Foundation

/// The `CAMediaTiming` properties that Core Animation's key-value coding
/// reaches by name on layers and animations (`value(forKey: "speed")`).
enum CAMediaTimingKey: String, CaseIterable {
    case beginTime, duration, speed, timeOffset, repeatCount, repeatDuration, autoreverses, fillMode
}

/// Key-value coding's conversions of a boxed value to a property's type:
/// what Objective-C's KVC unboxes from an `NSNumber` (any Swift number or
/// `Bool` here, as Foundation on Linux does not bridge them to `NSNumber`).
enum KeyedValueConversion {
    /// `value` as a `Double`, or `nil` when it is not a number.
    static func double(_ value: Any?) -> Double? {
        switch value {
        case let number as Double: number
        case let number as Float: Double(number)
        case let number as CGFloat: Double(number)
        case let number as Int: Double(number)
        case let flag as Bool: flag ? 1 : 0
        case let number as NSNumber: number.doubleValue
        default: nil
        }
    }

    /// `value` as a `Bool`, or `nil` when it is not a number.
    static func bool(_ value: Any?) -> Bool? {
        if let flag = value as? Bool { return flag }
        return double(value).map { $0 != 0 }
    }

    /// `value` as a fill mode (its raw string or the mode itself), or `nil`.
    static func fillMode(_ value: Any?) -> CAMediaTimingFillMode? {
        if let mode = value as? CAMediaTimingFillMode { return mode }
        return (value as? String).map(CAMediaTimingFillMode.init(rawValue:))
    }
}
