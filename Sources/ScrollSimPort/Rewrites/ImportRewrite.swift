/// `import UIKit` becomes the conditional import: UIKit where it exists,
/// ScrollSimUIKit elsewhere. Attributes and access modifiers stay
/// (`@testable` only on UIKit's side: ScrollSimUIKit is not built for
/// testing); a scoped import (`import class UIKit.UIView`) names the same
/// declaration in ScrollSimUIKit; a submodule import
/// (`import UIKit.UIGestureRecognizerSubclass`) becomes the whole module.
enum ImportRewrite {
    static func rewrite(_ source: SwiftSource) -> RewriteResult {
        var result = RewriteResult()
        let kinds: Set<String> = ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"]
        for index in source.tokens.indices where source.isWord(index, "import") && !source.isGuarded[index] {
            guard let module = source.next(after: index) else { continue }
            var moduleIndex = module
            var kind: String?
            if kinds.contains(source.text(module)), let named = source.next(after: module) {
                kind = source.text(module)
                moduleIndex = named
            }
            guard source.isWord(moduleIndex, "UIKit") else { continue }
            var last = moduleIndex
            var path: [String] = []
            while let dot = source.next(after: last), source.isSymbol(dot, "."), let name = source.next(after: dot),
                source.tokens[name].kind == .identifier
            {
                path.append(source.text(name))
                last = name
            }
            // The attributes and modifiers before `import` on its line.
            let line = source.tokens[index].line
            let onLine = source.tokens(onLine: line)
            var prefix: [String] = []
            var keepsPrefix = true
            for earlier in onLine.lowerBound..<index {
                let word = source.text(earlier)
                switch source.tokens[earlier].kind {
                case .attribute where word == "@testable":
                    continue
                case .attribute, .identifier:
                    prefix.append(word)
                case .comment:
                    continue
                default:
                    keepsPrefix = false
                }
            }
            let start = source.lineStart(line)
            guard keepsPrefix, source.tokens[last].line == line, source.restIsBlank(ofLine: line, from: source.tokens[last].end) else {
                result.notes.append(.problem(source.tokens[index].start,
                    "`import UIKit` shares its line with other code: make it `#if canImport(UIKit)` / `import ScrollSimUIKit` by hand"))
                continue
            }
            let indent = source.indentation(ofLine: line)
            let newline = source.newline
            var linux = prefix + ["import"]
            if let kind, let member = path.last {
                linux += [kind, "ScrollSimUIKit.\(member)"]
            } else {
                linux.append("ScrollSimUIKit")
            }
            let original = source.lineText(line)
            let replacement = "\(indent)#if canImport(UIKit)\(newline)\(original.text)\(newline)\(indent)#else\(newline)"
                + "\(indent)\(linux.joined(separator: " "))\(newline)\(indent)#endif\(original.hasBreak ? newline : "")"
            result.edits.append(TextEdit(range: start..<source.lineEnd(line), replacement: replacement))
            result.notes.append(.edit(source.tokens[index].start,
                "`\(source.text(source.tokens[onLine.lowerBound].start..<source.tokens[last].end))` made conditional: ScrollSimUIKit where UIKit is missing"))
        }
        return result
    }
}
