/// Reading declarations and calls out of tokens: where a member
/// declaration starts and ends, and the selector (`name(label:_:)`) of a
/// function declaration or a call.
extension SwiftSource {
    /// Words that start or modify a declaration.
    static let declarationWords: Set<String> = [
        "func", "var", "let", "init", "deinit", "subscript", "typealias", "associatedtype", "static", "class", "struct",
        "enum", "protocol", "extension", "case", "optional", "override", "public", "private", "fileprivate", "internal",
        "package", "open", "final", "mutating", "nonmutating", "required", "convenience", "dynamic", "weak", "unowned",
        "lazy", "nonisolated", "indirect", "prefix", "postfix", "infix", "operator", "import",
    ]

    /// The first token of the declaration whose keyword or modifier is at
    /// `index`: back over the attributes (with their arguments) and
    /// modifiers before it.
    func declarationStart(from index: Int) -> Int {
        var start = index
        while let previous = previous(before: start) {
            let token = tokens[previous]
            if token.kind == .attribute || (token.kind == .identifier && Self.declarationWords.contains(text(previous))) {
                start = previous
            } else if isSymbol(previous, ")"), let open = match[previous], open > 0, tokens[open - 1].kind == .attribute {
                start = open - 1
            } else {
                break
            }
        }
        return start
    }

    /// The last token of the member declaration starting at `start`, whose
    /// enclosing body closes at `bodyEnd`: the last token before the next
    /// declaration, directive, `;` or `bodyEnd`. A body or accessor block
    /// `{ … }` is read whole.
    func declarationEnd(from start: Int, bodyEnd: Int) -> Int {
        var last = start
        var cursor = start
        var sawKeyword = false
        while let next = next(after: cursor), next < bodyEnd {
            let token = tokens[next]
            if token.kind == .directive || isSymbol(next, ";") { break }
            if sawKeyword, token.kind == .attribute { break }
            if sawKeyword, token.kind == .identifier, Self.declarationWords.contains(text(next)),
                tokens[next].line != tokens[last].line || isSymbol(last, "}")
            {
                break
            }
            if token.kind == .identifier, ["func", "var", "let", "init", "subscript"].contains(text(next)) { sawKeyword = true }
            if let close = match[next], close > next {
                last = close
                cursor = close
                // A body ends the declaration.
                if isSymbol(next, "{") { break }
                continue
            }
            last = next
            cursor = next
        }
        return last
    }

    /// The `func`, `var`, `let`, `init` or `subscript` of a declaration.
    func declarationKeywordIndex(from start: Int, to end: Int) -> Int? {
        var index = start
        while index <= end {
            if tokens[index].kind == .identifier, ["func", "var", "let", "init", "subscript"].contains(text(index)) { return index }
            if tokens[index].kind == .attribute, index + 1 <= end, isSymbol(index + 1, "("), let close = match[index + 1] {
                index = close + 1
                continue
            }
            index += 1
        }
        return nil
    }

    /// The selector of the `func` at `keyword`: `nil` for an operator or a
    /// declaration the tokens do not complete.
    func functionSelector(at keyword: Int) -> SwiftSelector? {
        guard let function = next(after: keyword), tokens[function].kind == .identifier,
            let parenthesis = next(after: function), isSymbol(parenthesis, "("),
            let labels = argumentLabels(open: parenthesis, declaration: true)
        else { return nil }
        return SwiftSelector(name: text(function).trimmingBackticks, labels: labels)
    }

    /// The selectors of the methods declared directly in the body whose
    /// braces are at `open` and `close` (not in nested types or closures).
    func methodSelectors(open: Int, close: Int) -> Set<SwiftSelector> {
        var selectors: Set<SwiftSelector> = []
        var depth = 0
        for index in open + 1..<close {
            if isSymbol(index, "{") { depth += 1 }
            if isSymbol(index, "}") { depth -= 1 }
            if depth == 0, isWord(index, "func"), let selector = functionSelector(at: index) { selectors.insert(selector) }
        }
        return selectors
    }

    /// The labels of the arguments between the parentheses at `open` and
    /// its match: `_` for an unlabelled argument. For a declaration, the
    /// external names of the parameters.
    func argumentLabels(open: Int, declaration: Bool) -> [String]? {
        guard let close = match[open] else { return nil }
        var labels: [String] = []
        var argumentStart: Int? = next(after: open)
        var index = open + 1
        func label(from first: Int) -> String {
            guard first < close else { return "_" }
            if declaration {
                return text(first) == "_" ? "_" : text(first).trimmingBackticks
            }
            if tokens[first].kind == .identifier, let colon = next(after: first), isSymbol(colon, ":") {
                return text(first).trimmingBackticks
            }
            return "_"
        }
        if argumentStart == close { return [] }
        while index < close {
            if let end = match[index], end > index {
                index = end + 1
                continue
            }
            if isSymbol(index, ",") {
                if let start = argumentStart { labels.append(label(from: start)) }
                argumentStart = next(after: index)
            }
            index += 1
        }
        if let start = argumentStart, start < close { labels.append(label(from: start)) }
        return labels
    }
}
