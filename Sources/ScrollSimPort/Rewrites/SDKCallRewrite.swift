/// Calls of the Swift 4 SDK whose Swift 4.2 names take their arguments in
/// another shape become the new calls, on every platform, as Xcode's fix-it
/// writes them (today's SDK refuses the old ones):
/// `bringSubview(toFront: v)` is `bringSubviewToFront(v)`,
/// `sendSubview(toBack: v)` `sendSubviewToBack(v)`,
/// `UIEdgeInsetsMake(t, l, b, r)` `UIEdgeInsets(top: t, left: l, bottom: b, right: r)`,
/// `UIImagePNGRepresentation(x)` `x.pngData()`,
/// `UIImageJPEGRepresentation(x, q)` `x.jpegData(compressionQuality: q)`.
///
/// Sources: Apple's documentation gives each new name with the
/// Objective-C declaration it imports: `bringSubviewToFront(_:)` is
/// `c:objc(cs)UIView(im)bringSubviewToFront:` (Swift 4 imported that
/// selector as `bringSubview(toFront:)`, and likewise `sendSubviewToBack:`),
/// `UIEdgeInsets.init(top:left:bottom:right:)` is `c:@F@UIEdgeInsetsMake`,
/// `UIImage.pngData()` is `c:@F@UIImagePNGRepresentation` and
/// `jpegData(compressionQuality:)` is `c:@F@UIImageJPEGRepresentation`:
/// the C functions, which Swift 4 imported as global functions.
///
/// Each edit touches only the call's name, labels, brackets and commas, so
/// calls inside the arguments are rewritten too. An argument that is not a
/// plain postfix expression (`a ?? b`) is put in brackets before `.pngData()`.
/// A name after `func`, under a condition Linux does not take, in a string
/// or a comment is left alone; a call whose arguments are not the old
/// function's is reported.
enum SDKCallRewrite {
    /// The old methods whose first argument label moves into the name:
    /// old name and label → new name.
    static let methods: [String: (label: String, renamed: String)] = [
        "bringSubview": ("toFront", "bringSubviewToFront"),
        "sendSubview": ("toBack", "sendSubviewToBack"),
    ]

    /// The old global functions, by name, with the number of arguments each takes.
    static let functions: [String: Int] = [
        "UIEdgeInsetsMake": 4, "UIImagePNGRepresentation": 1, "UIImageJPEGRepresentation": 2,
    ]

