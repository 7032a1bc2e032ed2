/// Names of the Swift 4 SDK that today's SDK declares renamed
/// (`@available(*, unavailable, renamed:)`: Xcode refuses them with a
/// fix-it) become the new names, on every platform, as the fix-it does:
/// `UIControlState` is `UIControl.State`. The iOS build changes from
/// "refused with a fix-it" to compiling.
///
/// Only names used as names are renamed: not a member after `.`, not a
/// declaration of the team's own of that name, never inside strings or
/// comments (the lexer keeps those whole).
enum SDKRenameRewrite {
    /// Old name → new name. Each new name is declared by ScrollSimUIKit (or
    /// Foundation); the golden file `SDKRenames` uses every one of them and
    /// is compiled by the test suite. Sources, per entry:
    /// * the nested UIKit types: Apple's documentation of each gives the C
    ///   enumeration it imports (`preciseIdentifier` `c:@E@UIControlState`
    ///   for `UIControl.State`, `c:@E@UISwipeGestureRecognizerDirection`,
    ///   `c:@E@UITableViewCellEditingStyle`, `c:@E@UIViewContentMode`,
    ///   `c:@E@UICollectionViewScrollPosition`,
    ///   `c:@E@UICollectionViewScrollDirection`, `c:@E@UIControlEvents`,
    ///   `c:@E@UITableViewCellStyle`, `c:@E@UITableViewRowAnimation`,
    ///   `c:@E@UIViewAnimationOptions`, `c:@E@UIButtonType`); Swift 4 imported it by
    ///   that name, which the importer keeps for Swift 4 as unavailable,
    ///   renamed (the 4.2 API notes nest it);
    /// * `UICollectionElementKindSectionHeader`/`Footer`: the constants'
    ///   Swift 4 names, which ScrollSimUIKit declares renamed already;
    /// * `NSAttributedStringKey`: swift-corelibs-foundation declares it
    ///   unavailable, renamed to `NSAttributedString.Key`, as Apple's
    ///   Foundation does.
    static let renames: [String: String] = [
        "UIControlState": "UIControl.State",
        "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
        "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
        "UIViewContentMode": "UIView.ContentMode",
        "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
        "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
        "UIControlEvents": "UIControl.Event",
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIButtonType": "UIButton.ButtonType",
        "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader",
        "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter",
        "NSAttributedStringKey": "NSAttributedString.Key",
        "RunLoopMode": "RunLoop.Mode",
    ]

    /// Members of the Swift 4 SDK renamed, by the member's old name: what
    /// replaces the whole `NSNotification.Name.UIKeyboardWillShow` (or
    /// `.UIKeyboardWillShow` where the type is implied), and `commonModes`
    /// of `RunLoop.Mode`. Sources: Apple's documentation gives
    /// `UIResponder.keyboardWillShowNotification` & co. as the class
    /// constants of the C `UIKeyboardWillShowNotification` & co., which
    /// Swift 4 imported as members of `NSNotification.Name` without the
    /// `Notification` suffix; `RunLoop.Mode.common` is the C
    /// `NSRunLoopCommonModes` (`c:@NSRunLoopCommonModes`), Swift 4's
    /// `RunLoopMode.commonModes`, and `RunLoop.Mode` is `c:@T@NSRunLoopMode`.
    static let notificationRenames: [String: String] = [
        "UIKeyboardWillShow": "UIResponder.keyboardWillShowNotification",
        "UIKeyboardDidShow": "UIResponder.keyboardDidShowNotification",
        "UIKeyboardWillHide": "UIResponder.keyboardWillHideNotification",
        "UIKeyboardDidHide": "UIResponder.keyboardDidHideNotification",
        "UIKeyboardWillChangeFrame": "UIResponder.keyboardWillChangeFrameNotification",
        "UIKeyboardDidChangeFrame": "UIResponder.keyboardDidChangeFrameNotification",
    ]

    /// The keywords after which a name is declared, not used (not `case`:
    /// `case UISwipeGestureRecognizerDirection.up:` is a pattern).
    private static let declaring: Set<String> = [
        "class", "struct", "enum", "protocol", "typealias", "func", "var", "let", "associatedtype", "actor", "import",
    ]

    static func rewrite(_ source: SwiftSource) -> RewriteResult {
        var result = RewriteResult()
        for index in source.tokens.indices where source.tokens[index].kind == .identifier && !source.isGuarded[index] {
            let name = source.text(index)
            if let member = memberRename(at: index, in: source) {
                result.edits.append(member.edit)
                result.notes.append(.edit(member.edit.range.lowerBound,
                    "`\(member.old)` is `\(member.edit.replacement)` in today's SDK, which refuses the old name with this fix-it: renamed on every platform"))
                continue
            }
            guard let renamed = renames[name] else { continue }
            if let previous = source.previous(before: index),
                source.isSymbol(previous, ".") || (source.tokens[previous].kind == .identifier && declaring.contains(source.text(previous)))
            {
                continue
            }
            result.edits.append(TextEdit(range: source.tokens[index].start..<source.tokens[index].end, replacement: renamed))
            result.notes.append(.edit(source.tokens[index].start,
                "`\(name)` is `\(renamed)` in today's SDK, which refuses the old name with this fix-it: renamed on every platform"))
        }
        return result
    }

    /// The edit for a renamed member at `index` (a name after `.`), and the
    /// old expression it replaces; `nil` for any other name, or a member of
    /// a base the rename is not known for.
    private static func memberRename(at index: Int, in source: SwiftSource) -> (edit: TextEdit, old: String)? {
        guard let dot = source.previous(before: index), source.isSymbol(dot, ".") else { return nil }
        let name = source.text(index)
        let base = source.previous(before: dot)
        // A name before the dot, or a closing bracket: the member has a base.
        let hasBase = base.map { source.tokens[$0].kind == .identifier || source.isSymbol($0, ")") || source.isSymbol($0, "]")
            || source.isSymbol($0, "?") || source.isSymbol($0, "!") } ?? false
        if let renamed = notificationRenames[name] {
            guard hasBase, let base else {
                return (TextEdit(range: source.tokens[dot].start..<source.tokens[index].end, replacement: renamed), ".\(name)")
            }
            // `NSNotification.Name.X` or `Notification.Name.X`.
            guard source.isWord(base, "Name"), let secondDot = source.previous(before: base), source.isSymbol(secondDot, "."),
                let type = source.previous(before: secondDot), source.isWord(type, "NSNotification") || source.isWord(type, "Notification")
            else { return nil }
            let range = source.tokens[type].start..<source.tokens[index].end
            return (TextEdit(range: range, replacement: renamed), source.text(range))
        }
        if name == "commonModes" {
            // `.commonModes` implied, `RunLoopMode.commonModes`, `RunLoop.Mode.commonModes`.
            if let base, hasBase {
                let isMode = source.isWord(base, "RunLoopMode")
                    || (source.isWord(base, "Mode") && source.previous(before: base).flatMap { source.previous(before: $0) }
                        .map { source.isWord($0, "RunLoop") } == true)
                guard isMode else { return nil }
            }
            return (TextEdit(range: source.tokens[index].start..<source.tokens[index].end, replacement: "common"), name)
        }
        return nil
    }
}
