#if canImport(Glibc)
import Glibc
#endif

/// Runs a command in a child process and collects what it prints, so that
/// a figure can be measured in a process that has done nothing else: a
/// first `prepare` on memory the kernel has never handed out, a reader's
/// peak resident set that the harness's own arrays do not inflate.
///
/// The child reports its own peak (`VmHWM`): the `ru_maxrss` that `wait4`
/// returns is no use here, since Linux folds into it the high-water mark of
/// the address space the child had before `exec`, which for a spawned
/// child is the parent's.
enum FreshProcess {
    /// Runs `arguments` (the first is the executable's path) and returns its
    /// standard output, or `nil` when it could not start or did not exit 0.
    static func output(of arguments: [String]) -> String? {
        #if canImport(Glibc)
        var ends: [Int32] = [0, 0]
        guard !arguments.isEmpty, pipe(&ends) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, argv, environ)
        close(ends[1])
        defer { close(ends[0]) }
        guard spawned == 0 else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &chunk, chunk.count)
            if count > 0 {
                bytes.append(contentsOf: chunk[0..<count])
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Exited normally (no signal) with status 0.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { return nil }
        return String(decoding: bytes, as: UTF8.self)
        #else
        return nil
        #endif
    }

    /// The path of the running executable, to start it again.
    static var currentExecutable: String? {
        #if canImport(Glibc)
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return nil
        #endif
    }
}
