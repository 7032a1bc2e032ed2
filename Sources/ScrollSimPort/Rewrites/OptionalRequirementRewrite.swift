/// The `optional` requirements of a team's own `@objc protocol`s. Outside
/// Objective-C a requirement cannot be optional, so on Linux the
/// requirement is ordinary and a protocol extension (compiled only there)
/// gives it the answer iOS gives when it is not implemented: nothing for a
/// `Void` method, `nil` for an optional result. A requirement with any
/// other result answers what its `?(` calls fall back to with `??` when
/// they all fall back to the same value that the protocol can compute from
/// the requirement's parameters (`RequirementFallback`). Otherwise (a
/// method with no answer for "not implemented") it leaves the protocol on
/// Linux for a protocol of its own, `RequirementSide`: the calls ask
/// `(x as? Side)?.method(…)`, which is `nil` exactly when the type does not
/// implement it, as on iOS, and the ported types that implement it adopt
/// the side protocol (`SideConformanceRewrite`). A property requirement
/// with no answer is still made ordinary, and reported.
///
/// ```swift
/// #if canImport(ObjectiveC)
/// @objc optional func feed(_ feed: Feed, heightFor item: Int) -> CGFloat
/// #else
/// func feed(_ feed: Feed, heightFor item: Int) -> CGFloat
/// #endif
/// ```
enum OptionalRequirementRewrite {
    /// One optional requirement of a protocol.
    struct Requirement {
        /// Its first and last tokens.
        var first: Int
        var last: Int
        /// Its selector, for a method.
        var selector: SwiftSelector?
    }

    /// The protocols of `source` with optional requirements: the
    /// `protocol` keyword's index, the body's braces, the requirements.
    static func protocols(in source: SwiftSource) -> [(keyword: Int, open: Int, close: Int, requirements: [Requirement])] {
        var found: [(keyword: Int, open: Int, close: Int, requirements: [Requirement])] = []
        for keyword in source.tokens.indices where source.isWord(keyword, "protocol") && !source.isGuarded[keyword] {
            guard let name = source.next(after: keyword), source.tokens[name].kind == .identifier else { continue }
            var open = name
            while let next = source.next(after: open), !source.isSymbol(next, "{") {
                if source.isSymbol(next, ";") || source.isSymbol(next, "}") { break }
                open = next
            }
            guard let brace = source.next(after: open), source.isSymbol(brace, "{"), let close = source.match[brace] else { continue }
            var requirements: [Requirement] = []
            var index = brace + 1
            while index < close {
                if source.isWord(index, "optional"), !source.isGuarded[index], let next = source.next(after: index),
                    source.tokens[next].kind == .identifier
                {
                    let first = source.declarationStart(from: index)
                    let last = source.declarationEnd(from: index, bodyEnd: close)
                    var selector: SwiftSelector?
                    if let keywordIndex = source.declarationKeywordIndex(from: first, to: last), source.text(keywordIndex) == "func",
                        let nameIndex = source.next(after: keywordIndex)
                    {
                        var parameters = nameIndex
                        while let next = source.next(after: parameters), !source.isSymbol(next, "("), next <= last { parameters = next }
                        if let open = source.next(after: parameters), source.isSymbol(open, "("),
                            let labels = source.argumentLabels(open: open, declaration: true)
                        {
                            selector = SwiftSelector(name: source.text(nameIndex).trimmingBackticks, labels: labels)
                        }
                    }
                    requirements.append(Requirement(first: first, last: last, selector: selector))
                    index = last + 1
                    continue
                }
                index += 1
            }
            if !requirements.isEmpty { found.append((keyword, brace, close, requirements)) }
        }
        return found
    }

    /// The selectors of the optional methods of `source`'s own protocols,
    /// whose `?(` calls the call rewrite makes ordinary on Linux.
    static func selectors(in source: SwiftSource) -> Set<SwiftSelector> {
        Set(protocols(in: source).flatMap { $0.requirements.compactMap(\.selector) })
    }

