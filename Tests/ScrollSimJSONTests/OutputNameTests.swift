import Testing

@testable import ScrollSimJSON

@Suite("OutputName: file names made from scenario names")
struct OutputNameTests {
    @Test(
        "separators, controls, bidirectional characters and a leading dot become _",
        arguments: [
            ("feed", "feed"),
            ("a/b", "a_b"),
            ("a\\b", "a_b"),
            (".hidden", "_hidden"),
            ("..", "_."),
            ("x\u{202E}gpj.exe", "x_gpj.exe"),
            ("c1\u{85}del\u{7F}tab\t", "c1_del_tab_"),
            ("\u{2066}iso\u{2069}\u{200E}\u{200F}\u{061C}", "_iso____"),
            ("", "scenario"),
            ("滚动 list", "滚动 list"),
        ] as [(String, String)]
    )
    func fileName(name: String, expected: String) {
        #expect(OutputName.fileName(for: name) == expected)
    }

    @Test("escaping and file names agree on what is unsafe: every escaped scalar is replaced")
    func agreesWithEscaping() {
        for value in Array(0..<0x300) + Array(0x2000..<0x2070) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let name = "a" + String(Character(scalar)) + "b"
            let escaped = OneLine.escaped(name) != name
            #expect(OutputName.fileName(for: name) == (escaped || scalar == "/" || scalar == "\\" ? "a_b" : name), "U+\(String(value, radix: 16))")
        }
    }
}
