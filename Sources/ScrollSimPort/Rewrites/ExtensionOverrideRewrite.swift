/// `override`s inside an `extension`: iOS accepts them for the Objective-C
/// methods of UIKit's classes, Linux refuses every one ("declarations in
/// extensions cannot override yet"). When the class is declared in the same
/// file, the override moves into the class body, after its last member,
/// with the comments above it; an extension left empty (and conforming to
/// nothing) goes. Otherwise, or when the extension is conditional, generic
/// or inside a `#if`, the override is reported with its line.
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
            guard (start..<index).contains(where: { source.isWord($0, "override") }), let selector = selector(ofFunction: index, in: source)
            else { continue }
            selectors.insert(selector)
        }
        return selectors
    }

    /// The selector of the `func` at `keyword`.
    private static func selector(ofFunction keyword: Int, in source: SwiftSource) -> SwiftSelector? {
        guard let function = source.next(after: keyword), source.tokens[function].kind == .identifier,
            let parenthesis = source.next(after: function), source.isSymbol(parenthesis, "("),
            let labels = source.argumentLabels(open: parenthesis, declaration: true)
        else { return nil }
        return SwiftSelector(name: source.text(function).trimmingBackticks, labels: labels)
    }

    /// - Parameter overridden: the selectors that `override func`s of all
    ///   the ported files override (`overriddenSelectors(in:)`).
    static func rewrite(_ source: SwiftSource, overridden: Set<SwiftSelector> = []) -> RewriteResult {
        var result = RewriteResult()
        let classes = topLevelClasses(in: source)
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
            // Methods a subclass overrides move only into a class of this
            // file: `extension UIView { func … }` has nowhere to go.
            let overriddenBase: ((first: Int, last: Int)) -> Bool = { member in
                classes[typeName] != nil && (member.first...member.last).contains { index in
                    source.isWord(index, "func") && source.declarationStart(from: index) == member.first
                        && selector(ofFunction: index, in: source).map(overridden.contains) == true
                }
            }
            let isOverride: ((first: Int, last: Int)) -> Bool = { member in
                (member.first...member.last).contains { source.isWord($0, "override") && source.declarationStart(from: $0) == member.first }
            }
            let overrides = members(between: open, and: close, in: source).filter { isOverride($0) || overriddenBase($0) }
            guard !overrides.isEmpty else { continue }
            let access = source.tokens(onLine: source.tokens[index].line).lazy
                .filter { $0 < index }.map { source.text($0) }
                .first { ["public", "private", "fileprivate", "internal", "package", "open"].contains($0) }
            let reason: String? =
                if qualified || conditional { "the extension is of a nested or generic type, or has a `where` clause" }
                else if source.directiveDepth[index] > 0 { "the extension is inside a `#if`" }
                else if (open..<close).contains(where: { source.tokens[$0].kind == .directive }) { "the extension holds a `#if`" }
                else if access != nil { "the extension has an access modifier (`\(access ?? "")`)" }
                else if let target = classes[typeName] {
                    source.tokens(onLine: source.tokens[target.close].line).first == target.close
                        ? nil : "the closing brace of `class \(typeName)` shares its line with other code"
                }
                else { "`class \(typeName)` is not declared in this file" }
            if let reason {
                // A method another class overrides is left unreported: the
                // override found is of a name, maybe of another class.
                for member in overrides where isOverride(member) {
                    result.notes.append(.problem(source.tokens[member.first].start,
                        "an `override` in an extension of `\(typeName)`, which Linux refuses; \(reason): move it into the class body by hand"))
                }
                continue
            }
            guard let target = classes[typeName] else { continue }
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