    /// The method requirements of `source`'s own protocols that have no
    /// answer for "not implemented" on Linux (`fallbacks`: the `??`
    /// fallbacks of all the files being ported), each with the protocol of
    /// its own it gets there.
    static func sides(in source: SwiftSource, fallbacks: [SwiftSelector: [RequirementFallback]]) -> [SwiftSelector: RequirementSide] {
        var sides: [SwiftSelector: RequirementSide] = [:]
        let ownDefaults = extensionMethods(in: source)
        for found in protocols(in: source) {
            let name = source.next(after: found.keyword).map { source.text($0) } ?? ""
            for requirement in found.requirements {
                guard let selector = requirement.selector, ownDefaults[name]?.contains(selector) != true else { continue }
                let linux = ordinaryText(requirement, in: source)
                guard neutralDefault(linux) == nil,
                    case .failure = callerDefault(requirement, linux, fallbacks: fallbacks[selector] ?? [], in: source)
                else { continue }
                sides[selector] = RequirementSide(protocolName: name, selector: selector)
            }
        }
        return sides
    }

    /// The selectors of the methods that `extension NAME { … }` blocks of
    /// `source` declare directly, by `NAME`: a team's own defaults.
    static func extensionMethods(in source: SwiftSource) -> [String: Set<SwiftSelector>] {
        var methods: [String: Set<SwiftSelector>] = [:]
        for keyword in source.tokens.indices where source.isWord(keyword, "extension") && !source.isGuarded[keyword] {
            guard let name = source.next(after: keyword) else { continue }
            var open = name
            while open < source.tokens.count, !source.isSymbol(open, "{") { open += 1 }
            guard open < source.tokens.count, let close = source.match[open] else { continue }
            methods[source.text(name), default: []].formUnion(source.methodSelectors(open: open, close: close))
        }
        return methods
    }

