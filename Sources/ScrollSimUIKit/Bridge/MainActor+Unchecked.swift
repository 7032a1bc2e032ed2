/// Runs `body`, which UIKit's types require on the main actor, on the
/// caller's thread without a check.
///
/// UIKit's classes and protocols are `@MainActor`, so a team's code written
/// against them is too. The simulator is synchronous and nonisolated: it
/// runs on whatever thread its caller is on (a test, one job of a batch),
/// and one collection view, its layout and its delegates are only ever
/// touched by the one simulator driving them. That is the guarantee the
/// main actor gives on a device, so the core enters "the main actor" here
/// without `MainActor.assumeIsolated`'s thread check, which would trap on
/// the worker threads of `scrollsim run --jobs`.
@inline(__always)
func onMainActor<T>(_ body: @MainActor () throws -> T) rethrows -> T {
    typealias Unchecked = () throws -> T
    return try withoutActuallyEscaping(body) { escapable in
        try unsafeBitCast(escapable, to: Unchecked.self)()
    }
}

/// `onMainActor(_:)` with `argument` handed to `body`. A body that
/// captures nothing (it reads all it needs from `argument`) is entered
/// without a closure context allocated and released, which the plain form
/// pays on every call: used for the questions the simulator asks on every
/// tick (about 300 instructions each saved).
@inline(__always)
func onMainActor<Argument, T>(with argument: Argument, _ body: @MainActor (Argument) throws -> T) rethrows -> T {
    typealias Unchecked = (Argument) throws -> T
    return try withoutActuallyEscaping(body) { escapable in
        try unsafeBitCast(escapable, to: Unchecked.self)(argument)
    }
}
