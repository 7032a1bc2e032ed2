/// A type of the file that adopts a protocol and implements one of its
/// requirements that is a protocol of its own on Linux (`RequirementSide`)
/// adopts that protocol too there, in an extension under
/// `#if !canImport(ObjectiveC)` after the type's last declaration in the
/// file: its calls ask `as? Side`, which must find the implementation.
///
/// The type's declarations at the top level of the file count (the type and
/// its extensions: the protocols they adopt and the methods their bodies
/// declare); a conformance declared in another file, or inherited from a
/// superclass, is not seen.
enum SideConformanceRewrite {
    static func rewrite(_ source: SwiftSource, sides: [SwiftSelector: RequirementSide]) -> RewriteResult {
        var result = RewriteResult()
        guard !sides.isEmpty else { return result }
        let keywords: Set<String> = ["class", "struct", "enum", "extension", "actor"]
        // By type name: what its declarations adopt and declare, the end of its last one, its first keyword.
        var adopted: [String: Set<String>] = [:], methods: [String: Set<SwiftSelector>] = [:]
        var lastClose: [String: Int] = [:], firstKeyword: [String: Int] = [:], order: [String] = []
        var depth = 0
        for index in source.tokens.indices {
            if source.isSymbol(index, "{") { depth += 1 }
            if source.isSymbol(index, "}") { depth -= 1 }
            guard depth == 0, !source.isGuarded[index], source.tokens[index].kind == .identifier, keywords.contains(source.text(index)),
                let nameIndex = source.next(after: index), source.tokens[nameIndex].kind == .identifier
            else { continue }
            var open = nameIndex
            var inherited: Set<String> = []
            while let next = source.next(after: open), !source.isSymbol(next, "{"), !source.isSymbol(next, ";"), !source.isSymbol(next, "}") {
                open = next
                if source.tokens[next].kind == .identifier { inherited.insert(source.text(next)) }
            }
            guard let brace = source.next(after: open), source.isSymbol(brace, "{"), let close = source.match[brace] else { continue }
            let name = source.text(nameIndex)
            if firstKeyword[name] == nil {
                firstKeyword[name] = index
                order.append(name)
            }
            adopted[name, default: []].formUnion(inherited)
            lastClose[name] = close
            methods[name, default: []].formUnion(source.methodSelectors(open: brace, close: close))
        }
        let newline = source.newline
        for name in order {
            let implemented = sides.values.filter { adopted[name]?.contains($0.protocolName) == true && methods[name]?.contains($0.selector) == true }
                .sorted { $0.sideName < $1.sideName }
            guard !implemented.isEmpty, let close = lastClose[name], let keyword = firstKeyword[name] else { continue }
            let line = source.tokens[close].line
            let names = implemented.map(\.sideName).joined(separator: ", ")
            guard source.restIsBlank(ofLine: line, from: source.tokens[close].end) else {
                result.notes.append(.problem(source.tokens[keyword].start,
                    "`\(name)` implements what is protocol `\(names)` on Linux, and code follows its closing brace: add `extension \(name): \(names) {}` under `#if !canImport(ObjectiveC)` by hand"))
                continue
            }
            let end = source.lineEnd(line)
            let text = (source.lineText(line).hasBreak ? "" : newline) + "\(newline)#if !canImport(ObjectiveC)\(newline)extension \(name): \(names) {}"
                + "\(newline)#endif\(newline)"
            result.edits.append(TextEdit(range: end..<end, replacement: text))
            result.notes.append(.edit(source.tokens[keyword].start,
                "`\(name)` implements \(implemented.map { "`\($0.selector)`" }.joined(separator: ", ")): on Linux it adopts `\(names)` too, so that the calls asking `as?` find it"))
        }
        return result
    }
}
