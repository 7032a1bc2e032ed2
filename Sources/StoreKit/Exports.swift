// `import StoreKit` on Linux (this module is declared on Linux only): the
// App Store product page and the review request, kept and inert — the App
// Store is never reached and nothing is bought (docs/uikit.md, "SDK
// frameworks beside UIKit"). On iOS the framework brings UIKit with it;
// here it brings ScrollSimUIKit. Payments and products are not simulated.
@_exported import Foundation
@_exported import ScrollSimUIKit

@available(*, unavailable, message: "SKPaymentQueue is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class SKPaymentQueue {}
@available(*, unavailable, message: "SKProductsRequest is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class SKProductsRequest {}
@available(*, unavailable, message: "SKProduct is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class SKProduct {}
