// Only `import MobileCoreServices`, as a file written for iOS imports it.
import MobileCoreServices

/// What an image picker of the iOS 9 era asks of type identifiers.
enum LegacyTypes {
    static func isImage(_ uti: String) -> Bool {
        UTTypeConformsTo(uti as CFString, kUTTypeImage)
    }

    static func mimeType(forExtension ext: String) -> String? {
        guard let uti = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, ext as CFString, nil)?.takeRetainedValue(),
              let mime = UTTypeCopyPreferredTagWithClass(uti, kUTTagClassMIMEType)?.takeRetainedValue() else { return nil }
        return mime as String
    }

    static let pickerMediaTypes = [kUTTypeImage as String, kUTTypeMovie as String]
}
