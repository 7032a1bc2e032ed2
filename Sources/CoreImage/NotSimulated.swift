// `import CoreImage` on Linux (this module is declared on Linux only).
// Images are extents (real geometry), colours and vectors are values, and
// filters keep their parameters; no pixel is ever computed (nothing is
// drawn). Kernels and samplers are not simulated: declared unavailable so
// that the compiler's error names the gap and the page that lists it
// (docs/uikit.md, "Not simulated") instead of "no such module". The Clang module of the same name underneath
// (Sources/CoreImageSubmodules) holds the submodules, so that
// `import CoreImage.CIFilterBuiltins` compiles too.
@_exported import CoreImage
@_exported import Foundation
@_exported import ScrollSimCoreGraphics

@available(*, unavailable, message: "CIKernel is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CIKernel {}
@available(*, unavailable, message: "CISampler is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CISampler {}
@available(*, unavailable, message: "CIImageProcessorKernel is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CIImageProcessorKernel {}