    /// - Parameter fallbacks: the `??` fallbacks of the `?(` calls of all
    ///   the files being ported, by selector.
    static func rewrite(_ source: SwiftSource, fallbacks: [SwiftSelector: [RequirementFallback]] = [:]) -> RewriteResult {
        var result = RewriteResult()
        let newline = source.newline
        let ownDefaults = extensionMethods(in: source)
        let fileSides = sides(in: source, fallbacks: fallbacks)
        for found in protocols(in: source) {
            let name = source.next(after: found.keyword).map { source.text($0) } ?? ""
            let protocolLine = source.tokens[found.keyword].line
            let access = source.tokens(onLine: protocolLine).lazy.map { source.text($0) }
                .first { ["public", "package", "open"].contains($0) }
            var defaults: [String] = []
            var sides: [String] = []
            for requirement in found.requirements {
                let firstLine = source.tokens[requirement.first].line, lastLine = source.lastLine(of: requirement.last)
                let start = source.tokens[requirement.first].start
                guard source.text(source.lineStart(firstLine)..<start).allSatisfy({ $0 == " " || $0 == "\t" }),
                    source.restIsBlank(ofLine: lastLine, from: source.tokens[requirement.last].end)
                else {
                    result.notes.append(.problem(start, "an `optional` requirement shares its line with other code: split it, then port again"))
                    continue
                }
                let indent = source.indentation(ofLine: firstLine)
                let linux = ordinaryText(requirement, in: source)
                let original = source.lineTexts(firstLine...lastLine).joined(separator: newline)
                let hasBreak = source.lineText(lastLine).hasBreak
                let range = source.lineStart(firstLine)..<source.lineEnd(lastLine)
                let shown = requirement.selector.map { "`\($0)`" } ?? "an `optional` requirement"
                if let selector = requirement.selector, let side = fileSides[selector] {
                    // Linux's side of the requirement is its protocol of its own.
                    result.edits.append(TextEdit(range: range, replacement: "\(indent)#if canImport(ObjectiveC)\(newline)\(original)\(newline)"
                        + "\(indent)#endif\(hasBreak ? newline : "")"))
                    let sideAccess = access.map { $0 == "open" ? "public " : "\($0) " } ?? ""
                    sides.append("\(sideAccess)protocol \(side.sideName): AnyObject {\(newline)\(source.indentation(ofLine: protocolLine))    \(linux)"
                        + "\(newline)\(source.indentation(ofLine: protocolLine))}")
                    result.notes.append(.edit(start,
                        "\(shown) of `\(name)` has no \"not implemented\" answer outside Objective-C: on Linux it is protocol `\(side.sideName)`, which the ported types that implement it adopt, and its calls ask `as? \(side.sideName)` (`nil` where iOS has \"not implemented\")"))
                    continue
                }
                let replacement = "\(indent)#if canImport(ObjectiveC)\(newline)\(original)\(newline)\(indent)#else\(newline)"
                    + "\(indent)\(linux)\(newline)\(indent)#endif\(hasBreak ? newline : "")"
                result.edits.append(TextEdit(range: range, replacement: replacement))
                if let selector = requirement.selector, ownDefaults[name]?.contains(selector) == true {
                    result.notes.append(.edit(start,
                        "\(shown) of `\(name)`: optional on Objective-C platforms only; on Linux ordinary, with the default the file's `extension \(name)` already gives it"))
                } else if let (text, body) = neutralDefault(linux) {
                    defaults.append((access.map { $0 == "open" ? "public " : "\($0) " } ?? "") + text)
                    result.notes.append(.edit(start,
                        "\(shown) of `\(name)`: optional on Objective-C platforms only; on Linux ordinary, with a default `\(body)` (what iOS answers when it is not implemented)"))
                } else {
                    switch callerDefault(requirement, linux, fallbacks: requirement.selector.flatMap { fallbacks[$0] } ?? [], in: source) {
                    case .success(let (text, body, calls)):
                        defaults.append((access.map { $0 == "open" ? "public " : "\($0) " } ?? "") + text)
                        result.notes.append(.edit(start,
                            "\(shown) of `\(name)`: optional on Objective-C platforms only; on Linux ordinary, with a default `\(body)`: what \(calls) fall\(calls.hasPrefix("its call at") ? "s" : "") back to on iOS when it is not implemented"))
                    case .failure(let reason):
                        result.notes.append(.edit(start, "\(shown) of `\(name)`: optional on Objective-C platforms only; ordinary on Linux"))
                        result.notes.append(.problem(start,
                            "\(shown) of `\(name)` returns a value that has no \"not implemented\" answer (\(reason.message)): write a default in an `extension \(name)` under `#if !canImport(ObjectiveC)`, or implement it in every conforming type"))
                    }
                }
            }
            guard !defaults.isEmpty || !sides.isEmpty else { continue }
            let closeLine = source.tokens[found.close].line
            guard source.restIsBlank(ofLine: closeLine, from: source.tokens[found.close].end) else {
                result.notes.append(.problem(source.tokens[found.close].start, "code after the closing brace of `\(name)`: the defaults for Linux were not added"))
                continue
            }
            let indent = source.indentation(ofLine: protocolLine)
            var text = source.lineText(closeLine).hasBreak ? "" : newline
            text += "\(newline)\(indent)#if !canImport(ObjectiveC)\(newline)"
            if !defaults.isEmpty {
                text += "\(indent)extension \(name) {\(newline)"
                text += defaults.map { "\(indent)    \($0)\(newline)" }.joined()
                text += "\(indent)}\(newline)"
            }
            text += sides.map { "\(indent)\($0)\(newline)" }.joined()
            text += "\(indent)#endif\(newline)"
            let end = source.lineEnd(closeLine)
            result.edits.append(TextEdit(range: end..<end, replacement: text))
        }
        return result
    }

    /// Why a requirement has no default from its callers.
    struct NoCallerDefault: Error {
        var message: String
    }

    /// The default of a requirement with a value result from the `??`
    /// fallback of its `?(` calls: the declaration with that body, the
    /// body, and the calls it stands for (`its call at FILE:LINE`).
    private static func callerDefault(_ requirement: Requirement, _ declaration: String, fallbacks: [RequirementFallback],
                                      in source: SwiftSource) -> Result<(String, String, String), NoCallerDefault>
    {
        guard !fallbacks.isEmpty else { return .failure(NoCallerDefault(message: "no `?(` call of it falls back with `??`")) }
        var bodies: Set<String> = []
        let parameters = parameters(of: requirement, in: source)
        for fallback in fallbacks {
            switch fallback.expression {
            case .unmovable(let why):
                return .failure(NoCallerDefault(message: "the call at \(fallback.place) falls back to `\(fallback.written)`, and \(why)"))
            case .pieces(let pieces):
                guard let parameters, let body = RequirementFallback.render(pieces, parameters: parameters) else {
                    return .failure(NoCallerDefault(message: "the call at \(fallback.place) does not match its parameters"))
                }
                bodies.insert(body)
            }
        }
        guard bodies.count == 1, let body = bodies.first else {
            return .failure(NoCallerDefault(message: "its calls fall back to different values: "
                + fallbacks.map { "`\($0.written)` at \($0.place)" }.joined(separator: ", ")))
        }
        let calls = fallbacks.count == 1 ? "its call at \(fallbacks[0].place)" : "its calls at " + fallbacks.map(\.place).joined(separator: ", ")
        return .success((declaration + " { \(body) }", "{ \(body) }", calls))
    }

