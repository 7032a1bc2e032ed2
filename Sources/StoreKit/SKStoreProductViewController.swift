import Foundation
import ScrollSimUIKit

/// `SKStoreProductParameterITunesItemIdentifier`: the product's App Store
/// identifier (the key's value is StoreKit's, `"id"`).
public let SKStoreProductParameterITunesItemIdentifier = "id"
/// `SKStoreProductParameterAffiliateToken` (`"at"`).
public let SKStoreProductParameterAffiliateToken = "at"
/// `SKStoreProductParameterCampaignToken` (`"ct"`).
public let SKStoreProductParameterCampaignToken = "ct"
/// `SKStoreProductParameterProviderToken` (`"pt"`).
public let SKStoreProductParameterProviderToken = "pt"
/// `SKStoreProductParameterAdvertisingPartnerToken` (`"advp"`).
public let SKStoreProductParameterAdvertisingPartnerToken = "advp"

/// `SKErrorDomain`: StoreKit's error domain.
public let SKErrorDomain = "SKErrorDomain"

/// `SKStoreProductViewController`: an App Store product page. The
/// parameters and delegate are kept; the store is never reached:
/// `loadProduct(withParameters:completionBlock:)` answers at once, on the
/// caller's thread, with `(false, error)` — `SKErrorDomain`, code 5,
/// `storeProductNotAvailable` —, and presenting the page is kept as for any
/// view controller. The delegate is never called (there is no Done button).
@preconcurrency @MainActor
open class SKStoreProductViewController: UIViewController {
    /// `delegate`: kept weakly, never called.
    open weak var delegate: SKStoreProductViewControllerDelegate?
    /// The parameters of the last `loadProduct` call.
    package private(set) var productParameters: [String: Any]?

    /// StoreKit's `storeProductNotAvailable` code (5).
    package static let storeProductNotAvailable = 5

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `loadProduct(withParameters:completionBlock:)`: the parameters are
    /// kept; the block gets `(false, storeProductNotAvailable)` at once.
    open func loadProduct(withParameters parameters: [String: Any], completionBlock block: ((Bool, Error?) -> Void)? = nil) {
        productParameters = parameters
        block?(false, NSError(domain: SKErrorDomain, code: Self.storeProductNotAvailable))
    }

    /// `loadProduct(withParameters:)`: throws that error.
    open func loadProduct(withParameters parameters: [String: Any]) async throws {
        productParameters = parameters
        throw NSError(domain: SKErrorDomain, code: Self.storeProductNotAvailable)
    }
}

/// `SKStoreProductViewControllerDelegate`: its one requirement optional,
/// with a default that does nothing; never called here.
@preconcurrency @MainActor
public protocol SKStoreProductViewControllerDelegate: NSObjectProtocol {
    /// `productViewControllerDidFinish(_:)`: the user tapped Done.
    func productViewControllerDidFinish(_ viewController: SKStoreProductViewController)
}

extension SKStoreProductViewControllerDelegate {
    public func productViewControllerDidFinish(_ viewController: SKStoreProductViewController) {}
}
