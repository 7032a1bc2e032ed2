import MobileCoreServices
import Testing
import UniformTypeIdentifiers

/// `UTType` over the declared table, and MobileCoreServices' older API over
/// the same table. Expected conformances are those the system declares for
/// each type (Apple's `UTType` documentation lists each constant's
/// supertypes), written out by hand below.
@Suite struct UniformTypeTests {
    @Test("Conformance follows the declared hierarchy, transitively")
    func conformance() {
        #expect(UTType.jpeg.conforms(to: .image) && UTType.jpeg.conforms(to: .data) && UTType.jpeg.conforms(to: .item))
        #expect(UTType.jpeg.conforms(to: .content) && !UTType.jpeg.conforms(to: .movie))
        #expect(UTType.quickTimeMovie.conforms(to: .movie) && UTType.quickTimeMovie.conforms(to: .audiovisualContent))
        #expect(!UTType.movie.conforms(to: .quickTimeMovie))
        // heic → heif → image → {data → item, content}.
        #expect(UTType.heic.supertypes == [.heif, .image, .data, .item, .content])
        #expect(UTType.image.isSupertype(of: .png) && UTType.png.isSubtype(of: .image) && !UTType.png.isSubtype(of: .png))
        #expect(UTType.item.supertypes.isEmpty)
    }

    @Test("Every declared type: reflexive, transitive, under item or content")
    func hierarchyInvariants() {
        let all = UTTypeDeclaration.table.map { UTType($0.identifier)! }
        for a in all {
            #expect(a.conforms(to: a))
            #expect(a.conforms(to: .item) || a.conforms(to: .content), "\(a)")
            for b in all where a.conforms(to: b) {
                for c in all where b.conforms(to: c) {
                    #expect(a.conforms(to: c), "\(a) → \(b) → \(c)")
                }
            }
        }
    }

    @Test("Filename extensions and MIME types find the declared type; others a dynamic type")
    func tags() throws {
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(filenameExtension: "jpeg") == .jpeg)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType(filenameExtension: "mov")?.preferredMIMEType == "video/quicktime")
        #expect(UTType(mimeType: "video/mp4") == .mpeg4Movie && UTType.image.preferredMIMEType == nil)
        #expect(UTType("public.jpeg") == .jpeg && UTType("com.example.unknown") == nil)
        let unknown = try #require(UTType(filenameExtension: "xyz"))
        #expect(unknown.isDynamic && unknown.identifier.hasPrefix("dyn."))
        #expect(unknown.conforms(to: .data) && !unknown.conforms(to: .image) && unknown.preferredFilenameExtension == "xyz")
        // No declared image has the extension, and a dynamic type is data only.
        #expect(UTType(filenameExtension: "xyz", conformingTo: .image) == nil)
        #expect(UTType(filenameExtension: "png", conformingTo: .movie) == nil)
        #expect(UTType(filenameExtension: "png", conformingTo: .image) == .png)
    }

    @Test("MobileCoreServices answers from the same table")
    func mobileCoreServices() {
        #expect(kUTTypeGIF as String == UTType.gif.identifier && kUTTypeMovie as String == UTType.movie.identifier)
        #expect(LegacyTypes.isImage("public.png") && !LegacyTypes.isImage("public.mpeg-4"))
        #expect(LegacyTypes.mimeType(forExtension: "gif") == "image/gif")
        #expect(LegacyTypes.mimeType(forExtension: "mp4") == "video/mp4")
        // A dynamic type has no declared MIME type.
        #expect(LegacyTypes.mimeType(forExtension: "xyz") == nil)
        #expect(UTTypeCopyPreferredTagWithClass(kUTTypeJPEG, kUTTagClassFilenameExtension)?.takeRetainedValue() as String? == "jpeg")
        #expect(UTTypeEqual(kUTTypePNG, "public.png" as CFString))
        // An undeclared identifier conforms to itself only.
        #expect(UTTypeConformsTo(kUTTypeLivePhoto, kUTTypeLivePhoto) && !UTTypeConformsTo(kUTTypeLivePhoto, kUTTypeImage))
        #expect(LegacyTypes.pickerMediaTypes == ["public.image", "public.movie"])
    }
}
