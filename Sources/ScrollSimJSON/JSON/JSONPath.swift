/// JSON paths in error messages: `$`, `$.steps[3].fling.velocity.y`.
enum JSONPath {
    /// `path.key`, or `path["key"]` when the key is not a plain identifier.
    static func appending(_ key: String, to path: String) -> String {
        let isPlain = !key.isEmpty && key.unicodeScalars.allSatisfy {
            ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "_"
        }
        if isPlain { return "\(path).\(key)" }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\(path)[\"\(escaped)\"]"
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
