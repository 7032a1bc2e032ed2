import ScrollSimPort
import Testing

/// `#if` conditions read, valued on Linux with ScrollSimUIKit, and opened
/// for it; every expected value worked out by hand from the rules:
/// `os(Linux)` and `canImport(ScrollSimUIKit)` true, other platforms and
/// `canImport(UIKit)` false, flags unknown, Kleene's `&&`/`||`.
@Suite("scrollsim port: compile conditions")
struct CompileConditionTests {
    @Test("the value on Linux with ScrollSimUIKit", arguments: [
        ("canImport(UIKit)", false),
        ("os(iOS) || os(tvOS)", false),
        ("!os(tvOS)", true),
        ("os(Linux) && canImport(ScrollSimUIKit)", true),
        // The opened test: false || (true && true).
        ("canImport(UIKit) || os(Linux) && canImport(ScrollSimUIKit)", true),
        // ! (false || true && true) = false: the AppKit side is not Linux's.
        ("!(canImport(UIKit) || os(Linux) && canImport(ScrollSimUIKit))", false),
        // false && unknown = false; true || unknown = true.
        ("os(iOS) && DEBUG", false),
        ("os(Linux) || DEBUG", true),
        ("targetEnvironment(macCatalyst)", false),
    ] as [(String, Bool)])
    func known(_ text: String, _ value: Bool) {
        #expect(CompileCondition(text).onLinux == value)
    }

    @Test("a value that depends on something else is unknown", arguments: [
        "DEBUG", "swift(>=5.9)", "os(Linux) && DEBUG", "canImport(MyKit)", "os(iOS ||", "",
    ])
    func unknown(_ text: String) {
        #expect(CompileCondition(text).onLinux == nil)
    }

    @Test("iOS tests opened, the rest of the text kept", arguments: [
        (" os(iOS)", " os(iOS) || os(Linux) && canImport(ScrollSimUIKit)"),
        (" canImport( UIKit )", " canImport( UIKit ) || os(Linux) && canImport(ScrollSimUIKit)"),
        // A CRLF file's directive token ends in `\r`, which stays at the end.
        (" canImport(UIKit.UIGestureRecognizerSubclass)", " canImport(UIKit.UIGestureRecognizerSubclass) || os(Linux) && canImport(ScrollSimUIKit)"),
        (" os(iOS)\r", " os(iOS) || os(Linux) && canImport(ScrollSimUIKit)\r"),
        (" os(iOS) || os(tvOS) \r", " (os(iOS) || os(Linux) && canImport(ScrollSimUIKit)) || os(tvOS) \r"),
        (" os(iOS) || os(tvOS)", " (os(iOS) || os(Linux) && canImport(ScrollSimUIKit)) || os(tvOS)"),
        (" !canImport(UIKit)", " !(canImport(UIKit) || os(Linux) && canImport(ScrollSimUIKit))"),
        (" (os(iOS) && !DEBUG) || os(macOS)", " ((os(iOS) || os(Linux) && canImport(ScrollSimUIKit)) && !DEBUG) || os(macOS)"),
    ] as [(String, String)])
    func opened(_ text: String, _ expected: String) {
        #expect(CompileCondition(text).openedForLinux == expected)
    }

    @Test("no iOS test, nothing to open", arguments: [" os(tvOS)", " targetEnvironment(macCatalyst)", " canImport(AppKit)", " DEBUG"])
    func closed(_ text: String) {
        #expect(CompileCondition(text).openedForLinux == nil)
    }

    /// On Apple platforms `os(Linux)` is false, so `t || false && x` is `t`
    /// whatever `t` is: checked by valuing both forms under every platform
    /// answer, with an evaluator of its own.
    @Test("opening keeps every Apple platform's value")
    func applePlatformsUnchanged() {
        let conditions = [" os(iOS)", " !canImport(UIKit)", " os(iOS) || os(tvOS)", " (os(iOS) && !targetEnvironment(macCatalyst)) || os(macOS)"]
        for condition in conditions {
            guard let opened = CompileCondition(condition).openedForLinux else {
                Issue.record("\(condition) not opened")
                continue
            }
            for platform in ["iOS", "tvOS", "macOS", "macCatalyst"] {
                #expect(Self.value(condition, on: platform) == Self.value(opened, on: platform), "\(condition) on \(platform)")
            }
        }
    }

    /// The value of a condition of the tests above on an Apple platform: each
    /// test replaced by `true`/`false`, then reduced textually.
    private static func value(_ condition: String, on platform: String) -> Bool {
        let uikit = platform != "macOS"
        var text = condition.filter { $0 != " " }
        let answers: [(String, Bool)] = [
            ("canImport(ScrollSimUIKit)", true), ("canImport(UIKit)", uikit), ("os(Linux)", false),
            ("os(iOS)", platform == "iOS" || platform == "macCatalyst"), ("os(tvOS)", platform == "tvOS"),
            ("os(macOS)", platform == "macOS"), ("targetEnvironment(macCatalyst)", platform == "macCatalyst"),
        ]
        for (test, answer) in answers { text = text.replacing(test, with: answer ? "T" : "F") }
        // Reduce innermost first: negations, then `&&`, `||`, parentheses.
        while text.count > 1 {
            let before = text
            for (pattern, result) in [("!T", "F"), ("!F", "T"), ("(T)", "T"), ("(F)", "F")] { text = text.replacing(pattern, with: result) }
            if text == before {
                for (pattern, result) in [("T&&T", "T"), ("T&&F", "F"), ("F&&T", "F"), ("F&&F", "F")] where text.contains(pattern) {
                    text = text.replacing(pattern, with: result)
                    break
                }
            }
            if text == before {
                for (pattern, result) in [("T||T", "T"), ("T||F", "T"), ("F||T", "T"), ("F||F", "F")] where text.contains(pattern) {
                    // `||` only where no `&&` is next to it.
                    text = text.replacing(pattern, with: result)
                    break
                }
            }
            if text == before { break }
        }
        return text == "T"
    }
}
