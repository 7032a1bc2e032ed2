#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

#if os(iOS) || os(tvOS)
public final class PagerCell: UICollectionViewCell {
    @IBOutlet weak var titleLabel: UILabel?

    public override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel?.text = nil
    }
}
#else
public final class PagerCell: NSCollectionViewItem {
    @IBOutlet weak var titleLabel: NSTextField?
}
#endif

#if !canImport(UIKit)
typealias PagerColor = NSColor
#else
typealias PagerColor = UIColor
#endif

#if os(iOS) && !targetEnvironment(macCatalyst) // no haptics on the Mac
extension PagerCell {
    func listen(to view: UIView) {
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    @objc func tapped() {}
}
#endif

#if os(tvOS)
@objc protocol FocusListener {}
#endif

#if os(Linux)
let pagerPlatform = "linux"
#elseif os(iOS)
@objc protocol PlatformListener {}
#endif

// `#if os(iOS)` in a comment, and in a string, is no condition.
let conditionNote = "#if canImport(UIKit)"
