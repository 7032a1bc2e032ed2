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
}
