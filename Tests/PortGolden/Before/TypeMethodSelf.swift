import UIKit

/// A badge made from its bundle's resources, found through the class.
final class TypeMethodBadgeView: UIView {
    static var bundle: Bundle {
        Bundle(for: self.classForCoder())
    }

    class func badge(named name: String) -> TypeMethodBadgeView {
        let bundle = Bundle(for: self.classForCoder())
        let badge = TypeMethodBadgeView(frame: .zero)
        badge.accessibilityIdentifier = bundle.bundleIdentifier.map { "\($0).\(name)" } ?? name
        return badge
    }

    func coderClassName() -> String {
        String(describing: self.classForCoder)
    }
}
