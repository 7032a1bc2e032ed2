/// A pattern value that matches a range of numbers instead of one:
/// `{"atLeast": A, "atMost": B}` (either bound may be left out) or
/// `{"approx": V, "within": T}`.
///
/// Bounds are inclusive: `{"atLeast": 1, "atMost": 3}` matches 1, 2.5
/// and 3; `{"approx": 23.33, "within": 0.01}` matches every number `x`
/// with `|x − 23.33| ≤ 0.01`, such as `23.333333333333332`.
public enum NumericBound: Hashable, Sendable {
    /// `lower ≤ x ≤ upper`; a missing bound is no limit.
    case range(atLeast: Double?, atMost: Double?)
    /// `|x − value| ≤ tolerance`.
    case approx(Double, within: Double)

    /// The keys a bound object may have: the whole declaration of them.
    public enum Key: String, CaseIterable, Hashable, Sendable {
        /// The lowest number of a range.
        case atLeast
        /// The highest number of a range.
        case atMost
        /// The value of an approximate bound.
        case approx
        /// The tolerance of an approximate bound, at least 0.
        case within
    }

    /// The keys a bound object may have.
    public static let keys = Key.allCases.map(\.rawValue)

    /// The bound a pattern value writes, or `nil` when it is not a
    /// well-formed bound object (see `problem(in:)` for why).
    public init?(pattern value: FieldValue) {
        guard Self.isBoundLike(value), Self.problem(in: value) == nil, case .object(let pairs) = value else { return nil }
        let number = { (key: String) in pairs.first { $0.0 == key }?.1.number }
        if let approx = number(Key.approx.rawValue), let within = number(Key.within.rawValue) {
            self = .approx(approx, within: within)
        } else {
            self = .range(atLeast: number(Key.atLeast.rawValue), atMost: number(Key.atMost.rawValue))
        }
    }

    /// Whether `value` looks like a bound object: an object with at least
    /// one of `keys` (no event field has an object with those keys).
    public static func isBoundLike(_ value: FieldValue) -> Bool {
        guard case .object(let pairs) = value else { return false }
        return pairs.contains { keys.contains($0.0) }
    }

    /// What is wrong with a bound-like object, or `nil` when it is a
    /// well-formed bound (or not bound-like at all).
    public static func problem(in value: FieldValue) -> String? {
        guard isBoundLike(value), case .object(let pairs) = value else { return nil }
        for (key, inner) in pairs {
            guard keys.contains(key) else {
                return "a bound has only \"atLeast\"/\"atMost\" or \"approx\"/\"within\", not \"\(key)\""
            }
            guard let number = inner.number, number.isFinite else { return "\"\(key)\" must be a number" }
        }
        let names = Set(pairs.compactMap { Key(rawValue: $0.0) })
        if names.contains(.approx) || names.contains(.within) {
            guard names == [.approx, .within] else {
                return "an approximate value needs both \"approx\" and \"within\", and no \"atLeast\"/\"atMost\""
            }
            if let within = value[Key.within.rawValue]?.number, within < 0 { return "\"within\" must be at least 0" }
            return nil
        }
        if let low = value[Key.atLeast.rawValue]?.number, let high = value[Key.atMost.rawValue]?.number, low > high {
            return "\"atLeast\" (\(NumberText.exact(low))) is more than \"atMost\" (\(NumberText.exact(high)))"
        }
        return nil
    }

    /// Whether `x` is within the bound.
    public func contains(_ x: Double) -> Bool {
        switch self {
        case .range(let low, let high): (low.map { x >= $0 } ?? true) && (high.map { x <= $0 } ?? true)
        case .approx(let value, let tolerance): abs(x - value) <= tolerance
        }
    }

    /// How far `x` is outside the bound (0 inside it): how near a miss is.
    public func distance(to x: Double) -> Double {
        switch self {
        case .range(let low, let high): max(0, (low ?? x) - x, x - (high ?? x))
        case .approx(let value, let tolerance): max(0, abs(x - value) - tolerance)
        }
    }
}

extension NumericBound: CustomStringConvertible {
    /// `≥ 1`, `≤ 3`, `1…3` or `23.33 ± 0.01`, numbers as written.
    public var description: String {
        switch self {
        case .range(let low?, let high?): "\(NumberText.exact(low))…\(NumberText.exact(high))"
        case .range(let low?, nil): "≥ \(NumberText.exact(low))"
        case .range(nil, let high?): "≤ \(NumberText.exact(high))"
        case .range(nil, nil): "any number"
        case .approx(let value, let tolerance): "\(NumberText.exact(value)) ± \(NumberText.exact(tolerance))"
        }
    }
}

extension FieldValue {
    /// `{"atLeast": low, "atMost": high}` as a pattern value (either may
    /// be `nil`).
    public static func between(_ low: Double?, _ high: Double?) -> FieldValue {
        var pairs: [(String, FieldValue)] = []
        if let low { pairs.append((NumericBound.Key.atLeast.rawValue, .double(low))) }
        if let high { pairs.append((NumericBound.Key.atMost.rawValue, .double(high))) }
        return .object(pairs)
    }

    /// `{"atLeast": low}` as a pattern value.
    public static func atLeast(_ low: Double) -> FieldValue { between(low, nil) }

    /// `{"atMost": high}` as a pattern value.
    public static func atMost(_ high: Double) -> FieldValue { between(nil, high) }

    /// `{"approx": value, "within": tolerance}` as a pattern value.
    public static func approx(_ value: Double, within tolerance: Double) -> FieldValue {
        .object([(NumericBound.Key.approx.rawValue, .double(value)), (NumericBound.Key.within.rawValue, .double(tolerance))])
    }
}
