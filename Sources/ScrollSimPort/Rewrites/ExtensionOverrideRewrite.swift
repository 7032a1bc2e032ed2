/// `override`s inside an `extension`: iOS accepts them for the Objective-C
/// methods of UIKit's classes, Linux refuses every one ("declarations in
/// extensions cannot override yet"). When the class is declared in the same
/// file, the override moves into the class body, after its last member,
/// with the comments above it; an extension left empty (and conforming to
/// nothing) goes. When the class is declared in another of the ported
/// files, the override stays in the extension for iOS, under
/// `#if canImport(ObjectiveC)`, and a copy goes into the class body for
/// Linux (`MovedMember`), unless it names a `private` or `fileprivate`
/// declaration of its file, which the class's file cannot see. Otherwise,
/// or when the extension is conditional, generic or inside a `#if`, the
/// override is reported with its line.
///
/// The other side of the same rule: a method declared in an extension of a
/// team's class cannot be overridden on Linux either (iOS allows it for an
/// `@objc` method, which every method of an extension conforming to a
/// UIKit delegate protocol is). A method of such an extension whose full
/// name a ported file overrides moves into the class body the same way.
/// The match is by name, not by class: a method that an unrelated class's
/// override happens to share a name with moves too, which changes nothing
/// on either platform.
enum ExtensionOverrideRewrite {
    /// A top-level class declared in the file.
    private struct ClassBody {
        var close: Int
    }

    /// The selectors of the methods that `override func` declarations of
    /// `source` override.
    static func overriddenSelectors(in source: SwiftSource) -> Set<SwiftSelector> {
        var selectors: Set<SwiftSelector> = []
        for index in source.tokens.indices where source.isWord(index, "func") && !source.isGuarded[index] {
            let start = source.declarationStart(from: index)
            guard (start..<index).contains(where: { source.isWord($0, "override") }), let selector = source.functionSelector(at: index)
            else { continue }
            selectors.insert(selector)
        }
        return selectors
    }

