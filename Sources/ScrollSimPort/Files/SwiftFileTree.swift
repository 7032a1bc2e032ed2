internal import ScrollSimPlatform
import ScrollSimJSON

/// The Swift files under the paths a user gives `scrollsim port`: each
/// path a `.swift` file or a folder; folders are walked without following
/// symbolic links (a link is listed as skipped, never read or written), and
/// hidden folders (`.build`, `.git`) are not entered.
package struct SwiftFileTree: Sendable {
    /// The Swift files, in the order given, each folder's sorted by name,
    /// each file once.
    package private(set) var files: [String] = []
    /// Symbolic links met inside the folders, not followed.
    package private(set) var skippedLinks: [String] = []
    private var seen: Set<FileIdentity> = []

    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// Walks `paths`.
    ///
    /// - Throws: `InputError` for a path that does not exist, is a symbolic
    ///   link, or is neither a folder nor a `.swift` file.
    package init(paths: [String]) throws(InputError) {
        guard !paths.isEmpty else { throw InputError(message: "no path given: name Swift files or folders to port") }
        for path in paths {
            var status = stat()
            guard lstat(path, &status) == 0 else {
                throw InputError(file: path, message: "cannot read: \(String(cString: strerror(errno)))")
            }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                throw InputError(file: path, message: "is a symbolic link: give the file or folder it points to")
            case S_IFDIR:
                try walk(path)
            case S_IFREG:
                guard path.hasSuffix(".swift") else { throw InputError(file: path, message: "not a Swift file (.swift)") }
                add(path, status)
            default:
                throw InputError(file: path, message: "neither a Swift file nor a folder")
            }
        }
    }

    private mutating func add(_ path: String, _ status: stat) {
        if seen.insert(FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))).inserted { files.append(path) }
    }

    private mutating func walk(_ folder: String) throws(InputError) {
        guard let directory = opendir(folder) else {
            throw InputError(file: folder, message: "cannot read folder: \(String(cString: strerror(errno)))")
        }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        closedir(directory)
        for name in names.sorted() {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                skippedLinks.append(path)
            case S_IFDIR:
                try walk(path)
            case S_IFREG where name.hasSuffix(".swift"):
                add(path, status)
            default:
                break
            }
        }
    }
}
