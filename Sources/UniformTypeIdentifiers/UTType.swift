import Foundation

/// `UTType`: a uniform type identifier. The system's common declared
/// types (the `UTType` constants here) come from a table of their
/// identifiers, direct conformances, filename extensions and MIME types;
/// `conforms(to:)` follows the conformances transitively, as the system
/// does. A filename extension or MIME type the table does not know gives a
/// dynamic type (`isDynamic`) conforming to `public.data`, as on iOS; its
/// identifier starts with `dyn.` but is not the system's encoding of the tag.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// `identifier`: the reverse-DNS identifier (`"public.jpeg"`).
    public let identifier: String
    /// The tag a dynamic type was made from, and whether it is a MIME type.
    let dynamicTag: (value: String, isMIMEType: Bool)?

    /// `init(_:)`: the declared type of `identifier`, nil when the table
    /// does not declare it.
    public init?(_ identifier: String) {
        guard UTTypeDeclaration.byIdentifier[identifier] != nil else { return nil }
        self.init(declared: identifier)
    }

    /// `init(filenameExtension:)`: the declared type with that extension
    /// (case-insensitive), or a dynamic type conforming to `public.data`.
    public init?(filenameExtension: String) {
        self.init(filenameExtension: filenameExtension, conformingTo: .data)
    }

    /// `init(filenameExtension:conformingTo:)`: the first declared type with
    /// that extension that conforms to `supertype`, or a dynamic type when
    /// `supertype` is `public.data` or above; nil otherwise.
    public init?(filenameExtension: String, conformingTo supertype: UTType) {
        let tag = filenameExtension.lowercased()
        if let found = UTTypeDeclaration.table.first(where: {
            $0.filenameExtensions.contains(tag) && UTType(declared: $0.identifier).conforms(to: supertype)
        }) {
            self.init(declared: found.identifier)
        } else if UTType.data.conforms(to: supertype), !tag.isEmpty {
            self.init(dynamic: tag, isMIMEType: false)
        } else {
            return nil
        }
    }

    /// `init(mimeType:)`: the declared type with that MIME type
    /// (case-insensitive), or a dynamic type conforming to `public.data`.
    public init?(mimeType: String) {
        let tag = mimeType.lowercased()
        if let found = UTTypeDeclaration.table.first(where: { $0.mimeTypes.contains(tag) }) {
            self.init(declared: found.identifier)
        } else if !tag.isEmpty {
            self.init(dynamic: tag, isMIMEType: true)
        } else {
            return nil
        }
    }

    init(declared identifier: String) {
        self.identifier = identifier
        self.dynamicTag = nil
    }

    init(dynamic tag: String, isMIMEType: Bool) {
        self.identifier = "dyn." + (isMIMEType ? "mime." : "ext.") + tag
        self.dynamicTag = (tag, isMIMEType)
    }

    /// `isDynamic`: made from a tag the table does not declare.
    public var isDynamic: Bool { dynamicTag != nil }
    /// `isDeclared`: one of the table's types.
    public var isDeclared: Bool { !isDynamic }
    /// `isPublic`: the identifier is in the reserved `public.` domain.
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// `preferredFilenameExtension`: the declared first extension (`"jpeg"`
    /// for `.jpeg`), a dynamic type's own extension, or nil.
    public var preferredFilenameExtension: String? {
        if let dynamicTag { return dynamicTag.isMIMEType ? nil : dynamicTag.value }
        return UTTypeDeclaration.byIdentifier[identifier]?.filenameExtensions.first
    }

    /// `preferredMIMEType`: the declared first MIME type, a dynamic type's
    /// own MIME type, or nil.
    public var preferredMIMEType: String? {
        if let dynamicTag { return dynamicTag.isMIMEType ? dynamicTag.value : nil }
        return UTTypeDeclaration.byIdentifier[identifier]?.mimeTypes.first
    }

    /// `supertypes`: every type this one conforms to, transitively, without
    /// itself. A dynamic type's is `public.data` and `public.item`.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = isDynamic ? [UTType.data.identifier] : UTTypeDeclaration.byIdentifier[identifier]?.conformsTo ?? []
        while let next = pending.popLast() {
            if found.insert(UTType(declared: next)).inserted {
                pending += UTTypeDeclaration.byIdentifier[next]?.conformsTo ?? []
            }
        }
        return found
    }

    /// `conforms(to:)`: `type` is this type or one of its `supertypes`.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// `isSubtype(of:)`: conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool {
        self != type && conforms(to: type)
    }

    /// `isSupertype(of:)`: `type` is a subtype of this one.
    public func isSupertype(of type: UTType) -> Bool {
        type.isSubtype(of: self)
    }

    /// `description`: the identifier.
    public var description: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}
