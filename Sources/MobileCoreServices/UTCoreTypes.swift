import Foundation
import ScrollSimCoreGraphics

// The `kUTType…` constants of MobileCoreServices' UTCoreTypes.h (deprecated
// in iOS 15 for UniformTypeIdentifiers' `UTType`, still declared): each is
// the type's identifier as a `CFString`.

/// `kUTTypeItem`: `"public.item"`.
public let kUTTypeItem: CFString = "public.item"
/// `kUTTypeContent`: `"public.content"`.
public let kUTTypeContent: CFString = "public.content"
/// `kUTTypeCompositeContent`: `"public.composite-content"`.
public let kUTTypeCompositeContent: CFString = "public.composite-content"
/// `kUTTypeData`: `"public.data"`.
public let kUTTypeData: CFString = "public.data"
/// `kUTTypeImage`: `"public.image"`.
public let kUTTypeImage: CFString = "public.image"
/// `kUTTypeJPEG`: `"public.jpeg"`.
public let kUTTypeJPEG: CFString = "public.jpeg"
/// `kUTTypePNG`: `"public.png"`.
public let kUTTypePNG: CFString = "public.png"
/// `kUTTypeGIF`: `"com.compuserve.gif"`.
public let kUTTypeGIF: CFString = "com.compuserve.gif"
/// `kUTTypeTIFF`: `"public.tiff"`.
public let kUTTypeTIFF: CFString = "public.tiff"
/// `kUTTypeBMP`: `"com.microsoft.bmp"`.
public let kUTTypeBMP: CFString = "com.microsoft.bmp"
/// `kUTTypeRawImage`: `"public.camera-raw-image"`.
public let kUTTypeRawImage: CFString = "public.camera-raw-image"
/// `kUTTypeLivePhoto`: `"com.apple.live-photo"`.
public let kUTTypeLivePhoto: CFString = "com.apple.live-photo"
/// `kUTTypeAudiovisualContent`: `"public.audiovisual-content"`.
public let kUTTypeAudiovisualContent: CFString = "public.audiovisual-content"
/// `kUTTypeMovie`: `"public.movie"`.
public let kUTTypeMovie: CFString = "public.movie"
/// `kUTTypeVideo`: `"public.video"`.
public let kUTTypeVideo: CFString = "public.video"
/// `kUTTypeQuickTimeMovie`: `"com.apple.quicktime-movie"`.
public let kUTTypeQuickTimeMovie: CFString = "com.apple.quicktime-movie"
/// `kUTTypeMPEG4`: `"public.mpeg-4"`.
public let kUTTypeMPEG4: CFString = "public.mpeg-4"
/// `kUTTypeAudio`: `"public.audio"`.
public let kUTTypeAudio: CFString = "public.audio"
/// `kUTTypeMP3`: `"public.mp3"`.
public let kUTTypeMP3: CFString = "public.mp3"
/// `kUTTypeText`: `"public.text"`.
public let kUTTypeText: CFString = "public.text"
/// `kUTTypePlainText`: `"public.plain-text"`.
public let kUTTypePlainText: CFString = "public.plain-text"
/// `kUTTypeUTF8PlainText`: `"public.utf8-plain-text"`.
public let kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text"
/// `kUTTypeHTML`: `"public.html"`.
public let kUTTypeHTML: CFString = "public.html"
/// `kUTTypeJSON`: `"public.json"`.
public let kUTTypeJSON: CFString = "public.json"
/// `kUTTypePDF`: `"com.adobe.pdf"`.
public let kUTTypePDF: CFString = "com.adobe.pdf"
/// `kUTTypeURL`: `"public.url"`.
public let kUTTypeURL: CFString = "public.url"
/// `kUTTypeFileURL`: `"public.file-url"`.
public let kUTTypeFileURL: CFString = "public.file-url"
/// `kUTTypeArchive`: `"public.archive"`.
public let kUTTypeArchive: CFString = "public.archive"
/// `kUTTypeZipArchive`: `"public.zip-archive"`.
public let kUTTypeZipArchive: CFString = "public.zip-archive"

/// `kUTTagClassFilenameExtension`: the tag class of filename extensions.
public let kUTTagClassFilenameExtension: CFString = "public.filename-extension"
/// `kUTTagClassMIMEType`: the tag class of MIME types.
public let kUTTagClassMIMEType: CFString = "public.mime-type"
