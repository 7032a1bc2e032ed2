import Foundation
import ScrollSimUIKit
import Testing

/// What form screens use around their fields: text content types, the
/// content size category ladder, the safe area a controller adds to, nib
/// registrations and opening URLs; every expected value worked out by hand.
@MainActor
@Suite("ScrollSimUIKit: forms — content types, size categories, safe area, nib registrations, URLs")
struct FormSurfaceTests {
    @Test("text content types keep UIKit's autocomplete raw values and are kept by fields and text views")
    func textContentTypes() {
        // The SDK's constants are the HTML autocomplete tokens.
        #expect(UITextContentType.emailAddress.rawValue == "email")
        #expect(UITextContentType.postalCode.rawValue == "postal-code")
        #expect(UITextContentType.username != UITextContentType.password)
        let field = UITextField()
        #expect(field.textContentType == nil)
        field.textContentType = .oneTimeCode
        #expect(field.textContentType == UITextContentType(rawValue: "one-time-code"))
        let textView = UITextView()
        #expect(textView.textContentType == nil)
        // No data detection by default, as in UIKit; `.all` holds every bit.
        #expect(textView.dataDetectorTypes.isEmpty)
        textView.dataDetectorTypes = [.link, .phoneNumber]
        // 1 << 1 | 1 << 0 = 3.
        #expect(textView.dataDetectorTypes.rawValue == 3)
        #expect(UIDataDetectorTypes.all.contains([.physicalValue, .money, .lookupSuggestion]))
    }

    @Test("content size categories compare along UIKit's ladder, accessibility sizes above the rest")
    func sizeCategoryOrder() {
        let ladder: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        // Every ordered pair against its positions in the list above.
        for (i, left) in ladder.enumerated() {
            for (j, right) in ladder.enumerated() {
                #expect((left < right) == (i < j))
                #expect((left <= right) == (i <= j))
                #expect((left > right) == (i > j))
                #expect((left >= right) == (i >= j))
            }
        }
        // Fields' split: the default .large is <= .large; XXL is between.
        #expect(UIContentSizeCategory.large <= .large)
        #expect(!(UIContentSizeCategory.extraExtraLarge <= .large) && UIContentSizeCategory.extraExtraLarge <= .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
    }

    @Test("additionalSafeAreaInsets reach the controller's view and the subviews that overlap them")
    func additionalSafeArea() {
        let controller = SafeAreaController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        let header = SafeAreaCountingView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let middle = SafeAreaCountingView(frame: CGRect(x: 10, y: 200, width: 100, height: 100))
        let footer = SafeAreaCountingView(frame: CGRect(x: 0, y: 600, width: 375, height: 67))
        [header, middle, footer].forEach(controller.view.addSubview)
        #expect(controller.view.safeAreaInsets == .zero)

        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 300, right: 0)
        #expect(controller.changes == 1)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 300, right: 0))
        // The header (y 0…100) overlaps the top 20 points only.
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        // The safe area's bottom edge is at 667 − 300 = 367: the middle view
        // (y 200…300) ends above it; the footer (600…667) is wholly inside
        // the inset, so its bottom inset is its height, 67.
        #expect(middle.safeAreaInsets == .zero)
        #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 67, right: 0))
        // Told of it: the header and the footer, whose safe areas changed;
        // not the middle view, whose stayed empty.
        #expect(header.changes == 1 && middle.changes == 0 && footer.changes == 1)

        // The same value again is no change.
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 300, right: 0)
        #expect(controller.changes == 1)
        #expect(header.changes == 1 && middle.changes == 0 && footer.changes == 1)
        // The layout guide follows: 375 × (667 − 20 − 300) from y 20.
        #expect(controller.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 20, width: 375, height: 347))
    }

    @Test("nib registrations dequeue their own class, configured by the handler")
    func nibRegistrations() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.headerReferenceSize = CGSize(width: 375, height: 30)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        let nib = UINib(nibName: "FormCell", bundle: nil)
        let cells = UICollectionView.CellRegistration<FormCell, String>(cellNib: nib) { cell, _, item in cell.title = item }
        let cell = view.dequeueConfiguredReusableCell(using: cells, for: IndexPath(item: 0, section: 0), item: "Name")
        #expect(cell.title == "Name")
        let headers = UICollectionView.SupplementaryRegistration<FormHeader>(
            supplementaryNib: UINib(nibName: "FormHeader", bundle: nil), elementKind: UICollectionView.elementKindSectionHeader
        ) { header, kind, indexPath in header.kind = "\(kind) \(indexPath.section)" }
        let header = view.dequeueConfiguredReusableSupplementary(using: headers, for: IndexPath(item: 0, section: 0))
        #expect(header.kind == "\(UICollectionView.elementKindSectionHeader) 0")
    }

    @Test("opening a URL: nothing opens, the completion handler hears false at once")
    func openURL() async {
        let url = URL(string: "https://example.com")!
        var answers: [Bool] = []
        UIApplication.shared.open(url, options: [.universalLinksOnly: true]) { answers.append($0) }
        #expect(answers == [false])
        #expect(await UIApplication.shared.open(url) == false)
        #expect(!UIApplication.shared.canOpenURL(url))
    }
}

private final class SafeAreaController: UIViewController {
    var changes = 0
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        changes += 1
    }
}

private final class FormCell: UICollectionViewCell {
    var title = ""
}

private final class FormHeader: UICollectionReusableView {
    var kind = ""
}

/// A view that counts `safeAreaInsetsDidChange()` calls.
private final class SafeAreaCountingView: UIView {
    var changes = 0
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        changes += 1
    }
}
