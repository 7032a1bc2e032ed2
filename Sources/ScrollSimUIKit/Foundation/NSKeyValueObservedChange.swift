#if !canImport(ObjectiveC)
import Foundation

/// `NSKeyValueObservedChange`: one notification of an observation made with
/// `observe(_:options:changeHandler:)`.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    /// Always `.setting` here.
    public let kind: Kind
    /// The value after the change: only with `.new`, never in a prior
    /// notification. A `nil` property value is `.some(nil)`, as Foundation's.
    public let newValue: Value?
    /// The value before the change: only with `.old`, never in an initial
    /// notification.
    public let oldValue: Value?
    /// The indexes of a to-many change: always `nil` here.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (`.prior`).
    public let isPrior: Bool
}

extension NSKeyValueObservedChange {
    /// The change `record` describes, its values as `Value`s.
    init(_ record: KeyValueChangeRecord) {
        self.init(kind: .setting, newValue: record.new.flatMap { $0 as? Value }, oldValue: record.old.flatMap { $0 as? Value },
                  indexes: nil, isPrior: record.isPrior)
    }
}
#endif
