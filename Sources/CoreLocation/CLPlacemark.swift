import Foundation

/// `CLPlacemark`: a geocoder's description of a place. None is ever made
/// by the geocoder here (see `CLGeocoder`); `init(placemark:)` copies one.
open class CLPlacemark: NSObject, @unchecked Sendable {
    /// `location`.
    open private(set) var location: CLLocation?
    /// `name`.
    open private(set) var name: String?
    /// `thoroughfare`, the street.
    open private(set) var thoroughfare: String?
    /// `subThoroughfare`, the number in the street.
    open private(set) var subThoroughfare: String?
    /// `locality`, the city.
    open private(set) var locality: String?
    /// `subLocality`.
    open private(set) var subLocality: String?
    /// `administrativeArea`, the state or region.
    open private(set) var administrativeArea: String?
    /// `postalCode`.
    open private(set) var postalCode: String?
    /// `country`.
    open private(set) var country: String?
    /// `isoCountryCode`.
    open private(set) var isoCountryCode: String?
    /// `timeZone`.
    open private(set) var timeZone: TimeZone?

    /// A placemark of the given fields, for tests.
    package init(location: CLLocation?, name: String?, locality: String?, country: String?) {
        self.location = location
        self.name = name
        self.locality = locality
        self.country = country
        super.init()
    }

    /// `init(placemark:)`: a copy of every field.
    public init(placemark: CLPlacemark) {
        (location, name, thoroughfare, subThoroughfare) = (placemark.location, placemark.name, placemark.thoroughfare, placemark.subThoroughfare)
        (locality, subLocality, administrativeArea) = (placemark.locality, placemark.subLocality, placemark.administrativeArea)
        (postalCode, country, isoCountryCode, timeZone) = (placemark.postalCode, placemark.country, placemark.isoCountryCode, placemark.timeZone)
        super.init()
    }
}
