/// Swift source the lexer cannot read: an unterminated string or comment.
package struct SwiftLexerError: Error, Hashable, Sendable {
    /// The 1-based line where the construct starts.
    package var line: Int
    /// What is wrong.
    package var message: String
}
