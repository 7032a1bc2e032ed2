import Foundation

// Core Animation's extension of key-value coding: an animation keeps a
// value for any key (a `CAAnimation` is a "key-value coding compliant
// container class", Core Animation Programming Guide, "Key-Value Coding
// Extensions"), and the keys of its `CAMediaTiming` properties read and
// write those properties. Foundation's `NSObject` on Linux declares no
// key-value coding, so `setValue(_:forKey:)` and `value(forKey:)` are the
// animation's own (declared in the class, so that subclasses can override
// them on Linux too).
extension CAAnimation {
    /// What `setValue(_:forKey:)` does.
    func setKeyedValue(_ value: Any?, forKey key: String) {
        guard let timingKey = CAMediaTimingKey(rawValue: key) else {
            keyedValues[key] = value
            return
        }
        let number = KeyedValueConversion.double(value)
        switch timingKey {
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

    /// What `value(forKey:)` answers.
    func keyedValue(forKey key: String) -> Any? {
        guard let timingKey = CAMediaTimingKey(rawValue: key) else { return keyedValues[key] }
        return switch timingKey {
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
