import Foundation

/// `CLGeocodeCompletionHandler`: the placemarks found, or an error.
public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, Error?) -> Void

/// `CLGeocoder`: turns coordinates into places and back through Apple's
/// servers, which are never reached here: every request is answered at
/// once, on the caller's thread (iOS answers later, on the main queue),
/// with no placemarks and Core Location's network error
/// (`kCLErrorDomain`, code 2, `kCLErrorNetwork`), as iOS answers without a
/// connection. `isGeocoding` is therefore false after every call.
open class CLGeocoder: NSObject {
    /// `isGeocoding`: false; no request is ever pending.
    open var isGeocoding: Bool { false }

    public override init() {
        super.init()
    }

    /// `reverseGeocodeLocation(_:completionHandler:)`: `(nil, network error)` at once.
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, Self.networkError)
    }

    /// `reverseGeocodeLocation(_:preferredLocale:completionHandler:)`: as without a locale.
    open func reverseGeocodeLocation(
        _ location: CLLocation, preferredLocale locale: Locale?, completionHandler: @escaping CLGeocodeCompletionHandler
    ) {
        completionHandler(nil, Self.networkError)
    }

    /// `geocodeAddressString(_:completionHandler:)`: `(nil, network error)` at once.
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        completionHandler(nil, Self.networkError)
    }

    /// `reverseGeocodeLocation(_:)`: throws the network error.
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw Self.networkError
    }

    /// `geocodeAddressString(_:)`: throws the network error.
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] {
        throw Self.networkError
    }

    /// `cancelGeocode()`: nothing is pending.
    open func cancelGeocode() {}

    static var networkError: NSError { NSError(domain: kCLErrorDomain, code: clErrorNetwork) }
}
