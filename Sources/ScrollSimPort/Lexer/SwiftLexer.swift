/// Splits Swift source into `SwiftToken`s: names, literals, comments,
/// attributes, directives and punctuation. Strings are single tokens,
/// whatever their form (`"…"`, `"""…"""`, `#"…"#`, interpolations with
/// nested strings and parentheses), so that nothing inside one is taken for
/// code. Regular-expression literals (`#/…/#`, and `/…/` where an
/// expression starts) are single tokens too.
package struct SwiftLexer {
    private let bytes: [UInt8]
    private var position = 0
    private var line = 1
    private var tokens: [SwiftToken] = []

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The tokens of `bytes`, in order.
    ///
    /// - Throws: `SwiftLexerError` at an unterminated string or block
    ///   comment.
    package static func tokens(of bytes: [UInt8]) throws(SwiftLexerError) -> [SwiftToken] {
        var lexer = SwiftLexer(bytes)
        try lexer.run()
        return lexer.tokens
    }

    private mutating func run() throws(SwiftLexerError) {
        var sawWhitespace = true
        if bytes.starts(with: Array("#!".utf8)) {
            let start = position
            skipToEndOfLine()
            append(.comment, from: start, line: 1, whitespace: true)
            sawWhitespace = false
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == .newline {
                line += 1
                position += 1
                sawWhitespace = true
                continue
            }
            if byte == .space || byte == .tab || byte == .carriageReturn || byte == 0x0C {
                position += 1
                sawWhitespace = true
                continue
            }
            let start = position, startLine = line
            let kind = try token(startingWith: byte)
            append(kind, from: start, line: startLine, whitespace: sawWhitespace)
            sawWhitespace = false
        }
    }

    private mutating func append(_ kind: SwiftToken.Kind, from start: Int, line startLine: Int, whitespace: Bool) {
        tokens.append(SwiftToken(kind: kind, start: start, end: position, line: startLine, followsWhitespace: whitespace))
    }

    /// Reads one token starting at `position`, whose first byte is `byte`.
    private mutating func token(startingWith byte: UInt8) throws(SwiftLexerError) -> SwiftToken.Kind {
        switch byte {
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            skipToEndOfLine()
            return .comment
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            try skipBlockComment()
            return .comment
        case UInt8(ascii: "\""):
            try skipString(hashes: 0)
            return .string
        case UInt8(ascii: "/") where startsBareRegex():
            try skipRegex(hashes: 0)
            return .string
        case UInt8(ascii: "#"):
            var hashes = 0
            while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
            if peek(hashes) == UInt8(ascii: "\"") {
                position += hashes
                try skipString(hashes: hashes)
                return .string
            }
            if peek(hashes) == UInt8(ascii: "/") {
                position += hashes
                try skipRegex(hashes: hashes)
                return .string
            }
            position += 1
            let nameStart = position
            while position < bytes.count, bytes[position].isIdentifierByte { position += 1 }
            let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
            if ["if", "elseif", "else", "endif"].contains(name) {
                skipDirectiveRest()
                return .directive
            }
            return .poundKeyword
        case UInt8(ascii: "@"):
            position += 1
            while position < bytes.count, bytes[position].isIdentifierByte { position += 1 }
            return .attribute
        case UInt8(ascii: "`"):
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "`"), bytes[position] != .newline { position += 1 }
            if position < bytes.count, bytes[position] == UInt8(ascii: "`") { position += 1 }
            return .identifier
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"):
            position += 1
            return .punctuation
        default:
            break
        }
        if byte.isDigit {
            let isHex = peek(1) == UInt8(ascii: "x")
            let exponents = isHex ? [UInt8(ascii: "p"), UInt8(ascii: "P")] : [UInt8(ascii: "e"), UInt8(ascii: "E")]
            position += 1
            while position < bytes.count {
                let next = bytes[position]
                if next.isIdentifierByte {
                    position += 1
                } else if next == UInt8(ascii: "."), peek(1).map(\.isDigit) == true {
                    position += 2
                } else if next == UInt8(ascii: "+") || next == UInt8(ascii: "-"), exponents.contains(bytes[position - 1]) {
                    position += 1
                } else {
                    break
                }
            }
            return .number
        }
        if byte.isIdentifierByte || byte == UInt8(ascii: "$") {
            position += 1
            while position < bytes.count, bytes[position].isIdentifierByte { position += 1 }
            return .identifier
        }
        readOperator(byte)
        return .operator
    }

    /// An operator: `.`, `?`, `!` and `&` alone where they are postfix or
    /// member access; otherwise the longest run of operator characters.
    private mutating func readOperator(_ byte: UInt8) {
        let operatorBytes = Array("/=-+!*%<>&|^~?.".utf8)
        switch byte {
        case UInt8(ascii: "."):
            position += 1
            if peek(0) == UInt8(ascii: ".") {
                while peek(0) == UInt8(ascii: ".") { position += 1 }
                if peek(0) == UInt8(ascii: "<") { position += 1 }
            }
        case UInt8(ascii: "?"):
            position += 1
            if peek(0) == UInt8(ascii: "?") {
                position += 1
                if peek(0) == UInt8(ascii: "=") { position += 1 }
            }
        case UInt8(ascii: "!"):
            position += 1
            while peek(0) == UInt8(ascii: "=") { position += 1 }
        default:
            if operatorBytes.contains(byte) {
                position += 1
                while let next = peek(0), operatorBytes.contains(next), next != UInt8(ascii: "."), next != UInt8(ascii: "?"),
                    !(next == UInt8(ascii: "/") && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")))
                {
                    position += 1
                }
            } else {
                // Anything else (a stray byte): one token of its own.
                position += 1
            }
        }
    }

    private func peek(_ offset: Int) -> UInt8? {
        position + offset < bytes.count ? bytes[position + offset] : nil
    }

    private mutating func skipToEndOfLine() {
        while position < bytes.count, bytes[position] != .newline { position += 1 }
    }

    /// The rest of a directive's line; a trailing `//` comment stays part
    /// of the directive, a `/*` comment that runs on is read through.
    private mutating func skipDirectiveRest() {
        while position < bytes.count, bytes[position] != .newline {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                try? skipBlockComment()
            } else {
                position += 1
            }
        }
    }

    /// Whether the `/` at `position` starts a regular-expression literal
    /// (`/[a-z]+/`): where an expression starts (not after a value), not
    /// followed by a space, and closed on the same line.
    private func startsBareRegex() -> Bool {
        guard let next = peek(1), next != .space, next != .tab, next != .newline, next != UInt8(ascii: "="),
            next != UInt8(ascii: "/"), next != UInt8(ascii: "*")
        else { return false }
        if let last = tokens.last {
            switch last.kind {
            case .identifier:
                let word = String(decoding: bytes[last.start..<last.end], as: UTF8.self)
                if !["return", "case", "in", "where", "try", "await", "if", "guard", "while", "else"].contains(word) { return false }
            case .number, .string, .poundKeyword:
                return false
            case .punctuation:
                let byte = bytes[last.start]
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { return false }
            case .operator:
                let byte = bytes[last.end - 1]
                // A postfix `?`/`!` ends a value.
                if (byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")) && last.end == position { return false }
            default:
                break
            }
        }
        var offset = position + 1
        var inClass = false
        while offset < bytes.count, bytes[offset] != .newline {
            switch bytes[offset] {
            case UInt8(ascii: "\\"): offset += 1
            case UInt8(ascii: "["): inClass = true
            case UInt8(ascii: "]"): inClass = false
            case UInt8(ascii: "/") where !inClass: return true
            default: break
            }
            offset += 1
        }
        return false
    }

    /// A regular-expression literal from its `/` (after any `#`s) to the
    /// closing `/` with as many `#`s.
    private mutating func skipRegex(hashes: Int) throws(SwiftLexerError) {
        let startLine = line
        position += 1
        let closing = [UInt8(ascii: "/")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
        var inClass = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == .newline {
                guard hashes > 0 else { break }
                line += 1
            } else if byte == UInt8(ascii: "\\") {
                position += 1
                if position < bytes.count, bytes[position] == .newline { line += 1 }
            } else if byte == UInt8(ascii: "[") {
                inClass = true
            } else if byte == UInt8(ascii: "]") {
                inClass = false
            } else if !inClass || hashes > 0, bytes[position...].starts(with: closing) {
                position += closing.count
                return
            }
            position += 1
        }
        throw SwiftLexerError(line: startLine, message: "unterminated regular expression literal")
    }

    private mutating func skipBlockComment() throws(SwiftLexerError) {
        let startLine = line
        var depth = 0
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if bytes[position] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if bytes[position] == .newline { line += 1 }
                position += 1
            }
        }
        throw SwiftLexerError(line: startLine, message: "unterminated block comment")
    }

    /// A string literal from its opening quote (after any `#`s): single- or
    /// multi-line, with interpolations `\(…)` (`\#(…)` in raw strings).
    private mutating func skipString(hashes: Int) throws(SwiftLexerError) {
        let startLine = line
        let multiLine = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        position += multiLine ? 3 : 1
        let closing = Array(repeating: UInt8(ascii: "\""), count: multiLine ? 3 : 1) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while position < bytes.count {
            let byte = bytes[position]
            if byte == .newline {
                guard multiLine else { break }
                line += 1
                position += 1
                continue
            }
            if byte == UInt8(ascii: "\\") {
                var hashCount = 0
                while peek(1 + hashCount) == UInt8(ascii: "#") { hashCount += 1 }
                if hashCount == hashes {
                    position += 1 + hashCount
                    if peek(0) == UInt8(ascii: "(") {
                        try skipInterpolation()
                    } else if position < bytes.count {
                        if bytes[position] == .newline { line += 1 }
                        position += 1
                    }
                    continue
                }
                position += 1
                continue
            }
            if bytes[position...].starts(with: closing) {
                position += closing.count
                return
            }
            position += 1
        }
        throw SwiftLexerError(line: startLine, message: "unterminated string literal")
    }

    /// An interpolation from its `(` to the matching `)`, reading nested
    /// strings, comments and parentheses as code.
    private mutating func skipInterpolation() throws(SwiftLexerError) {
        let startLine = line
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                position += 1
            case UInt8(ascii: ")"):
                depth -= 1
                position += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""):
                try skipString(hashes: 0)
            case UInt8(ascii: "#") where peek(1) == UInt8(ascii: "\"") || peek(1) == UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                position += hashes
                if peek(0) == UInt8(ascii: "\"") { try skipString(hashes: hashes) }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                try skipBlockComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                skipToEndOfLine()
            case .newline:
                line += 1
                position += 1
            default:
                position += 1
            }
        }
        throw SwiftLexerError(line: startLine, message: "unterminated string interpolation")
    }
}

extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let carriageReturn = UInt8(ascii: "\r")

    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// A byte that continues a name: ASCII letters, digits, `_`, and every
    /// byte of a non-ASCII character (names may be Unicode).
    var isIdentifierByte: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || isDigit || self == UInt8(ascii: "_") || self >= 0x80
    }
}
