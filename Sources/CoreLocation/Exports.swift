// `import CoreLocation` on Linux (this module is declared on Linux only):
// the location manager, its delegate, locations, coordinates and the
// geocoder, kept. There is no location hardware and no user to ask:
// authorization stays `.notDetermined` (a request changes nothing), no
// location, heading or error ever arrives, and the geocoder answers with
// `kCLErrorDomain`'s network error (docs/uikit.md, "SDK frameworks beside
// UIKit").
@_exported import Foundation
