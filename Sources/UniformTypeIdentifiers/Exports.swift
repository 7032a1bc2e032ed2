// `import UniformTypeIdentifiers` on Linux (this module is declared on
// Linux only): `UTType` over a small table of the system's common declared
// types (their identifiers, conformances, filename extensions and MIME
// types), so that type lookups and `conforms(to:)` answer as on iOS for
// those types (docs/uikit.md, "SDK frameworks beside UIKit").
@_exported import Foundation
