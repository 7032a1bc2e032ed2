import ScrollSim
import ScrollSimJSON

/// A minimal SVG writer: elements with attributes, escaped text.
struct SVGText {
    private var body: [String] = []
    private var definitions: [String] = []
    let width: Double
    let height: Double

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, any Sendable>) {
        body.append("<\(name)\(Self.attributes(attributes))/>")
    }

    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, any Sendable>) {
        body.append("<\(name)\(Self.attributes(attributes))>")
    }

    mutating func close(_ name: String) {
        body.append("</\(name)>")
    }

    mutating func rect(_ rect: Rect, fill: String, stroke: String, strokeWidth: Double = 0.75, cssClass: String) {
        element("rect", ["x": rect.minX, "y": rect.minY, "width": max(rect.width, 0), "height": max(rect.height, 0),
                         "fill": fill, "stroke": stroke, "stroke-width": strokeWidth, "class": cssClass])
    }

    mutating func text(x: Double, y: Double, _ content: String, size: Double, fill: String = "#222", weight: String = "normal") {
        body.append("<text\(Self.attributes(["x": x, "y": y, "font-size": size, "fill": fill, "font-weight": weight]))>\(Self.escape(content))</text>")
    }

    mutating func clip(id: String, x: Double, y: Double, width: Double, height: Double) {
        definitions.append("<clipPath id=\"\(id)\"><rect\(Self.attributes(["x": x, "y": y, "width": width, "height": height]))/></clipPath>")
    }

    func finish() -> String {
        var lines = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(LogPicture.number(width))\" height=\"\(LogPicture.number(height))\" "
                + "viewBox=\"0 0 \(LogPicture.number(width)) \(LogPicture.number(height))\" font-family=\"Helvetica, Arial, sans-serif\">",
            "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>",
        ]
        if !definitions.isEmpty { lines.append("<defs>" + definitions.joined() + "</defs>") }
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func attributes(_ pairs: KeyValuePairs<String, any Sendable>) -> String {
        pairs.map { key, value in
            let text: String
            if let number = value as? Double {
                text = LogPicture.number(number)
            } else if let number = value as? Int {
                text = String(number)
            } else {
                text = escape("\(value)")
            }
            return " \(key)=\"\(text)\""
        }.joined()
    }

    /// `text` with the characters XML and HTML give a meaning escaped.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

