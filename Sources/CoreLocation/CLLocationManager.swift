import Foundation

/// `CLLocationManager`: the settings an app gives Core Location, kept;
/// nothing is ever sensed. Location services are not enabled
/// (`locationServicesEnabled()` is false, as is every `…Available()`),
/// authorization stays `.notDetermined` — `requestWhenInUseAuthorization()`
/// and `requestAlwaysAuthorization()` change nothing, since no user is
/// asked —, `location` and `heading` stay nil, and the delegate is never
/// called: starting updates or `requestLocation()` delivers nothing.
open class CLLocationManager: NSObject {
    /// `delegate`: kept weakly.
    open weak var delegate: CLLocationManagerDelegate?
    /// `desiredAccuracy`: `kCLLocationAccuracyBest` by default, as Core Location's.
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    /// `distanceFilter`: `kCLDistanceFilterNone` by default.
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    /// `activityType`: `.other` by default.
    open var activityType: CLActivityType = .other
    /// `pausesLocationUpdatesAutomatically`: true by default.
    open var pausesLocationUpdatesAutomatically = true
    /// `allowsBackgroundLocationUpdates`: false by default.
    open var allowsBackgroundLocationUpdates = false
    /// `showsBackgroundLocationIndicator`: false by default.
    open var showsBackgroundLocationIndicator = false
    /// `headingFilter`: degrees, 1 by default.
    open var headingFilter: CLLocationDirection = 1
    /// `location`: nil; no location is ever determined.
    open var location: CLLocation? { nil }
    /// `authorizationStatus` (iOS 14): `.notDetermined`, always.
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    /// `accuracyAuthorization` (iOS 14): `.fullAccuracy`, Core Location's
    /// value before any answer.
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }

    public override init() {
        super.init()
    }

    /// `authorizationStatus()`: `.notDetermined`, always (deprecated in iOS 14).
    @available(iOS, deprecated: 14.0)
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    /// `locationServicesEnabled()`: false; there is no location hardware.
    open class func locationServicesEnabled() -> Bool { false }
    /// `headingAvailable()`: false.
    open class func headingAvailable() -> Bool { false }
    /// `significantLocationChangeMonitoringAvailable()`: false.
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }

    /// `requestWhenInUseAuthorization()`: no user is asked; the status
    /// stays `.notDetermined` and the delegate is not called.
    open func requestWhenInUseAuthorization() {}
    /// `requestAlwaysAuthorization()`: as `requestWhenInUseAuthorization()`.
    open func requestAlwaysAuthorization() {}
    /// `requestLocation()`: nothing is delivered.
    open func requestLocation() {}
    /// `startUpdatingLocation()`: nothing is delivered.
    open func startUpdatingLocation() {}
    /// `stopUpdatingLocation()`.
    open func stopUpdatingLocation() {}
    /// `startUpdatingHeading()`: nothing is delivered.
    open func startUpdatingHeading() {}
    /// `stopUpdatingHeading()`.
    open func stopUpdatingHeading() {}
    /// `startMonitoringSignificantLocationChanges()`: nothing is delivered.
    open func startMonitoringSignificantLocationChanges() {}
    /// `stopMonitoringSignificantLocationChanges()`.
    open func stopMonitoringSignificantLocationChanges() {}
}
