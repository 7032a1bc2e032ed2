#if canImport(UIKit) || os(Linux) && canImport(ScrollSimUIKit)
#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif
#elseif canImport(AppKit)
import AppKit
#endif

#if (os(iOS) || os(Linux) && canImport(ScrollSimUIKit)) || os(tvOS)
public final class PagerCell: UICollectionViewCell {
    #if canImport(ObjectiveC)
    @IBOutlet
    #endif
    weak var titleLabel: UILabel?

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

#if !(canImport(UIKit) || os(Linux) && canImport(ScrollSimUIKit))
typealias PagerColor = NSColor
#else
typealias PagerColor = UIColor
#endif

#if (os(iOS) || os(Linux) && canImport(ScrollSimUIKit)) && !targetEnvironment(macCatalyst) // no haptics on the Mac
extension PagerCell {
    func listen(to view: UIView) {
        #if canImport(ObjectiveC)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        #else
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("tapped")))
        #endif
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func tapped() {}
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
