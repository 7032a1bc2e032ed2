// `import CoreImage` on Linux (this module is declared on Linux only).
// Core Image's filters are not simulated (nothing is drawn): the types UIKit
// code uses are declared unavailable so that the compiler's error names the
// gap and the page that lists it (docs/uikit.md, "Not simulated") instead of
// "no such module". The Clang module of the same name underneath
// (Sources/CoreImageSubmodules) holds the submodules, so that
// `import CoreImage.CIFilterBuiltins` compiles too.
@_exported import CoreImage
@_exported import Foundation

@available(*, unavailable, message: "CIImage is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CIImage {}
@available(*, unavailable, message: "CIFilter is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CIFilter {}
@available(*, unavailable, message: "CIContext is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CIContext {}
@available(*, unavailable, message: "CIColor is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CIColor {}
@available(*, unavailable, message: "CIVector is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CIVector {}
@available(*, unavailable, message: "CIKernel is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CIKernel {}
@available(*, unavailable, message: "CISampler is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CISampler {}
@available(*, unavailable, message: "CIImageProcessorKernel is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class CIImageProcessorKernel {}
