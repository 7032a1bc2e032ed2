/// What `scrollsim port` says about one place in a file: an edit it made,
/// or one it could not make.
package struct PortNote: Hashable, Sendable {
    /// An edit made, or one that could not be made.
    package enum Kind: Hashable, Sendable {
        /// The file was changed here.
        case edit
        /// The file needs a change here that the tool cannot make; the
        /// message says what to do by hand.
        case problem
    }

    /// An edit made, or one that could not be made.
    package var kind: Kind
    /// The 1-based line in the file as it was before the port.
    package var line: Int
    /// What was done or what is needed, in one line.
    package var message: String

    package init(kind: Kind, line: Int, message: String) {
        self.kind = kind
        self.line = line
        self.message = message
    }
}
