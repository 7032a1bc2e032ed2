import Foundation

/// The golden files of `Tests/PortGolden`: a file as written for iOS, and
/// the same file ported, written by hand.
enum GoldenFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PortGolden")

    static func before(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent("Before/\(name).swift")))
    }

    static func after(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent("After/\(name).swift")))
    }
}

extension Array where Element == UInt8 {
    var text: String { String(decoding: self, as: UTF8.self) }
}
