internal import ScrollSimPlatform

/// Reading whole input files (scenarios) into memory.
package enum InputFile {
    /// The largest input file read whole: scenarios are small documents.
    package static let maximumSize = 64 << 20

    /// The bytes of the file at `path`.
    ///
    /// - Throws: `InputError` naming the file when it is missing, is a
    ///   folder, cannot be read or is larger than `maximumSize`.
    package static func read(_ path: String) throws(InputError) -> [UInt8] {
        guard let file = fopen(path, "rb") else {
            throw InputError(file: path, message: "cannot open: \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if bytes.count > maximumSize {
                throw InputError(file: path, message: "file larger than \(maximumSize >> 20) MiB")
            }
            if count < chunk.count {
                if ferror(file) != 0 {
                    throw InputError(file: path, message: "cannot read: \(String(cString: strerror(errno)))")
                }
                return bytes
            }
        }
    }
}
