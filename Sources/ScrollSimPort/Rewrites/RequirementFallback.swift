/// What one `x.name?(…) ?? fallback` call answers on iOS when the optional
/// requirement `name` is not implemented, in the requirement's own terms:
/// the fallback with the call's arguments replaced by the requirement's
/// parameters, so that it can be the body of the default implementation a
/// requirement with a value result needs on Linux.
///
/// ```swift
/// // the call, in a layout:
/// delegate.collectionView?(collectionView, layout: self, heightForHeaderInSection: section) ?? self.headerHeight
/// // the default it gives, for `func collectionView(_ collectionView:, layout: UICollectionViewLayout, heightForHeaderInSection section: Int) -> Float`:
/// { (layout as! WaterfallLayout).headerHeight }
/// ```
///
/// A fallback that names anything of the caller but its arguments (a local
/// variable, a member reached through implicit `self`) cannot move into
/// the protocol: it is kept as the reason, and the requirement reported.
package struct RequirementFallback: Hashable, Sendable {
    /// One piece of the fallback's text.
    package enum Piece: Hashable, Sendable {
        /// Text as written (with the space before it, if any).
        case text(String)
        /// The value of the call's argument at this position: the
        /// requirement's parameter there (with the space before it).
        case argument(Int, space: Bool)
        /// `self`, passed as the argument at this position from inside the
        /// type named: that parameter, cast to the type if it is declared
        /// as another.
        case selfArgument(Int, type: String, space: Bool)
    }

    /// The fallback in the requirement's terms, or why it cannot be.
    package enum Expression: Hashable, Sendable {
        case pieces([Piece])
        case unmovable(String)
    }

    /// The fallback.
    package var expression: Expression
    /// The fallback as written at the call.
    package var written: String
    /// Where the call is: `FILE:LINE`.
    package var place: String

    /// The `?? fallback` of every `?(` call in `source` (outside platform
    /// `#if`s), by the selector called; `file` names the file in `place`.
    static func calls(in source: SwiftSource, file: String) -> [SwiftSelector: [RequirementFallback]] {
        var found: [SwiftSelector: [RequirementFallback]] = [:]
        for index in source.tokens.indices where !source.isGuarded[index] {
            guard source.isSymbol(index, "."), index + 3 < source.tokens.count, source.tokens[index + 1].kind == .identifier,
                source.isSymbol(index + 2, "?"), !source.tokens[index + 2].followsWhitespace, source.isSymbol(index + 3, "("),
                !source.tokens[index + 3].followsWhitespace, let close = source.match[index + 3],
                let labels = source.argumentLabels(open: index + 3, declaration: false), let after = source.next(after: close)
            else { continue }
            let selector = SwiftSelector(name: source.text(index + 1).trimmingBackticks, labels: labels)
            if let comparison = comparedAnswer(after: after, in: source) {
                found[selector, default: []].append(RequirementFallback(expression: .pieces([.text(comparison.answer)]),
                    written: comparison.written, place: "\(file):\(source.tokens[index].line)"))
                continue
            }
            guard source.isSymbol(after, "??"), let first = source.next(after: after), let last = fallbackEnd(from: first, in: source)
            else { continue }
            let written = source.text(source.tokens[first].start..<source.tokens[last].end)
            let expression = translate(first...last, arguments: arguments(open: index + 3, close: close, in: source),
                                       enclosingType: enclosingType(of: index, in: source), in: source)
            found[selector, default: []].append(RequirementFallback(expression: expression, written: written,
                place: "\(file):\(source.tokens[index].line)"))
        }
        return found
    }

    /// `x?.name?(…) == false` (or `!= true`, …): the Bool answer that
    /// compares as "not implemented" (`nil`) does, the literal's opposite,
    /// since `nil` equals neither `true` nor `false`. Only when the
    /// comparison is the whole operand: nothing binding tighter follows.
    private static func comparedAnswer(after index: Int, in source: SwiftSource) -> (answer: String, written: String)? {
        guard source.isSymbol(index, "==") || source.isSymbol(index, "!="), let literal = source.next(after: index),
            source.isWord(literal, "true") || source.isWord(literal, "false")
        else { return nil }
        if let next = source.next(after: literal), source.tokens[next].kind == .operator,
            !["&&", "||", "?", ":", "="].contains(source.text(next))
        {
            return nil
        }
        let answer = source.isWord(literal, "true") ? "false" : "true"
        return (answer, "\(source.text(index)) \(source.text(literal))")
    }

    /// The last token of the right operand of `??` starting at `first`:
    /// `??` is right-associative and binds looser than `+`, `*`, `..<` and
    /// casts, tighter than comparisons, `&&`, `?:` and assignment. Nil when
    /// it goes on past its line.
    private static func fallbackEnd(from first: Int, in source: SwiftSource) -> Int? {
        let tighter: Set<String> = ["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "&+", "&-", "&*", "..<", "...", "??", "."]
        var index = first
        var last: Int?
        var expectOperand = true
        while index < source.tokens.count {
            let token = source.tokens[index]
            if token.kind == .comment { break }
            if token.line != source.tokens[first].line { break }
            let text = source.text(index)
            if token.kind == .punctuation {
                guard "([".contains(text), let close = source.match[index] else { break }
                // A call or subscript of the operand before it, or a
                // parenthesised operand.
                last = close
                index = close + 1
                expectOperand = false
                continue
            }
            if token.kind == .operator {
                if text == "!" || text == "?", !token.followsWhitespace, !expectOperand {
                    last = index
                } else if tighter.contains(text) || (expectOperand && ["-", "!"].contains(text)) {
                    expectOperand = true
                } else {
                    break
                }
                index += 1
                continue
            }
            // A name, number or string: an operand, unless one just ended.
            guard expectOperand, [.identifier, .number, .string].contains(token.kind) else { break }
            last = index
            expectOperand = false
            index += 1
        }
        guard let last, !expectOperand else { return nil }
        if let next = source.next(after: last), source.tokens[next].line == source.tokens[last].line {
            // Stopped at something the fallback cannot be followed by on
            // its line but a closer, a separator or a looser operator.
            let text = source.text(next)
            guard source.tokens[next].kind == .punctuation || source.tokens[next].kind == .operator || text == "else" else { return nil }
        } else if let next = source.next(after: last), source.tokens[next].kind == .operator, source.text(next) != "!" {
            // The expression goes on on the next line.
            return nil
        }
        return last
    }

    /// The call's arguments that are one name (`self` included), by name:
    /// their positions.
    private static func arguments(open: Int, close: Int, in source: SwiftSource) -> [String: Int] {
        var names: [String: Int] = [:]
        var position = 0
        var start = open + 1
        var index = open + 1
        func finish(_ end: Int) {
            var first = start
            while first < end, source.tokens[first].kind == .comment { first += 1 }
            if first + 1 < end, source.tokens[first].kind == .identifier, source.isSymbol(first + 1, ":") { first += 2 }
            if first + 1 == end, source.tokens[first].kind == .identifier, names[source.text(first)] == nil {
                names[source.text(first)] = position
            }
            position += 1
        }
        while index < close {
            if let end = source.match[index], end > index {
                index = end + 1
                continue
            }
            if source.isSymbol(index, ",") {
                finish(index)
                start = index + 1
            }
            index += 1
        }
        if start < close { finish(close) }
        return names
    }

    /// The type whose body holds token `index`: the name after the nearest
    /// enclosing `class`, `struct`, `enum`, `actor` or `extension`.
    private static func enclosingType(of index: Int, in source: SwiftSource) -> String? {
        var candidate = index - 1
        while candidate >= 0 {
            if source.tokens[candidate].kind == .punctuation, let match = source.match[candidate] {
                if match < candidate {
                    candidate = match - 1
                    continue
                }
                if source.isSymbol(candidate, "{") {
                    var head = candidate - 1
                    while head >= 0, !source.isSymbol(head, "{"), !source.isSymbol(head, "}"), !source.isSymbol(head, ";") {
                        if ["class", "struct", "enum", "actor", "extension"].contains(source.text(head)),
                            source.tokens[head].kind == .identifier, let name = source.next(after: head),
                            source.tokens[name].kind == .identifier, !["func", "var", "let", "subscript", "init"].contains(source.text(name))
                        {
                            return source.text(name)
                        }
                        head -= 1
                    }
                }
            }
            candidate -= 1
        }
        return nil
    }

    /// The fallback's tokens in the requirement's terms.
    private static func translate(_ tokens: ClosedRange<Int>, arguments: [String: Int], enclosingType: String?,
                                  in source: SwiftSource) -> Expression
    {
        var pieces: [Piece] = []
        for index in tokens {
            let token = source.tokens[index]
            let space = token.followsWhitespace && index != tokens.lowerBound
            let text = source.text(index)
            switch token.kind {
            case .number, .operator, .punctuation:
                pieces.append(.text((space ? " " : "") + text))
            case .string where !text.contains("\\("):
                pieces.append(.text((space ? " " : "") + text))
            case .identifier:
                if index > tokens.lowerBound && source.isSymbol(index - 1, ".") || ["true", "false", "nil"].contains(text) {
                    pieces.append(.text((space ? " " : "") + text))
                } else if text == "self" {
                    guard let position = arguments["self"], let enclosingType else {
                        return .unmovable("`self` is the caller, not an argument of the call")
                    }
                    pieces.append(.selfArgument(position, type: enclosingType, space: space))
                } else if let position = arguments[text] {
                    pieces.append(.argument(position, space: space))
                } else if text.first?.isUppercase == true {
                    // A type or a global constant (UpperCamelCase names).
                    pieces.append(.text((space ? " " : "") + text))
                } else {
                    return .unmovable("`\(text)` is the caller's, not an argument of the call")
                }
            default:
                return .unmovable("`\(text)` cannot be moved into a protocol extension")
            }
        }
        return .pieces(pieces)
    }

    /// The fallback with `parameters` (name and declared type, by
    /// position) in place of the arguments; nil when a position has none.
    static func render(_ pieces: [Piece], parameters: [(name: String, type: String)]) -> String? {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let written):
                text += written
            case .argument(let position, let space):
                guard position < parameters.count else { return nil }
                text += (space ? " " : "") + parameters[position].name
            case .selfArgument(let position, let type, let space):
                guard position < parameters.count else { return nil }
                let parameter = parameters[position]
                text += (space ? " " : "") + (parameter.type == type ? parameter.name : "(\(parameter.name) as! \(type))")
            }
        }
        return text
    }
}
