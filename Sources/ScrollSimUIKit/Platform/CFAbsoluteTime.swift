#if !canImport(ObjectiveC)
import Foundation

/// `CFAbsoluteTime`: seconds since 1 January 2001 00:00:00 UTC, Core
/// Foundation's reference date (Foundation on Linux does not export it).
public typealias CFAbsoluteTime = CFTimeInterval

/// `kCFAbsoluteTimeIntervalSince1970`: the seconds from 1 January 1970 to
/// Core Foundation's reference date, 978 307 200 (31 years, 8 of them leap
/// years: (31 × 365 + 8) × 86 400).
public var kCFAbsoluteTimeIntervalSince1970: CFTimeInterval { 978_307_200 }

/// `CFAbsoluteTimeGetCurrent()`: the host's wall clock, as
/// `Date().timeIntervalSinceReferenceDate` reads it (Foundation's `Date()`
/// is the same clock on Linux). Unlike `CACurrentMediaTime()`, it is not
/// held still: code reads it to time its own work or stamp a date, never to
/// drive an animation of the simulation.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Date().timeIntervalSinceReferenceDate }
#endif
