/// Code behind `#if canImport(UIKit)` or `#if os(iOS)` is opened for Linux:
/// each such test of a `#if`/`#elseif` condition becomes `(test ||
/// os(Linux) && canImport(ScrollSimUIKit))`, true on Linux with
/// ScrollSimUIKit and nowhere else, so that Linux compiles what iOS
/// compiles (and not an `#else` of AppKit code), and the later rewrites
/// port it. On iOS and macOS every condition keeps its value.
///
/// A block that names Linux already (`os(Linux)`, `canImport(ScrollSimUIKit)`,
/// in a condition or an `import ScrollSimUIKit` in a branch) is the team's
/// (or an earlier port's) decision, and stays as it is: running the port
/// again changes nothing.
enum UIKitConditionRewrite {
    static func rewrite(_ source: SwiftSource) -> RewriteResult {
        var result = RewriteResult()
        // Per open `#if`: its directives, and whether the block names
        // Linux or ScrollSimUIKit.
        var open: [(directives: [Int], decided: Bool)] = []
        for index in source.tokens.indices {
            let token = source.tokens[index]
            if token.kind == .identifier, source.text(index) == "ScrollSimUIKit" {
                for block in open.indices { open[block].decided = true }
                continue
            }
            guard token.kind == .directive else { continue }
            let text = source.text(index)
            let condition = PlatformCondition(directive: text).condition
            if text.hasPrefix("#if") {
                open.append(([index], condition.namesLinux))
            } else if text.hasPrefix("#endif") {
                guard let block = open.popLast() else { continue }
                // An enclosing block holds what this one names.
                if block.decided, !open.isEmpty { open[open.count - 1].decided = true }
                if !block.decided { openForLinux(block.directives, in: source, into: &result) }
            } else if !open.isEmpty {
                open[open.count - 1].directives.append(index)
                if condition.namesLinux { open[open.count - 1].decided = true }
            }
        }
        return result
    }

    /// The edits that open the iOS tests of `directives`, one block's.
    private static func openForLinux(_ directives: [Int], in source: SwiftSource, into result: inout RewriteResult) {
        for index in directives {
            let text = source.text(index)
            guard let keyword = ["#elseif", "#if"].first(where: text.hasPrefix) else { continue }
            let body = text.dropFirst(keyword.count)
            let condition = body.firstRange(of: "//").map { body[..<$0.lowerBound] } ?? body
            guard let opened = CompileCondition(String(condition)).openedForLinux else { continue }
            let start = source.tokens[index].start + keyword.utf8.count
            let end = start + condition.utf8.count
            result.edits.append(TextEdit(range: start..<end, replacement: opened))
            let shown = "\(keyword)\(condition)".trimmingTrailingWhitespace
            result.notes.append(.edit(source.tokens[index].start,
                "`\(shown)` opened for Linux: `\(keyword)\(opened.trimmingTrailingWhitespace)` (unchanged on Apple platforms); the code Linux now compiles is ported"))
        }
    }
}