    /// - Parameter overridden: the selectors that `override func`s of all
    ///   the ported files override (`overriddenSelectors(in:)`).
    ///   `teamClasses`: the files that declare each class (`classes(in:)`)
    ///   among all the ported files; `file`, this file's path in there.
    static func rewrite(_ source: SwiftSource, overridden: Set<SwiftSelector> = [], teamClasses: [String: [String]] = [:],
                        file: String = "") -> RewriteResult
    {
        var result = RewriteResult()
        let classes = topLevelClasses(in: source)
        let privateNames = filePrivateNames(in: source)
        var depth = 0
        var index = 0
        // Insertions into each class, by the index of its closing brace.
        var moved: [Int: [(text: String, origin: Int)]] = [:]
        let newline = source.newline
        while index < source.tokens.count {
            defer { index += 1 }
            if source.isSymbol(index, "{") { depth += 1 }
            if source.isSymbol(index, "}") { depth -= 1 }
            guard depth == 0, source.isWord(index, "extension"), !source.isGuarded[index] else { continue }
            // The extended type, its clauses and body.
            guard let name = source.next(after: index), source.tokens[name].kind == .identifier else { continue }
            var cursor = name
            var qualified = false, conforms = false, conditional = false
            while let next = source.next(after: cursor), !source.isSymbol(next, "{") {
                if source.isSymbol(next, ".") { qualified = true }
                if source.isSymbol(next, ":") { conforms = true }
                if source.isWord(next, "where") || source.isSymbol(next, "<") { conditional = true }
                cursor = next
            }
            guard let open = source.next(after: cursor), let close = source.match[open] else { continue }
            defer { index = close }
            let typeName = source.text(name)
            let elsewhere = (teamClasses[typeName] ?? []).filter { $0 != file }
            let movable = classes[typeName] != nil || elsewhere.count == 1
            // Methods a subclass overrides move only into a class of the
            // ported files: `extension UIView { func … }` has nowhere to go.
            let overriddenBase: ((first: Int, last: Int)) -> Bool = { member in
                movable && (member.first...member.last).contains { index in
                    source.isWord(index, "func") && source.declarationStart(from: index) == member.first
                        && source.functionSelector(at: index).map(overridden.contains) == true
                }
            }
            let isOverride: ((first: Int, last: Int)) -> Bool = { member in
                (member.first...member.last).contains { source.isWord($0, "override") && source.declarationStart(from: $0) == member.first }
            }
            // Members inside a platform `#if` are decided already (a
            // second run meets the ones kept for iOS this way).
            let overrides = members(between: open, and: close, in: source)
                .filter { !source.isGuarded[$0.first] && (isOverride($0) || overriddenBase($0)) }
            guard !overrides.isEmpty else { continue }
            let access = source.tokens(onLine: source.tokens[index].line).lazy
                .filter { $0 < index }.map { source.text($0) }
                .first { ["public", "private", "fileprivate", "internal", "package", "open"].contains($0) }
            let reason: String? =
                if qualified || conditional { "the extension is of a nested or generic type, or has a `where` clause" }
                else if source.directiveDepth[index] > 0 { "the extension is inside a `#if`" }
                // A `#if` elsewhere in the extension does not matter.
                else if overrides.contains(where: { source.directiveDepth[$0.first] > source.directiveDepth[index] }) {
                    "the extension holds it inside a `#if`"
                }
                else if access != nil { "the extension has an access modifier (`\(access ?? "")`)" }
                else if let target = classes[typeName] {
                    source.tokens(onLine: source.tokens[target.close].line).first == target.close
                        ? nil : "the closing brace of `class \(typeName)` shares its line with other code"
                }
                else if elsewhere.count > 1 { "`class \(typeName)` is declared in \(elsewhere.count) of the ported files" }
                else if elsewhere.isEmpty { "`class \(typeName)` is not declared in the ported files" }
                else { nil }
            if let reason {
                // A method another class overrides is left unreported: the
                // override found is of a name, maybe of another class.
                for member in overrides where isOverride(member) {
                    result.notes.append(.problem(source.tokens[member.first].start,
                        "an `override` in an extension of `\(typeName)`, which Linux refuses; \(reason): move it into the class body by hand"))
                }
                continue
            }
            guard let target = classes[typeName] else {
                if let classFile = elsewhere.first {
                    keepForApple(overrides, of: typeName, in: classFile, privateNames: privateNames, source: source, into: &result)
                }
                continue
            }
            for member in overrides {
                let lines = lines(of: member, in: source)
                guard let lines else {
                    result.notes.append(.problem(source.tokens[member.first].start,
                        "an `override` in an extension of `\(typeName)` shares its lines with other code: move it into the class body by hand"))
                    continue
                }
                let text = source.lineTexts(lines).joined(separator: newline)
                moved[target.close, default: []].append((text, source.lineStart(lines.lowerBound)))
                // The blank line after it goes too where one stays before it
                // (or the extension's brace does).
                var removedEnd = lines.upperBound
                if removedEnd < source.lineStarts.count, isBlank(removedEnd + 1, in: source),
                    lines.lowerBound > 1,
                    isBlank(lines.lowerBound - 1, in: source) || source.lineText(lines.lowerBound - 1).text.trimmingTrailingWhitespace.hasSuffix("{")
                {
                    removedEnd += 1
                }
                result.edits.append(TextEdit(range: source.lineStart(lines.lowerBound)..<source.lineEnd(removedEnd), replacement: ""))
                result.notes.append(.edit(source.tokens[member.first].start, !isOverride(member)
                    ? "a method of an extension of `\(typeName)` that a subclass overrides moved into the class body (Linux refuses overrides of extension members)"
                    : "an `override` in an extension of `\(typeName)` moved into the class body (Linux refuses overrides in extensions)"))
            }
            // An extension left with nothing, conforming to nothing, goes.
            let remaining = (open + 1..<close).contains { token in !overrides.contains { member in
                let lines = self.lines(of: member, in: source)
                return lines?.contains(source.tokens[token].line) == true
            } }
            let extensionLines = source.tokens[index].line...source.tokens[close].line
            if !remaining, !conforms,
                source.tokens(onLine: extensionLines.lowerBound).first.map({ source.declarationStart(from: index) == $0 }) == true,
                source.restIsBlank(ofLine: extensionLines.upperBound, from: source.tokens[close].end)
            {
                result.edits = result.edits.filter { !extensionLines.contains(source.line(ofOffset: $0.range.lowerBound)) }
                var end = source.lineEnd(extensionLines.upperBound)
                // The blank line the extension stood after goes with it.
                var start = source.lineStart(extensionLines.lowerBound)
                if extensionLines.lowerBound > 1, isBlank(extensionLines.lowerBound - 1, in: source) {
                    start = source.lineStart(extensionLines.lowerBound - 1)
                } else if extensionLines.upperBound < source.lineStarts.count, isBlank(extensionLines.upperBound + 1, in: source) {
                    end = source.lineEnd(extensionLines.upperBound + 1)
                }
                result.edits.append(TextEdit(range: start..<end, replacement: ""))
            }
        }
        for (close, texts) in moved.sorted(by: { $0.key < $1.key }) {
            let closeLine = source.tokens[close].line
            let at = source.lineStart(closeLine)
            for (text, origin) in texts {
                result.edits.append(TextEdit(range: at..<at, replacement: newline + text + newline, origin: origin - newline.utf8.count))
            }
        }
        return result
    }

