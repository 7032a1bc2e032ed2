import AVFoundation
import Photos
import ScrollSimUIKit
import Testing

/// AVFoundation's audio session, capture and asset types with no hardware
/// and no media: settings kept, bookkeeping real, nothing captured or read.
/// Each expected value follows from the rule in docs/uikit.md.
@Suite @MainActor struct AVCaptureAndAudioTests {
    @Test("AVAudioSession: one shared session; settings kept; record permission denied once asked")
    func audioSession() throws {
        let session = AVAudioSession.sharedInstance()
        #expect(session === AVAudioSession.sharedInstance())
        try session.setCategory(.playback, mode: .moviePlayback, options: [.mixWithOthers])
        #expect(session.category == .playback && session.mode == .moviePlayback && session.categoryOptions == [.mixWithOthers])
        // setCategory(_:) alone leaves the mode.
        try session.setCategory(.ambient)
        #expect(session.category == .ambient && session.mode == .moviePlayback)
        try session.setActive(true, options: .notifyOthersOnDeactivation)
        #expect(session.isActive)
        try session.setActive(false)
        #expect(!session.isActive && !session.isOtherAudioPlaying)
        #expect(session.recordPermission == .undetermined)
        var answers: [Bool] = []
        session.requestRecordPermission { answers.append($0) }
        #expect(answers == [false] && session.recordPermission == .denied)
        #expect(AVAudioSession.Category.playAndRecord.rawValue == "AVAudioSessionCategoryPlayAndRecord")
    }

    @Test("AVAudioPlayer and AVAudioRecorder: kept; play and record answer false; nothing plays, records or calls back")
    func playerAndRecorder() throws {
        let spy = AudioSpy()
        let player = try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/tmp/voice.m4a"))
        player.delegate = spy
        player.numberOfLoops = 2
        #expect(!player.prepareToPlay() && !player.play() && !player.isPlaying && player.duration == 0)
        // currentTime moves only when set; metering reads the −160 dB floor.
        player.currentTime = 1.5
        player.isMeteringEnabled = true
        player.updateMeters()
        #expect(player.currentTime == 1.5 && player.averagePower(forChannel: 0) == -160 && player.url?.lastPathComponent == "voice.m4a")
        let recorder = try AVAudioRecorder(url: URL(fileURLWithPath: "/tmp/take.m4a"), settings: [AVSampleRateKey: 44_100])
        recorder.delegate = spy
        #expect(!recorder.record() && !recorder.isRecording && !recorder.deleteRecording())
        recorder.stop()
        #expect(recorder.settings[AVSampleRateKey] as? Int == 44_100 && spy.calls == 0)
    }

    @Test("Capture devices: none; access denied once asked, per media type")
    func devices() async {
        #expect(AVCaptureDevice.default(for: .video) == nil)
        #expect(AVCaptureDevice.default(.builtInDualCamera, for: .video, position: .back) == nil)
        let discovery = AVCaptureDevice.DiscoverySession(
            deviceTypes: [.builtInWideAngleCamera, .builtInDualCamera], mediaType: .video, position: .unspecified
        )
        #expect(discovery.devices.isEmpty && discovery.deviceTypes.count == 2)
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
        var answers: [Bool] = []
        AVCaptureDevice.requestAccess(for: .video) { answers.append($0) }
        #expect(answers == [false] && AVCaptureDevice.authorizationStatus(for: .video) == .denied)
        // Another media type is still undetermined until asked.
        #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .notDetermined)
        #expect(await AVCaptureDevice.requestAccess(for: .audio) == false)
        #expect(AVCaptureDevice.authorizationStatus(for: .audio) == .denied)
        #expect(AVMediaType.video.rawValue == "vide" && AVCaptureVideoOrientation.portrait.rawValue == 1)
    }

