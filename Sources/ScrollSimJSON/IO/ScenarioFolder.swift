internal import ScrollSimPlatform

/// The scenario files below a folder, for `scrollsim run DIR…`.
package enum ScenarioFolder {
    /// Whether `path` names a folder (following a symbolic link).
    package static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Every file whose name ends in `.json` below `folder`, at any depth,
    /// sorted by path in byte order so that every machine lists them alike.
    /// Names starting with a dot (`.git`, editor files) are passed over, and
    /// symbolic links to folders are not followed (no loops).
    ///
    /// - Throws: `InputError` naming a folder that cannot be read.
    /// - Complexity: O(n log n) in the entries below `folder`.
    package static func scenarioFiles(below folder: String) throws(InputError) -> [String] {
        var found: [String] = []
        var pending = [folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder]
        while let current = pending.popLast() {
            guard let directory = opendir(current) else {
                throw InputError(file: current, message: "cannot read the folder: \(String(cString: strerror(errno)))")
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }
                let path = current == "/" ? "/\(name)" : "\(current)/\(name)"
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    pending.append(path)
                case S_IFREG where name.hasSuffix(".json"):
                    found.append(path)
                case S_IFLNK where name.hasSuffix(".json") && !isFolder(path):
                    found.append(path)
                default:
                    break
                }
            }
        }
        return found.sorted { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }
    }
}