    /// The members of an extension of a class declared in `classFile`:
    /// each kept for iOS under `#if canImport(ObjectiveC)`, and copied for
    /// Linux into the class body (`result.moved`).
    private static func keepForApple(_ members: [(first: Int, last: Int)], of typeName: String, in classFile: String,
                                     privateNames: Set<String>, source: SwiftSource, into result: inout RewriteResult)
    {
        let newline = source.newline
        for member in members {
            let isOverride = (member.first...member.last).contains {
                source.isWord($0, "override") && source.declarationStart(from: $0) == member.first
            }
            let what = isOverride ? "an `override` in an extension of `\(typeName)`" : "a method of an extension of `\(typeName)` that a subclass overrides"
            guard let lines = lines(of: member, in: source) else {
                result.notes.append(.problem(source.tokens[member.first].start,
                    "\(what) shares its lines with other code: move it into the class body (\(classFile)) by hand"))
                continue
            }
            if let name = (member.first...member.last).first(where: {
                source.tokens[$0].kind == .identifier && privateNames.contains(source.text($0).trimmingBackticks)
            }).map({ source.text($0) }) {
                result.notes.append(.problem(source.tokens[member.first].start,
                    "\(what), which Linux refuses, uses `\(name)`, private to this file: the body of `class \(typeName)` (\(classFile)) cannot see it; make it internal, or move the member by hand"))
                continue
            }
            let indent = source.indentation(ofLine: lines.lowerBound)
            let start = source.lineStart(lines.lowerBound), end = source.lineEnd(lines.upperBound)
            let endsWithBreak = source.lineText(lines.upperBound).hasBreak
            result.edits.append(TextEdit(range: start..<start, replacement: indent + "#if canImport(ObjectiveC)" + newline))
            result.edits.append(TextEdit(range: end..<end, replacement: (endsWithBreak ? "" : newline) + indent + "#endif" + (endsWithBreak ? newline : "")))
            let memberName = name(of: member, in: source)
            result.moved.append(PlacedMove(className: typeName, text: source.lineTexts(lines).joined(separator: newline), name: memberName,
                                           offset: source.tokens[member.first].start))
            result.notes.append(.edit(source.tokens[member.first].start,
                "\(what) kept for iOS under `#if canImport(ObjectiveC)`; Linux, which refuses it there, gets `\(memberName)` in the body of `class \(typeName)` (\(classFile))"))
        }
    }

    /// What the port calls a member: a method's full name, a property's name.
    private static func name(of member: (first: Int, last: Int), in source: SwiftSource) -> String {
        guard let keyword = source.declarationKeywordIndex(from: member.first, to: member.last) else { return "?" }
        if source.isWord(keyword, "func"), let selector = source.functionSelector(at: keyword) { return selector.description }
        if let name = source.next(after: keyword), source.tokens[name].kind == .identifier, !source.isWord(keyword, "init"),
            !source.isWord(keyword, "subscript")
        {
            return source.text(name).trimmingBackticks
        }
        return source.text(keyword)
    }

    /// The names that `private` and `fileprivate` declarations of the file
    /// declare, members of a `private extension` included: a member that
    /// names one cannot move to another file. By name, not by scope, so a
    /// local variable that shares a private name keeps its member in place
    /// too (reported, never wrong).
    static func filePrivateNames(in source: SwiftSource) -> Set<String> {
        var names: Set<String> = []
        let kinds: Set<String> = ["func", "var", "let", "class", "struct", "enum", "protocol", "typealias", "case", "actor"]
        for index in source.tokens.indices where source.isWord(index, "private") || source.isWord(index, "fileprivate") {
            var cursor = index
            while let next = source.next(after: cursor) {
                if source.isSymbol(next, "("), let close = source.match[next] {
                    cursor = close
                    continue
                }
                cursor = next
                guard source.tokens[next].kind == .identifier || source.tokens[next].kind == .attribute else { break }
                let word = source.text(next)
                if kinds.contains(word) {
                    if let name = source.next(after: next), source.tokens[name].kind == .identifier {
                        names.insert(source.text(name).trimmingBackticks)
                    }
                    break
                }
                if word == "extension" {
                    // Every member of a private extension is file-private.
                    var open = next
                    while let candidate = source.next(after: open), !source.isSymbol(candidate, "{") { open = candidate }
                    guard let brace = source.next(after: open), let close = source.match[brace] else { break }
                    for member in members(between: brace, and: close, in: source) {
                        guard let keyword = source.declarationKeywordIndex(from: member.first, to: member.last),
                            !source.isWord(keyword, "init"), !source.isWord(keyword, "subscript"),
                            let name = source.next(after: keyword), source.tokens[name].kind == .identifier
                        else { continue }
                        names.insert(source.text(name).trimmingBackticks)
                    }
                    break
                }
                if !SwiftSource.declarationWords.contains(word) && source.tokens[next].kind == .identifier { break }
            }
        }
        return names
    }