    @Test("AVCaptureSession: outputs added once, removed; running between start and stop")
    func session() {
        let session = AVCaptureSession()
        #expect(session.sessionPreset == .high && !session.isRunning)
        let photo = AVCapturePhotoOutput()
        session.beginConfiguration()
        #expect(session.canAddOutput(photo))
        session.addOutput(photo)
        // Already held: refused, and adding again changes nothing.
        #expect(!session.canAddOutput(photo))
        session.addOutput(photo)
        session.sessionPreset = .photo
        session.commitConfiguration()
        #expect(session.outputs.count == 1 && session.outputs.first === photo && session.configurationDepth == 0)
        session.startRunning()
        #expect(session.isRunning)
        session.stopRunning()
        session.removeOutput(photo)
        #expect(!session.isRunning && session.outputs.isEmpty && session.sessionPreset == .photo)
        // No output has a connection: no camera feeds it.
        #expect(photo.connection(with: .video) == nil && photo.connections.isEmpty)
    }

    @Test("Movie file output: limits kept; a recording starts nothing and calls no delegate")
    func movieRecording() {
        let session = AVCaptureSession()
        let movie = AVCaptureMovieFileOutput()
        movie.maxRecordedDuration = CMTime(value: 30, timescale: 1)
        session.addOutput(movie)
        let delegate = RecordingSpy()
        movie.startRecording(to: URL(fileURLWithPath: "/tmp/movie.mov"), recordingDelegate: delegate)
        #expect(!movie.isRecording && movie.outputFileURL == nil && movie.recordedDuration == .zero && delegate.calls == 0)
        movie.stopRecording()
        #expect(delegate.calls == 0 && movie.maxRecordedDuration.seconds == 30 && session.outputs.first === movie)
        #expect(movie.movieFragmentInterval == CMTime(value: 10, timescale: 1))
    }

    @Test("Photo settings number themselves; a capture calls no delegate")
    func photoCapture() {
        let first = AVCapturePhotoSettings()
        let second = AVCapturePhotoSettings(format: [AVVideoCodecKey: AVVideoCodecType.jpeg.rawValue])
        #expect(second.uniqueID == first.uniqueID + 1)
        #expect(second.format?[AVVideoCodecKey] as? String == "jpeg" && first.flashMode == .off)
        let delegate = CaptureSpy()
        AVCapturePhotoOutput().capturePhoto(with: first, delegate: delegate)
        #expect(delegate.calls == 0)
    }

