import Foundation
@testable import ScrollSimPort
import Testing

/// The table of UIKit optional requirements against ScrollSimUIKit's own
/// sources and the Linux-only SDK modules': each is declared in one of
/// their protocols (`UI…`, `CA…`, `SF…`, `WK…`, …) *and* given a default in
/// an extension of that protocol, or a rewritten `?(` call would not
/// compile (or would not reach the conforming type).
@Suite("scrollsim port: UIKit's optional requirements")
struct UIKitOptionalRequirementsTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The modules whose protocols stand for UIKit's and the SDK
    /// frameworks' (every Linux-only SDK module, and the layer's own).
    static let modules = ["ScrollSimUIKit", "ScrollSimQuartzCore", "AVFoundation", "AVKit", "CoreMotion", "EventKit",
                          "Photos", "PhotosUI", "SafariServices", "WebKit", "CoreLocation", "StoreKit", "Network",
                          "CoreMedia", "UniformTypeIdentifiers", "MobileCoreServices"]

    /// The prefixes of the SDK's protocol names.
    static let prefixes = ["UI", "NS", "CA", "AV", "CM", "EK", "PH", "SF", "WK", "CL", "SK", "NW", "UT"]

    /// The selectors of the `func`s directly inside `protocol UI…` bodies
    /// (requirements) and `extension UI…` bodies (defaults) of one file.
    /// `delegateRequirements` are those of the protocols named `…Delegate…`
    /// or `…DataSource…`.
    static func declarations(in bytes: [UInt8]) throws
        -> (requirements: Set<SwiftSelector>, defaults: Set<SwiftSelector>, delegateRequirements: Set<SwiftSelector>)
    {
        let source = try SwiftSource(bytes)
        var requirements: Set<SwiftSelector> = [], defaults: Set<SwiftSelector> = [], delegateRequirements: Set<SwiftSelector> = []
        for index in source.tokens.indices where source.isWord(index, "protocol") || source.isWord(index, "extension") {
            guard let name = source.next(after: index),
                  Self.prefixes.contains(where: source.text(name).hasPrefix) else { continue }
            var open = name
            while !source.isSymbol(open, "{") { open += 1 }
            guard let close = source.match[open] else { continue }
            var depth = 0
            for member in open + 1..<close {
                if source.isSymbol(member, "{") { depth += 1 }
                if source.isSymbol(member, "}") { depth -= 1 }
                guard depth == 0, source.isWord(member, "func") else { continue }
                let function = member + 1
                let parenthesis = function + 1
                guard source.isSymbol(parenthesis, "("), let labels = source.argumentLabels(open: parenthesis, declaration: true) else { continue }
                let selector = SwiftSelector(name: source.text(function), labels: labels)
                if source.isWord(index, "protocol") { requirements.insert(selector) } else { defaults.insert(selector) }
                if source.isWord(index, "protocol"), source.text(name).contains("Delegate") || source.text(name).contains("DataSource") {
                    delegateRequirements.insert(selector)
                }
            }
        }
        return (requirements, defaults, delegateRequirements)
    }

    @Test("every entry is a requirement with a default, and every defaulted delegate requirement is an entry")
    func tableMatchesScrollSimUIKit() throws {
        var requirements: Set<SwiftSelector> = [], defaults: Set<SwiftSelector> = [], delegateRequirements: Set<SwiftSelector> = []
        for module in Self.modules {
            let folder = Self.sources.appendingPathComponent(module)
            let walker = try #require(FileManager.default.enumerator(atPath: folder.path))
            for case let path as String in walker where path.hasSuffix(".swift") {
                let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(path)))
                let found = try Self.declarations(in: bytes)
                requirements.formUnion(found.requirements)
                delegateRequirements.formUnion(found.delegateRequirements)
                defaults.formUnion(found.defaults)
            }
        }
        for selector in UIKitOptionalRequirements.selectors {
            #expect(requirements.contains(selector), "\(selector) is not a requirement of a ScrollSimUIKit protocol")
            #expect(defaults.contains(selector), "\(selector) has no default in ScrollSimUIKit")
        }
        // And the other way: every defaulted requirement of a delegate or
        // data source protocol (all optional in UIKit) is in the table, so
        // that its `?(` calls are ported.
        for selector in delegateRequirements.intersection(defaults) {
            #expect(UIKitOptionalRequirements.selectors.contains(selector), "\(selector) is missing from the table")
        }
        #expect(UIKitOptionalRequirements.selectors.count == UIKitOptionalRequirements.names.count)
    }
}
