/// Expressions that need Objective-C, rewritten for Linux by keeping the
/// whole statement twice: as it was under `#if canImport(ObjectiveC)`, and
/// rewritten under `#else` (an expression cannot be conditional; a
/// statement can).
///
/// * `x?.method?(…)`, a call of an optional protocol requirement: on Linux
///   the requirement is ordinary with a default implementation (UIKit's in
///   ScrollSimUIKit, a team's own from `OptionalRequirementRewrite`), so
///   the call drops the `?` and the default answers where iOS had "not
///   implemented". Calls of closure properties (`onTap?(item)`) look the
///   same and are left alone: a call is rewritten only when its selector is
///   a known requirement; a call with argument labels that is not known is
///   reported (closures take no labels).
/// * `#selector(name(_:))` becomes `Selector("name(_:)")`: ScrollSimUIKit's
///   `Selector` keeps a method's name and never sends it.
/// * `#keyPath(CALayer.opacity)` becomes `"opacity"`, the string iOS's
///   compiler makes of it: the path without its leading type names
///   (UpperCamelCase components); a path of types alone, or with anything
///   but names and dots, is reported.
enum PlatformStatementRewrite {
    /// A place in a statement to rewrite for Linux.
    private struct Site {
        /// The first and last tokens of what changes.
        var first: Int
        var last: Int
        /// What replaces those tokens on Linux.
        var linux: String
        /// What the tool says about it.
        var note: String
    }

    /// The longest statement duplicated: beyond it, a call is reported.
    static let maximumLines = 80

