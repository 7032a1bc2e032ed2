/// A `#if`/`#elseif` condition read as an expression: its platform tests
/// (`canImport(UIKit)`, `os(iOS)`, …) with where they stand in the text,
/// and its value where ScrollSimUIKit stands in for UIKit (Linux).
///
/// Linux with ScrollSimUIKit is taken to be iOS: the condition a port
/// writes, `os(Linux) && canImport(ScrollSimUIKit)`, is true there and
/// nowhere else (macOS builds of ScrollSim have `canImport(ScrollSimUIKit)`
/// too, and keep their meaning).
package struct CompileCondition: Hashable, Sendable {
    /// What a platform test is, in the condition's text.
    package struct Test: Hashable, Sendable {
        /// `canImport`, `os`, `targetEnvironment`, `arch`, `swift`, …; for
        /// a bare flag (`DEBUG`), the flag.
        package var function: String
        /// The argument without spaces (`UIKit`, `iOS`); empty for a flag.
        package var argument: String
        /// Where the test stands in the condition's text.
        package var range: Range<String.Index>
    }

    /// Whether a test stands for iOS, so that Linux with ScrollSimUIKit
    /// answers it as iOS does: `canImport(UIKit)` (and a submodule,
    /// `canImport(UIKit.UIGestureRecognizerSubclass)`) and `os(iOS)`. Not
    /// `os(tvOS)` or `targetEnvironment(macCatalyst)`: what teams put
    /// behind those is for other devices than the iPhone and iPad.
    package static func isIOSTest(function: String, argument: String) -> Bool {
        (function == "canImport" && (argument == "UIKit" || argument.hasPrefix("UIKit."))) || (function == "os" && argument == "iOS")
    }

    /// The condition true on Linux with ScrollSimUIKit only.
    package static let linuxWithScrollSimUIKit = "os(Linux) && canImport(ScrollSimUIKit)"

    /// The condition's text.
    package let text: String
    /// Its tests, in order.
    package private(set) var tests: [Test] = []
    private var expression: Expression?

    private indirect enum Expression: Hashable, Sendable {
        case test(function: String, argument: String)
        case not(Expression)
        case and(Expression, Expression)
        case or(Expression, Expression)
    }

    /// Reads `text`, a condition without its `#if` (`os(iOS) || os(tvOS)`).
    /// A condition it cannot read has no tests and no value.
    package init(_ text: String) {
        self.text = text
        var parser = Parser(text: text)
        if let expression = parser.disjunction(), parser.atEnd {
            self.expression = expression
            tests = parser.tests
        }
    }

    /// Whether the condition says anything about Linux or ScrollSimUIKit
    /// (`os(Linux)`, `canImport(ScrollSimUIKit)`): whoever wrote it has
    /// decided what Linux compiles.
    package var namesLinux: Bool {
        tests.contains { ($0.function == "os" && $0.argument == "Linux") || ($0.function == "canImport" && $0.argument == "ScrollSimUIKit") }
    }

    /// Its value on Linux with ScrollSimUIKit: `nil` where it depends on
    /// something else (a flag, the Swift version, a module of the team's).
    package var onLinux: Bool? {
        expression.flatMap(Self.value)
    }

    /// The condition with each iOS test `t` made `(t || os(Linux) &&
    /// canImport(ScrollSimUIKit))` (without the parentheses when `t` is the
    /// whole condition): its value on Apple platforms is unchanged, and
    /// on Linux it is iOS's. `nil` when it has no iOS test.
    package var openedForLinux: String? {
        let opened = tests.filter { Self.isIOSTest(function: $0.function, argument: $0.argument) }
        guard !opened.isEmpty else { return nil }
        let trimmed = text.filter { $0 != " " && $0 != "\t" && $0 != "\r" }
        if opened.count == 1, tests.count == 1, trimmed == text[opened[0].range].filter({ $0 != " " && $0 != "\t" }) {
            let range = opened[0].range
            return "\(text[..<range.upperBound]) || \(Self.linuxWithScrollSimUIKit)\(text[range.upperBound...])"
        }
        var result = ""
        var cursor = text.startIndex
        for test in opened {
            result += text[cursor..<test.range.lowerBound]
            result += "(\(text[test.range]) || \(Self.linuxWithScrollSimUIKit))"
            cursor = test.range.upperBound
        }
        return result + text[cursor...]
    }

    private static func value(_ expression: Expression) -> Bool? {
        switch expression {
        case let .test(function, argument): testValue(function: function, argument: argument)
        case let .not(inner): value(inner).map { !$0 }
        case let .and(left, right):
            // Kleene's logic: false wins whatever the unknown side is.
            switch (value(left), value(right)) {
            case (false, _), (_, false): false
            case (true, true): true
            default: nil
            }
        case let .or(left, right):
            switch (value(left), value(right)) {
            case (true, _), (_, true): true
            case (false, false): false
            default: nil
            }
        }
    }

    private static func testValue(function: String, argument: String) -> Bool? {
        switch function {
        case "true": true
        case "false": false
        case "os": argument == "Linux"
        case "targetEnvironment": false
        case "canImport":
            switch argument {
            case "ScrollSimUIKit", "Foundation", "Glibc": true
            case "UIKit", "AppKit", "ObjectiveC", "Darwin", "WatchKit", "SwiftUI", "Cocoa", "MobileCoreServices", "UniformTypeIdentifiers":
                false
            default: argument.hasPrefix("UIKit.") ? false : nil
            }
        default: nil
        }
    }

    /// A recursive-descent reader of `||`, `&&`, `!`, parentheses and
    /// tests `name(argument)` or `name`.
    private struct Parser {
        let text: String
        var index: String.Index
        var tests: [Test] = []

        init(text: String) {
            self.text = text
            index = text.startIndex
        }

        var atEnd: Bool {
            mutating get {
                skipSpaces()
                return index == text.endIndex
            }
        }

        mutating func skipSpaces() {
            // A CRLF file's directive ends in its `\r`.
            while index < text.endIndex, text[index] == " " || text[index] == "\t" || text[index] == "\r" { index = text.index(after: index) }
        }

        mutating func take(_ symbol: String) -> Bool {
            skipSpaces()
            guard text[index...].hasPrefix(symbol) else { return false }
            index = text.index(index, offsetBy: symbol.count)
            return true
        }

        mutating func disjunction() -> Expression? {
            guard var left = conjunction() else { return nil }
            while take("||") {
                guard let right = conjunction() else { return nil }
                left = .or(left, right)
            }
            return left
        }

        mutating func conjunction() -> Expression? {
            guard var left = unary() else { return nil }
            while take("&&") {
                guard let right = unary() else { return nil }
                left = .and(left, right)
            }
            return left
        }

        mutating func unary() -> Expression? {
            if take("!") { return unary().map { .not($0) } }
            if take("(") {
                guard let inner = disjunction(), take(")") else { return nil }
                return inner
            }
            skipSpaces()
            let start = index
            while index < text.endIndex, text[index].isLetter || text[index].isNumber || text[index] == "_" {
                index = text.index(after: index)
            }
            guard start < index else { return nil }
            let function = String(text[start..<index])
            var argument = ""
            let afterName = index
            if take("(") {
                var depth = 1
                while index < text.endIndex {
                    if text[index] == "(" { depth += 1 }
                    if text[index] == ")" { depth -= 1 }
                    if depth == 0 { break }
                    argument.append(text[index])
                    index = text.index(after: index)
                }
                guard index < text.endIndex else { return nil }
                index = text.index(after: index)
                argument = argument.filter { $0 != " " && $0 != "\t" }
            } else {
                index = afterName
            }
            tests.append(Test(function: function, argument: argument, range: start..<index))
            return .test(function: function, argument: argument)
        }
    }
}
