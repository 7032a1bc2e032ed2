// `import MobileCoreServices` on Linux (this module is declared on Linux
// only): the `kUTType…` identifiers as `CFString`, the tag classes and the
// C functions over them, answered by UniformTypeIdentifiers' table of the
// common declared types (docs/uikit.md, "SDK frameworks beside UIKit").
// `CFString` is `NSString` on Linux (ScrollSimCoreGraphics), re-exported
// with it.
@_exported import Foundation
@_exported import ScrollSimCoreGraphics
