// `import Accelerate` on Linux (this module is declared on Linux only).
// Screens import it for vImage, to scale or blur a bitmap's pixels; the
// layer's `CGImage` has a size and no pixels, so there is nothing for vImage
// to compute: its buffer and format types, and the functions that read or
// write pixels, are declared unavailable, so that the compiler names each
// use instead of stopping at "no such module" (docs/uikit.md, "Not
// simulated"). The plain numbers (pixel counts, flags, error codes) are
// declared as vImage declares them. vDSP and BLAS are not declared.
@_exported import ScrollSimCoreGraphics
