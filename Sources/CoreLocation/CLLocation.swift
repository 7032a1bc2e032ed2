import Foundation

/// `CLLocation`: a coordinate with its altitude, accuracies, course, speed
/// and time, kept as given. Made by code (no location ever arrives from a
/// manager here); `distance(from:)` is real geometry.
open class CLLocation: NSObject, @unchecked Sendable {
    /// `coordinate`.
    public let coordinate: CLLocationCoordinate2D
    /// `altitude`: metres above sea level.
    public let altitude: CLLocationDistance
    /// `horizontalAccuracy`: metres; negative means the coordinate is invalid.
    public let horizontalAccuracy: CLLocationAccuracy
    /// `verticalAccuracy`: metres; negative means the altitude is invalid.
    public let verticalAccuracy: CLLocationAccuracy
    /// `course`: degrees from true north; −1 when unknown.
    public let course: CLLocationDirection
    /// `speed`: metres per second; −1 when unknown.
    public let speed: CLLocationSpeed
    /// `timestamp`: when the location was made.
    public let timestamp: Date

    /// `init(latitude:longitude:)`: altitude 0, horizontal accuracy 0,
    /// vertical accuracy, course and speed −1, stamped now.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
            horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, speed: -1, timestamp: Date()
        )
    }

    /// `init(coordinate:altitude:horizontalAccuracy:verticalAccuracy:timestamp:)`:
    /// course and speed −1.
    public convenience init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.init(
            coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
            course: -1, speed: -1, timestamp: timestamp
        )
    }

    /// `init(coordinate:altitude:horizontalAccuracy:verticalAccuracy:course:speed:timestamp:)`.
    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.course = course
        self.speed = speed
        self.timestamp = timestamp
        super.init()
    }

    /// `distance(from:)`: the great-circle distance in metres between the
    /// two coordinates (haversine formula on a sphere of the WGS 84 mean
    /// radius, 6 371 008.8 m; Core Location's own figure follows the
    /// ellipsoid and differs by up to about 0.5 %). Altitude is ignored,
    /// as Core Location ignores it.
    open func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let toRadians = Double.pi / 180
        let (phi1, phi2) = (coordinate.latitude * toRadians, location.coordinate.latitude * toRadians)
        let deltaPhi = phi2 - phi1
        let deltaLambda = (location.coordinate.longitude - coordinate.longitude) * toRadians
        let h = sin(deltaPhi / 2) * sin(deltaPhi / 2) + cos(phi1) * cos(phi2) * sin(deltaLambda / 2) * sin(deltaLambda / 2)
        return 2 * radius * asin(min(1, h.squareRoot()))
    }
}
