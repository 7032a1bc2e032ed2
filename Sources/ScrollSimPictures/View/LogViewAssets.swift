/// The files of the `scrollsim view` page — its HTML template, style sheet
/// and script, in `View/Page/` — embedded in the binary as SwiftPM
/// resources, so `scrollsim` stays one file.
enum LogViewAssets {
    /// The page's HTML with `{{title}}`, `{{style}}`, `{{data}}` and
    /// `{{script}}` to fill.
    static let template = String(decoding: PackageResources.view_html, as: UTF8.self)
    /// The style sheet.
    static let style = String(decoding: PackageResources.view_css, as: UTF8.self)
    /// The script: reads the embedded data and draws the scrubbed tick.
    static let script = String(decoding: PackageResources.view_js, as: UTF8.self)

    /// The page: `template` with each `{{name}}` replaced by `values[name]`
    /// in one pass, so that a value holding `{{…}}` stays as it is.
    static func page(_ values: [String: String]) -> String {
        var page = ""
        var rest = Substring(template)
        while let open = rest.firstRange(of: "{{"), let close = rest[open.upperBound...].firstRange(of: "}}") {
            page += rest[..<open.lowerBound]
            let name = String(rest[open.upperBound..<close.lowerBound])
            page += values[name] ?? String(rest[open.lowerBound..<close.upperBound])
            rest = rest[close.upperBound...]
        }
        return page + rest
    }
}
