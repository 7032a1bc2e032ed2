import Foundation

/// `CLLocationManagerDelegate`: every requirement optional (defaults that
/// do nothing); none is ever called here — no location, heading, error or
/// authorization change arrives.
public protocol CLLocationManagerDelegate: NSObjectProtocol {
    /// `locationManager(_:didUpdateLocations:)`.
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    /// `locationManager(_:didFailWithError:)`.
    func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
    /// `locationManager(_:didChangeAuthorization:)`, deprecated in iOS 14.
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    /// `locationManagerDidChangeAuthorization(_:)` (iOS 14).
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
}

extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: Error) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
}
