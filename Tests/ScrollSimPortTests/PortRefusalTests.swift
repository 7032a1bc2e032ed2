import ScrollSimPort
import Testing

/// What the port does not do, and says so: each case a small file written
/// for iOS, and the lines where an edit could not be made.
@Suite("scrollsim port: edits it cannot make")
struct PortRefusalTests {
    static func port(_ text: String) throws -> (text: String, problems: [Int], edits: [Int]) {
        let bytes = Array(text.utf8)
        let (ported, notes) = try SwiftFilePort.port(bytes, teamRequirements: try SwiftFilePort.requirements(in: bytes))
        return (String(decoding: ported, as: UTF8.self), notes.filter { $0.kind == .problem }.map(\.line),
                notes.filter { $0.kind == .edit }.map(\.line))
    }

    @Test("an override in an extension of a class declared elsewhere stays, reported at its line")
    func overrideOfClassElsewhere() throws {
        let text = """
            extension FeedScreen {
                override func viewDidLoad() {
                    super.viewDidLoad()
                }
            }

            """
        let result = try Self.port(text)
        #expect(result.text == text)
        #expect(result.problems == [2])
    }

    @Test("an override in a conditional or access-modified extension stays, reported")
    func overrideInConditionalExtension() throws {
        let text = """
            class Screen: UIViewController {}
            private extension Screen {
                override func viewDidLoad() {}
            }
            #if DEBUG
            extension Screen {
                override func viewWillAppear(_ animated: Bool) {}
            }
            #endif

            """
        let result = try Self.port(text)
        #expect(result.text == text)
        #expect(result.problems == [3, 7])
    }

    @Test("a labelled `?(` call of a requirement nobody declares is reported; an unlabelled one is a closure")
    func unknownOptionalCall() throws {
        let text = """
            func f() {
                let height = delegate?.tableView?(tableView, heightForRowAt: indexPath) ?? 44
                handler?.onTap?(height)
            }

            """
        let result = try Self.port(text)
        #expect(result.text == text)
        #expect(result.problems == [2])
        #expect(result.edits.isEmpty)
    }

    @Test("a `?(` call in a `case` line cannot be kept twice: reported")
    func callInCaseLabel() throws {
        let text = """
            switch kind {
            case .a: delegate?.scrollViewDidScroll?(scrollView)
            default: break
            }

            """
        let result = try Self.port(text)
        #expect(result.text == text)
        #expect(result.problems == [2])
    }

    @Test("`import UIKit` sharing its line with code is reported")
    func importWithCode() throws {
        let text = "import UIKit; let x = 1\n"
        let result = try Self.port(text)
        #expect(result.text == text)
        #expect(result.problems == [1])
    }

    @Test("code already inside `#if canImport(UIKit)` or `#if os(iOS)` is left alone")
    func guardedCode() throws {
        let text = """
            #if canImport(UIKit)
            import UIKit
            @objc protocol P { @objc optional func f() }
            #else
            import Other
            #endif
            #if os(iOS)
            class V: UIView { @IBOutlet weak var label: UILabel! }
            #endif

            """
        let result = try Self.port(text)
        #expect(result.text == text)
        #expect(result.problems.isEmpty)
        #expect(result.edits.isEmpty)
    }

    @Test("a CRLF file keeps CRLF line breaks in what the port adds")
    func crlf() throws {
        let result = try Self.port("import UIKit\r\nclass A {\r\n    @objc func f() {}\r\n}\r\n")
        #expect(result.text == """
            #if canImport(UIKit)\r
            import UIKit\r
            #else\r
            import ScrollSimUIKit\r
            #endif\r
            class A {\r
                #if canImport(ObjectiveC)\r
                @objc\r
                #endif\r
                func f() {}\r
            }\r

            """)
    }
}

@Suite("scrollsim port: optional requirements with defaults of the team's own")
struct OwnDefaultsTests {
    @Test("a requirement the protocol's own extension defaults gets no second default and is not reported")
    func ownDefault() throws {
        let before = """
            @objc public protocol GridDelegate: UICollectionViewDelegate {
                /// The columns.
                @objc optional func collectionView(_ collectionView: UICollectionView,
                                                   columnsIn section: Int) -> Int
            }

            public extension GridDelegate {
                func collectionView(_ collectionView: UICollectionView, columnsIn section: Int) -> Int { 2 }
            }

            """
        // The requirement (lines 3-4) twice; no `AnyObject` (the protocol
        // inherits a UIKit protocol), no extension for Linux.
        let after = """
            #if canImport(ObjectiveC)
            @objc
            #endif
            public protocol GridDelegate: UICollectionViewDelegate {
                /// The columns.
                #if canImport(ObjectiveC)
                @objc optional func collectionView(_ collectionView: UICollectionView,
                                                   columnsIn section: Int) -> Int
                #else
                func collectionView(_ collectionView: UICollectionView, columnsIn section: Int) -> Int
                #endif
            }

            public extension GridDelegate {
                func collectionView(_ collectionView: UICollectionView, columnsIn section: Int) -> Int { 2 }
            }

            """
        let result = try PortRefusalTests.port(before)
        #expect(result.text == after)
        #expect(result.problems.isEmpty)
        #expect(result.edits == [1, 3])
    }
}
