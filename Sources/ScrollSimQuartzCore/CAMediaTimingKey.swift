import Foundation

/// The `CAMediaTiming` properties that Core Animation's key-value coding
/// reaches by name on layers and animations (`value(forKey: "speed")`).
enum CAMediaTimingKey: String, CaseIterable {
    case beginTime, duration, speed, timeOffset, repeatCount, repeatDuration, autoreverses, fillMode
}

/// The `CAMediaTiming` properties layers and animations both keep, so that
/// their key-value coding of those keys is one piece of code.
protocol MediaTimingProperties: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

extension MediaTimingProperties {
    /// `setValue(_:forKey:)` of a timing key: the property it names, from
    /// a boxed value; a value of another type changes nothing.
    func setTimingValue(_ value: Any?, forKey key: CAMediaTimingKey) {
        let number = KeyedValueConversion.double(value)
        switch key {
        case .beginTime: if let number { beginTime = number }
        case .duration: if let number { duration = number }
        case .speed: if let number { speed = Float(number) }
        case .timeOffset: if let number { timeOffset = number }
        case .repeatCount: if let number { repeatCount = Float(number) }
        case .repeatDuration: if let number { repeatDuration = number }
        case .autoreverses: if let flag = KeyedValueConversion.bool(value) { autoreverses = flag }
        case .fillMode: if let mode = KeyedValueConversion.fillMode(value) { fillMode = mode }
        }
    }

    /// `value(forKey:)` of a timing key.
    func timingValue(forKey key: CAMediaTimingKey) -> Any {
        switch key {
        case .beginTime: beginTime
        case .duration: duration
        case .speed: speed
        case .timeOffset: timeOffset
        case .repeatCount: repeatCount
        case .repeatDuration: repeatDuration
        case .autoreverses: autoreverses
        case .fillMode: fillMode.rawValue
        }
    }
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
