/// The port of one Swift file's text: every rewrite in turn, each reading
/// the previous one's result, and what each did, placed at the lines of
/// the original text.
///
/// The order matters: conditions on UIKit or iOS (which open code to the
/// rewrites after them); the SDK's renames, of names then of calls; imports; optional requirements of the file's own
/// protocols (before the attribute rewrite, which would otherwise guard
/// their `@objc` alone), and the types that adopt what of them is a
/// protocol of its own on Linux; overrides in extensions (moved with their
/// attributes, before those are guarded); Objective-C attributes;
/// statements with `?(` calls and `#selector`.
package enum SwiftFilePort {
    /// The ported text of `bytes` and what was done.
    ///
    /// - Parameter teamRequirements: the optional requirements declared by
    ///   all the files being ported (`requirements(in:)`), whose `?(` calls
    ///   are rewritten like UIKit's.
    /// - Throws: `SwiftLexerError` when `bytes` is not Swift the lexer can
    ///   read (an unterminated string or comment).
    /// - Parameter teamOverrides: the methods that `override func`s of all
    ///   the files being ported override (`overrides(in:)`): those declared
    ///   in an extension of a class move into its body.
    /// - Parameter teamFallbacks: the `??` fallbacks of the `?(` calls of
    ///   all the files being ported (`fallbacks(in:file:)`), from which a
    ///   requirement with a value result gets its default on Linux.
    /// - Parameter teamSides: the requirements of all the files being
    ///   ported that are protocols of their own on Linux (`sides(in:fallbacks:)`).
    package static func port(_ bytes: [UInt8], teamRequirements: Set<SwiftSelector> = [], teamOverrides: Set<SwiftSelector> = [],
                             teamFallbacks: [SwiftSelector: [RequirementFallback]] = [:],
                             teamSides: [SwiftSelector: RequirementSide] = [:])
        throws(SwiftLexerError) -> (bytes: [UInt8], notes: [PortNote])
    {
        let port = try port(bytes, file: "", teamRequirements: teamRequirements, teamOverrides: teamOverrides, teamFallbacks: teamFallbacks,
                            teamSides: teamSides)
        return (port.bytes, port.notes)
    }

    /// The ported text of `bytes` (the file at `file`), what was done, and
    /// the members of its extensions that Linux gets in the body of a class
    /// of another file (`receive(_:into:)` puts them there).
    ///
    /// - Parameter teamClasses: the files that declare each class
    ///   (`classes(in:)`) among all the files being ported.
    package static func port(_ bytes: [UInt8], file: String, teamRequirements: Set<SwiftSelector> = [],
                             teamOverrides: Set<SwiftSelector> = [], teamFallbacks: [SwiftSelector: [RequirementFallback]] = [:],
                             teamClasses: [String: [String]] = [:], teamSides: [SwiftSelector: RequirementSide] = [:])
        throws(SwiftLexerError) -> (bytes: [UInt8], notes: [PortNote], moved: [MovedMember])
    {
        let original = try SwiftSource(bytes)
        var current = original
        var history: [TextEditBatch] = []
        var notes: [PortNote] = []
        var moved: [MovedMember] = []
        let rewrites: [(SwiftSource) -> RewriteResult] = [
            UIKitConditionRewrite.rewrite,
            SDKRenameRewrite.rewrite,
            SDKCallRewrite.rewrite,
            ImportRewrite.rewrite,
            ObjectiveCImportRewrite.rewrite,
            NetworkingImportRewrite.rewrite,
            { OptionalRequirementRewrite.rewrite($0, fallbacks: teamFallbacks) },
            { SideConformanceRewrite.rewrite($0, sides: teamSides) },
            { ExtensionOverrideRewrite.rewrite($0, overridden: teamOverrides, teamClasses: teamClasses, file: file) },
            ObjectiveCAttributeRewrite.rewrite,
            { PlatformStatementRewrite.rewrite($0, teamRequirements: teamRequirements, teamSides: teamSides) },
        ]
        for rewrite in rewrites {
            let result = rewrite(current)
            for note in result.notes {
                var offset = note.offset
                for batch in history.reversed() { offset = batch.originalOffset(of: offset) }
                notes.append(PortNote(kind: note.kind, line: original.line(ofOffset: offset), message: note.message))
            }
            for move in result.moved {
                var offset = move.offset
                for batch in history.reversed() { offset = batch.originalOffset(of: offset) }
                let line = original.line(ofOffset: offset)
                // The copy is Linux's alone: the later rewrites, which leave
                // it alone inside its `#if`, make it Linux's here.
                let linux = try port(Array(move.text.utf8), file: file, teamRequirements: teamRequirements, teamFallbacks: teamFallbacks,
                                     teamSides: teamSides)
                for note in linux.notes {
                    notes.append(PortNote(kind: note.kind, line: line + note.line - 1, message: "in the copy for `class \(move.className)`: \(note.message)"))
                }
                let text = String(decoding: linux.bytes, as: UTF8.self)
                moved.append(MovedMember(className: move.className, text: linuxBranch(of: text, newline: current.newline) ?? text,
                                         name: move.name, file: file, line: line))
            }
            guard !result.edits.isEmpty else { continue }
            var dropped: [TextEdit] = []
            let batch = TextEditBatch(result.edits, to: current.bytes, dropped: &dropped)
            for edit in dropped {
                var offset = edit.range.lowerBound
                for batch in history.reversed() { offset = batch.originalOffset(of: offset) }
                notes.append(PortNote(kind: .problem, line: original.line(ofOffset: offset),
                    message: "two rewrites meet here; port again after checking the result"))
            }
            history.append(batch)
            current = try SwiftSource(batch.result)
        }
        // By line, in the order the rewrites made them within a line.
        return (current.bytes, notes.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element),
                moved)
    }

    /// `text` as Linux reads it: each `#if canImport(ObjectiveC)` block
    /// replaced by its `#else` branch (or nothing), other `#if` blocks
    /// kept; `nil` when such a block has an `#elseif` or is unbalanced.
    /// The copy of a member that only Linux compiles needs no Apple side.
    static func linuxBranch(of text: String, newline: String) -> String? {
        enum Block { case other, apple, linux }
        var blocks: [Block] = []
        var lines: [Substring] = []
        for line in text.split(separator: newline, omittingEmptySubsequences: false) {
            let directive = line.drop { $0 == " " || $0 == "\t" }
            let dropping = blocks.contains(.apple)
            if directive.hasPrefix("#if") {
                blocks.append(directive == "#if canImport(ObjectiveC)" ? .apple : .other)
                if blocks.last == .apple { continue }
            } else if directive.hasPrefix("#else") || directive.hasPrefix("#elseif") {
                guard let last = blocks.last else { return nil }
                if last != .other {
                    guard directive == "#else", last == .apple else { return nil }
                    blocks[blocks.count - 1] = .linux
                    continue
                }
            } else if directive.hasPrefix("#endif") {
                guard let last = blocks.popLast() else { return nil }
                if last != .other { continue }
            }
            if !dropping { lines.append(line) }
        }
        return blocks.isEmpty ? lines.joined(separator: newline) : nil
    }

    /// `ported`, the port of `original`, with `members` from extensions in
    /// other files copied into the bodies of their classes for Linux.
    package static func receive(_ members: [MovedMember], into ported: [UInt8], original: [UInt8])
        throws(SwiftLexerError) -> (bytes: [UInt8], notes: [PortNote])
    {
        guard !members.isEmpty else { return (ported, []) }
        let (edits, notes) = ExtensionOverrideRewrite.receive(members, into: try SwiftSource(ported), original: try SwiftSource(original))
        var dropped: [TextEdit] = []
        return (TextEditBatch(edits, to: ported, dropped: &dropped).result, notes)
    }

    /// The classes of `bytes` that members of extensions in other files
    /// can move into on Linux.
    package static func classes(in bytes: [UInt8]) throws(SwiftLexerError) -> Set<String> {
        ExtensionOverrideRewrite.movableClasses(in: try SwiftSource(bytes))
    }

    /// The methods the `override func`s of `bytes` override.
    package static func overrides(in bytes: [UInt8]) throws(SwiftLexerError) -> Set<SwiftSelector> {
        ExtensionOverrideRewrite.overriddenSelectors(in: try SwiftSource(bytes))
    }

    /// The `??` fallbacks of the `?(` calls of `bytes`, by selector;
    /// `file` names the file in what the port says.
    package static func fallbacks(in bytes: [UInt8], file: String) throws(SwiftLexerError) -> [SwiftSelector: [RequirementFallback]] {
        RequirementFallback.calls(in: try SwiftSource(bytes), file: file)
    }

    /// The optional requirements of `bytes`'s own protocols that become
    /// protocols of their own on Linux, given the `??` fallbacks of all the
    /// files being ported.
    package static func sides(in bytes: [UInt8], fallbacks: [SwiftSelector: [RequirementFallback]])
        throws(SwiftLexerError) -> [SwiftSelector: RequirementSide]
    {
        OptionalRequirementRewrite.sides(in: try SwiftSource(bytes), fallbacks: fallbacks)
    }

    /// The side protocol each requirement has as seen from `bytes`: when
    /// protocols of several files declare the same requirement (a vertical
    /// and a horizontal layout's delegates, each with
    /// `collectionView(_:layout:insetsForSection:)`), the one whose
    /// protocol `bytes` names; when it names none or several of them, the
    /// first file's, as before.
    package static func sides(_ sides: [SwiftSelector: [RequirementSide]], seenFrom bytes: [UInt8])
        throws(SwiftLexerError) -> [SwiftSelector: RequirementSide]
    {
        guard sides.values.contains(where: { $0.count > 1 }) else { return sides.compactMapValues(\.first) }
        let source = try SwiftSource(bytes)
        let names = Set(source.tokens.indices.lazy.filter { source.tokens[$0].kind == .identifier }.map { source.text($0) })
        return sides.compactMapValues { candidates in
            let named = candidates.filter { names.contains($0.protocolName) }
            return named.count == 1 ? named[0] : candidates.first
        }
    }

    /// The names of the Swift 4 SDK that the port renames, old → new.
    package static var sdkRenames: [String: String] { SDKRenameRewrite.renames }

    /// The optional requirements the `@objc protocol`s of `bytes` declare.
    package static func requirements(in bytes: [UInt8]) throws(SwiftLexerError) -> Set<SwiftSelector> {
        OptionalRequirementRewrite.selectors(in: try SwiftSource(bytes))
    }
}
