/// A member of an extension that leaves its file on Linux for the body of
/// a class declared in another ported file: iOS keeps it in the extension
/// (under `#if canImport(ObjectiveC)`), Linux gets this copy in the class
/// body (under `#if !canImport(ObjectiveC)`).
package struct MovedMember: Hashable, Sendable {
    /// The class whose body receives the copy.
    package var className: String
    /// The member's lines as Linux compiles them (already ported), with
    /// the comment lines above it.
    package var text: String
    /// The member's full name, for what the port says (`hitTest(_:with:)`).
    package var name: String
    /// The file the member stays in for iOS, and its line there.
    package var file: String
    package var line: Int
}
