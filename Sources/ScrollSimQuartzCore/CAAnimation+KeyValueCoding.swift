import Foundation

// Core Animation's extension of key-value coding: an animation keeps a
// value for any key (a `CAAnimation` is a "key-value coding compliant
// container class", Core Animation Programming Guide, "Key-Value Coding
// Extensions"), and the keys of its `CAMediaTiming` properties read and
// write those properties. Foundation's `NSObject` on Linux declares no
// key-value coding, so `setValue(_:forKey:)` and `value(forKey:)` are the
// animation's own (declared in the class, so that subclasses can override
// them on Linux too).
extension CAAnimation: MediaTimingProperties {
    /// What `setValue(_:forKey:)` does.
    func setKeyedValue(_ value: Any?, forKey key: String) {
        guard let timingKey = CAMediaTimingKey(rawValue: key) else {
            keyedValues[key] = value
            return
        }
        setTimingValue(value, forKey: timingKey)
    }

    /// What `value(forKey:)` answers.
    func keyedValue(forKey key: String) -> Any? {
        guard let timingKey = CAMediaTimingKey(rawValue: key) else { return keyedValues[key] }
        return timingValue(forKey: timingKey)
    }
}
