import ScrollSimPort
import Testing

/// Each rewrite on a file of its own: `Before` ported is `After` (both
/// written by hand), with the edits listed at the lines of `Before`; the
/// port of `After` changes nothing.
@Suite("scrollsim port: golden files")
struct GoldenPortTests {
    struct Golden: CustomTestStringConvertible, Sendable {
        var name: String
        /// The lines of `Before` where an edit is reported, in order.
        var editLines: [Int]
        /// The lines where an edit could not be made.
        var problemLines: [Int] = []
        var testDescription: String { name }
    }

    static let goldens: [Golden] = [
        // Lines 3 (`import UIKit`) and 4 (`import class UIKit.…`); the
        // string and the comment that say `import UIKit` are not imports.
        Golden(name: "Imports", editLines: [3, 4]),
        // 1 import; 4 @IBDesignable; 6, 7 @IBOutlet; 8 @IBInspectable;
        // 10 @objc (dynamic stays: Linux accepts it); 12 @IBAction;
        // 16 @objc(resetWithAnimation:); 22 @objcMembers.
        Golden(name: "ObjectiveCAttributes", editLines: [1, 4, 6, 7, 8, 10, 12, 16, 22]),
        // 1 import; 4 `@objc protocol` wrapped, then `AnyObject` added;
        // 6, 7 requirements with a neutral answer; 8 the `CGFloat`
        // requirement, with the default `{ 100 }` its one call (line 16)
        // falls back to; 15, 16, 17 three `?(` calls (one statement block).
        Golden(name: "OptionalRequirements", editLines: [1, 4, 4, 6, 7, 8, 15, 16, 17]),
        // 1 import; 6 `@objc protocol` wrapped, `AnyObject` added; 7, 8, 9
        // requirements with value results given their calls' fallbacks
        // (`self.headerHeight` with `self` passed as `layout`; `section + 2`
        // with `section` an argument; `.zero`); 10 a protocol of its own
        // on Linux: its call falls back to `item % columns`, and `item` is
        // the caller's loop variable, so there is no default; 18, 19, 20
        // (one block) the calls, 24 the call asking `as?` the side
        // protocol; 30 the screen, which implements it, adopts it.
        Golden(name: "ValueRequirements", editLines: [1, 6, 6, 7, 8, 9, 10, 18, 19, 20, 24, 30]),
        // 1 import; 6 and 7 (one block) `#keyPath(CALayer.opacity)` and
        // `(CAGradientLayer.startPoint)`: the property names; 10 twice: a
        // path through a property (`UIView.layer.cornerRadius` is
        // "layer.cornerRadius") and one as an argument label's value.
        Golden(name: "KeyPaths", editLines: [1, 6, 7, 10, 10]),
        // 1 import; 14 sizeForItemAt; 19 insetForSectionAt (a guard over
        // four lines); 31 numberOfSections(in:); 33 minimumLineSpacing
        // (continued by `??` on the next line); 37 scrollViewDidScroll.
        // `onPrepare?(3)` (line 28) calls a closure: untouched.
        Golden(name: "OptionalCalls", editLines: [1, 14, 19, 31, 33, 37]),
        // 1 import; 10 and 11 the two `#selector`s (one block: two
        // statements, the first over lines 9-10); 15, 19 `@objc`.
        Golden(name: "Selectors", editLines: [1, 10, 11, 15, 19]),
        // 1 import; 9 a property initialiser over lines 6-10; 17 and 20
        // inside an argument list and an array literal (one block of the
        // whole statements, lines 15-21: `#if` cannot stand between
        // arguments); 27 a statement in a closure over lines 25-27;
        // 31, 33, 35 `@objc`; 45 a `?(` call inside `max(…)`, lines 42-46.
        Golden(name: "SelectorArguments", editLines: [1, 9, 17, 20, 27, 31, 33, 35, 45]),
        // 1 import; 10 and 15 overrides moved out of the layout's
        // extension (which goes); 27 an `@objc override` moved into the
        // screen (the move, then its `@objc` guarded).
        Golden(name: "ExtensionOverrides", editLines: [1, 10, 15, 27, 27]),
        // 1 import; 12 (with its comment, line 11) and 22: the methods of the
        // screen's extensions that the album screen overrides (lines 32,
        // 37) move into the screen's body; `shouldHighlightItemAt` and
        // `cellForItemAt`, overridden nowhere, stay.
        Golden(name: "OverriddenExtensionMethods", editLines: [1, 12, 22]),
        // 2 `import UIKit` made conditional, then FoundationNetworking
        // added after its `#endif` (the file names `URLSessionDataTask`).
        Golden(name: "NetworkingImports", editLines: [2, 2]),
        // 1 import; 6 `@objc protocol` wrapped, `AnyObject` added; 7 the
        // requirement, with the default `{}`; 16 the method bound without a
        // call (lines 16-18 kept twice); 23 and 26 `?(` calls bound by
        // conditions on a delegate that is not optional: `Optional(…)`;
        // 28 an ordinary `?(` call, after `flowDelegate?`: only the `?`
        // goes (lines 23-28 one block).
        Golden(name: "BoundRequirements", editLines: [1, 6, 6, 7, 16, 23, 26, 28]),
        // 1 import; 5 `@objc protocol` wrapped, `AnyObject` added; 6 and 7
        // `Bool` requirements whose calls compare the answer with a literal
        // (`== false` on line 15, `!= true` on line 18): defaults `{ true }`
        // and `{ false }`; 15, 18 the calls (one block, lines 15-20).
        Golden(name: "ComparedRequirements", editLines: [1, 5, 5, 6, 7, 15, 18]),
        // 1 import; 6 and 10 `self.classForCoder()` in a static computed
        // property and a class method: `self`; the instance's
        // `self.classForCoder` (line 17) compiles on Linux and stays.
        Golden(name: "TypeMethodSelf", editLines: [1, 6, 10]),
        // 1 `#if canImport(UIKit)` opened, then 2 its `import UIKit` made
        // conditional inside it; 7 `os(iOS) || os(tvOS)` opened, so that
        // 9 `@IBOutlet` is guarded (the AppKit `@IBOutlet` of the `#else`,
        // line 18, is not Linux's and stays); 22 `!canImport(UIKit)`
        // opened (Linux takes the UIKit `#else`); 28 `os(iOS) &&
        // !targetEnvironment(macCatalyst)` opened (its comment kept), then
        // 31 `#selector` and 34 `@objc` inside it. Left alone: `os(tvOS)`
        // (line 38, not iOS), the block naming `os(Linux)` (line 42; its
        // `os(iOS)` branch, line 44, is not Linux's), the comment and the
        // string.
        Golden(name: "PlatformConditions", editLines: [1, 2, 7, 9, 22, 28, 31, 34]),
        // 1 import; the old SDK names renamed: 5 `UIControlState`, 6
        // `UISwipeGestureRecognizerDirection`, 7 `UITableViewCellEditingStyle`,
        // 10 `UIControlState`, 11 `UIViewContentMode`, 12
        // `NSAttributedStringKey`, 19 `UICollectionViewScrollPosition`, 23
        // the two element kinds. The comment and string (14, 15), the
        // team's own declarations (48, 49) and the member after `.` (50) stay;
        // 26-31 six more, one per line; 33 a parameter's type and 35 twice
        // in a `case` pattern; members: 40 `NSNotification.Name.UIKeyboardWillShow`,
        // 41 `.UIKeyboardDidHide`, 42 five: `RunLoopMode`, `.commonModes`,
        // `RunLoopMode` and its `commonModes`, `RunLoop.Mode.commonModes`.
        Golden(name: "SDKRenames", editLines: [1, 5, 6, 7, 10, 11, 12, 19, 23, 23, 26, 27, 28, 29, 30, 31, 33, 35, 35, 40, 41, 42, 42, 42, 42, 42]),
        // 1 import; calls whose new names take their arguments otherwise:
        // 8, 9 `bringSubview(toFront:)` (on a view, and on `self` bare),
        // 10 `sendSubview(toBack:)`; 14 `UIEdgeInsetsMake` (the labels go
        // before the arguments, after the comment); 18-22 the image data
        // functions, the argument `fallback ?? image` (line 20) put in
        // brackets. The comment and string (25, 26), the team's own
        // function and its call as a member (31, 32) stay.
        Golden(name: "SDKCalls", editLines: [1, 8, 9, 10, 14, 18, 19, 20, 21, 22]),
        // 2 `import ObjectiveC.runtime` made conditional, ScrollSimUIKit
        // (which declares the associated objects of lines 8, 9) in its
        // `#else`; the runtime calls already behind `#if
        // canImport(ObjectiveC)` (lines 14, 15) are not reported.
        Golden(name: "ObjectiveCImports", editLines: [2]),
        // 1 import; 3 `@objc protocol` wrapped, `AnyObject` added; 4 (its
        // `@objc(…)` line) and 6 requirements with no "not implemented"
        // answer (a `Bool` bound by a `guard`, a `CGSize` bound by an
        // `if let`): public protocols of their own on Linux; 13 the method
        // bound by name and 20 the `?(` call ask them with `as?`; 27 the
        // screen, whose extension (line 29) implements `sizeForItemAt`,
        // adopts its protocol after that extension.
        Golden(name: "SideRequirements", editLines: [1, 3, 3, 4, 6, 13, 20, 27]),
    ]

