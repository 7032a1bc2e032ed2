// The core needs a handful of libm functions and nothing else of the
// platform, so it imports the C math library rather than Foundation.
internal import ScrollSimPlatform

/// The libm functions the physics uses, under one roof.
enum Math {
    static func sin(_ x: Double) -> Double { libmSin(x) }
    static func exp(_ x: Double) -> Double { libmExp(x) }
    static func log(_ x: Double) -> Double { libmLog(x) }
    static func pow(_ x: Double, _ y: Double) -> Double { libmPow(x, y) }
}

private func libmSin(_ x: Double) -> Double { sin(x) }
private func libmExp(_ x: Double) -> Double { exp(x) }
private func libmLog(_ x: Double) -> Double { log(x) }
private func libmPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
