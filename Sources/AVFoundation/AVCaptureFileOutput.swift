import Foundation

/// `AVErrorRecordingSuccessfullyFinishedKey`: the key of a recording
/// error's user info that says whether the file is usable anyway.
public let AVErrorRecordingSuccessfullyFinishedKey = "AVErrorRecordingSuccessfullyFinishedKey"

/// `AVCaptureFileOutput`: a capture output that records to a file. Its
/// limits are kept; nothing is ever recorded, since the output has no
/// connection to a camera: `startRecording(to:recordingDelegate:)` starts
/// nothing (AVFoundation raises without a connection) and calls no
/// delegate, `isRecording` stays false, `outputFileURL` nil, and the
/// recorded duration and size zero.
open class AVCaptureFileOutput: AVCaptureOutput {
    /// `maxRecordedDuration`: kept; `.invalid` (no limit) by default.
    open var maxRecordedDuration: CMTime = .invalid
    /// `maxRecordedFileSize`, `minFreeDiskSpaceLimit`: kept; 0 (no limit) by default.
    open var maxRecordedFileSize: Int64 = 0
    open var minFreeDiskSpaceLimit: Int64 = 0
    /// `isRecording`, `isRecordingPaused`: false.
    open var isRecording: Bool { false }
    open var isRecordingPaused: Bool { false }
    /// `outputFileURL`: nil; nothing is being recorded.
    open var outputFileURL: URL? { nil }
    /// `recordedDuration`: zero.
    open var recordedDuration: CMTime { .zero }
    /// `recordedFileSize`: 0.
    open var recordedFileSize: Int64 { 0 }

    /// `startRecording(to:recordingDelegate:)`: nothing is recorded; the
    /// delegate is not called.
    open func startRecording(to outputFileURL: URL, recordingDelegate delegate: AVCaptureFileOutputRecordingDelegate) {}
    /// `stopRecording()`, `pauseRecording()`, `resumeRecording()`: nothing is recording.
    open func stopRecording() {}
    open func pauseRecording() {}
    open func resumeRecording() {}
}

/// `AVCaptureMovieFileOutput`: a file output that records movies (see
/// `AVCaptureFileOutput`: nothing is recorded).
open class AVCaptureMovieFileOutput: AVCaptureFileOutput {
    /// `movieFragmentInterval`: kept; 10 s by default, as AVFoundation's.
    open var movieFragmentInterval = CMTime(value: 10, timescale: 1)

    public override init() {
        super.init()
    }
}

/// `AVCaptureFileOutputRecordingDelegate`: `fileOutput(_:didFinishRecordingTo:from:error:)`
/// is required, as in AVFoundation; `fileOutput(_:didStartRecordingTo:from:)`
/// is optional, with a default that does nothing. Never called here.
public protocol AVCaptureFileOutputRecordingDelegate: NSObjectProtocol {
    /// `fileOutput(_:didStartRecordingTo:from:)`.
    func fileOutput(_ output: AVCaptureFileOutput, didStartRecordingTo fileURL: URL, from connections: [AVCaptureConnection])
    /// `fileOutput(_:didFinishRecordingTo:from:error:)`.
    func fileOutput(
        _ output: AVCaptureFileOutput, didFinishRecordingTo outputFileURL: URL, from connections: [AVCaptureConnection], error: Error?
    )
}

extension AVCaptureFileOutputRecordingDelegate {
    public func fileOutput(_ output: AVCaptureFileOutput, didStartRecordingTo fileURL: URL, from connections: [AVCaptureConnection]) {}
}
