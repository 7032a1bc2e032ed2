/// The port of one Swift file's text: every rewrite in turn, each reading
/// the previous one's result, and what each did, placed at the lines of
/// the original text.
///
/// The order matters: imports; optional requirements of the file's own
/// protocols (before the attribute rewrite, which would otherwise guard
/// their `@objc` alone); overrides in extensions (moved with their
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
    package static func port(_ bytes: [UInt8], teamRequirements: Set<SwiftSelector> = [], teamOverrides: Set<SwiftSelector> = [],
                             teamFallbacks: [SwiftSelector: [RequirementFallback]] = [:])
        throws(SwiftLexerError) -> (bytes: [UInt8], notes: [PortNote])
    {
        let original = try SwiftSource(bytes)
        var current = original
        var history: [TextEditBatch] = []
        var notes: [PortNote] = []
        let rewrites: [(SwiftSource) -> RewriteResult] = [
            ImportRewrite.rewrite,
            { OptionalRequirementRewrite.rewrite($0, fallbacks: teamFallbacks) },
            { ExtensionOverrideRewrite.rewrite($0, overridden: teamOverrides) },
            ObjectiveCAttributeRewrite.rewrite,
            { PlatformStatementRewrite.rewrite($0, teamRequirements: teamRequirements) },
        ]
        for rewrite in rewrites {
            let result = rewrite(current)
            for note in result.notes {
                var offset = note.offset
                for batch in history.reversed() { offset = batch.originalOffset(of: offset) }
                notes.append(PortNote(kind: note.kind, line: original.line(ofOffset: offset), message: note.message))
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
        return (current.bytes, notes.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element))
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

    /// The optional requirements the `@objc protocol`s of `bytes` declare.
    package static func requirements(in bytes: [UInt8]) throws(SwiftLexerError) -> Set<SwiftSelector> {
        OptionalRequirementRewrite.selectors(in: try SwiftSource(bytes))
    }
}
