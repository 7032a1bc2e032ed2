/// A Swift file's bytes with its tokens and what the rewrites ask of them:
/// token text, lines, matching brackets, and which code a platform
/// condition already guards.
package struct SwiftSource {
    /// The file's bytes.
    package let bytes: [UInt8]
    /// Its tokens, comments included.
    package let tokens: [SwiftToken]
    /// The byte offset where each line starts (index 0 is line 1).
    package let lineStarts: [Int]
    /// For each bracket token `( [ {`, the index of its closer, and the
    /// reverse; `nil` for other tokens and unmatched brackets.
    package let match: [Int?]
    /// For each token, whether it lies inside a `#if` that already decides
    /// for Apple platforms (`canImport(UIKit)`, `canImport(ObjectiveC)`, in
    /// any branch; `os(iOS)` and friends in the first branch), or in a
    /// branch that Linux does not compile of a `#if` that names Linux
    /// (`os(Linux)`, `canImport(ScrollSimUIKit)`): a rewrite leaves such
    /// code alone.
    package let isGuarded: [Bool]
    /// For each token, how many `#if` blocks enclose it.
    package let directiveDepth: [Int]
    /// The line break the file uses (`"\r\n"` or `"\n"`).
    package let newline: String

    /// Reads `bytes`.
    ///
    /// - Throws: `SwiftLexerError` at an unterminated string or comment.
    package init(_ bytes: [UInt8]) throws(SwiftLexerError) {
        self.bytes = bytes
        let tokens = try SwiftLexer.tokens(of: bytes)
        self.tokens = tokens
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == .newline { lineStarts.append(offset + 1) }
        self.lineStarts = lineStarts
        newline = bytes.firstIndex(of: .newline).map { $0 > 0 && bytes[$0 - 1] == .carriageReturn } == true ? "\r\n" : "\n"

        var match = [Int?](repeating: nil, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            let byte = bytes[token.start]
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                open.append(index)
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                // An unbalanced closer (possible across `#if` branches)
                // matches nothing.
                if let opener = open.last, bytes[tokens[opener].start].closingBracket == byte {
                    open.removeLast()
                    match[opener] = index
                    match[index] = opener
                }
            }
        }
        self.match = match

        // The blocks whose conditions name Linux (`os(Linux)`,
        // `canImport(ScrollSimUIKit)`, the port's own): by the index of
        // their `#if`.
        var namingLinux: Set<Int> = []
        var opened: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .directive {
            let text = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
            if text.hasPrefix("#if") { opened.append(index) }
            if text.hasPrefix("#endif") {
                if !opened.isEmpty { opened.removeLast() }
            } else if let block = opened.last, PlatformCondition(directive: text).condition.namesLinux {
                namingLinux.insert(block)
            }
        }

        var isGuarded = [Bool](repeating: false, count: tokens.count)
        var depth = [Int](repeating: 0, count: tokens.count)
        // Per open `#if`: whether the current branch is guarded, whether
        // every branch of the block is, and for a block that names Linux,
        // whether an earlier branch is the one Linux compiles.
        var stack: [(branchGuarded: Bool, wholeBlock: Bool, namesLinux: Bool, taken: Bool)] = []
        for (index, token) in tokens.enumerated() {
            if token.kind == .directive {
                let text = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
                let condition = PlatformCondition(directive: text)
                let isElse = text.hasPrefix("#else") && !text.hasPrefix("#elseif")
                if text.hasPrefix("#if") {
                    if namingLinux.contains(index) {
                        // Code Linux does not compile is left alone; the
                        // rest is ported.
                        let value = condition.condition.onLinux
                        stack.append((value == false, false, true, value == true))
                    } else {
                        stack.append((condition.guardsFirstBranch || condition.guardsEveryBranch, condition.guardsEveryBranch, false, false))
                    }
                } else if text.hasPrefix("#endif") {
                    if !stack.isEmpty { stack.removeLast() }
                } else if let last = stack.last {
                    if last.namesLinux {
                        let value: Bool? = isElse ? true : condition.condition.onLinux
                        stack[stack.count - 1] = (last.taken || value == false, false, true, last.taken || value == true)
                    } else {
                        stack[stack.count - 1] = (last.wholeBlock || condition.guardsFirstBranch, last.wholeBlock, false, false)
                    }
                }
                isGuarded[index] = true
                depth[index] = stack.count
                continue
            }
            isGuarded[index] = stack.contains { $0.branchGuarded }
            depth[index] = stack.count
        }
        self.isGuarded = isGuarded
        directiveDepth = depth
    }

    /// The token's text.
    package func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
    }

    /// The text of `range` (byte offsets).
    package func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether token `index` is the punctuation or operator `text`.
    package func isSymbol(_ index: Int, _ text: String) -> Bool {
        index >= 0 && index < tokens.count && (tokens[index].kind == .punctuation || tokens[index].kind == .operator)
            && self.text(index) == text
    }

    /// Whether token `index` is the name or keyword `text`.
    package func isWord(_ index: Int, _ text: String) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier && self.text(index) == text
    }

    /// The next token after `index` that is not a comment.
    package func next(after index: Int) -> Int? {
        var candidate = index + 1
        while candidate < tokens.count {
            if tokens[candidate].kind != .comment { return candidate }
            candidate += 1
        }
        return nil
    }

    /// The nearest token before `index` that is not a comment.
    package func previous(before index: Int) -> Int? {
        var candidate = index - 1
        while candidate >= 0 {
            if tokens[candidate].kind != .comment { return candidate }
            candidate -= 1
        }
        return nil
    }

    /// The byte offset where `line` (1-based) starts.
    package func lineStart(_ line: Int) -> Int {
        lineStarts[line - 1]
    }

    /// The byte offset just after `line`'s line break (or the file's end).
    package func lineEnd(_ line: Int) -> Int {
        line < lineStarts.count ? lineStarts[line] : bytes.count
    }

    /// The 1-based line of the byte at `offset`.
    package func line(ofOffset offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The text of `line` without its line break, and whether it has one
    /// (the last line may not).
    package func lineText(_ line: Int) -> (text: String, hasBreak: Bool) {
        var end = lineEnd(line)
        let hasBreak = end > lineStart(line) && bytes[end - 1] == .newline
        if hasBreak { end -= 1 }
        if end > lineStart(line), bytes[end - 1] == .carriageReturn { end -= 1 }
        return (text(lineStart(line)..<end), hasBreak)
    }

    /// The text of lines `lines`, each without its line break.
    package func lineTexts(_ lines: ClosedRange<Int>) -> [String] {
        lines.map { lineText($0).text }
    }

    /// The spaces and tabs that start `line`.
    package func indentation(ofLine line: Int) -> String {
        var offset = lineStart(line)
        while offset < bytes.count, bytes[offset] == .space || bytes[offset] == .tab { offset += 1 }
        return text(lineStart(line)..<offset)
    }

    /// The last line that token `index` occupies (a multi-line string or
    /// comment ends below where it starts).
    package func lastLine(of index: Int) -> Int {
        line(ofOffset: max(tokens[index].start, tokens[index].end - 1))
    }

    /// The tokens that start on `line`, in order.
    package func tokens(onLine line: Int) -> Range<Int> {
        let start = lineStart(line), end = lineEnd(line)
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].start < start { low = middle + 1 } else { high = middle }
        }
        var upper = low
        while upper < tokens.count, tokens[upper].start < end { upper += 1 }
        return low..<upper
    }

    /// Whether `line` holds only whitespace and comments from `offset` on.
    package func restIsBlank(ofLine line: Int, from offset: Int) -> Bool {
        let end = lineEnd(line)
        for index in tokens.indices where tokens[index].start >= offset && tokens[index].start < end {
            if tokens[index].kind != .comment { return false }
        }
        return true
    }
}

extension UInt8 {
    /// The closing bracket of an opening one.
    var closingBracket: UInt8? {
        switch self {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        default: nil
        }
    }
}
