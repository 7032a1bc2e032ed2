// The system's common declared types, as `UTType` names them (their
// declarations are in `UTTypeDeclaration.table`).
extension UTType {
    /// `public.item`: the root of the physical hierarchy.
    public static let item = UTType(declared: "public.item")
    /// `public.content`: the root of the content hierarchy.
    public static let content = UTType(declared: "public.content")
    /// `public.composite-content`.
    public static let compositeContent = UTType(declared: "public.composite-content")
    /// `public.data`: bytes.
    public static let data = UTType(declared: "public.data")
    /// `public.image`.
    public static let image = UTType(declared: "public.image")
    /// `public.jpeg`.
    public static let jpeg = UTType(declared: "public.jpeg")
    /// `public.png`.
    public static let png = UTType(declared: "public.png")
    /// `com.compuserve.gif`.
    public static let gif = UTType(declared: "com.compuserve.gif")
    /// `public.heif`.
    public static let heif = UTType(declared: "public.heif")
    /// `public.heic`.
    public static let heic = UTType(declared: "public.heic")
    /// `public.tiff`.
    public static let tiff = UTType(declared: "public.tiff")
    /// `com.microsoft.bmp`.
    public static let bmp = UTType(declared: "com.microsoft.bmp")
    /// `org.webmproject.webp`.
    public static let webP = UTType(declared: "org.webmproject.webp")
    /// `public.camera-raw-image`.
    public static let rawImage = UTType(declared: "public.camera-raw-image")
    /// `public.audiovisual-content`.
    public static let audiovisualContent = UTType(declared: "public.audiovisual-content")
    /// `public.movie`.
    public static let movie = UTType(declared: "public.movie")
    /// `public.video`.
    public static let video = UTType(declared: "public.video")
    /// `com.apple.quicktime-movie`.
    public static let quickTimeMovie = UTType(declared: "com.apple.quicktime-movie")
    /// `public.mpeg-4`.
    public static let mpeg4Movie = UTType(declared: "public.mpeg-4")
    /// `public.audio`.
    public static let audio = UTType(declared: "public.audio")
    /// `public.mp3`.
    public static let mp3 = UTType(declared: "public.mp3")
    /// `public.text`.
    public static let text = UTType(declared: "public.text")
    /// `public.plain-text`.
    public static let plainText = UTType(declared: "public.plain-text")
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(declared: "public.utf8-plain-text")
    /// `public.json`.
    public static let json = UTType(declared: "public.json")
    /// `public.html`.
    public static let html = UTType(declared: "public.html")
    /// `com.adobe.pdf`.
    public static let pdf = UTType(declared: "com.adobe.pdf")
    /// `public.url`.
    public static let url = UTType(declared: "public.url")
    /// `public.file-url`.
    public static let fileURL = UTType(declared: "public.file-url")
    /// `public.archive`.
    public static let archive = UTType(declared: "public.archive")
    /// `public.zip-archive`.
    public static let zip = UTType(declared: "public.zip-archive")
}
