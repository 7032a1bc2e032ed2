/// The canonical text of a number in ScrollSim's JSON output: the shortest
/// form that reads back to the same `Double`.
///
/// json-c's default `%.17g` prints `0.1` as `0.10000000000000001`; Swift's
/// `description` is the shortest round-trip form. Integral values within
/// ±2⁵³ print without a fraction (`300`, not `300.0`), and `-0` prints as
/// `0`, so that the same value always has the same text.
package enum JSONNumberFormat {
    /// The canonical text of `value`, which must be finite.
    package static func text(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        return value.description
    }

    /// The most bytes the `write(_:into:)` functions write before their
    /// terminating NUL.
    ///
    /// The longest canonical text of a finite `Double` is 24 bytes
    /// (`-2.2250738585072014e-308`), of an `Int64` 20; non-finite values
    /// are shorter.
    static let maximumLength = 31

    /// Writes the canonical text of `value` (the bytes of `text(_:)`) into
    /// `buffer` followed by a NUL, and returns its length without the NUL.
    ///
    /// Integral values are written digit by digit without a `String`; other
    /// values copy `description`.
    ///
    /// - Precondition: `buffer` holds at least `maximumLength + 1` bytes.
    static func write(_ value: Double, into buffer: UnsafeMutablePointer<CChar>) -> Int {
        if value == 0 {
            buffer[0] = 0x30
            buffer[1] = 0
            return 1
        }
        if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 {
            return write(Int64(value), into: buffer)
        }
        var description = value.description
        return description.withUTF8 { bytes in
            let count = min(bytes.count, maximumLength)
            UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress!, byteCount: count)
            buffer[count] = 0
            return count
        }
    }

    /// Writes the decimal text of `value` (the bytes of `String(value)`,
    /// and of json-c's `%lld`) into `buffer` followed by a NUL, and returns
    /// its length without the NUL.
    ///
    /// - Precondition: `buffer` holds at least `maximumLength + 1` bytes.
    static func write(_ value: Int64, into buffer: UnsafeMutablePointer<CChar>) -> Int {
        // Digits from the end of the buffer backwards, then moved to the front.
        var magnitude = value.magnitude
        var start = maximumLength
        repeat {
            start -= 1
            buffer[start] = CChar(truncatingIfNeeded: 0x30 &+ magnitude % 10)
            magnitude /= 10
        } while magnitude != 0
        if value < 0 {
            start -= 1
            buffer[start] = 0x2D
        }
        let length = maximumLength - start
        if start > 0 { UnsafeMutableRawPointer(buffer).copyMemory(from: buffer + start, byteCount: length) }
        buffer[length] = 0
        return length
    }
}
