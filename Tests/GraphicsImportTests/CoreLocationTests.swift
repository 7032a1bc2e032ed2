import CoreLocation
import Testing

/// Core Location with no hardware and no user: nothing arrives, the status
/// never changes, the geocoder answers with the network error; distances
/// are real geometry.
@Suite struct CoreLocationTests {
    @Test("A manager started and asked delivers nothing; the status stays notDetermined")
    func managerDeliversNothing() {
        let helper = LatestLocation()
        helper.start()
        #expect(helper.delegateCalls == 0 && helper.latest == nil && helper.manager.location == nil)
        #expect(helper.manager.authorizationStatus == .notDetermined)
        #expect(CLLocationManager.authorizationStatus() == .notDetermined)
        #expect(!CLLocationManager.locationServicesEnabled() && !CLLocationManager.headingAvailable())
        // Defaults, as Core Location's.
        let manager = CLLocationManager()
        #expect(manager.desiredAccuracy == kCLLocationAccuracyBest && manager.distanceFilter == kCLDistanceFilterNone)
        #expect(manager.activityType == .other && manager.pausesLocationUpdatesAutomatically)
    }

    @Test("The geocoder answers at once with no placemark and kCLErrorNetwork")
    func geocoder() async {
        let geocoder = CLGeocoder()
        var answers: [([CLPlacemark]?, NSError?)] = []
        geocoder.reverseGeocodeLocation(CLLocation(latitude: 48.85, longitude: 2.35)) { placemarks, error in
            answers.append((placemarks, error as NSError?))
        }
        geocoder.geocodeAddressString("1 Infinite Loop") { placemarks, error in
            answers.append((placemarks, error as NSError?))
        }
        #expect(answers.count == 2)
        for (placemarks, error) in answers {
            #expect(placemarks == nil && error?.domain == kCLErrorDomain && error?.code == 2)
        }
        do {
            _ = try await geocoder.reverseGeocodeLocation(CLLocation(latitude: 0, longitude: 0))
            Issue.record("a placemark was found")
        } catch {
            #expect((error as NSError).code == 2)
        }
        #expect(!geocoder.isGeocoding)
    }

    @Test("distance(from:) is the great-circle distance")
    func distance() {
        // One degree of longitude on the equator: 2πR/360 with R =
        // 6 371 008.8 m, = 111 195.080 m.
        let origin = CLLocation(latitude: 0, longitude: 0)
        let east = CLLocation(latitude: 0, longitude: 1)
        #expect(abs(origin.distance(from: east) - 111_195.080) < 0.01)
        #expect(abs(east.distance(from: origin) - origin.distance(from: east)) < 1e-9)
        // Equator to pole: a quarter meridian, πR/2 = 10 007 557.221 m.
        #expect(abs(origin.distance(from: CLLocation(latitude: 90, longitude: 0)) - 10_007_557.221) < 0.01)
        #expect(origin.distance(from: origin) == 0)
    }

    @Test("Coordinates: validity bounds; placemarks copy")
    func coordinatesAndPlacemarks() {
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(90, 180)))
        #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 90.1, longitude: 0)))
        let place = CLPlacemark(location: CLLocation(latitude: 1, longitude: 2), name: "Here", locality: "Paris", country: "France")
        let copy = CLPlacemark(placemark: place)
        #expect(copy.locality == "Paris" && copy.name == "Here" && copy.country == "France" && copy.location === place.location)
        // The convenience initialiser's unknown values: −1.
        let location = CLLocation(latitude: 1, longitude: 2)
        #expect(location.course == -1 && location.speed == -1 && location.verticalAccuracy == -1 && location.coordinate.longitude == 2)
    }
}
