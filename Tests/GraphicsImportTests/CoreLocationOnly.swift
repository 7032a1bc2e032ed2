// Only `import CoreLocation`, as a file written for iOS imports it.
import CoreLocation

/// A camera screen's location helper, as photo pickers write it: asks for
/// permission, starts updates, keeps the latest location and counts every
/// delegate call.
final class LatestLocation: NSObject, CLLocationManagerDelegate {
    let manager = CLLocationManager()
    private(set) var latest: CLLocation?
    private(set) var delegateCalls = 0

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyBest
    }

    func start() {
        manager.requestWhenInUseAuthorization()
        manager.startUpdatingLocation()
        manager.requestLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        delegateCalls += 1
        latest = locations.last
    }

    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {
        delegateCalls += 1
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {
        delegateCalls += 1
    }
}
