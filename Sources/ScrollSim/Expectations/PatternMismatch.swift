/// One reason a pattern does not match a value: the field, what the
/// pattern wants there and what the value has (`nil` when it lacks it).
///
/// Used to explain near misses: "`offset.y`: expected 50, found 49.667".
public struct PatternMismatch: Hashable, Sendable {
    /// The dotted path of the field inside the event (`offset.y`,
    /// `elements[2].item`); empty for the whole value.
    public var path: String
    /// What the pattern asks for.
    public var expected: FieldValue
    /// What the value has, or `nil` when the field is missing.
    public var found: FieldValue?

    /// Creates a mismatch.
    public init(path: String, expected: FieldValue, found: FieldValue?) {
        self.path = path
        self.expected = expected
        self.found = found
    }
}

extension FieldValue {
    /// Why `self`, used as a pattern, does not match `value`: the innermost
    /// differing fields, in pattern order; empty exactly when
    /// `matches(value)` is true.
    public func mismatches(in value: FieldValue) -> [PatternMismatch] {
        mismatches(in: value, at: "")
    }

    private func mismatches(in value: FieldValue, at path: String) -> [PatternMismatch] {
        if value.number != nil, NumericBound(pattern: self) != nil {
            return matches(value) ? [] : [PatternMismatch(path: path, expected: self, found: value)]
        }
        switch (self, value) {
        case (.object(let pattern), .object):
            return pattern.flatMap { key, expected -> [PatternMismatch] in
                let childPath = path.isEmpty ? key : "\(path).\(key)"
                guard let found = value[key] else {
                    return [PatternMismatch(path: childPath, expected: expected, found: nil)]
                }
                return expected.mismatches(in: found, at: childPath)
            }
        case (.array(let pattern), .array(let actual)) where pattern.count == actual.count:
            return zip(pattern, actual).enumerated().flatMap { index, pair in
                pair.0.mismatches(in: pair.1, at: "\(path)[\(index)]")
            }
        default:
            return matches(value) ? [] : [PatternMismatch(path: path, expected: self, found: value)]
        }
    }
}
