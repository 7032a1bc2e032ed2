#if canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Darwin)
internal import Darwin
#endif
import Synchronization

/// The temporary files of uncommitted outputs, removed when the process is
/// interrupted (SIGINT, SIGTERM) so that an interrupted run leaves nothing
/// behind.
public enum TemporaryFiles {
    private static let paths = Mutex<Set<String>>([])

    static func register(_ path: String) {
        withInterruptsDeferred { paths.withLock { _ = $0.insert(path) } }
    }

    static func unregister(_ path: String) {
        withInterruptsDeferred { paths.withLock { _ = $0.remove(path) } }
    }

    /// Runs `body` with SIGINT and SIGTERM held back, so that the handler
    /// never finds the list locked (it would then remove nothing) and never
    /// runs between a temporary file's creation and its registration.
    static func withInterruptsDeferred<T>(_ body: () throws -> T) rethrows -> T {
        var interrupts = sigset_t(), previous = sigset_t()
        sigemptyset(&interrupts)
        sigaddset(&interrupts, SIGINT)
        sigaddset(&interrupts, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &interrupts, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// Removes every registered temporary file. Called from the interrupt
    /// handler; also usable by tests.
    public static func removeAll() {
        // The handler must not wait for a lock the interrupted code holds.
        _ = paths.withLockIfAvailable { paths in
            for path in paths { unlink(path) }
            paths.removeAll()
        }
    }

    /// Installs SIGINT and SIGTERM handlers that remove the temporary files
    /// and exit with the conventional status 128 + signal.
    public static func removeOnInterrupt() {
        // A parent may have started us with these signals blocked (spawned
        // processes inherit the signal mask); an interrupt must still work.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &signals, nil)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { received in
                TemporaryFiles.removeAll()
                _exit(128 + received)
            }
        }
    }
}
