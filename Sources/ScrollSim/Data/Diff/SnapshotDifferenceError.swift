/// Why two identified lists cannot be diffed: an identifier given twice,
/// which UIKit's diffable data source refuses with an exception.
package struct SnapshotDifferenceError: Error, Hashable, Sendable {
    /// The sentence for a person.
    package let message: String

    package init(_ message: String) { self.message = message }
}
