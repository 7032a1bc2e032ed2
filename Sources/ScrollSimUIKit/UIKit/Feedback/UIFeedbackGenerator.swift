import Foundation

/// `UIFeedbackGenerator`: haptics. Inert: there is no Taptic Engine here,
/// so `prepare()` and every generator's trigger do nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() {
        super.init()
    }

    /// `prepare()`: nothing to prepare.
    open func prepare() {}
}