    @Test("Before ported is After, with the edits at the expected lines", arguments: goldens)
    func ported(_ golden: Golden) throws {
        let before = try GoldenFiles.before(golden.name)
        let (ported, notes) = try SwiftFilePort.port(before, teamRequirements: try SwiftFilePort.requirements(in: before),
                                                   teamOverrides: try SwiftFilePort.overrides(in: before),
                                                   teamFallbacks: try SwiftFilePort.fallbacks(in: before, file: "before.swift"),
                                                   teamSides: try SwiftFilePort.sides(in: before, fallbacks: try SwiftFilePort.fallbacks(in: before, file: "before.swift")))
        #expect(ported.text == (try GoldenFiles.after(golden.name)).text)
        #expect(notes.filter { $0.kind == .edit }.map(\.line) == golden.editLines, "\(notes)")
        #expect(notes.filter { $0.kind == .problem }.map(\.line) == golden.problemLines, "\(notes)")
    }

    /// `After/SDKRenames.swift` is compiled against ScrollSimUIKit by the
    /// test suite (the PortGolden target): every new name of the table is
    /// there, each old one in `Before`.
    @Test("every SDK rename is in the golden files, whose After compiles")
    func everyRenameCompiles() throws {
        let before = try GoldenFiles.before("SDKRenames").text, after = try GoldenFiles.after("SDKRenames").text
        for (old, new) in SwiftFilePort.sdkRenames {
            #expect(before.contains(old), "\(old)")
            #expect(after.contains(new), "\(new)")
        }
    }

    @Test("After ported again changes nothing and says nothing", arguments: goldens)
    func idempotent(_ golden: Golden) throws {
        let after = try GoldenFiles.after(golden.name)
        let (ported, notes) = try SwiftFilePort.port(after, teamRequirements: try SwiftFilePort.requirements(in: after),
                                                   teamOverrides: try SwiftFilePort.overrides(in: after),
                                                   teamFallbacks: try SwiftFilePort.fallbacks(in: after, file: "after.swift"))
        #expect(ported == after)
        #expect(notes.isEmpty, "\(notes)")
    }
}
