import Dispatch
import Synchronization

/// Work spread over threads: what `run --jobs` and `explore --jobs` share.
package enum ParallelWork {
    /// Calls `body` with every index below `count`, on up to `jobs` threads
    /// taking the next index as they finish one; with one job (or one
    /// index), in order on the calling thread.
    package static func forEach(count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
        if jobs <= 1 || count <= 1 {
            for index in 0..<count { body(index) }
            return
        }
        let next = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: min(jobs, count)) { _ in
            while true {
                let taken = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard taken < count else { return }
                body(taken)
            }
        }
    }
}
