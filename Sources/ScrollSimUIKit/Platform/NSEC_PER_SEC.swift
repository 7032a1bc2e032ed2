#if !canImport(ObjectiveC)
// Dispatch's time constants, which Swift on Apple platforms imports from
// `<dispatch/time.h>` (`1000000000ull` and the like, so `UInt64`); Dispatch
// on Linux does not export them.

/// `NSEC_PER_SEC`: nanoseconds per second, 1 000 000 000.
public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }

/// `NSEC_PER_MSEC`: nanoseconds per millisecond, 1 000 000.
public var NSEC_PER_MSEC: UInt64 { 1_000_000 }

/// `USEC_PER_SEC`: microseconds per second, 1 000 000.
public var USEC_PER_SEC: UInt64 { 1_000_000 }

/// `NSEC_PER_USEC`: nanoseconds per microsecond, 1 000.
public var NSEC_PER_USEC: UInt64 { 1_000 }
#endif
