import ScrollSimPort
import Testing

/// The statement a `?(` call or `#selector` is kept twice in: whole
/// statements, however they are laid out. Each expected text is the input
/// with the lines of the statement (worked out by reading the input) kept
/// under `#if canImport(ObjectiveC)` and rewritten under `#else`.
@Suite("scrollsim port: the statement around a call")
struct StatementExtentTests {
    static func port(_ text: String) throws -> String {
        String(decoding: try SwiftFilePort.port(Array(text.utf8)).bytes, as: UTF8.self)
    }

    @Test("an `if` whose conditions start on the next line and whose brace is on its own line (Allman style)")
    func allmanIf() throws {
        let before = """
            func spacing() -> CGFloat {
                if
                    let collectionView,
                    let spacing = flowDelegate?.collectionView?(collectionView, layout: self, minimumInteritemSpacingForSectionAt: 0)
                {
                    return spacing
                }
                return 10
            }

            """
        // Lines 2-7: `if` alone continues onto the conditions, the braces
        // close on line 7.
        let after = """
            func spacing() -> CGFloat {
                #if canImport(ObjectiveC)
                if
                    let collectionView,
                    let spacing = flowDelegate?.collectionView?(collectionView, layout: self, minimumInteritemSpacingForSectionAt: 0)
                {
                    return spacing
                }
                #else
                if
                    let collectionView,
                    let spacing = flowDelegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: 0)
                {
                    return spacing
                }
                #endif
                return 10
            }

            """
        #expect(try Self.port(before) == after)
        #expect(try Self.port(after) == after)
    }

    @Test("an assignment continued on the next line by `=` and a method chain")
    func continuedAssignment() throws {
        let before = """
            let size =
                delegate?.collectionView?(view, layout: self, sizeForItemAt: path)
                    .map { $0.width }
            print(size as Any)

            """
        let after = """
            #if canImport(ObjectiveC)
            let size =
                delegate?.collectionView?(view, layout: self, sizeForItemAt: path)
                    .map { $0.width }
            #else
            let size =
                delegate?.collectionView(view, layout: self, sizeForItemAt: path)
                    .map { $0.width }
            #endif
            print(size as Any)

            """
        #expect(try Self.port(before) == after)
    }

    @Test("an `if`/`else` chain is kept whole from the call's `else if` line")
    func elseIf() throws {
        let before = """
            if a {
                f()
            } else if let inset = delegate?.collectionView?(view, layout: self, insetForSectionAt: 0) {
                g(inset)
            } else {
                h()
            }

            """
        // The call's line starts with `}`, closing line 1's brace; line 5
        // opens a brace closed on line 7.
        let after = """
            #if canImport(ObjectiveC)
            if a {
                f()
            } else if let inset = delegate?.collectionView?(view, layout: self, insetForSectionAt: 0) {
                g(inset)
            } else {
                h()
            }
            #else
            if a {
                f()
            } else if let inset = delegate?.collectionView(view, layout: self, insetForSectionAt: 0) {
                g(inset)
            } else {
                h()
            }
            #endif

            """
        #expect(try Self.port(before) == after)
    }
}
