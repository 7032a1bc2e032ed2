import ScrollSimPort
import Testing

/// What the port does not do, and says so: each case a small file written
/// for iOS, and the lines where an edit could not be made.
@Suite("scrollsim port: edits it cannot make")
struct PortRefusalTests {
    static func port(_ text: String) throws -> (text: String, problems: [Int], edits: [Int]) {
        let bytes = Array(text.utf8)
        let (ported, notes) = try SwiftFilePort.port(bytes, teamRequirements: try SwiftFilePort.requirements(in: bytes),
                                                   teamFallbacks: try SwiftFilePort.fallbacks(in: bytes, file: "F.swift"),
                                                   teamSides: try SwiftFilePort.sides(in: bytes, fallbacks: try SwiftFilePort.fallbacks(in: bytes, file: "F.swift")))
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

    @Test("the Objective-C runtime outside `#if canImport(ObjectiveC)` is reported at each call; the import is ported")
    func objectiveCRuntime() throws {
        let text = """
            import ObjectiveC
            func swizzle(_ type: AnyClass, _ a: Selector, _ b: Selector) {
                guard let first = class_getInstanceMethod(type, a) else { return }
                let second = Runtime.class_getInstanceMethod(type, b)
                method_exchangeImplementations(first, second)
            }
            func method_exchangeImplementations(_ a: Int, _ b: Int) {}
            import ObjectiveC; let x = 1

            """
        let result = try Self.port(text)
        // 3 and 5 the runtime's functions; 4 a member of a type of the
        // team's and 7 a declaration are not; 8 an import sharing its line.
        #expect(result.problems == [3, 5, 8])
        #expect(result.edits == [1])
        #expect(result.text.hasPrefix("#if canImport(ObjectiveC)\nimport ObjectiveC\n#else\nimport ScrollSimUIKit\n#endif\nfunc swizzle"))
    }

    @Test("a member looked up on `AnyObject` is reported, the code left as it is")
    func anyObjectLookup() throws {
        let text = """
            func frames(_ change: [String: Any]) -> (CGRect, CGRect?) {
                let old = (change["old"]! as AnyObject).cgRectValue
                let new = (change["new"] as? AnyObject)?.cgRectValue
                let object = change["new"] as AnyObject
                return (old, new)
            }

            """
        let result = try Self.port(text)
        #expect(result.text == text)
        #expect(result.problems == [2, 3])
    }

    @Test("a property bound by a condition is left alone, even when a requirement shares its name")
    func boundProperty() throws {
        let text = """
            @objc protocol ShelfDelegate {
                @objc optional func collectionView(_ collectionView: UICollectionView, shelfHeightAt index: Int)
                @objc optional func shelfDidTap(_ index: Int)
            }
            final class ShelfLayout: UICollectionViewLayout {
                var shelfDidTap: ((Int) -> Void)?
                func tap(delegate: ShelfDelegate) {
                    guard let collectionView = self.collectionView else { return }
                    if let tap = self.shelfDidTap { tap(collectionView.numberOfSections) }
                }
            }

            """
        let result = try Self.port(text)
        #expect(!result.text.contains("Optional("), "\(result.text)")
        #expect(result.problems.isEmpty)
    }

    @Test("a labelled `?(` call of a requirement nobody declares is reported; an unlabelled one is a closure")
    func unknownOptionalCall() throws {
        let text = """
            func f() {
                delegate?.documentPicker?(controller, didPickDocumentsAt: urls)
                handler?.onTap?(true)
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

    @Test("code behind `canImport(ObjectiveC)`, `os(tvOS)`, or a `#if` that names Linux, where Linux does not compile it, is left alone")
    func guardedCode() throws {
        // `canImport(ObjectiveC)` is the port's own; `os(tvOS)` is not
        // opened (Linux stands for iOS only); the last two blocks name
        // Linux, and Linux compiles neither `canImport(UIKit)`'s branch nor
        // `!os(Linux)`'s.
        let text = """
            #if canImport(ObjectiveC)
            @objc protocol P { @objc optional func f() }
            #endif
            #if os(tvOS)
            class V: UIView { @IBOutlet weak var label: UILabel! }
            #endif
            #if canImport(UIKit)
            import UIKit
            #elseif os(Linux)
            import ScrollSimUIKit
            #endif
            #if !os(Linux)
            class W: UIView { @IBOutlet weak var label: UILabel! }
            #endif

            """
        let result = try Self.port(text)
        #expect(result.text == text)
        #expect(result.problems.isEmpty)
        #expect(result.edits.isEmpty)
    }

    @Test("code behind `#if canImport(UIKit)` and `#if os(iOS)` is opened to Linux and ported; the `#else` is not")
    func openedCode() throws {
        let result = try Self.port("""
            #if os(iOS)
            class V: UIView { @IBOutlet weak var label: UILabel! }
            #else
            class V: NSView { @IBOutlet weak var label: NSTextField! }
            #endif

            """)
        // Line 1 opened; line 2's `@IBOutlet` guarded (it follows `{` on its
        // line, so it moves to lines of its own); line 4's is macOS's.
        #expect(result.text == """
            #if os(iOS) || os(Linux) && canImport(ScrollSimUIKit)
            class V: UIView {
            #if canImport(ObjectiveC)
            @IBOutlet
            #endif
            weak var label: UILabel! }
            #else
            class V: NSView { @IBOutlet weak var label: NSTextField! }
            #endif

            """)
        #expect(result.edits == [1, 2])
        #expect(result.problems.isEmpty)
    }

    @Test("a CRLF file's `#if canImport(UIKit)` is opened too, its line break kept")
    func openedCodeCRLF() throws {
        let result = try Self.port("#if canImport(UIKit)\r\nclass A {}\r\n#endif\r\n")
        #expect(result.text == "#if canImport(UIKit) || os(Linux) && canImport(ScrollSimUIKit)\r\nclass A {}\r\n#endif\r\n")
        #expect(result.edits == [1])
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

    @Test("a `#keyPath` through an `isX` property, or of types alone, stays, reported")
    func keyPathNotGuessed() throws {
        let text = """
            let fade = CABasicAnimation(keyPath: #keyPath(CALayer.isHidden))
            let name = #keyPath(CALayer)
            let ok = #keyPath(CALayer.opacity)

            """
        let result = try Self.port(text)
        // Line 3 alone is kept twice, with "opacity" on Linux.
        #expect(result.text == text.replacing("let ok = #keyPath(CALayer.opacity)\n",
            with: "#if canImport(ObjectiveC)\nlet ok = #keyPath(CALayer.opacity)\n#else\nlet ok = \"opacity\"\n#endif\n"))
        #expect(result.problems == [1, 2])
        #expect(result.edits == [3])
    }

    @Test("a value-returning requirement whose calls fall back to different values, or never with `??`, is a protocol of its own on Linux")
    func fallbacksThatDisagree() throws {
        let text = """
            @objc protocol Sizer {
                @objc optional func width(for item: Int) -> Double
                @objc optional func height(for item: Int) -> Double
            }
            func layout(_ sizer: Sizer?) -> Double {
                let a = sizer?.width?(for: 1) ?? 10
                let b = sizer?.width?(for: 2) ?? 20
                let c = sizer?.height?(for: 3)
                return a + b + (c ?? 0)
            }
            final class FixedSizer: Sizer {
                func height(for item: Int) -> Double { 4 }
            }

            """
        let result = try Self.port(text)
        // `width`: 10 at line 6, 20 at line 7; `height`: its call has no
        // `??` (the `?? 0` is on another expression). Neither gets a
        // default: each is a protocol of its own on Linux, the calls ask
        // it with `as?`, and `FixedSizer` (line 11) adopts `height`'s.
        #expect(result.problems.isEmpty)
        #expect(result.edits == [1, 1, 2, 3, 6, 7, 8, 11])
        #expect(!result.text.contains("extension Sizer {"))
        #expect(result.text.contains("protocol Sizer_width_for: AnyObject {\n    func width(for item: Int) -> Double\n}"))
        #expect(result.text.contains("let c = (sizer as? Sizer_height_for)?.height(for: 3)"))
        #expect(result.text.contains("extension FixedSizer: Sizer_height_for {}"))
    }

    @Test("a fallback of an argument, of `self` passed as one, and of a literal become the requirement's parameters")
    func fallbacksInTheRequirementsTerms() throws {
        let text = """
            @objc protocol Spacing {
                @objc optional func gap(_ grid: Grid, in section: Int, columns: Int) -> Double
                @objc optional func margin(of grid: Grid) -> Double
                @objc optional func rows(_ layout: UICollectionViewLayout, for count: Int) -> Int
            }
            final class Grid: UICollectionViewLayout {
                weak var spacing: Spacing?
                var defaultMargin = 8.0
                func compute(section: Int, columns: Int) -> Double {
                    let gap = spacing?.gap?(self, in: section, columns: columns) ?? Double(columns) * 2 + 1
                    let margin = spacing?.margin?(of: self) ?? self.defaultMargin
                    let rows = spacing?.rows?(self, for: columns) ?? (columns + 1) / 2
                    return gap + margin + Double(rows)
                }
            }

            """
        let result = try Self.port(text)
        // `Double` is a type (kept); `section` and `columns` are passed as
        // `in:` and `columns:`, whose parameters are `section` and
        // `columns`; `self` passed as `grid: Grid` needs no cast, as
        // `layout: UICollectionViewLayout` does.
        #expect(result.text.contains("""
                func gap(_ grid: Grid, in section: Int, columns: Int) -> Double { Double(columns) * 2 + 1 }
                func margin(of grid: Grid) -> Double { grid.defaultMargin }
                func rows(_ layout: UICollectionViewLayout, for count: Int) -> Int { (count + 1) / 2 }
            """))
        #expect(result.problems.isEmpty)
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
