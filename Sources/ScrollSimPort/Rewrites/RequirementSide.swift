/// The protocol of its own that an optional requirement with no "not
/// implemented" answer gets on Linux: `FeedDelegate_feed_sizeFor` for
/// `feed(_:sizeFor:)` of `FeedDelegate`, named after both so that it is
/// unique among the module's declarations.
package struct RequirementSide: Hashable, Sendable {
    /// The `@objc protocol` that declares the requirement.
    package var protocolName: String
    /// The requirement.
    package var selector: SwiftSelector

    /// The side protocol's name: the protocol's, the method's and its
    /// argument labels', joined by `_`.
    package var sideName: String {
        ([protocolName, selector.name] + selector.labels.filter { $0 != "_" }).joined(separator: "_")
    }
}
