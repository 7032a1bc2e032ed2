import ScrollSimPort
import Testing

/// Overrides in an extension of a class declared in another of the ported
/// files: kept for iOS where they are, copied for Linux into the class
/// body. Ported together, as `scrollsim port` ports its files.
@Suite("scrollsim port: overrides in extensions of another file's class")
struct CrossFilePortTests {
    static let names = ["CrossFileSwipeCell", "CrossFileSwipeCell+Accessibility"]

    static func port(_ files: [(name: String, text: String)]) throws -> [PortedFile] {
        try PortRun.port(files.map { ("Sources/\($0.name).swift", Array($0.text.utf8)) })
    }

    @Test("Before ported together is After, with the edits at the expected lines")
    func ported() throws {
        let before = try Self.names.map { ($0, try GoldenFiles.before("CrossFile/\($0)").text) }
        let files = try Self.port(before)
        for (file, name) in zip(files, Self.names) {
            #expect(file.ported.text == (try GoldenFiles.after("CrossFile/\(name)")).text, "\(name)")
            #expect(!file.notes.contains { $0.kind == .problem }, "\(file.notes)")
        }
        // The cell: 1 import; 9, its closing brace, three times: the copies
        // of `accessibilityElementCount()`, `accessibilityElement(at:)`
        // and `layoutSubviews()`, in the order of their lines.
        #expect(files[0].notes.map(\.line) == [1, 9, 9, 9], "\(files[0].notes)")
        // The extensions: 1 import; 5 and 10 the two overrides kept for
        // iOS; 16 `layoutSubviews()` kept for iOS, and in its copy its
        // `@objc` left out (16) and its `?(` call made ordinary (20).
        #expect(files[1].notes.map(\.line) == [1, 5, 10, 16, 16, 20], "\(files[1].notes)")
        #expect(files[0].notes[1].message.contains("CrossFileSwipeCell+Accessibility.swift:5"), "\(files[0].notes)")
    }

    @Test("After ported together again changes nothing and says nothing")
    func idempotent() throws {
        let after = try Self.names.map { ($0, try GoldenFiles.after("CrossFile/\($0)").text) }
        for file in try Self.port(after) {
            #expect(!file.isChanged, "\(file.path)")
            #expect(file.notes.isEmpty, "\(file.notes)")
        }
    }

    @Test("a member that names a private declaration of its file stays, reported; the others still move")
    func privateName() throws {
        let cell = "class Card: UICollectionViewCell {\n    var title = \"\"\n}\n"
        let extensions = """
            extension Card {
                override var accessibilityLabel: String? {
                    get { prefix + title }
                    set {}
                }

                override func layoutSubviews() {
                    super.layoutSubviews()
                }
            }

            private let prefix = "Card: "

            """
        let files = try Self.port([("Card", cell), ("Card+Accessibility", extensions)])
        #expect(files[1].notes.filter { $0.kind == .problem }.map(\.line) == [2])
        #expect(files[1].notes.first { $0.kind == .problem }?.message.contains("`prefix`") == true)
        #expect(files[1].notes.filter { $0.kind == .edit }.map(\.line) == [7])
        #expect(files[0].ported.text == """
            class Card: UICollectionViewCell {
                var title = ""

                #if !canImport(ObjectiveC)
                // On iOS in an extension (Card+Accessibility.swift:7); Linux refuses overrides there.
                override func layoutSubviews() {
                    super.layoutSubviews()
                }
                #endif
            }

            """)
    }

    @Test("a `#if` elsewhere in the extension does not keep an override in place; one around the override does")
    func conditionalCompilationInExtension() throws {
        let extensions = """
            extension Card {
                #if DEBUG
                func dump() {}
                #endif

                override func layoutSubviews() {
                    super.layoutSubviews()
                }
            }

            extension Card {
                #if DEBUG
                override func didMoveToWindow() {}
                #endif
            }

            """
        let files = try Self.port([("Card", "class Card: UIView {\n}\n"), ("Card+Layout", extensions)])
        #expect(files[1].notes.filter { $0.kind == .edit }.map(\.line) == [6])
        #expect(files[1].notes.filter { $0.kind == .problem }.map(\.line) == [13])
        #expect(files[0].ported.text.contains("#if !canImport(ObjectiveC)\n    // On iOS in an extension (Card+Layout.swift:6)"), "\(files[0].ported.text)")
    }

    @Test("members of a private extension are private names too; a class declared in two files is reported")
    func privateExtensionAndTwoClasses() throws {
        let extensions = """
            extension Card {
                override func layoutSubviews() {
                    relayout()
                }
            }

            private extension Card {
                func relayout() {}
            }

            """
        let moved = try Self.port([("Card", "class Card: UIView {\n}\n"), ("Card+Layout", extensions)])
        #expect(moved[1].notes.filter { $0.kind == .problem }.map(\.line) == [2])
        #expect(!moved[0].isChanged)
        let twice = try Self.port([("A", "class Card: UIView {\n}\n"), ("B", "class Card: UIView {\n}\n"), ("Card+Layout", extensions)])
        #expect(twice[2].notes.filter { $0.kind == .problem }.map(\.line) == [2])
        #expect(twice[2].notes.first { $0.kind == .problem }?.message.contains("declared in 2 of the ported files") == true)
    }

    @Test("two protocols with the same requirement: each file's calls ask the side protocol of the protocol it names")
    func sameRequirementInTwoProtocols() throws {
        // Both requirements fall back to a member of the caller (`inset`),
        // which the port cannot write as a default, so each becomes a
        // protocol of its own on Linux: `VerticalFeedDelegate_feed_insetFor`
        // and `HorizontalFeedDelegate_feed_insetFor`, the same selector.
        func delegate(_ name: String) -> String {
            "@objc protocol \(name): AnyObject {\n    @objc optional func feed(_ feed: AnyObject, insetFor section: Int) -> Int\n}\n"
        }
        func layout(_ name: String, _ delegate: String) -> String {
            """
            final class \(name) {
                weak var delegate: \(delegate)?
                var inset = 4
                func inset(for section: Int) -> Int {
                    delegate?.feed?(self, insetFor: section) ?? inset
                }
            }

            """
        }
        let files = try Self.port([
            ("VerticalFeedDelegate", delegate("VerticalFeedDelegate")),
            ("HorizontalFeedDelegate", delegate("HorizontalFeedDelegate")),
            ("VerticalFeed", layout("VerticalFeed", "VerticalFeedDelegate")),
            ("HorizontalFeed", layout("HorizontalFeed", "HorizontalFeedDelegate")),
        ])
        let vertical = files[2].ported.text, horizontal = files[3].ported.text
        #expect(vertical.contains("(delegate as? VerticalFeedDelegate_feed_insetFor)?.feed("), "\(vertical)")
        #expect(!vertical.contains("HorizontalFeedDelegate_"), "\(vertical)")
        #expect(horizontal.contains("(delegate as? HorizontalFeedDelegate_feed_insetFor)?.feed("), "\(horizontal)")
        #expect(!horizontal.contains("VerticalFeedDelegate_"), "\(horizontal)")
    }
}
