import Foundation

/// `CACurrentMediaTime()`: 0, always. Nothing here runs on the host's
/// clock (the simulation's is virtual and advanced by the test) and display
/// links never fire, so code that times an animation from it measures no
/// time passing, deterministically. See "Not simulated" in `docs/uikit.md`.
public func CACurrentMediaTime() -> CFTimeInterval { 0 }
