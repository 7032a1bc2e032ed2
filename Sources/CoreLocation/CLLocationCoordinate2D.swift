import Foundation

/// `CLLocationDegrees`: a latitude or longitude in degrees.
public typealias CLLocationDegrees = Double
/// `CLLocationDistance`: a distance in metres.
public typealias CLLocationDistance = Double
/// `CLLocationAccuracy`: an accuracy radius in metres; negative is invalid.
public typealias CLLocationAccuracy = Double
/// `CLLocationSpeed`: metres per second; negative is invalid.
public typealias CLLocationSpeed = Double
/// `CLLocationDirection`: degrees from true north; negative is invalid.
public typealias CLLocationDirection = Double

/// `CLLocationCoordinate2D`: a latitude and a longitude in degrees (WGS 84).
public struct CLLocationCoordinate2D: Sendable {
    /// `latitude`: −90…90.
    public var latitude: CLLocationDegrees
    /// `longitude`: −180…180.
    public var longitude: CLLocationDegrees

    /// `init()`: 0, 0.
    public init() {
        self.init(latitude: 0, longitude: 0)
    }

    /// `init(latitude:longitude:)`.
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// `CLLocationCoordinate2DMake(_:_:)`.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// `CLLocationCoordinate2DIsValid(_:)`: latitude within −90…90 and
/// longitude within −180…180 (Core Location's rule).
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// `kCLLocationCoordinate2DInvalid`: (−180, −180), which is not valid.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// `kCLLocationAccuracyBestForNavigation` (−2), as Core Location declares it.
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
/// `kCLLocationAccuracyBest` (−1).
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
/// `kCLLocationAccuracyNearestTenMeters` (10).
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
/// `kCLLocationAccuracyHundredMeters` (100).
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
/// `kCLLocationAccuracyKilometer` (1000).
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
/// `kCLLocationAccuracyThreeKilometers` (3000).
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
/// `kCLLocationAccuracyReduced` (3000).
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
/// `kCLDistanceFilterNone` (−1): every movement.
public let kCLDistanceFilterNone: CLLocationDistance = -1