    /// The parameters of a method requirement: internal name and type, in
    /// order; nil when it is not a method.
    private static func parameters(of requirement: Requirement, in source: SwiftSource) -> [(name: String, type: String)]? {
        guard let keyword = source.declarationKeywordIndex(from: requirement.first, to: requirement.last), source.text(keyword) == "func"
        else { return nil }
        var open = keyword
        while open <= requirement.last, !source.isSymbol(open, "(") { open += 1 }
        guard open <= requirement.last, let close = source.match[open] else { return nil }
        var parameters: [(name: String, type: String)] = []
        var start = open + 1
        var index = open + 1
        func finish(_ end: Int) -> Bool {
            var colon = start
            while colon < end, !source.isSymbol(colon, ":") { colon += 1 }
            guard colon < end, colon > start else { return false }
            var typeEnd = colon + 1
            while typeEnd < end, !source.isSymbol(typeEnd, "=") { typeEnd = source.match[typeEnd].map { max($0, typeEnd) + 1 } ?? typeEnd + 1 }
            guard typeEnd - 1 > colon else { return false }
            let type = source.text(source.tokens[colon + 1].start..<source.tokens[typeEnd - 1].end)
            parameters.append((source.text(colon - 1).trimmingBackticks, type))
            return true
        }
        while index < close {
            if let end = source.match[index], end > index {
                index = end + 1
                continue
            }
            if source.isSymbol(index, ",") {
                guard finish(index) else { return nil }
                start = index + 1
            }
            index += 1
        }
        if start < close, !finish(close) { return nil }
        return parameters
    }

    /// The requirement without `optional` and the Objective-C attributes,
    /// on one line.
    private static func ordinaryText(_ requirement: Requirement, in source: SwiftSource) -> String {
        var pieces: [String] = []
        var index = requirement.first
        while index <= requirement.last {
            let token = source.tokens[index]
            if token.kind == .attribute, ObjectiveCAttributeRewrite.attributes.contains(source.text(index)) {
                if index + 1 <= requirement.last, source.isSymbol(index + 1, "("), !source.tokens[index + 1].followsWhitespace,
                    let close = source.match[index + 1]
                {
                    index = close + 1
                } else {
                    index += 1
                }
                continue
            }
            if source.isWord(index, "optional") || token.kind == .comment {
                index += 1
                continue
            }
            let separator = token.followsWhitespace && !pieces.isEmpty ? " " : ""
            pieces.append(separator + source.text(index))
            index += 1
        }
        return pieces.joined()
    }

    /// The requirement's default: the declaration with the body that
    /// answers as an unimplemented optional requirement does on iOS — `{}`
    /// for no result, `{ nil }` for an optional one; `nil` for any other
    /// result.
    static func neutralDefault(_ declaration: String) -> (text: String, body: String)? {
        let words = declaration.split(separator: " ")
        if words.contains("var") {
            let signature = (declaration.split(separator: "{", maxSplits: 1).first.map(String.init) ?? declaration).trimmingTrailingWhitespace
            guard let colon = signature.firstIndex(of: ":") else { return nil }
            let type = signature[signature.index(after: colon)...].drop { $0 == " " }
            return isOptionalType(String(type)) ? (signature + " { nil }", "{ nil }") : nil
        }
        guard let arrow = declaration.lastRange(of: "->") else { return (declaration + " {}", "{}") }
        let type = String(declaration[arrow.upperBound...].drop { $0 == " " }).trimmingTrailingWhitespace
        if type == "Void" || type == "()" { return (declaration + " {}", "{}") }
        return isOptionalType(type) ? (declaration + " { nil }", "{ nil }") : nil
    }

    private static func isOptionalType(_ type: String) -> Bool {
        type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<")
    }
}
