import Foundation

/// `PHObject`: what Photos' model objects share.
open class PHObject: NSObject {
    /// `localIdentifier`.
    public let localIdentifier: String

    package init(localIdentifier: String) {
        self.localIdentifier = localIdentifier
        super.init()
    }
}
