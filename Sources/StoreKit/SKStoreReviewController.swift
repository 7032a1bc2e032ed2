import Foundation

/// `SKStoreReviewController`: asks the user to rate the app. The prompt is
/// never shown here (StoreKit itself decides whether to show it, and
/// shows it at most three times a year); the call returns at once.
/// `requestReview(in:)` takes a `UIWindowScene`, which is not simulated,
/// so only the deprecated `requestReview()` is declared.
@preconcurrency @MainActor
open class SKStoreReviewController: NSObject {
    /// `requestReview()`: no prompt is shown.
    @available(iOS, deprecated: 14.0, message: "Use requestReview(in:)")
    open class func requestReview() {}
}
