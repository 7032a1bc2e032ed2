// vImage's pixel buffers and the functions over them: not simulated, since
// the layer's images have a size and no pixels (docs/uikit.md, "Not
// simulated").
import ScrollSimCoreGraphics

/// `vImage_Buffer`: a bitmap's pixels. Not simulated: the layer's images
/// have no pixels.
@available(*, unavailable, message: "vImage_Buffer is not simulated by ScrollSimUIKit (images have no pixels): see docs/uikit.md#not-simulated")
public struct vImage_Buffer {
    /// An empty buffer.
    public init() { fatalError("unavailable") }
    /// A buffer over `data`.
    public init(data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount, rowBytes: Int) {
        fatalError("unavailable")
    }
}

/// `vImage_CGImageFormat`: how a `CGImage`'s pixels are laid out. Not
/// simulated: the layer's images have no pixels.
@available(*, unavailable, message: "vImage_CGImageFormat is not simulated by ScrollSimUIKit (images have no pixels): see docs/uikit.md#not-simulated")
public struct vImage_CGImageFormat {}

/// `vImageBuffer_InitWithCGImage`: not simulated (no pixels to copy).
@available(*, unavailable, message: "vImageBuffer_InitWithCGImage is not simulated by ScrollSimUIKit (images have no pixels): see docs/uikit.md#not-simulated")
public func vImageBuffer_InitWithCGImage(
    _ buf: UnsafeMutablePointer<vImage_Buffer>, _ format: UnsafeMutablePointer<vImage_CGImageFormat>,
    _ backgroundColor: UnsafePointer<CGFloat>!, _ image: CGImage, _ flags: vImage_Flags
) -> vImage_Error { fatalError("unavailable") }

/// `vImageCreateCGImageFromBuffer`: not simulated (no pixels to read).
@available(*, unavailable, message: "vImageCreateCGImageFromBuffer is not simulated by ScrollSimUIKit (images have no pixels): see docs/uikit.md#not-simulated")
public func vImageCreateCGImageFromBuffer(
    _ buf: UnsafePointer<vImage_Buffer>, _ format: UnsafePointer<vImage_CGImageFormat>,
    _ callback: (@convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void)!,
    _ userData: UnsafeMutableRawPointer!, _ flags: vImage_Flags, _ error: UnsafeMutablePointer<vImage_Error>!
) -> Unmanaged<CGImage>! { fatalError("unavailable") }

/// `vImageScale_ARGB8888`: not simulated (no pixels to scale).
@available(*, unavailable, message: "vImageScale_ARGB8888 is not simulated by ScrollSimUIKit (images have no pixels): see docs/uikit.md#not-simulated")
public func vImageScale_ARGB8888(
    _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>, _ tempBuffer: UnsafeMutableRawPointer!,
    _ flags: vImage_Flags
) -> vImage_Error { fatalError("unavailable") }

/// `vImageBoxConvolve_ARGB8888`: not simulated (no pixels to blur).
@available(*, unavailable, message: "vImageBoxConvolve_ARGB8888 is not simulated by ScrollSimUIKit (images have no pixels): see docs/uikit.md#not-simulated")
public func vImageBoxConvolve_ARGB8888(
    _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>, _ tempBuffer: UnsafeMutableRawPointer!,
    _ srcOffsetToROI_X: vImagePixelCount, _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32,
    _ kernel_width: UInt32, _ backgroundColor: UnsafePointer<UInt8>!, _ flags: vImage_Flags
) -> vImage_Error { fatalError("unavailable") }
