import Foundation

/// `OSLogInterpolation`: what an `OSLogMessage` literal is built of. The
/// interpolations are os's (each value taken as an `@autoclosure`, with its
/// `format:`, `align:` and `privacy:`); like os's, they accept strings,
/// integers, floating-point numbers, `Bool`s, objects, types and
/// `CustomStringConvertible` values, and nothing else. The values are never
/// evaluated here (no message is written).
public struct OSLogInterpolation: StringInterpolationProtocol {
    /// The literal segments of the message, in order.
    var literals: [String] = []
    /// How many values were interpolated.
    var argumentCount = 0

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { literals.append(literal) }

    /// Interpolates a string.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) { argumentCount += 1 }

    /// Interpolates a value's `description`.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) { argumentCount += 1 }

    /// Interpolates an `Int`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) { argumentCount += 1 }

    /// Interpolates an integer of any width.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) { argumentCount += 1 }

    /// Interpolates a `Double`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) { argumentCount += 1 }

    /// Interpolates a `Float`.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) { argumentCount += 1 }

    /// Interpolates a `Bool`.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) { argumentCount += 1 }

    /// Interpolates an object's `description`.
    public mutating func appendInterpolation(
        _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
    ) { argumentCount += 1 }

    /// Interpolates a type's name.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) { argumentCount += 1 }
}
