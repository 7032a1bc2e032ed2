#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A badge made from its bundle's resources, found through the class.
final class TypeMethodBadgeView: UIView {
    static var bundle: Bundle {
        #if canImport(ObjectiveC)
        Bundle(for: self.classForCoder())
        #else
        Bundle(for: self)
        #endif
    }

    class func badge(named name: String) -> TypeMethodBadgeView {
        #if canImport(ObjectiveC)
        let bundle = Bundle(for: self.classForCoder())
        #else
        let bundle = Bundle(for: self)
        #endif
        let badge = TypeMethodBadgeView(frame: .zero)
        badge.accessibilityIdentifier = bundle.bundleIdentifier.map { "\($0).\(name)" } ?? name
        return badge
    }

    func coderClassName() -> String {
        String(describing: self.classForCoder)
    }
}
