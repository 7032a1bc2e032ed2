import ScrollSim
import ScrollSimPort
import Testing

/// Porting twice is porting once, on more than the golden files: every
/// golden `Before` cut at seeded random places (a cut file is rarely whole
/// Swift, which is the point: the rewrites must stay idempotent on code they
/// only partly understand). Cuts the lexer refuses (inside a string or a
/// comment) are bad input and skipped; enough others remain.
@Suite("scrollsim port: idempotence on cut files")
struct IdempotenceTests {
    @Test("port(port(cut)) == port(cut) for 40 seeded cuts of each golden file", arguments: GoldenPortTests.goldens.map(\.name))
    func portTwiceIsPortOnce(_ name: String) throws {
        let before = try GoldenFiles.before(name)
        var generator = SplitMix64(seed: 2026)
        var checked = 0
        for _ in 0..<40 {
            let cut = Int.random(in: 0...before.count, using: &generator)
            let text = Array(before[..<cut])
            guard let once = try? SwiftFilePort.port(text, teamRequirements: SwiftFilePort.requirements(in: text),
                                                     teamFallbacks: SwiftFilePort.fallbacks(in: text, file: name),
                                                     teamSides: SwiftFilePort.sides(in: text, fallbacks: SwiftFilePort.fallbacks(in: text, file: name)))
            else { continue }
            let twice = try SwiftFilePort.port(once.bytes, teamRequirements: SwiftFilePort.requirements(in: once.bytes),
                                               teamFallbacks: SwiftFilePort.fallbacks(in: once.bytes, file: name),
                                               teamSides: SwiftFilePort.sides(in: once.bytes, fallbacks: SwiftFilePort.fallbacks(in: once.bytes, file: name)))
            #expect(twice.bytes == once.bytes, "cut at byte \(cut) of \(name)")
            #expect(!twice.notes.contains { $0.kind == .edit }, "cut at byte \(cut) of \(name): \(twice.notes)")
            checked += 1
        }
        // Most cuts fall in code, not inside a string or comment.
        #expect(checked >= 20)
    }
}
