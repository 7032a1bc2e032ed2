/// A file that names URL loading types (`URLSession`, `URLRequest`,
/// `HTTPURLResponse`, …) gets `import FoundationNetworking` under
/// `#if canImport(FoundationNetworking)`, after its last import: on Linux
/// those types live in that module, which ScrollSimUIKit does not
/// re-export; on Apple platforms the module does not exist and the block
/// is empty. A file that imports FoundationNetworking already is left alone.
enum NetworkingImportRewrite {
    /// The types swift-corelibs-foundation declares in FoundationNetworking.
    static let networkingTypes: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
        "URLSessionUploadTask", "URLSessionStreamTask", "URLSessionWebSocketTask", "URLSessionDelegate",
        "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate", "URLSessionStreamDelegate",
        "URLSessionWebSocketDelegate", "URLSessionTaskMetrics", "URLSessionTaskTransactionMetrics", "URLRequest",
        "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "CachedURLResponse",
        "HTTPCookie", "HTTPCookieStorage", "HTTPCookiePropertyKey", "URLCredential", "URLCredentialStorage",
        "URLProtectionSpace", "URLAuthenticationChallenge", "URLAuthenticationChallengeSender", "URLProtocol",
        "URLProtocolClient", "NSURLSession",
    ]

    static func rewrite(_ source: SwiftSource) -> RewriteResult {
        var result = RewriteResult()
        var imports: [Int] = []
        var used: String?
        var depth = 0
        for index in source.tokens.indices {
            if source.isSymbol(index, "{") { depth += 1 }
            if source.isSymbol(index, "}") { depth -= 1 }
            guard source.tokens[index].kind == .identifier else { continue }
            let word = source.text(index)
            if word == "import", depth == 0 {
                // `import FoundationNetworking`, under any condition.
                if let module = source.next(after: index), source.isWord(module, "FoundationNetworking") { return result }
                imports.append(index)
            } else if used == nil, networkingTypes.contains(word), !source.isGuarded[index],
                source.previous(before: index).map({ !source.isSymbol($0, ".") }) ?? true
            {
                used = word
            }
        }
        guard let used else { return result }
        let newline = source.newline
        let block = "#if canImport(FoundationNetworking)" + newline + "import FoundationNetworking" + newline + "#endif" + newline
        // After the last import, or after the `#endif` of the block it is in.
        var line = 0
        if let last = imports.last {
            var cursor = last
            while let next = source.next(after: cursor), source.tokens[next].line == source.tokens[last].line,
                source.tokens[next].kind != .comment
            {
                cursor = next
            }
            var open = source.directiveDepth[last]
            while open > 0, let next = source.next(after: cursor) {
                cursor = next
                guard source.tokens[next].kind == .directive else { continue }
                if source.text(next).hasPrefix("#if") { open += 1 }
                if source.text(next).hasPrefix("#endif") { open -= 1 }
            }
            line = source.tokens[cursor].line
            guard source.restIsBlank(ofLine: line, from: source.tokens[cursor].end) else {
                result.notes.append(.problem(source.tokens[last].start,
                    "`\(used)` lives in FoundationNetworking on Linux, and the imports share their line with other code: add `#if canImport(FoundationNetworking)` / `import FoundationNetworking` / `#endif` by hand"))
                return result
            }
        }
        let at = line == 0 ? 0 : source.lineEnd(line)
        let needsBreak = line > 0 && !source.lineText(line).hasBreak
        result.edits.append(TextEdit(range: at..<at, replacement: (needsBreak ? newline : "") + block))
        result.notes.append(.edit(line == 0 ? 0 : source.tokens[imports.last ?? 0].start,
            "`\(used)` lives in FoundationNetworking on Linux: `import FoundationNetworking` added under `#if canImport(FoundationNetworking)` (nothing on Apple platforms)"))
        return result
    }
}
