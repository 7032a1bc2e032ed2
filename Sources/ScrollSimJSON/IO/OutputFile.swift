#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif

/// An output file that appears under its name only when complete.
///
/// Bytes go to a temporary file beside the destination; `commit()` renames
/// it into place. An output that is never committed (an error, a thrown
/// expectation) removes its temporary file, so no partial file is ever left
/// under the final name. The path `-` writes straight to standard output.
public final class OutputFile {
    /// Where the file will appear.
    public let path: String
    private var stream: UnsafeMutablePointer<FILE>?
    private var temporaryPath: String?
    private var isCommitted = false

    /// Opens a temporary file beside `path`.
    ///
    /// - Throws: `InputError` naming `path` when its folder is not writable.
    public init(path: String) throws(InputError) {
        self.path = path
        if path == "-" {
            stream = fdopen(STDOUT_FILENO, "wb")
            return
        }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array("\(folder).\(name).tmp-XXXXXX".utf8CString)
        // Created and registered with interrupts held back, so an interrupt
        // cannot leave a temporary file that nobody knows to remove.
        let (descriptor, temporary) = TemporaryFiles.withInterruptsDeferred { () -> (Int32, String) in
            let descriptor = template.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress.map { mkstemp($0) } ?? -1
            }
            // mkstemp filled in the XXXXXX; drop the terminating NUL.
            let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if descriptor >= 0 { TemporaryFiles.register(temporary) }
            return (descriptor, temporary)
        }
        guard descriptor >= 0 else {
            throw InputError(file: path, message: "cannot create output: \(String(cString: strerror(errno)))")
        }
        guard let stream = fdopen(descriptor, "wb") else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            unlink(temporary)
            TemporaryFiles.unregister(temporary)
            throw InputError(file: path, message: "cannot create output: \(reason)")
        }
        self.stream = stream
        self.temporaryPath = temporary
    }

    /// Appends `bytes`.
    public func write(_ bytes: UnsafeRawBufferPointer) {
        guard let stream, bytes.count > 0 else { return }
        fwrite(bytes.baseAddress, 1, bytes.count, stream)
    }

    /// Appends the UTF-8 of `text`.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Flushes, closes and renames the file into place.
    ///
    /// - Throws: `InputError` when writing or renaming failed (a full disk);
    ///   the temporary file is removed then.
    public func commit() throws(InputError) {
        guard let stream, !isCommitted else { return }
        isCommitted = true
        self.stream = nil
        if temporaryPath == nil {
            fflush(stream)
            return
        }
        let failed = ferror(stream) != 0
        let closed = fclose(stream) == 0
        guard let temporaryPath else { return }
        defer {
            TemporaryFiles.unregister(temporaryPath)
            self.temporaryPath = nil
        }
        guard !failed, closed, rename(temporaryPath, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw InputError(file: path, message: "cannot write output: \(reason)")
        }
    }

    /// Closes and removes the temporary file; nothing appears under `path`.
    public func discard() {
        guard let stream else { return }
        self.stream = nil
        guard let temporaryPath else { return }
        fclose(stream)
        unlink(temporaryPath)
        TemporaryFiles.unregister(temporaryPath)
        self.temporaryPath = nil
    }

    deinit {
        discard()
    }
}