    /// The classes of `source` a member of another file's extension can
    /// move into: declared at the top level, outside any `#if`, with the
    /// closing brace on a line of its own.
    static func movableClasses(in source: SwiftSource) -> Set<String> {
        Set(topLevelClasses(in: source).filter { _, body in
            !source.isGuarded[body.close] && source.tokens(onLine: source.tokens[body.close].line).first == body.close
        }.keys)
    }

    /// Inserts `members`, copied from extensions in other files, into the
    /// bodies of their classes in `source` (the ported text of the class's
    /// file), each under `#if !canImport(ObjectiveC)`. `original` is the
    /// file before the port, for the lines of what is said.
    static func receive(_ members: [MovedMember], into source: SwiftSource, original: SwiftSource)
        -> (edits: [TextEdit], notes: [PortNote])
    {
        var edits: [TextEdit] = []
        var notes: [PortNote] = []
        let classes = topLevelClasses(in: source), originalClasses = topLevelClasses(in: original)
        let newline = source.newline
        for member in members {
            let line = originalClasses[member.className].map { original.tokens[$0.close].line } ?? 1
            guard let target = classes[member.className] else {
                notes.append(PortNote(kind: .problem, line: line,
                    message: "`class \(member.className)` was not found again after the port: copy `\(member.name)` from \(member.file):\(member.line) into its body by hand, under `#if !canImport(ObjectiveC)`"))
                continue
            }
            let at = source.lineStart(source.tokens[target.close].line)
            let indent = member.text.prefix { $0 == " " || $0 == "\t" }
            edits.append(TextEdit(range: at..<at, replacement: newline + indent + "#if !canImport(ObjectiveC)" + newline
                + indent + "// On iOS in an extension (\(member.file.split(separator: "/").last.map(String.init) ?? member.file):\(member.line)); Linux refuses overrides there." + newline
                + member.text + newline + indent + "#endif" + newline))
            notes.append(PortNote(kind: .edit, line: line,
                message: "`\(member.name)`, from an extension in \(member.file):\(member.line), copied into the body of `class \(member.className)` under `#if !canImport(ObjectiveC)` (Linux refuses overrides in extensions)"))
        }
        return (edits, notes)
    }

    private static func isBlank(_ line: Int, in source: SwiftSource) -> Bool {
        source.lineText(line).text.allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// The classes declared at the top level, by name.
    private static func topLevelClasses(in source: SwiftSource) -> [String: ClassBody] {
        var classes: [String: ClassBody] = [:]
        var depth = 0
        for index in source.tokens.indices {
            if source.isSymbol(index, "{") { depth += 1 }
            if source.isSymbol(index, "}") { depth -= 1 }
            guard depth == 0, source.isWord(index, "class"), source.directiveDepth[index] == 0,
                let name = source.next(after: index), source.tokens[name].kind == .identifier
            else { continue }
            var cursor = name
            while let next = source.next(after: cursor), !source.isSymbol(next, "{") {
                if source.isSymbol(next, ";") || source.isSymbol(next, "}") { break }
                cursor = next
            }
            guard let open = source.next(after: cursor), source.isSymbol(open, "{"), let close = source.match[open] else { continue }
            classes[source.text(name)] = ClassBody(close: close)
        }
        return classes
    }

    /// The member declarations directly inside the braces `open`…`close`.
    private static func members(between open: Int, and close: Int, in source: SwiftSource) -> [(first: Int, last: Int)] {
        var members: [(first: Int, last: Int)] = []
        var index = open + 1
        while index < close {
            if source.tokens[index].kind == .comment || source.tokens[index].kind == .directive || source.isSymbol(index, ";") {
                index += 1
                continue
            }
            let last = source.declarationEnd(from: index, bodyEnd: close)
            members.append((index, last))
            index = max(last, index) + 1
        }
        return members
    }

    /// The whole lines of a member with the comment lines right above it;
    /// `nil` when other code shares them.
    private static func lines(of member: (first: Int, last: Int), in source: SwiftSource) -> ClosedRange<Int>? {
        var first = member.first
        while first > 0, source.tokens[first - 1].kind == .comment, source.lastLine(of: first - 1) == source.tokens[first].line - 1,
            source.tokens(onLine: source.tokens[first - 1].line).first == first - 1
        {
            first -= 1
        }
        let firstLine = source.tokens[first].line, lastLine = source.lastLine(of: member.last)
        guard source.tokens(onLine: firstLine).first == first,
            source.restIsBlank(ofLine: lastLine, from: source.tokens[member.last].end)
        else { return nil }
        return firstLine...lastLine
    }
}
