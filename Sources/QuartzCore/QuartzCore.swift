// `import QuartzCore` on Linux (this module is declared on Linux only): the
// Quartz Core types of ScrollSimUIKit — `CALayer` and its subclasses,
// `CATransform3D`, the animations — and, as on Apple platforms, Core
// Graphics' types with them.
@_exported import ScrollSimQuartzCore
