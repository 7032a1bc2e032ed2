@testable import ScrollSimPort
import Testing

@Suite("scrollsim port: the Swift lexer")
struct SwiftLexerTests {
    /// The kinds and texts of `text`'s tokens.
    static func tokens(_ text: String) throws -> [(SwiftToken.Kind, String)] {
        let bytes = Array(text.utf8)
        return try SwiftLexer.tokens(of: bytes).map { ($0.kind, String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)) }
    }

    @Test("strings of every form are one token, whatever they contain")
    func strings() throws {
        let cases: [String] = [
            #""@objc func f() { #selector(g) }""#,
            #""a \(b("c)", d: ")")) e""#,
            "\"\"\"\n    import UIKit\n    \"quoted\" \\(x)\n    \"\"\"",
            ##"#"raw "quote" \(not interpolated) @objc"#"##,
            ###"##"a "# b"##"###,
            ##"#"""\#n  @IBOutlet """ inside"""#"##,
        ]
        for text in cases {
            let found = try Self.tokens(text)
            #expect(found.count == 1, "\(text): \(found)")
            #expect(found.first?.0 == .string)
            #expect(found.first?.1 == text)
        }
    }

    @Test("regular-expression literals are one token; a division is an operator")
    func regexLiterals() throws {
        let extended = ##"let r = #/<a href="(x)" data-"/>/#"##
        #expect(try Self.tokens(extended).map(\.1) == ["let", "r", "=", ##"#/<a href="(x)" data-"/>/#"##])
        #expect(try Self.tokens(#"let r = /[a/"]+/"#).map(\.1) == ["let", "r", "=", #"/[a/"]+/"#])
        #expect(try Self.tokens("let h = a / 2 / b").map(\.1) == ["let", "h", "=", "a", "/", "2", "/", "b"])
        #expect(try Self.tokens("let h = (a) /2/ b").map(\.1) == ["let", "h", "=", "(", "a", ")", "/", "2", "/", "b"])
    }

    @Test("comments, nested block comments included, are one token")
    func comments() throws {
        let found = try Self.tokens("a /* x /* @objc */ y */ b // #selector(z)\nc")
        #expect(found.map(\.1) == ["a", "/* x /* @objc */ y */", "b", "// #selector(z)", "c"])
        #expect(found.map(\.0) == [.identifier, .comment, .identifier, .comment, .identifier])
    }

    @Test("attributes, directives, pound keywords and the operators a `?(` call is made of")
    func codeTokens() throws {
        let found = try Self.tokens("#if canImport(ObjectiveC) // c\n@objc(a:) x?.y?(1, z: 2) ?? #selector(w)\n#endif")
        #expect(found.map(\.1) == [
            "#if canImport(ObjectiveC) // c", "@objc", "(", "a", ":", ")", "x", "?", ".", "y", "?", "(", "1", ",", "z", ":", "2",
            ")", "??", "#selector", "(", "w", ")", "#endif",
        ])
        #expect(found.first?.0 == .directive)
        #expect(found[1].0 == .attribute)
        #expect(found[19].0 == .poundKeyword)
    }

    @Test("numbers, ranges and exponents")
    func numbers() throws {
        #expect(try Self.tokens("1...2").map(\.1) == ["1", "...", "2"])
        #expect(try Self.tokens("0..<n").map(\.1) == ["0", "..<", "n"])
        #expect(try Self.tokens("1.5e-3+x").map(\.1) == ["1.5e-3", "+", "x"])
        #expect(try Self.tokens("0x1p-2").map(\.1) == ["0x1p-2"])
    }

    @Test("an unterminated string or comment is an error at the line it starts")
    func unterminated() {
        #expect(throws: SwiftLexerError(line: 2, message: "unterminated string literal")) {
            try SwiftLexer.tokens(of: Array("let a = 1\nlet b = \"open\n".utf8))
        }
        #expect(throws: SwiftLexerError(line: 1, message: "unterminated block comment")) {
            try SwiftLexer.tokens(of: Array("/* a /* b */\n".utf8))
        }
        #expect(throws: SwiftLexerError(line: 1, message: "unterminated string literal")) {
            try SwiftLexer.tokens(of: Array("\"\"\"\nnever closed\n".utf8))
        }
    }

    @Test("lines of tokens across multi-line strings")
    func lines() throws {
        let tokens = try SwiftLexer.tokens(of: Array("a\n\"\"\"\nx\n\"\"\"\nb".utf8))
        #expect(tokens.map(\.line) == [1, 2, 5])
    }
}
