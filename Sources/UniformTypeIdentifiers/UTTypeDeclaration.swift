/// One declared type of the table: its identifier, the identifiers it
/// conforms to directly, its filename extensions and MIME types (the
/// preferred one first), as the system's declarations give them.
package struct UTTypeDeclaration: Sendable {
    package let identifier: String
    package let conformsTo: [String]
    package let filenameExtensions: [String]
    package let mimeTypes: [String]

    /// The common system types (Apple's `UTType` core types): identifiers,
    /// conformances, extensions and MIME types from the system's
    /// declarations, as documented for each `UTType` constant.
    package static let table: [UTTypeDeclaration] = [
        .init("public.item", [], [], []),
        .init("public.content", [], [], []),
        .init("public.composite-content", ["public.content"], [], []),
        .init("public.data", ["public.item"], [], []),
        .init("public.image", ["public.data", "public.content"], [], []),
        .init("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg"]),
        .init("public.png", ["public.image"], ["png"], ["image/png"]),
        .init("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"]),
        .init("public.heif", ["public.image"], ["heif"], ["image/heif"]),
        .init("public.heic", ["public.heif"], ["heic"], ["image/heic"]),
        .init("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"]),
        .init("com.microsoft.bmp", ["public.image"], ["bmp"], ["image/bmp"]),
        .init("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"]),
        .init("public.camera-raw-image", ["public.image"], [], []),
        .init("public.audiovisual-content", ["public.data", "public.content"], [], []),
        .init("public.movie", ["public.audiovisual-content"], [], []),
        .init("public.video", ["public.movie"], [], []),
        .init("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"]),
        .init("public.mpeg-4", ["public.movie"], ["mp4", "mpg4"], ["video/mp4"]),
        .init("public.audio", ["public.audiovisual-content"], [], []),
        .init("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg"]),
        .init("public.text", ["public.data", "public.content"], [], []),
        .init("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"]),
        .init("public.utf8-plain-text", ["public.plain-text"], [], []),
        .init("public.json", ["public.text"], ["json"], ["application/json"]),
        .init("public.html", ["public.text"], ["html", "htm"], ["text/html"]),
        .init("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"]),
        .init("public.url", ["public.data"], [], []),
        .init("public.file-url", ["public.url"], [], []),
        .init("public.archive", ["public.data"], [], []),
        .init("public.zip-archive", ["public.archive"], ["zip"], ["application/zip"]),
    ]

    /// The table by identifier.
    package static let byIdentifier: [String: UTTypeDeclaration] = Dictionary(
        table.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first }
    )

    init(_ identifier: String, _ conformsTo: [String], _ filenameExtensions: [String], _ mimeTypes: [String]) {
        self.identifier = identifier
        self.conformsTo = conformsTo
        self.filenameExtensions = filenameExtensions
        self.mimeTypes = mimeTypes
    }
}
