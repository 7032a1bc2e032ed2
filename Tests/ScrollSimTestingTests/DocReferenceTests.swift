// Every reference to a page of docs/ resolves: markdown links between pages
// (`layouts.md#writing-your-own-layout`), in-page anchors (`#reactions`),
// and comments in Sources/ and Tests/ that cite a page and a section by name
// (`docs/simulator.md`, "The run loop"). A renamed heading breaks its links
// here, not in a reader's browser.
import Foundation
import Testing

@Suite("Documentation references")
struct DocReferenceTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The markdown pages users read: README, docs/, the DocC catalogs.
    static func markdownPages() -> [URL] {
        var pages = [packageRoot.appendingPathComponent("README.md")]
        for folder in ["docs", "Sources"] {
            let root = packageRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            pages += walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "md" }
        }
        return pages.sorted { $0.path < $1.path }
    }

    static func swiftFiles() -> [URL] {
        ["Sources", "Tests"].flatMap { folder -> [URL] in
            let root = packageRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
            return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        }.sorted { $0.path < $1.path }
    }

    static func relativePath(_ url: URL) -> String {
        String(url.standardizedFileURL.path.dropFirst(packageRoot.standardizedFileURL.path.count + 1))
    }

    @Test func githubSlugsFollowGitHubsRule() {
        // GitHub: lower case, punctuation other than '-' and '_' dropped,
        // each space a '-', repeats numbered from 1.
        #expect(DocAnchors.slugs(ofHeadings: ["`scrollsim run` with many scenarios"])
            == ["scrollsim-run-with-many-scenarios"])
        #expect(DocAnchors.slugs(ofHeadings: ["Asserting on events in Swift tests (`ScrollSimTesting`)"])
            == ["asserting-on-events-in-swift-tests-scrollsimtesting"])
        #expect(DocAnchors.slugs(ofHeadings: ["Bounce", "Bounce", "In CI: Bazel and GitHub Actions"])
            == ["bounce", "bounce-1", "in-ci-bazel-and-github-actions"])
        #expect(DocAnchors.slugs(ofHeadings: ["`flow` — `UICollectionViewFlowLayout`"])
            == ["flow--uicollectionviewflowlayout"])
    }

    @Test func headingsOutsideCodeBlocksOnly() {
        let page = "# Title\n```\n# not a heading\n```\n## Real one\n"
        #expect(DocAnchors.headings(in: page) == ["Title", "Real one"])
    }

    @Test func everyMarkdownLinkResolves() throws {
        var broken: [String] = []
        for page in Self.markdownPages() {
            let text = try String(contentsOf: page, encoding: .utf8)
            for link in DocAnchors.links(in: DocAnchors.strippingCode(text)) {
                guard !link.contains("://"), !link.hasPrefix("mailto:"), !link.hasPrefix("<doc:") else { continue }
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let pathPart = String(parts[0])
                let anchor = parts.count > 1 ? String(parts[1]) : nil
                let target = pathPart.isEmpty
                    ? page : page.deletingLastPathComponent().appendingPathComponent(pathPart).standardizedFileURL
                guard FileManager.default.fileExists(atPath: target.path) else {
                    broken.append("\(Self.relativePath(page)): (\(link)): no such file")
                    continue
                }
                guard let anchor, target.pathExtension == "md" else { continue }
                let slugs = DocAnchors.slugs(ofHeadings: DocAnchors.headings(in: try String(contentsOf: target, encoding: .utf8)))
                if !slugs.contains(anchor) {
                    broken.append("\(Self.relativePath(page)): (\(link)): no heading with anchor #\(anchor)")
                }
            }
        }
        #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
    }

    @Test func everyCitedSectionExists() throws {
        var headingsByPage: [String: [String]] = [:]
        func headings(_ page: String) throws -> [String]? {
            if let known = headingsByPage[page] { return known }
            let url = Self.packageRoot.appendingPathComponent(page)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            let found = DocAnchors.headings(in: try String(contentsOf: url, encoding: .utf8))
            headingsByPage[page] = found
            return found
        }
        var broken: [String] = []
        var checked = 0
        // This file's own examples are not citations.
        for file in Self.swiftFiles() where file.lastPathComponent != "DocReferenceTests.swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (lineNumber, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for citation in DocAnchors.citations(in: String(line)) {
                    let place = "\(Self.relativePath(file)):\(lineNumber + 1)"
                    guard let pageHeadings = try headings(citation.page) else {
                        broken.append("\(place): \(citation.page) does not exist")
                        continue
                    }
                    checked += 1
                    if let anchor = citation.anchor {
                        if !DocAnchors.slugs(ofHeadings: pageHeadings).contains(anchor) {
                            broken.append("\(place): \(citation.page)#\(anchor): no such anchor")
                        }
                    }
                    if let section = citation.section {
                        let wanted = DocAnchors.plain(section).lowercased()
                        if !pageHeadings.contains(where: { DocAnchors.plain($0).lowercased().hasPrefix(wanted) }) {
                            broken.append("\(place): \(citation.page), \"\(section)\": no such section")
                        }
                    }
                }
            }
        }
        // The code cites its pages often; a parser that finds none is broken.
        #expect(checked > 50)
        #expect(broken.isEmpty, "citations of missing doc sections:\n\(broken.joined(separator: "\n"))")
    }

    @Test func citationsAreParsedFromComments() {
        let found = DocAnchors.citations(in: #"// see `docs/simulator.md`, "The run loop", and docs/uikit.md#cells"#)
        #expect(found.map(\.page) == ["docs/simulator.md", "docs/uikit.md"])
        #expect(found.map(\.section) == ["The run loop", nil])
        #expect(found.map(\.anchor) == [nil, "cells"])
        // A section name cut by the end of the comment line is a prefix.
        #expect(DocAnchors.citations(in: #"/// (`docs/simulator.md`, "Orthogonal"#).map(\.section) == ["Orthogonal"])
    }
}