    static func rewrite(_ source: SwiftSource) -> RewriteResult {
        var result = RewriteResult()
        for index in source.tokens.indices where source.tokens[index].kind == .identifier && !source.isGuarded[index] {
            let name = source.text(index)
            guard methods[name] != nil || functions[name] != nil,
                let open = source.next(after: index), source.isSymbol(open, "("), !source.tokens[open].followsWhitespace,
                let close = source.match[open]
            else { continue }
            if let previous = source.previous(before: index), source.isWord(previous, "func") { continue }
            let start = source.tokens[index].start
            if let method = methods[name] {
                // `bringSubview(toFront: v)`; `#selector(bringSubview(toFront:))` names no argument.
                guard let label = source.next(after: open), source.isWord(label, method.label),
                    let colon = source.next(after: label), source.isSymbol(colon, ":"),
                    let argument = source.next(after: colon), argument < close
                else { continue }
                result.edits.append(TextEdit(range: start..<source.tokens[argument].start, replacement: method.renamed + "("))
                result.notes.append(.edit(start,
                    "`\(name)(\(method.label):)` is `\(method.renamed)(_:)` in today's SDK, which refuses the old name with this fix-it: renamed on every platform"))
                continue
            }
            // A function of the team's own of that name is called as a member.
            if let previous = source.previous(before: index), source.isSymbol(previous, ".") { continue }
            let arguments = self.arguments(from: open, to: close, in: source)
            guard arguments.count == functions[name], arguments.allSatisfy({ !$0.isEmpty }),
                source.tokens[arguments[0].lowerBound].kind != .identifier || source.next(after: arguments[0].lowerBound)
                    .map({ !source.isSymbol($0, ":") }) ?? true
            else {
                result.notes.append(.problem(start,
                    "`\(name)` is gone from today's SDK, and this call does not pass its \(functions[name] ?? 0) unlabelled arguments: rewrite it by hand"))
                continue
            }
            let first = source.tokens[arguments[0].lowerBound].start
            let firstEnd = source.tokens[arguments[0].upperBound - 1].end
            switch name {
            case "UIEdgeInsetsMake":
                result.edits.append(TextEdit(range: start..<source.tokens[index].end, replacement: "UIEdgeInsets"))
                for (argument, label) in zip(arguments, ["top", "left", "bottom", "right"]) {
                    let at = source.tokens[argument.lowerBound].start
                    result.edits.append(TextEdit(range: at..<at, replacement: label + ": "))
                }
                result.notes.append(.edit(start,
                    "`UIEdgeInsetsMake(_:_:_:_:)` is `UIEdgeInsets(top:left:bottom:right:)` in today's SDK, which refuses the old name: rewritten on every platform"))
            default:
                let wrap = !isPostfix(arguments[0], in: source)
                result.edits.append(TextEdit(range: start..<first, replacement: wrap ? "(" : ""))
                if arguments.count == 1 {
                    result.edits.append(TextEdit(range: firstEnd..<source.tokens[close].end, replacement: (wrap ? ")" : "") + ".pngData()"))
                } else {
                    let quality = source.tokens[arguments[1].lowerBound].start
                    result.edits.append(TextEdit(range: firstEnd..<quality, replacement: (wrap ? ")" : "") + ".jpegData(compressionQuality: "))
                }
                let new = arguments.count == 1 ? "pngData()" : "jpegData(compressionQuality:)"
                result.notes.append(.edit(start,
                    "`\(name)(\(arguments.count == 1 ? "_:" : "_:_:"))` is `UIImage.\(new)` in today's SDK, which refuses the old name: rewritten on every platform"))
            }
        }
        return result
    }

    /// The token ranges of the arguments between the brackets `open` and
    /// `close`, split at the commas outside nested brackets (comments left out).
    private static func arguments(from open: Int, to close: Int, in source: SwiftSource) -> [Range<Int>] {
        var arguments: [Range<Int>] = []
        var first: Int?
        var last = open
        var index = open + 1
        while index < close {
            if source.tokens[index].kind == .comment {
                index += 1
                continue
            }
            if source.isSymbol(index, ",") {
                arguments.append((first ?? index)..<(first == nil ? index : last + 1))
                first = nil
                index += 1
                continue
            }
            if first == nil { first = index }
            // A nested bracket: its whole contents belong to this argument.
            let end = source.match[index].map { $0 > index ? $0 : index } ?? index
            last = end
            index = end + 1
        }
        if let first { arguments.append(first..<(last + 1)) } else if !arguments.isEmpty { arguments.append(close..<close) }
        return arguments
    }

    /// Whether the tokens of `argument` are a postfix expression that a
    /// member can follow without brackets: names, `.`, `!` and bracketed
    /// groups (`images[0]!`, `UIImage(named: "a")!`, `self.image`).
    private static func isPostfix(_ argument: Range<Int>, in source: SwiftSource) -> Bool {
        let keywords: Set<String> = ["try", "await", "as", "is", "in"]
        var index = argument.lowerBound
        while index < argument.upperBound {
            let token = source.tokens[index]
            switch token.kind {
            case .comment:
                break
            case .identifier where !keywords.contains(source.text(index)):
                break
            case .operator where source.isSymbol(index, ".") || source.isSymbol(index, "!"):
                break
            case .punctuation where (source.isSymbol(index, "(") || source.isSymbol(index, "[")) && index > argument.lowerBound:
                guard let end = source.match[index] else { return false }
                index = end
            default:
                return false
            }
            index += 1
        }
        return true
    }
}
