import Foundation

/// `WKNavigation`: the token of a page load. Here no load ever starts, so a
/// navigation is only something to compare by identity.
@preconcurrency @MainActor
open class WKNavigation: NSObject {
    package override init() {
        super.init()
    }
}
