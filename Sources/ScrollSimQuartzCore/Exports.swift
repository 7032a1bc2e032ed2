// Quartz Core's types sit on Core Graphics', as on Apple platforms.
@_exported import ScrollSimCoreGraphics

#if !canImport(ObjectiveC)
/// `CFTimeInterval`: seconds, as Core Foundation's (Foundation on Linux
/// does not export it).
public typealias CFTimeInterval = Double
#endif
