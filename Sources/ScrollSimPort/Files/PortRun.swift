internal import ScrollSimPlatform
import ScrollSimJSON

/// `scrollsim port` without the command line: every file read and ported
/// in memory first, then the changed ones written, each atomically.
package enum PortRun {
    /// The port of every Swift file under `paths`, nothing written.
    ///
    /// - Throws: `InputError` for a bad path, a file that cannot be read,
    ///   is not UTF-8, or is not Swift the lexer can read: before anything
    ///   is written.
    package static func plan(_ paths: [String]) throws(InputError) -> (files: [PortedFile], skippedLinks: [String]) {
        let tree = try SwiftFileTree(paths: paths)
        var texts: [(path: String, bytes: [UInt8])] = []
        var requirements: Set<SwiftSelector> = [], overrides: Set<SwiftSelector> = []
        var fallbacks: [SwiftSelector: [RequirementFallback]] = [:]
        for path in tree.files {
            let bytes = try InputFile.read(path)
            guard Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes else {
                throw InputError(file: path, message: "not UTF-8 text")
            }
            do {
                requirements.formUnion(try SwiftFilePort.requirements(in: bytes))
                overrides.formUnion(try SwiftFilePort.overrides(in: bytes))
                fallbacks.merge(try SwiftFilePort.fallbacks(in: bytes, file: path), uniquingKeysWith: +)
            } catch {
                throw InputError(file: path, location: .lineColumn(line: error.line, column: 1), message: error.message)
            }
            texts.append((path, bytes))
        }
        var files: [PortedFile] = []
        for (path, bytes) in texts {
            do {
                let (ported, notes) = try SwiftFilePort.port(bytes, teamRequirements: requirements, teamOverrides: overrides,
                                                                   teamFallbacks: fallbacks)
                files.append(PortedFile(path: path, original: bytes, ported: ported, notes: notes))
            } catch {
                throw InputError(file: path, location: .lineColumn(line: error.line, column: 1),
                                 message: "the ported text does not read as Swift (\(error.message)); nothing was written")
            }
        }
        return (files, tree.skippedLinks)
    }

    /// Writes the changed files, each atomically and with its permissions.
    ///
    /// - Throws: `InputError` naming the file that could not be written;
    ///   the files before it are written, it and the ones after are not.
    package static func write(_ files: [PortedFile]) throws(InputError) {
        for file in files where file.isChanged {
            var status = stat()
            let mode = stat(file.path, &status) == 0 ? status.st_mode & 0o7777 : nil
            let output = try OutputFile(path: file.path)
            file.ported.withUnsafeBytes { output.write($0) }
            try output.commit()
            if let mode { chmod(file.path, mode) }
        }
    }
}
