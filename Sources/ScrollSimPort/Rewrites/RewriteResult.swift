/// A note placed at a byte offset of the text a rewrite read; the port
/// turns it into a `PortNote` at the line of the original file.
struct PlacedNote {
    var kind: PortNote.Kind
    var offset: Int
    var message: String

    static func edit(_ offset: Int, _ message: String) -> PlacedNote {
        PlacedNote(kind: .edit, offset: offset, message: message)
    }

    static func problem(_ offset: Int, _ message: String) -> PlacedNote {
        PlacedNote(kind: .problem, offset: offset, message: message)
    }
}

/// What one rewrite of one file decided: the edits and what to say.
struct RewriteResult {
    var edits: [TextEdit] = []
    var notes: [PlacedNote] = []
    /// Members that go to a class in another file, for Linux.
    var moved: [PlacedMove] = []
}

/// A member copied for Linux into a class of another file, placed at the
/// byte offset of the text the rewrite read.
struct PlacedMove {
    var className: String
    var text: String
    var name: String
    var offset: Int
}
