import Foundation

/// `CLAuthorizationStatus`: Core Location's states (its raw values). Here
/// it stays `.notDetermined`: there is no user to answer.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4

    /// `authorized`: the macOS name of `.authorizedAlways`, deprecated on iOS.
    @available(iOS, deprecated: 8.0, message: "Use kCLAuthorizationStatusAuthorizedAlways")
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

/// `CLAccuracyAuthorization`: full or reduced (iOS 14).
public enum CLAccuracyAuthorization: Int, Sendable {
    case fullAccuracy = 0
    case reducedAccuracy = 1
}

/// `CLActivityType`: what the app tracks, a hint kept by the manager.
public enum CLActivityType: Int, Sendable {
    case other = 1
    case automotiveNavigation = 2
    case fitness = 3
    case otherNavigation = 4
    case airborne = 5
}

/// `kCLErrorDomain`: Core Location's error domain.
public let kCLErrorDomain = "kCLErrorDomain"

/// `kCLErrorNetwork`'s code in `kCLErrorDomain` (2), the geocoder's answer here.
package let clErrorNetwork = 2
