/// Objective-C and Interface Builder attributes (`@objc`, `@objc(name)`,
/// `@objcMembers`, `@IBOutlet`, `@IBAction`, …) kept only where Objective-C
/// exists: a `#if canImport(ObjectiveC)` around the attributes, the
/// declaration itself unchanged (conditional attributes, SE-0367). An
/// `@objc protocol` without a class bound gets `AnyObject`, which it has
/// implicitly on iOS, so that `weak` references to it still compile.
enum ObjectiveCAttributeRewrite {
    /// The attributes that need the Objective-C runtime or mean something
    /// only to Interface Builder.
    static let attributes: Set<String> = [
        "@objc", "@objcMembers", "@IBOutlet", "@IBAction", "@IBInspectable", "@IBDesignable", "@IBSegueAction",
        "@GKInspectable", "@nonobjc",
    ]

    static func rewrite(_ source: SwiftSource) -> RewriteResult {
        var result = RewriteResult()
        var index = 0
        while index < source.tokens.count {
            defer { index += 1 }
            guard source.tokens[index].kind == .attribute, attributes.contains(source.text(index)), !source.isGuarded[index] else {
                continue
            }
            // The run of such attributes, with their arguments (`@objc(name:)`).
            let first = index
            var names: [String] = []
            var last = index
            var cursor = index
            while cursor < source.tokens.count, source.tokens[cursor].kind == .attribute, attributes.contains(source.text(cursor)) {
                names.append(source.text(cursor))
                last = cursor
                if cursor + 1 < source.tokens.count, source.isSymbol(cursor + 1, "("), !source.tokens[cursor + 1].followsWhitespace,
                    let close = source.match[cursor + 1]
                {
                    last = close
                }
                guard let following = source.next(after: last) else { break }
                cursor = following
            }
            index = last
            guard let following = source.next(after: last) else { continue }
            // `@objc optional` requirements are the optional-requirement
            // rewrite's; it guards them before this one runs.
            if source.isWord(following, "optional") { continue }
            let line = source.tokens[first].line
            let indent = source.indentation(ofLine: line)
            let newline = source.newline
            var replacement = ""
            let rangeStart: Int
            if first > 0, source.tokens[first - 1].line == line || source.lastLine(of: first - 1) == line {
                rangeStart = source.tokens[first - 1].end
                replacement += newline
            } else {
                rangeStart = source.lineStart(line)
            }
            let sameLine = source.tokens[following].line == source.lastLine(of: last)
            let attributesEnd = sameLine ? source.tokens[following].start : source.tokens[last].end
            let attributesText = source.text(source.tokens[first].start..<attributesEnd).trimmingTrailingWhitespace
            replacement += "\(indent)#if canImport(ObjectiveC)\(newline)\(indent)\(attributesText)\(newline)\(indent)#endif"
            if sameLine { replacement += newline + indent }
            result.edits.append(TextEdit(range: rangeStart..<attributesEnd, replacement: replacement))
            let shown = names.map { "`\($0)`" }.joined(separator: " ")
            result.notes.append(.edit(source.tokens[first].start, "\(shown) kept for Objective-C platforms only (`#if canImport(ObjectiveC)`)"))
            if let bound = classBound(forProtocolAfter: following, in: source) {
                result.edits.append(bound)
                result.notes.append(.edit(bound.range.lowerBound,
                    "`AnyObject` added to the `@objc protocol`: it is class-bound on iOS implicitly, and must say so where `@objc` is gone"))
            }
        }
        return result
    }

    /// For an `@objc protocol` that does not say it is class-bound, the
    /// edit that adds `AnyObject` to its inheritance list.
    private static func classBound(forProtocolAfter start: Int, in source: SwiftSource) -> TextEdit? {
        var cursor = start
        let modifiers: Set<String> = ["public", "internal", "package", "fileprivate", "private"]
        while (source.tokens[cursor].kind == .identifier && modifiers.contains(source.text(cursor))) || source.tokens[cursor].kind == .attribute {
            guard let next = source.next(after: cursor) else { return nil }
            cursor = next
        }
        guard source.isWord(cursor, "protocol"), let name = source.next(after: cursor) else { return nil }
        guard let afterName = source.next(after: name) else { return nil }
        guard source.isSymbol(afterName, ":") else {
            return TextEdit(range: source.tokens[name].end..<source.tokens[name].end, replacement: ": AnyObject")
        }
        var lastInherited = afterName
        var cursorInList = afterName
        while let next = source.next(after: cursorInList), !source.isSymbol(next, "{"), !source.isWord(next, "where") {
            let word = source.text(next)
            if source.tokens[next].kind == .identifier,
                word == "AnyObject" || word == "class" || word == "NSObjectProtocol" || word.hasPrefix("UI") || word.hasPrefix("NS")
            {
                return nil
            }
            lastInherited = next
            cursorInList = next
        }
        return TextEdit(range: source.tokens[lastInherited].end..<source.tokens[lastInherited].end, replacement: ", AnyObject")
    }
}
