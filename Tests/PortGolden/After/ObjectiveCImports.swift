import Foundation
#if canImport(ObjectiveC)
import ObjectiveC.runtime
#else
import ScrollSimUIKit
#endif

private var badgeKey: UInt8 = 0

final class BadgeHolder {
    var badge: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    static func swizzle(_ type: AnyClass, _ a: Selector, _ b: Selector) {
        #if canImport(ObjectiveC)
        guard let first = class_getInstanceMethod(type, a), let second = class_getInstanceMethod(type, b) else { return }
        method_exchangeImplementations(first, second)
        #endif
    }
}