/// GitHub's heading anchors, markdown links and the code's citations of doc
/// sections.
enum DocAnchors {
    struct Citation: Equatable {
        var page: String
        var section: String?
        var anchor: String?
    }

    /// The text of every ATX heading outside fenced code blocks.
    static func headings(in page: String) -> [String] {
        var inFence = false
        var result: [String] = []
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence, line.hasPrefix("#") else { continue }
            let text = line.drop(while: { $0 == "#" })
            guard text.first == " " else { continue }
            result.append(text.trimmingCharacters(in: .whitespaces))
        }
        return result
    }

    /// A heading's text without markdown code marks and link syntax.
    static func plain(_ heading: String) -> String {
        heading.replacingOccurrences(of: "`", with: "")
    }

    static func slugs(ofHeadings headings: [String]) -> [String] {
        var seen: [String: Int] = [:]
        return headings.map { heading in
            var slug = ""
            for scalar in plain(heading).lowercased().unicodeScalars {
                if scalar == " " {
                    slug.append("-")
                } else if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) {
                    slug.unicodeScalars.append(scalar)
                }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            return count == 0 ? slug : "\(slug)-\(count)"
        }
    }

    /// The page without fenced code blocks and inline code spans.
    static func strippingCode(_ page: String) -> String {
        var inFence = false
        var lines: [String] = []
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            var kept = ""
            var inSpan = false
            for character in line {
                if character == "`" { inSpan.toggle() } else if !inSpan { kept.append(character) }
            }
            lines.append(kept)
        }
        return lines.joined(separator: "\n")
    }

    /// The targets of `[text](target)` links.
    static func links(in page: String) -> [String] {
        var result: [String] = []
        var rest = Substring(page)
        while let close = rest.range(of: "](") {
            let afterOpen = rest[close.upperBound...]
            guard let end = afterOpen.firstIndex(of: ")") else { break }
            let target = afterOpen[..<end].split(separator: " ").first.map(String.init) ?? ""
            if !target.isEmpty { result.append(target) }
            rest = afterOpen[end...]
        }
        return result
    }

    /// `docs/PAGE.md` with an optional `#anchor`, then optionally `, "Section"`
    /// (backticks around the path allowed), as the code's comments cite pages.
    static func citations(in line: String) -> [Citation] {
        var result: [Citation] = []
        var rest = Substring(line)
        while let start = rest.range(of: "docs/") {
            var cursor = start.upperBound
            var name = ""
            while cursor < rest.endIndex, rest[cursor].isLetter || rest[cursor].isNumber || rest[cursor] == "-" || rest[cursor] == "_" {
                name.append(rest[cursor])
                cursor = rest.index(after: cursor)
            }
            guard rest[cursor...].hasPrefix(".md"), !name.isEmpty else {
                rest = rest[cursor...]
                continue
            }
            cursor = rest.index(cursor, offsetBy: 3)
            var citation = Citation(page: "docs/\(name).md")
            if cursor < rest.endIndex, rest[cursor] == "#" {
                cursor = rest.index(after: cursor)
                var anchor = ""
                while cursor < rest.endIndex, rest[cursor].isLetter || rest[cursor].isNumber || rest[cursor] == "-" || rest[cursor] == "_" {
                    anchor.append(rest[cursor])
                    cursor = rest.index(after: cursor)
                }
                citation.anchor = anchor
            }
            var after = rest[cursor...]
            if after.hasPrefix("`") { after = after.dropFirst() }
            for lead in [", \"", "'s \"", " \"", ": \""] where after.hasPrefix(lead) {
                let body = after.dropFirst(lead.count)
                let section = body.prefix(while: { $0 != "\"" && $0 != "”" })
                citation.section = String(section).trimmingCharacters(in: .whitespaces)
                after = body.dropFirst(section.count)
                break
            }
            result.append(citation)
            rest = after
        }
        return result
    }
}
