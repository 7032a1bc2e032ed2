import Foundation
import Testing

@Suite("scrollsim port, end to end")
struct PortCommandTests {
    static let golden = CLI.packageRoot.appendingPathComponent("Tests/PortGolden")

    /// A new temporary folder holding `Before/NAME.swift` of each golden as `NAME.swift`.
    static func folder(with names: [String]) throws -> URL {
        let folder = try CLI.temporaryFolder()
        for name in names {
            try FileManager.default.copyItem(at: golden.appendingPathComponent("Before/\(name).swift"),
                                             to: folder.appendingPathComponent("\(name).swift"))
        }
        return folder
    }

    static func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    @Test("every edit made: exit 0, each printed as FILE:LINE, the file is the golden After; a second run changes nothing")
    func allDone() throws {
        let folder = try Self.folder(with: ["OptionalCalls", "Selectors"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CLI.run(["port", "."], in: folder)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("./OptionalCalls.swift:14: `collectionView(_:layout:sizeForItemAt:)` called with `?(`"))
        #expect(first.stdout.contains("./Selectors.swift:10: `#selector(refresh)` is `Selector(\"refresh\")` on Linux"))
        // 6 edits in OptionalCalls, 5 in Selectors (GoldenPortTests).
        #expect(first.stdout.hasSuffix("port: 11 edits, changed 2 of 2 Swift files\n"), "\(first.stdout)")
        for name in ["OptionalCalls", "Selectors"] {
            #expect(try Self.text(folder.appendingPathComponent("\(name).swift"))
                == Self.text(Self.golden.appendingPathComponent("After/\(name).swift")))
        }
        let second = try CLI.run(["port", "."], in: folder)
        #expect(second.status == 0)
        #expect(second.stdout == "port: 0 edits, changed 0 of 2 Swift files\n")
        // Written atomically: nothing but the two files is left in the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["OptionalCalls.swift", "Selectors.swift"])
    }

    @Test("an edit it cannot make: exit 1, listed as not ported; the edits it can make are made")
    func someNotMade() throws {
        let folder = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Frames.swift")
        try "import UIKit\n\nfunc frame(_ value: Any) -> CGRect {\n    (value as AnyObject).cgRectValue\n}\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["port", "Frames.swift"], in: folder)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        // Line 4: a member looked up on `AnyObject`, Objective-C's alone.
        #expect(result.stdout.contains("Frames.swift:4: not ported: `.cgRectValue` is looked up on `AnyObject`"))
        #expect(result.stdout.hasSuffix("; 1 edit not made (listed above)\n"), "\(result.stdout)")
        // The import (line 1) is made conditional all the same.
        #expect(try Self.text(file)
            == "#if canImport(UIKit)\nimport UIKit\n#else\nimport ScrollSimUIKit\n#endif\n\nfunc frame(_ value: Any) -> CGRect {\n    (value as AnyObject).cgRectValue\n}\n")
    }

    @Test("--dry-run prints the edits and writes nothing")
    func dryRun() throws {
        let folder = try Self.folder(with: ["Imports"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["port", "--dry-run", "Imports.swift"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout == """
            Imports.swift:3: `import UIKit` made conditional: ScrollSimUIKit where UIKit is missing
            Imports.swift:4: `import class UIKit.UICollectionViewCell` made conditional: ScrollSimUIKit where UIKit is missing
            port: 2 edits, would change 1 of 1 Swift file

            """)
        #expect(try Self.text(folder.appendingPathComponent("Imports.swift"))
            == Self.text(Self.golden.appendingPathComponent("Before/Imports.swift")))
    }

    @Test("bad input: exit 2 with one line, and no file written, not even the good ones", arguments: [
        (["missing.swift"], "missing.swift: error: cannot read: No such file or directory"),
        (["notes.txt"], "notes.txt: error: not a Swift file (.swift)"),
        (["link.swift"], "link.swift: error: is a symbolic link: give the file or folder it points to"),
        (["."], "./Broken.swift:2:1: error: unterminated string literal"),
    ])
    func badInput(arguments: [String], message: String) throws {
        let folder = try Self.folder(with: ["Imports"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try "let a = 1\nlet b = \"open\n".write(to: folder.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
        try "notes".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.swift").path,
                                                   withDestinationPath: "Imports.swift")
        let result = try CLI.run(["port"] + arguments, in: folder)
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
        #expect(try Self.text(folder.appendingPathComponent("Imports.swift"))
            == Self.text(Self.golden.appendingPathComponent("Before/Imports.swift")))
    }

    @Test("a symbolic link inside a folder is not followed: its target outside stays as it was")
    func linkOutside() throws {
        let outside = try Self.folder(with: ["Imports"])
        let folder = try Self.folder(with: ["Selectors"])
        defer {
            try? FileManager.default.removeItem(at: outside)
            try? FileManager.default.removeItem(at: folder)
        }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Outside.swift").path,
                                                   withDestinationPath: outside.appendingPathComponent("Imports.swift").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("elsewhere").path,
                                                   withDestinationPath: outside.path)
        let result = try CLI.run(["port", "."], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasPrefix("./Outside.swift: skipped: a symbolic link (not followed)\n./elsewhere: skipped: a symbolic link (not followed)\n"))
        #expect(try Self.text(outside.appendingPathComponent("Imports.swift"))
            == Self.text(Self.golden.appendingPathComponent("Before/Imports.swift")))
        #expect(try Self.text(folder.appendingPathComponent("Selectors.swift"))
            == Self.text(Self.golden.appendingPathComponent("After/Selectors.swift")))
    }

    @Test("a ported file keeps its permissions")
    func permissions() throws {
        let folder = try Self.folder(with: ["Imports"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Imports.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let result = try CLI.run(["port", path])
        #expect(result.status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o640)
    }
}
