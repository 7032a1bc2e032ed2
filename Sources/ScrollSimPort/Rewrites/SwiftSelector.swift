/// A method's full name, as Swift writes it: `collectionView(_:layout:sizeForItemAt:)`.
package struct SwiftSelector: Hashable, Sendable, CustomStringConvertible {
    /// The base name.
    package var name: String
    /// The argument labels, `_` where there is none.
    package var labels: [String]

    package init(name: String, labels: [String]) {
        self.name = name
        self.labels = labels
    }

    /// Parses `name(label:_:)`.
    package init?(_ text: String) {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
        name = String(text[..<open])
        labels = text[text.index(after: open)..<text.index(before: text.endIndex)].split(separator: ":").map(String.init)
    }

    package var description: String {
        "\(name)(\(labels.map { "\($0):" }.joined()))"
    }
}