    /// - Parameter teamSides: the requirements that are protocols of their
    ///   own on Linux (`OptionalRequirementRewrite.sides(in:fallbacks:)`).
    static func rewrite(_ source: SwiftSource, teamRequirements: Set<SwiftSelector>,
                        teamSides: [SwiftSelector: RequirementSide] = [:]) -> RewriteResult
    {
        var result = RewriteResult()
        var sites: [Site] = []
        for index in source.tokens.indices where !source.isGuarded[index] {
            if let site = sideCall(at: index, in: source, teamSides: teamSides) {
                sites.append(site)
            } else if let site = optionalCall(at: index, in: source, teamRequirements: teamRequirements, problems: &result.notes) {
                sites.append(site)
            } else if let site = boundRequirement(at: index, in: source, teamRequirements: teamRequirements) {
                sites.append(site)
            } else if let site = classForCoderOfType(at: index, in: source) {
                sites.append(site)
            } else if let member = anyObjectMember(at: index, in: source) {
                result.notes.append(.problem(source.tokens[index].start,
                    "`.\(member)` is looked up on `AnyObject`, through the Objective-C runtime, which Linux does not have: cast to the type that declares it instead (for both platforms: which type the value has is beyond a textual rewrite)"))
            } else if source.tokens[index].kind == .poundKeyword, source.text(index) == "#selector", index + 1 < source.tokens.count,
                source.isSymbol(index + 1, "("), let close = source.match[index + 1]
            {
                let inner = source.text(source.tokens[index + 1].end..<source.tokens[close].start)
                    .split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: " ")
                let escaped = inner.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
                sites.append(Site(first: index, last: close, linux: "Selector(\"\(escaped)\")",
                    note: "`#selector(\(inner))` is `Selector(\"\(escaped)\")` on Linux: ScrollSimUIKit keeps the name and never sends it"))
            } else if source.tokens[index].kind == .poundKeyword, source.text(index) == "#keyPath", index + 1 < source.tokens.count,
                source.isSymbol(index + 1, "("), let close = source.match[index + 1]
            {
                let inner = source.text(source.tokens[index + 1].end..<source.tokens[close].start)
                guard let path = keyPathString(index + 2..<close, in: source) else {
                    result.notes.append(.problem(source.tokens[index].start,
                        "`#keyPath(\(inner))` is not a type's property path of plain names: write its string on Linux by hand"))
                    continue
                }
                sites.append(Site(first: index, last: close, linux: "\"\(path)\"",
                    note: "`#keyPath(\(inner))` is the string `\"\(path)\"` on Linux, the one the iOS compiler makes of it"))
            }
        }
        // Each site's statement, as whole lines; statements that overlap
        // or follow each other are one.
        var groups: [(lines: ClosedRange<Int>, sites: [Site])] = []
        for site in sites {
            guard let lines = statementLines(around: site, in: source) else {
                result.notes.append(.problem(source.tokens[site.first].start,
                    "\(site.note.split(separator: ":").first ?? ""): the statement around it could not be found (unbalanced, a `case` label, or longer than \(maximumLines) lines): write the `#if canImport(ObjectiveC)` by hand"))
                continue
            }
            if let last = groups.last, last.lines.upperBound + 1 >= lines.lowerBound {
                var merged = min(last.lines.lowerBound, lines.lowerBound)...max(last.lines.upperBound, lines.upperBound)
                if let expanded = expand(merged, in: source) { merged = expanded }
                groups[groups.count - 1] = (merged, last.sites + [site])
            } else {
                groups.append((lines, [site]))
            }
        }
        let newline = source.newline
        for group in groups {
            let start = source.lineStart(group.lines.lowerBound), end = source.lineEnd(group.lines.upperBound)
            var dropped: [TextEdit] = []
            let edits = group.sites.map {
                TextEdit(range: (source.tokens[$0.first].start - start)..<(source.tokens[$0.last].end - start), replacement: $0.linux)
            }
            let linux = TextEditBatch(edits, to: Array(source.bytes[start..<end]), dropped: &dropped).result
            var linuxText = String(decoding: linux, as: UTF8.self)
            var original = source.text(start..<end)
            let hasBreak = source.lineText(group.lines.upperBound).hasBreak
            if !hasBreak {
                original += newline
                linuxText += newline
            }
            let indent = source.indentation(ofLine: group.lines.lowerBound)
            let replacement = "\(indent)#if canImport(ObjectiveC)\(newline)\(original)\(indent)#else\(newline)\(linuxText)\(indent)#endif"
                + (hasBreak ? newline : "")
            result.edits.append(TextEdit(range: start..<end, replacement: replacement))
            for site in group.sites {
                result.notes.append(.edit(source.tokens[site.first].start, site.note))
            }
        }
        return result
    }

    /// The string `#keyPath(…)` stands for, from the tokens between its
    /// parentheses: the names after the leading type names, joined by
    /// dots; nil for anything else.
    static func keyPathString(_ tokens: Range<Int>, in source: SwiftSource) -> String? {
        var names: [String] = []
        for (offset, index) in tokens.enumerated() {
            let isName = offset % 2 == 0
            if isName {
                guard source.tokens[index].kind == .identifier else { return nil }
                names.append(source.text(index).trimmingBackticks)
            } else {
                guard source.isSymbol(index, ".") else { return nil }
            }
        }
        guard tokens.count % 2 == 1 else { return nil }
        let path = names.drop { $0.first?.isUppercase == true }
        // A Bool property's Objective-C name usually drops its `is`
        // (`isHidden` is "hidden"), but not always: not guessed.
        guard !path.isEmpty, !path.contains(where: { $0.count > 2 && $0.hasPrefix("is") && $0.dropFirst(2).first?.isUppercase == true })
        else { return nil }
        return path.joined(separator: ".")
    }

    /// The site of `x.name?(…)` when `index` is its `.`, and the requirement
    /// is known; a problem when it has labels and is not known.
    private static func optionalCall(at index: Int, in source: SwiftSource, teamRequirements: Set<SwiftSelector>,
                                     problems: inout [PlacedNote]) -> Site?
    {
        guard source.isSymbol(index, "."), index + 3 < source.tokens.count, source.tokens[index + 1].kind == .identifier,
            source.isSymbol(index + 2, "?"), !source.tokens[index + 2].followsWhitespace, source.isSymbol(index + 3, "("),
            !source.tokens[index + 3].followsWhitespace,
            let labels = source.argumentLabels(open: index + 3, declaration: false)
        else { return nil }
        let selector = SwiftSelector(name: source.text(index + 1).trimmingBackticks, labels: labels)
        let answer: String
        if UIKitOptionalRequirements.selectors.contains(selector) {
            answer = "ScrollSimUIKit's default implementation"
        } else if teamRequirements.contains(selector) {
            answer = "the protocol's default for Linux (the requirement's line says which)"
        } else {
            if labels.contains(where: { $0 != "_" }) {
                problems.append(.problem(source.tokens[index].start,
                    "`\(selector)` is called with `?(` but is not an optional requirement ScrollSimUIKit or the ported files declare: on Linux the call needs an ordinary requirement with a default"))
            }
            return nil
        }
        let note = "`\(selector)` called with `?(`: on Linux the call is ordinary and \(answer) answers where iOS has \"not implemented\""
        // `if let v = delegate.name?(…)`: without the `?` and with no `?.`
        // before it, the value is not optional on Linux; `Optional(…)`
        // keeps it bindable (and always bound: the default answers).
        if let close = source.match[index + 3], let binding = boundExpression(at: index, end: close, in: source),
            !(binding.start..<index).contains(where: { source.isSymbol($0, "?") })
        {
            let linux = "Optional(" + source.text(source.tokens[binding.start].start..<source.tokens[index + 2].start)
                + source.text(source.tokens[index + 2].end..<source.tokens[binding.end].end) + ")"
            return Site(first: binding.start, last: binding.end, linux: linux,
                        note: note + "; `Optional(…)` keeps the condition's binding optional")
        }
        return Site(first: index + 2, last: index + 2, linux: "", note: note)
    }

    /// `x?.name?(…)`, `x.name?(…)` or the method named `x?.name(_:label:)`
    /// when `index` is its `.` and the requirement is a protocol of its own
    /// on Linux: `(x as? Side)?.name`, `nil` where the type does not
    /// implement it, as iOS's "not implemented".
    private static func sideCall(at index: Int, in source: SwiftSource, teamSides: [SwiftSelector: RequirementSide]) -> Site? {
        guard !teamSides.isEmpty, source.isSymbol(index, "."), index + 2 < source.tokens.count, source.tokens[index + 1].kind == .identifier
        else { return nil }
        let name = source.text(index + 1).trimmingBackticks
        var last = index + 1
        let selector: SwiftSelector
        if source.isSymbol(index + 2, "?"), !source.tokens[index + 2].followsWhitespace, index + 3 < source.tokens.count,
            source.isSymbol(index + 3, "("), !source.tokens[index + 3].followsWhitespace,
            let labels = source.argumentLabels(open: index + 3, declaration: false)
        {
            selector = SwiftSelector(name: name, labels: labels)
            last = index + 2
        } else if source.isSymbol(index + 2, "("), !source.tokens[index + 2].followsWhitespace, let close = source.match[index + 2],
            let labels = referencedLabels(open: index + 2, close: close, in: source)
        {
            selector = SwiftSelector(name: name, labels: labels)
        } else {
            return nil
        }
        guard let side = teamSides[selector] else { return nil }
        let start = receiverStart(of: index, in: source)
        guard start < index, let end = source.previous(before: index) else { return nil }
        let receiverEnd = source.isSymbol(end, "?") ? source.previous(before: end) ?? end : end
        let receiver = source.text(source.tokens[start].start..<source.tokens[receiverEnd].end)
        return Site(first: start, last: last, linux: "(\(receiver) as? \(side.sideName))?.\(source.text(index + 1))",
            note: "`\(selector)` is protocol `\(side.sideName)` on Linux: `(\(receiver) as? \(side.sideName))?.\(name)`, `nil` where iOS has \"not implemented\"")
    }

    /// The labels of a method's full name written as a reference,
    /// `(_:shouldHighlightItemAt:)`; `nil` for anything else.
    private static func referencedLabels(open: Int, close: Int, in source: SwiftSource) -> [String]? {
        var labels: [String] = []
        var index = open + 1
        while index < close {
            guard source.tokens[index].kind == .identifier, index + 1 < close, source.isSymbol(index + 1, ":") else { return nil }
            labels.append(source.text(index).trimmingBackticks)
            index += 2
        }
        return labels.isEmpty ? nil : labels
    }

    /// The first token of the receiver before the member `.` at `dot`:
    /// back over names, `.`, `?`, `!` and bracketed groups.
    private static func receiverStart(of dot: Int, in source: SwiftSource) -> Int {
        var start = dot
        while !source.tokens[start].followsWhitespace, let previous = source.previous(before: start) {
            if source.isSymbol(previous, ")") || source.isSymbol(previous, "]"), let open = source.match[previous] {
                start = open
            } else if source.tokens[previous].kind == .identifier, !["let", "var", "if", "guard", "while", "return", "in"].contains(source.text(previous)) {
                start = previous
            } else if source.isSymbol(previous, ".") || source.isSymbol(previous, "?") || source.isSymbol(previous, "!") {
                start = previous
            } else {
                break
            }
        }
        return start
    }

    /// `if let f = delegate.name`, the method of one of the team's optional
    /// requirements bound without a call: optional on iOS, a plain function
    /// on Linux, where `Optional(…)` keeps it bindable.
    private static func boundRequirement(at index: Int, in source: SwiftSource, teamRequirements: Set<SwiftSelector>) -> Site? {
        guard source.isSymbol(index, "."), index + 1 < source.tokens.count, source.tokens[index + 1].kind == .identifier else { return nil }
        let name = source.text(index + 1).trimmingBackticks
        // A property read looks the same: only the team's own methods with
        // parameters, whose name no property of UIKit's requirements'
        // receivers (`collectionView`, `tableView`, …: the names UIKit's
        // requirements start with) or of this file has.
        let isRequirement = { (selector: SwiftSelector) in selector.name == name && !selector.labels.isEmpty }
        guard teamRequirements.contains(where: isRequirement), !UIKitOptionalRequirements.selectors.contains(where: { $0.name == name }),
            !source.tokens.indices.contains(where: { source.isWord($0, name) && $0 > 0 && (source.isWord($0 - 1, "var") || source.isWord($0 - 1, "let")) }),
            let binding = boundExpression(at: index, end: index + 1, in: source), binding.end == index + 1,
            !(binding.start..<index).contains(where: { source.isSymbol($0, "?") })
        else { return nil }
        let text = source.text(source.tokens[binding.start].start..<source.tokens[index + 1].end)
        return Site(first: binding.start, last: index + 1, linux: "Optional(\(text))",
            note: "`\(text)`, an optional requirement's method bound by a condition: `Optional(\(text))` on Linux, where the requirement is ordinary and its default answers where iOS has \"not implemented\"")
    }

    /// The member after `(… as AnyObject)` when `index` is that
    /// `AnyObject`: a dynamic member lookup, iOS's alone.
    private static func anyObjectMember(at index: Int, in source: SwiftSource) -> String? {
        guard source.isWord(index, "AnyObject"), let cast = source.previous(before: index),
            source.isWord(cast, "as") || ((source.isSymbol(cast, "!") || source.isSymbol(cast, "?")) && source.previous(before: cast).map { source.isWord($0, "as") } == true),
            let close = source.next(after: index), source.isSymbol(close, ")")
        else { return nil }
        var dot = source.next(after: close)
        if let optional = dot, source.isSymbol(optional, "?") || source.isSymbol(optional, "!") { dot = source.next(after: optional) }
        guard let dot, source.isSymbol(dot, "."), let member = source.next(after: dot), source.tokens[member].kind == .identifier
        else { return nil }
        return source.text(member)
    }

    /// `self.classForCoder()` in a `class func` or `static func` (or a
    /// type's computed property): on iOS, NSObject's instance methods answer
    /// on class objects too, and `classForCoder` answers the class it is
    /// sent to (`[self class]`), which is `self`; Linux has no such lookup
    /// ("instance member 'classForCoder' cannot be used on type").
    private static func classForCoderOfType(at index: Int, in source: SwiftSource) -> Site? {
        guard source.isWord(index, "self"), index + 4 < source.tokens.count, source.isSymbol(index + 1, "."),
            source.isWord(index + 2, "classForCoder"), source.isSymbol(index + 3, "("), source.isSymbol(index + 4, ")"),
            !source.tokens[index + 1].followsWhitespace, source.previous(before: index).map({ !source.isSymbol($0, ".") }) ?? true,
            isInTypeMember(index, in: source)
        else { return nil }
        return Site(first: index, last: index + 4, linux: "self",
            note: "`self.classForCoder()` in a type's own method is `self` on Linux: on iOS the class object answers `classForCoder` with itself")
    }

    /// Whether token `index` is in the body of a `class`/`static` method or
    /// computed property (closures and blocks inside it included), where
    /// `self` is the type.
    private static func isInTypeMember(_ index: Int, in source: SwiftSource) -> Bool {
        var candidate = index - 1
        while candidate >= 0 {
            if source.tokens[candidate].kind == .punctuation, let match = source.match[candidate], match < candidate {
                candidate = match - 1
                continue
            }
            if source.isSymbol(candidate, "{") {
                var head = candidate - 1
                while head >= 0, !source.isSymbol(head, "{"), !source.isSymbol(head, "}"), !source.isSymbol(head, ";") {
                    if source.isWord(head, "func") || source.isWord(head, "var") {
                        let start = source.declarationStart(from: head)
                        return (start..<head).contains { source.isWord($0, "class") || source.isWord($0, "static") }
                    }
                    if ["class", "struct", "enum", "extension", "protocol", "actor", "init", "deinit", "subscript"].contains(source.text(head)),
                        source.tokens[head].kind == .identifier
                    {
                        return false
                    }
                    if source.tokens[head].kind == .punctuation, let match = source.match[head], match < head {
                        head = match - 1
                        continue
                    }
                    head -= 1
                }
            }
            candidate -= 1
        }
        return false
    }

    /// The postfix expression around the member `.` at `dot` whose call or
    /// name ends at `end`, when it is the whole value of a condition's
    /// binding (`if let v = …`, `guard var v = …`, `while let v = …`, or
    /// one after a `,` of such a condition): its first and last tokens.
    private static func boundExpression(at dot: Int, end: Int, in source: SwiftSource) -> (start: Int, end: Int)? {
        let start = receiverStart(of: dot, in: source)
        // Forward over what continues it: `.name`, `?`, `!`, calls, subscripts.
        var last = end
        while let next = source.next(after: last), !source.tokens[next].followsWhitespace || source.isSymbol(next, ".") {
            if (source.isSymbol(next, "(") || source.isSymbol(next, "[")), let close = source.match[next] {
                last = close
            } else if source.isSymbol(next, ".") || source.isSymbol(next, "?") || source.isSymbol(next, "!")
                || (source.tokens[next].kind == .identifier && source.isSymbol(last, "."))
            {
                last = next
            } else {
                break
            }
        }
        guard source.tokens[start].kind == .identifier, let after = source.next(after: last),
            source.isSymbol(after, "{") || source.isSymbol(after, ",") || source.isWord(after, "else"),
            let equals = source.previous(before: start), source.isSymbol(equals, "="),
            let name = source.previous(before: equals), source.tokens[name].kind == .identifier,
            let keyword = source.previous(before: name), source.isWord(keyword, "let") || source.isWord(keyword, "var"),
            let before = source.previous(before: keyword),
            source.isWord(before, "if") || source.isWord(before, "guard") || source.isWord(before, "while") || source.isSymbol(before, ",")
        else { return nil }
        return (start, last)
    }

    /// The whole lines of the statement (or declaration) around a site.
    private static func statementLines(around site: Site, in source: SwiftSource) -> ClosedRange<Int>? {
        expand(source.tokens[site.first].line...source.lastLine(of: site.last), in: source)
    }

    /// Grows `lines` until they hold whole statements: every bracket
    /// closed inside, no operator continuing the expression across the
    /// edges, `#if` blocks whole.
    private static func expand(_ lines: ClosedRange<Int>, in source: SwiftSource) -> ClosedRange<Int>? {
        var first = lines.lowerBound, last = lines.upperBound
        for _ in 0..<500 {
            guard last - first < maximumLines else { return nil }
            var changed = false
            let range = source.tokens(onLine: first).lowerBound..<source.tokens(onLine: last).upperBound
            var directives = 0
            for index in range {
                let token = source.tokens[index]
                if source.lastLine(of: index) > last {
                    last = source.lastLine(of: index)
                    changed = true
                }
                if token.kind == .directive {
                    let text = source.text(index)
                    if text.hasPrefix("#if") { directives += 1 }
                    if text.hasPrefix("#endif") { directives -= 1 }
                    if directives < 0 { return nil }
                }
                guard token.kind == .punctuation, "([{)]}".utf8.contains(source.bytes[token.start]) else { continue }
                guard let other = source.match[index] else { return nil }
                let otherLine = source.tokens[other].line
                if otherLine > last {
                    last = otherLine
                    changed = true
                } else if otherLine < first {
                    first = otherLine
                    changed = true
                }
            }
            if directives != 0 { return nil }
            if changed { continue }
            guard let firstToken = (range.first { source.tokens[$0].kind != .comment }) else { return nil }
            guard let lastToken = (range.reversed().first { source.tokens[$0].kind != .comment }) else { return nil }
            if source.isWord(firstToken, "case") || source.isWord(firstToken, "default") { return nil }
            // A `#if` can stand between statements, never inside an
            // argument list or a collection literal: lines inside `(` or
            // `[` grow to the statement that holds the bracket.
            if let open = enclosingBracket(of: firstToken, in: source), source.bytes[source.tokens[open].start] != UInt8(ascii: "{") {
                first = source.tokens[open].line
                continue
            }
            if let previous = source.previous(before: firstToken),
                continuesForward(previous, in: source) || continuesBackward(firstToken, in: source)
            {
                first = source.tokens[previous].line
                continue
            }
            if let next = source.next(after: lastToken), continuesForward(lastToken, in: source) || continuesBackward(next, in: source) {
                last = source.lastLine(of: next)
                continue
            }
            return first...last
        }
        return nil
    }

    /// The innermost bracket opened before token `index` and not closed
    /// before it: what `index` stands inside, or nil at the top level.
    private static func enclosingBracket(of index: Int, in source: SwiftSource) -> Int? {
        var candidate = index - 1
        while candidate >= 0 {
            let token = source.tokens[candidate]
            if token.kind == .punctuation {
                let byte = source.bytes[token.start]
                if ")]}".utf8.contains(byte) {
                    guard let open = source.match[candidate] else { return nil }
                    candidate = open - 1
                    continue
                }
                if "([{".utf8.contains(byte) { return candidate }
            }
            candidate -= 1
        }
        return nil
    }

    /// Whether the statement goes on after token `index` at a line's end:
    /// a binary operator, `=`, `,`, or a keyword that takes an operand.
    private static func continuesForward(_ index: Int, in source: SwiftSource) -> Bool {
        let text = source.text(index)
        switch source.tokens[index].kind {
        case .operator:
            // A postfix `?` or `!` ends an expression.
            return text != "?" && text != "!"
        case .punctuation:
            return text == ","
        case .identifier:
            // `if`, `guard`, `while` alone at a line's end: the conditions
            // are on the lines below.
            return ["return", "try", "await", "throw", "as", "is", "if", "guard", "while", "switch", "for", "case", "let", "var"]
                .contains(text)
        default:
            return false
        }
    }

    /// Whether token `index`, first on its line, continues the expression
    /// of the line before: `.member`, a binary operator, `else`, `catch`,
    /// `where`, a ternary's `:`, an Allman-style `{`.
    private static func continuesBackward(_ index: Int, in source: SwiftSource) -> Bool {
        let text = source.text(index)
        switch source.tokens[index].kind {
        case .operator:
            // A prefix operator starts an expression.
            if ["!", "-", "&", "~", "+"].contains(text), index + 1 < source.tokens.count, !source.tokens[index + 1].followsWhitespace {
                return false
            }
            return true
        case .punctuation:
            return text == ":" || text == "{"
        case .identifier:
            return ["else", "catch", "where", "as", "is"].contains(text)
        default:
            return false
        }
    }
}
