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
        for path in tree.files {
            let bytes = try InputFile.read(path)
            guard Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes else {
                throw InputError(file: path, message: "not UTF-8 text")
            }
            texts.append((path, bytes))
        }
        return (try port(texts), tree.skippedLinks)
    }

    /// The port of `texts`, Swift files by path, ported together: what one
    /// declares (optional requirements, overridden methods, `??`
    /// fallbacks, classes) is known to all.
    ///
    /// - Throws: `InputError` for a file that is not Swift the lexer can read.
    package static func port(_ texts: [(path: String, bytes: [UInt8])]) throws(InputError) -> [PortedFile] {
        var requirements: Set<SwiftSelector> = [], overrides: Set<SwiftSelector> = []
        var fallbacks: [SwiftSelector: [RequirementFallback]] = [:]
        var classes: [String: [String]] = [:]
        for (path, bytes) in texts {
            do {
                requirements.formUnion(try SwiftFilePort.requirements(in: bytes))
                overrides.formUnion(try SwiftFilePort.overrides(in: bytes))
                fallbacks.merge(try SwiftFilePort.fallbacks(in: bytes, file: path), uniquingKeysWith: +)
                for name in try SwiftFilePort.classes(in: bytes) { classes[name, default: []].append(path) }
            } catch {
                throw InputError(file: path, location: .lineColumn(line: error.line, column: 1), message: error.message)
            }
        }
        var sides: [SwiftSelector: [RequirementSide]] = [:]
        for (path, bytes) in texts {
            do {
                for (selector, side) in try SwiftFilePort.sides(in: bytes, fallbacks: fallbacks) {
                    sides[selector, default: []].append(side)
                }
            } catch {
                throw InputError(file: path, location: .lineColumn(line: error.line, column: 1), message: error.message)
            }
        }
        var files: [PortedFile] = []
        var moved: [String: [MovedMember]] = [:]
        for (path, bytes) in texts {
            do {
                let fileSides = try SwiftFilePort.sides(sides, seenFrom: bytes)
                let port = try SwiftFilePort.port(bytes, file: path, teamRequirements: requirements, teamOverrides: overrides,
                                                  teamFallbacks: fallbacks, teamClasses: classes, teamSides: fileSides)
                files.append(PortedFile(path: path, original: bytes, ported: port.bytes, notes: port.notes))
                for member in port.moved {
                    // The rewrite moves a member only to a class one other file declares.
                    guard let target = classes[member.className]?.first(where: { $0 != path }) else { continue }
                    moved[target, default: []].append(member)
                }
            } catch {
                throw InputError(file: path, location: .lineColumn(line: error.line, column: 1),
                                 message: "the ported text does not read as Swift (\(error.message)); nothing was written")
            }
        }
        for index in files.indices {
            guard let members = moved[files[index].path] else { continue }
            do {
                let received = try SwiftFilePort.receive(members, into: files[index].ported, original: files[index].original)
                files[index].ported = received.bytes
                files[index].notes = (files[index].notes + received.notes).enumerated()
                    .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
            } catch {
                throw InputError(file: files[index].path, location: .lineColumn(line: error.line, column: 1),
                                 message: "the ported text does not read as Swift (\(error.message)); nothing was written")
            }
        }
        return files
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
