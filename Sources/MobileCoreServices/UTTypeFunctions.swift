import Foundation
import ScrollSimCoreGraphics
import UniformTypeIdentifiers

// MobileCoreServices' C functions over type identifiers (deprecated in iOS
// 15, still declared), answered by UniformTypeIdentifiers' `UTType`: the
// same table, so both APIs agree.

/// `UTTypeConformsTo(_:_:)`: `inUTI` is `inConformsToUTI` or conforms to it
/// (`UTType.conforms(to:)`); false when either is not declared.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    guard let type = UTType(inUTI as String), let supertype = UTType(inConformsToUTI as String) else {
        return (inUTI as String) == (inConformsToUTI as String)
    }
    return type.conforms(to: supertype)
}

/// `UTTypeEqual(_:_:)`: the identifiers are equal.
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool {
    (inUTI1 as String) == (inUTI2 as String)
}

/// `UTTypeCreatePreferredIdentifierForTag(_:_:_:)`: the identifier of the
/// type with that filename extension or MIME type (see `UTType`'s
/// initialisers), conforming to `inConformingToUTI` when given; nil for
/// another tag class. Retained: `takeRetainedValue()` it.
public func UTTypeCreatePreferredIdentifierForTag(
    _ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?
) -> Unmanaged<CFString>? {
    let supertype = inConformingToUTI.flatMap { UTType($0 as String) } ?? .data
    let tagClass = inTagClass as String
    let type: UTType?
    if tagClass == kUTTagClassFilenameExtension as String {
        type = UTType(filenameExtension: inTag as String, conformingTo: supertype)
    } else if tagClass == kUTTagClassMIMEType as String {
        type = UTType(mimeType: inTag as String).flatMap { $0.conforms(to: supertype) ? $0 : nil }
    } else {
        type = nil
    }
    return type.map { Unmanaged.passRetained($0.identifier as CFString) }
}

/// `UTTypeCopyPreferredTagWithClass(_:_:)`: the type's preferred filename
/// extension or MIME type, nil when it has none or the class is another.
/// Retained: `takeRetainedValue()` it.
public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFString>? {
    guard let type = UTType(inUTI as String) else { return nil }
    let tagClass = inTagClass as String
    let tag: String?
    if tagClass == kUTTagClassFilenameExtension as String {
        tag = type.preferredFilenameExtension
    } else if tagClass == kUTTagClassMIMEType as String {
        tag = type.preferredMIMEType
    } else {
        tag = nil
    }
    return tag.map { Unmanaged.passRetained($0 as CFString) }
}
