internal import ScrollSimPlatform

/// An output file that appears under its name only when complete, and an
/// output target that is never destroyed (`docs/log-tools.md`, "Outputs").
///
/// * A regular file (or a new one) is written to an anonymous file in its
///   folder (Linux `O_TMPFILE`) that is linked into place by `commit()` and
///   renamed over the old file, atomically. A process killed at any point —
///   `SIGKILL` and the out-of-memory killer included — leaves nothing
///   behind, because the file has no name until it is complete. Where
///   `O_TMPFILE` is not supported, a hidden `.NAME.tmp-XXXXXX` file is used
///   and removed on every catchable terminating signal.
/// * Anything else — a character device (`/dev/null`), a FIFO, a socket,
///   `-`, `/dev/stdout`, `/dev/fd/N`, process substitution — is written in
///   place and never replaced.
/// * An output that is the same file as one of the command's inputs is
///   refused before anything is written.
/// * Files are created with the user's umask.
/// * Every failed write, flush or close is an error from `commit()`.
package final class OutputFile {
    /// Where the file will appear.
    package let path: String
    private var stream: UnsafeMutablePointer<FILE>?
    private var descriptor: Int32 = -1
    private var storage: Storage = .inPlace
    private var failed: Int32 = 0
    /// The bytes written so far.
    package private(set) var bytesWritten = 0
    private var isFinished = false

    private enum Storage {
        /// Written straight to the target (standard output, a device, a FIFO).
        case inPlace
        /// An unnamed file in `folder`, linked into place at commit.
        case anonymous(folder: String)
        /// A named hidden file, renamed into place at commit (no `O_TMPFILE`).
        case named(String)
    }

    /// Opens the output for `path` (`-` for standard output).
    ///
    /// - Parameter inputs: the command's input files; an output that is one
    ///   of them (same path, or same device and inode) is refused.
    /// - Throws: `InputError` naming `path` when it is an input, or cannot
    ///   be created or opened.
    package init(path: String, inputs: [String] = []) throws(InputError) {
        self.path = path
        try Self.refuseInputs(path, inputs)
        if let standard = Self.standardDescriptor(path) {
            try adopt(standard, duplicate: true)
            return
        }
        var status = stat()
        if stat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            guard (status.st_mode & S_IFMT) != S_IFDIR else {
                throw InputError(file: path, message: "cannot write output: it is a folder")
            }
            // A device, FIFO or socket: written in place, never replaced.
            let opened = open(path, O_WRONLY | O_CLOEXEC)
            guard opened >= 0 else { throw Self.error(path, "cannot open output") }
            try adopt(opened, duplicate: false)
            return
        }
        let folder = Self.folder(of: path)
        let anonymous = open(folder, Self.temporaryFileFlags | O_WRONLY | O_CLOEXEC, 0o666)
        if anonymous >= 0 {
            descriptor = anonymous
            storage = .anonymous(folder: folder)
        } else {
            try openNamedTemporary()
        }
        guard let stream = fdopen(descriptor, "wb") else { throw Self.error(path, "cannot create output") }
        self.stream = stream
    }

    /// Whether a write has failed (the output is then discarded or
    /// reported at `commit`): a writer may stop producing.
    package var hasFailed: Bool { failed != 0 }

    /// Appends `bytes`.
    package func write(_ bytes: UnsafeRawBufferPointer) {
        guard let stream, bytes.count > 0, failed == 0 else { return }
        bytesWritten += bytes.count
        if fwrite(bytes.baseAddress, 1, bytes.count, stream) != bytes.count { failed = errno }
    }

    /// Appends the UTF-8 of `text`.
    package func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Flushes and closes the output; a regular file is then put in place.
    ///
    /// - Throws: `InputError` when a write, the flush, the close or the
    ///   final rename failed (a full disk, a closed pipe); nothing is left
    ///   under `path` then.
    package func commit() throws(InputError) {
        guard let stream, !isFinished else { return }
        isFinished = true
        self.stream = nil
        if fflush(stream) != 0 && failed == 0 { failed = errno }
        if ferror(stream) != 0 && failed == 0 { failed = EIO }
        switch storage {
        case .inPlace:
            if fclose(stream) != 0 && failed == 0 { failed = errno }
            guard failed == 0 else { throw Self.error(path, "cannot write output", code: failed) }
        case .anonymous(let folder):
            if failed == 0 {
                try link(folder: folder)
            }
            fclose(stream)
            guard failed == 0 else { throw Self.error(path, "cannot write output", code: failed) }
        case .named(let temporary):
            if fclose(stream) != 0 && failed == 0 { failed = errno }
            defer { TemporaryFiles.unregister(temporary) }
            guard failed == 0, rename(temporary, path) == 0 else {
                let code = failed != 0 ? failed : errno
                unlink(temporary)
                throw Self.error(path, "cannot write output", code: code)
            }
        }
    }

    /// Closes the output without putting anything in place.
    package func discard() {
        guard let stream, !isFinished else { return }
        isFinished = true
        self.stream = nil
        fclose(stream)
        if case .named(let temporary) = storage {
            unlink(temporary)
            TemporaryFiles.unregister(temporary)
        }
    }

    deinit {
        discard()
    }

    // MARK: - Opening

    private func adopt(_ target: Int32, duplicate: Bool) throws(InputError) {
        let opened = duplicate ? dup(target) : target
        guard opened >= 0, let stream = fdopen(opened, "wb") else { throw Self.error(path, "cannot open output") }
        descriptor = opened
        self.stream = stream
        storage = .inPlace
    }

    private func openNamedTemporary() throws(InputError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(folder).\(name).tmp-XXXXXX".utf8CString)
        // Created and registered with signals held back, so a signal cannot
        // leave a temporary file that nobody knows to remove.
        let (opened, temporary) = TemporaryFiles.withSignalsDeferred { () -> (Int32, String) in
            let opened = template.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.map { mkstemp($0) } ?? -1
            }
            let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if opened >= 0 { TemporaryFiles.register(temporary) }
            return (opened, temporary)
        }
        guard opened >= 0 else { throw Self.error(path, "cannot create output") }
        // mkstemp creates 0600; give the file what the umask allows.
        let mask = umask(0)
        umask(mask)
        fchmod(opened, 0o666 & ~mask)
        descriptor = opened
        storage = .named(temporary)
    }

    /// Gives the anonymous file a hidden name, then renames it over `path`.
    private func link(folder: String) throws(InputError) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let prefix = folder == "." && !path.hasPrefix("./") ? "" : (folder.hasSuffix("/") ? folder : folder + "/")
        var linked: String?
        TemporaryFiles.withSignalsDeferred {
            for attempt in 0..<100 {
                let candidate = "\(prefix).\(name).tmp-\(getpid())-\(attempt)"
                if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, candidate, AT_SYMLINK_FOLLOW) == 0 {
                    TemporaryFiles.register(candidate)
                    linked = candidate
                    return
                }
                if errno != EEXIST { return }
            }
        }
        guard let linked else {
            failed = errno
            return
        }
        defer { TemporaryFiles.unregister(linked) }
        if rename(linked, path) != 0 {
            failed = errno
            unlink(linked)
        }
    }

    // MARK: - Helpers

    /// `O_TMPFILE`: an unnamed regular file in a folder (Linux 3.11+).
    private static let temporaryFileFlags: Int32 = 0o20000000 | O_DIRECTORY

    /// The descriptor a path names directly: `-`, `/dev/stdout`,
    /// `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`.
    private static func standardDescriptor(_ path: String) -> Int32? {
        switch path {
        case "-", "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                if let number = Int32(path.dropFirst(prefix.count)), fcntl(number, F_GETFD) >= 0 { return number }
            }
            return nil
        }
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// Refuses an output that is one of the inputs: the same path, or a
    /// regular file with the same device and inode.
    private static func refuseInputs(_ path: String, _ inputs: [String]) throws(InputError) {
        guard path != "-" else { return }
        var output = stat()
        let exists = stat(path, &output) == 0 && (output.st_mode & S_IFMT) == S_IFREG
        for input in inputs where input != "-" {
            var status = stat()
            let same = input == path
                || (exists && stat(input, &status) == 0 && status.st_dev == output.st_dev && status.st_ino == output.st_ino)
            if same {
                throw InputError(file: path, message: "the output is the input \(input); choose another output")
            }
        }
    }

    private static func error(_ path: String, _ what: String, code: Int32 = errno) -> InputError {
        InputError(file: path == "-" ? "standard output" : path, message: "\(what): \(String(cString: strerror(code)))")
    }
}
