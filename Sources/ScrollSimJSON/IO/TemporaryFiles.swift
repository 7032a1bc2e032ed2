internal import ScrollSimPlatform
import Synchronization

/// The named temporary files of uncommitted outputs (only where
/// `O_TMPFILE` is unavailable, and for the instant between linking a
/// finished output and renaming it), removed when the process receives any
/// catchable terminating signal, so that it leaves nothing behind.
package enum TemporaryFiles {
    private static let paths = Mutex<Set<String>>([])

    static func register(_ path: String) {
        withSignalsDeferred { paths.withLock { _ = $0.insert(path) } }
    }

    static func unregister(_ path: String) {
        withSignalsDeferred { paths.withLock { _ = $0.remove(path) } }
    }

    /// The catchable signals that terminate a process by default.
    static let terminatingSignals: [Int32] = [
        SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGPOLL,
    ]

    /// Runs `body` with the terminating signals held back, so that the
    /// handler never finds the list locked (it would then remove nothing)
    /// and never runs between a temporary file's creation and its
    /// registration.
    static func withSignalsDeferred<T>(_ body: () throws -> T) rethrows -> T {
        var held = sigset_t(), previous = sigset_t()
        sigemptyset(&held)
        for signalNumber in terminatingSignals { sigaddset(&held, signalNumber) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// Removes every registered temporary file. Called from the interrupt
    /// handler; also usable by tests.
    package static func removeAll() {
        // The handler must not wait for a lock the interrupted code holds.
        _ = paths.withLockIfAvailable { paths in
            for path in paths { unlink(path) }
            paths.removeAll()
        }
    }

    /// Installs handlers for every catchable terminating signal that remove
    /// the temporary files and exit with the conventional status 128 +
    /// signal; ignores SIGPIPE and SIGXFSZ, so that a closed pipe or a file
    /// size limit is a write error (EPIPE, EFBIG) reported in one line.
    package static func removeOnInterrupt() {
        // A parent may have started us with these signals blocked (spawned
        // processes inherit the signal mask); an interrupt must still work.
        var signals = sigset_t()
        sigemptyset(&signals)
        for signalNumber in terminatingSignals { sigaddset(&signals, signalNumber) }
        sigprocmask(SIG_UNBLOCK, &signals, nil)
        for signalNumber in terminatingSignals {
            signal(signalNumber) { received in
                TemporaryFiles.removeAll()
                _exit(128 + received)
            }
        }
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }
}