    @Test("AVCaptureVideoPreviewLayer: a view's layerClass gets one; session and gravity kept and copied")
    func previewLayer() {
        let view = PreviewView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layer is AVCaptureVideoPreviewLayer)
        let session = AVCaptureSession()
        view.previewLayer.session = session
        view.previewLayer.videoGravity = .resizeAspectFill
        let copy = AVCaptureVideoPreviewLayer(layer: view.previewLayer)
        #expect(copy.session === session && copy.videoGravity == .resizeAspectFill && copy.connection == nil)
        #expect(AVCaptureVideoPreviewLayer(session: session).videoGravity == .resizeAspect)
    }

    @Test("AVPlayer: seeking moves the item's time at once; time observers are kept until removed, never called")
    func seekingAndObservers() {
        let player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)
        #expect(player.currentTime() == .zero && player.currentItem?.duration.isIndefinite == true)
        var finished: [Bool] = []
        player.seek(to: CMTimeMake(value: 3, timescale: 1)) { finished.append($0) }
        #expect(finished == [true] && player.currentTime() == CMTimeMake(value: 3, timescale: 1))
        // A non-numeric time is not a place to go: the time stays.
        player.seek(to: .invalid, toleranceBefore: .zero, toleranceAfter: .zero) { finished.append($0) }
        #expect(player.currentTime() == CMTimeMake(value: 3, timescale: 1))
        var ticks = 0
        let observer = player.addPeriodicTimeObserver(forInterval: CMTimeMake(value: 1, timescale: 2), queue: .main) { _ in ticks += 1 }
        player.play()
        #expect(player.timeObserverCount == 1)
        player.removeTimeObserver(observer)
        #expect(player.timeObserverCount == 0 && ticks == 0)
        // Without an item a seek does not finish.
        let empty = AVPlayer()
        empty.seek(to: .zero) { finished.append($0) }
        #expect(finished == [true, true, false] && empty.currentTime() == .zero)
    }

    @Test("AVAssetExportSession: settings kept; an export fails at once; a cancel before it sticks")
    func export() throws {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/clip.mov"))
        let session = try #require(AVAssetExportSession(asset: asset, presetName: AVAssetExportPresetHighestQuality))
        session.outputURL = URL(fileURLWithPath: "/tmp/out.mp4")
        session.outputFileType = .mp4
        #expect(session.status == .unknown && session.presetName == "AVAssetExportPresetHighestQuality")
        var calls = 0
        session.exportAsynchronously { calls += 1 }
        #expect(calls == 1 && session.status == .failed && (session.error as NSError?)?.code == -11820)
        let cancelled = try #require(AVAssetExportSession(asset: asset, presetName: AVAssetExportPresetPassthrough))
        cancelled.cancelExport()
        cancelled.exportAsynchronously {}
        #expect(cancelled.status == .cancelled && cancelled.error == nil)
        #expect(AVFileType.mov.rawValue == "com.apple.quicktime-movie" && AVAssetExportSession.exportPresets(compatibleWith: asset).isEmpty)
        #expect(PhotosLocation.distance(of: PHAsset(localIdentifier: "a"), from: CLLocation(latitude: 0, longitude: 0)) == nil)
    }

    @Test("Assets: no duration, no tracks; the image generator finds no image")
    func assets() async {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/clip.mov"))
        #expect(asset.duration == .zero && asset.tracks.isEmpty && asset.tracks(withMediaType: .video).isEmpty)
        let generator = AVAssetImageGenerator(asset: asset)
        generator.appliesPreferredTrackTransform = true
        do {
            _ = try generator.copyCGImage(at: .zero, actualTime: nil)
            Issue.record("an image was made")
        } catch {
            #expect((error as NSError).domain == AVFoundationErrorDomain && (error as NSError).code == -11832)
        }
        do {
            _ = try await generator.image(at: .zero)
            Issue.record("an image was made")
        } catch {
            #expect((error as NSError).code == -11832)
        }
    }
}

/// A camera screen's preview view, as AVFoundation's sample code writes it.
final class PreviewView: UIView {
    override class var layerClass: AnyClass { AVCaptureVideoPreviewLayer.self }
    var previewLayer: AVCaptureVideoPreviewLayer { layer as! AVCaptureVideoPreviewLayer }
}

/// Counts every recording delegate call.
final class RecordingSpy: NSObject, AVCaptureFileOutputRecordingDelegate {
    private(set) var calls = 0
    func fileOutput(_ output: AVCaptureFileOutput, didStartRecordingTo fileURL: URL, from connections: [AVCaptureConnection]) {
        calls += 1
    }
    func fileOutput(
        _ output: AVCaptureFileOutput, didFinishRecordingTo outputFileURL: URL, from connections: [AVCaptureConnection], error: Error?
    ) {
        calls += 1
    }
}

/// Counts every audio delegate call.
final class AudioSpy: NSObject, AVAudioPlayerDelegate, AVAudioRecorderDelegate {
    private(set) var calls = 0
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) { calls += 1 }
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) { calls += 1 }
}

/// Counts every photo delegate call.
final class CaptureSpy: NSObject, AVCapturePhotoCaptureDelegate {
    private(set) var calls = 0
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: Error?) { calls += 1 }
    func photoOutput(_ output: AVCapturePhotoOutput, willBeginCaptureFor resolvedSettings: AVCaptureResolvedPhotoSettings) { calls += 1 }
}
