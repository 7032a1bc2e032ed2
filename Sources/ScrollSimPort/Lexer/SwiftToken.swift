/// One token of Swift source, as `scrollsim port` needs to see it: enough to
/// find attributes, calls and declarations, and never to mistake the inside
/// of a string or a comment for code.
package struct SwiftToken: Hashable, Sendable {
    /// What kind of token.
    package enum Kind: Hashable, Sendable {
        /// A name or keyword (`func`, `delegate`, `` `default` ``, `$0`).
        case identifier
        /// A number literal.
        case number
        /// A string literal of any form (multi-line, raw, interpolated),
        /// interpolations included.
        case string
        /// A `//` or `/* */` comment (nested comments included).
        case comment
        /// An attribute name with its `@` (`@objc`); its arguments follow
        /// as ordinary tokens.
        case attribute
        /// A `#` keyword that is not a compiler directive (`#selector`,
        /// `#available`, `#file`).
        case poundKeyword
        /// A compiler directive line (`#if …`, `#elseif …`, `#else`,
        /// `#endif`), up to the end of its line.
        case directive
        /// One of `( ) [ ] { } , : ;`.
        case punctuation
        /// An operator (`.`, `?`, `!`, `??`, `==`, `->`, `=`).
        case `operator`
    }

    /// What kind of token.
    package var kind: Kind
    /// The token's bytes in the source: `start..<end`.
    package var start: Int
    /// The end of the token's bytes (exclusive).
    package var end: Int
    /// The 1-based line the token starts on.
    package var line: Int
    /// Whether only whitespace stands between the previous token (or the
    /// file's start) and this one.
    package var followsWhitespace: Bool
}
