import Foundation

// Core Animation's extension of key-value coding on layers: a layer keeps a
// value for any key (Core Animation Programming Guide, "Key-Value Coding
// Extensions": `CALayer` is a "key-value coding compliant container
// class"), and the keys of its properties reach those properties — here the
// timing properties and the scalar ones code animates by name.
extension CALayer: @MainActor MediaTimingProperties {
    /// The layer's own properties that `value(forKey:)` reaches by name,
    /// besides the timing ones.
    private enum PropertyKey: String {
        case opacity, cornerRadius, zPosition, hidden
    }

    /// What `setValue(_:forKey:)` does.
    func setKeyedValue(_ value: Any?, forKey key: String) {
        if let timingKey = CAMediaTimingKey(rawValue: key) {
            setTimingValue(value, forKey: timingKey)
        } else if let propertyKey = PropertyKey(rawValue: key) {
            let number = KeyedValueConversion.double(value)
            switch propertyKey {
            case .opacity: if let number { opacity = Float(number) }
            case .cornerRadius: if let number { cornerRadius = CGFloat(number) }
            case .zPosition: if let number { zPosition = CGFloat(number) }
            case .hidden: if let flag = KeyedValueConversion.bool(value) { isHidden = flag }
            }
        } else {
            keyedValues[key] = value
        }
    }

    /// What `value(forKey:)` answers.
    func keyedValue(forKey key: String) -> Any? {
        if let timingKey = CAMediaTimingKey(rawValue: key) { return timingValue(forKey: timingKey) }
        guard let propertyKey = PropertyKey(rawValue: key) else { return keyedValues[key] }
        return switch propertyKey {
        case .opacity: opacity
        case .cornerRadius: cornerRadius
        case .zPosition: zPosition
        case .hidden: isHidden
        }
    }
}
