#if !canImport(ObjectiveC)
import Foundation

/// `NSKeyValueChange`: the kind of a key-value change. Only `.setting`
/// happens here (there are no observed to-many relationships).
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}
#endif
