// `import AVFoundation` on Linux (this module is declared on Linux only):
// `AVMakeRect(aspectRatio:insideRect:)`, which is geometry; the player,
// asset, audio-session and capture types kept and inert (no media is read,
// no device exists); Foundation, Core Media's times and Quartz Core's
// layers. File recording, editing, writing and reading media and audio
// players are not simulated: the types UIKit code uses are declared
// unavailable so that the compiler's error names the gap and the page that
// lists it (docs/uikit.md, "Not simulated") instead of "no such module".
@_exported import CoreMedia
@_exported import Foundation
@_exported import ScrollSimQuartzCore

// Capture.
@available(*, unavailable, message: "AVCaptureStillImageOutput is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCaptureStillImageOutput {}
@available(*, unavailable, message: "AVCaptureVideoDataOutput is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCaptureVideoDataOutput {}
@available(*, unavailable, message: "AVCaptureVideoDataOutputSampleBufferDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol AVCaptureVideoDataOutputSampleBufferDelegate {}

// Assets and playback.
@available(*, unavailable, message: "AVAssetWriter is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVAssetWriter {}
@available(*, unavailable, message: "AVAssetWriterInput is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVAssetWriterInput {}
@available(*, unavailable, message: "AVMutableComposition is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVMutableComposition {}
@available(*, unavailable, message: "AVMutableVideoComposition is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVMutableVideoComposition {}
@available(*, unavailable, message: "AVMutableVideoCompositionInstruction is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVMutableVideoCompositionInstruction {}
@available(*, unavailable, message: "AVMutableVideoCompositionLayerInstruction is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVMutableVideoCompositionLayerInstruction {}
@available(*, unavailable, message: "AVAssetReader is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVAssetReader {}
