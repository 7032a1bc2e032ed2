// `import CoreGraphics` on Linux (this module is declared on Linux only):
// the Core Graphics types of ScrollSimUIKit — `CGFloat`, `CGPoint`,
// `CGSize`, `CGRect` (Foundation's), `CGAffineTransform`, `CGColor`,
// `CGPath` — the same types `import ScrollSimUIKit` gives.
@_exported import ScrollSimCoreGraphics
