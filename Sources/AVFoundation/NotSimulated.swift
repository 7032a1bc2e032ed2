// `import AVFoundation` on Linux (this module is declared on Linux only):
// `AVMakeRect(aspectRatio:insideRect:)`, which is geometry; the player
// types kept and inert (`AVPlayer`, `AVPlayerItem`, `AVAsset`/`AVURLAsset`,
// `AVPlayerLayer`, `AVLayerVideoGravity`); Foundation and Quartz Core's
// layers. Capture, editing, export and audio sessions are not simulated:
// the types UIKit code uses are declared unavailable so that the compiler's
// error names the gap and the page that lists it (docs/uikit.md, "Not
// simulated") instead of "no such module".
@_exported import Foundation
@_exported import ScrollSimQuartzCore

// Capture.
@available(*, unavailable, message: "AVCaptureDevice is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCaptureDevice {}
@available(*, unavailable, message: "AVCaptureSession is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCaptureSession {}
@available(*, unavailable, message: "AVCaptureInput is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCaptureInput {}
@available(*, unavailable, message: "AVCaptureDeviceInput is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCaptureDeviceInput {}
@available(*, unavailable, message: "AVCaptureOutput is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCaptureOutput {}
@available(*, unavailable, message: "AVCapturePhotoOutput is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCapturePhotoOutput {}
@available(*, unavailable, message: "AVCapturePhotoSettings is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCapturePhotoSettings {}
@available(*, unavailable, message: "AVCaptureResolvedPhotoSettings is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCaptureResolvedPhotoSettings {}
@available(*, unavailable, message: "AVCapturePhoto is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCapturePhoto {}
@available(*, unavailable, message: "AVCaptureStillImageOutput is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCaptureStillImageOutput {}
@available(*, unavailable, message: "AVCaptureFileOutput is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCaptureFileOutput {}
@available(*, unavailable, message: "AVCaptureMovieFileOutput is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCaptureMovieFileOutput {}
@available(*, unavailable, message: "AVCaptureVideoDataOutput is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCaptureVideoDataOutput {}
@available(*, unavailable, message: "AVCaptureConnection is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCaptureConnection {}
@available(*, unavailable, message: "AVCaptureVideoPreviewLayer is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVCaptureVideoPreviewLayer {}
@available(*, unavailable, message: "AVAuthorizationStatus is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct AVAuthorizationStatus {}
@available(*, unavailable, message: "AVMediaType is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct AVMediaType {}
@available(*, unavailable, message: "AVCaptureVideoOrientation is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct AVCaptureVideoOrientation {}
@available(*, unavailable, message: "AVCapturePhotoCaptureDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol AVCapturePhotoCaptureDelegate {}
@available(*, unavailable, message: "AVCaptureFileOutputRecordingDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol AVCaptureFileOutputRecordingDelegate {}
@available(*, unavailable, message: "AVCaptureVideoDataOutputSampleBufferDelegate is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public protocol AVCaptureVideoDataOutputSampleBufferDelegate {}

// Assets and playback.
@available(*, unavailable, message: "AVAssetTrack is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVAssetTrack {}
@available(*, unavailable, message: "AVAssetImageGenerator is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVAssetImageGenerator {}
@available(*, unavailable, message: "AVAssetExportSession is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVAssetExportSession {}
@available(*, unavailable, message: "AVAssetWriter is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVAssetWriter {}
@available(*, unavailable, message: "AVAssetWriterInput is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVAssetWriterInput {}
@available(*, unavailable, message: "AVAudioSession is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVAudioSession {}
@available(*, unavailable, message: "AVMutableComposition is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVMutableComposition {}
@available(*, unavailable, message: "AVMutableVideoComposition is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVMutableVideoComposition {}
@available(*, unavailable, message: "AVMutableVideoCompositionInstruction is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVMutableVideoCompositionInstruction {}
@available(*, unavailable, message: "AVMutableVideoCompositionLayerInstruction is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
open class AVMutableVideoCompositionLayerInstruction {}
@available(*, unavailable, message: "AVFileType is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct AVFileType {}
@available(*, unavailable, message: "AVVideoCodecType is not simulated by ScrollSimUIKit: see docs/uikit.md#not-simulated")
public struct AVVideoCodecType {}
