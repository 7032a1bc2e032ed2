import Foundation

/// `AVCaptureSession`: the inputs and outputs of a capture, kept — real
/// bookkeeping: `canAddInput`/`canAddOutput` refuse what the session
/// already holds, `addInput`/`addOutput` append, `remove…` take out, the
/// preset is kept. `startRunning()` makes `isRunning` true and
/// `stopRunning()` false; nothing flows, since no device exists (no input
/// can be made from one), and no notification is posted.
open class AVCaptureSession: NSObject {
    /// `Preset`: AVFoundation's presets (their raw values).
    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
        public static let hd4K3840x2160 = Preset(rawValue: "AVCaptureSessionPreset3840x2160")
        public static let vga640x480 = Preset(rawValue: "AVCaptureSessionPreset640x480")
        public static let cif352x288 = Preset(rawValue: "AVCaptureSessionPreset352x288")
        public static let iFrame960x540 = Preset(rawValue: "AVCaptureSessionPresetiFrame960x540")
        public static let iFrame1280x720 = Preset(rawValue: "AVCaptureSessionPresetiFrame1280x720")
        public static let inputPriority = Preset(rawValue: "AVCaptureSessionPresetInputPriority")
    }

    /// `inputs`: in the order added.
    open private(set) var inputs: [AVCaptureInput] = []
    /// `outputs`: in the order added.
    open private(set) var outputs: [AVCaptureOutput] = []
    /// `sessionPreset`: `.high` by default, as AVFoundation's.
    open var sessionPreset: Preset = .high
    /// `isRunning`: between `startRunning()` and `stopRunning()`.
    open private(set) var isRunning = false
    /// `isInterrupted`: false; nothing interrupts a session here.
    open var isInterrupted: Bool { false }
    /// The depth of `beginConfiguration()` calls not yet committed.
    package private(set) var configurationDepth = 0

    public override init() {
        super.init()
    }

    /// `canSetSessionPreset(_:)`: true; with no device, no preset is refused.
    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }

    /// `canAddInput(_:)`: false when the session already holds it.
    open func canAddInput(_ input: AVCaptureInput) -> Bool {
        !inputs.contains { $0 === input }
    }

    /// `addInput(_:)`: appended, unless `canAddInput` refuses it (AVFoundation
    /// raises an exception there; here the call does nothing).
    open func addInput(_ input: AVCaptureInput) {
        guard canAddInput(input) else { return }
        inputs.append(input)
    }

    /// `removeInput(_:)`.
    open func removeInput(_ input: AVCaptureInput) {
        inputs.removeAll { $0 === input }
    }

    /// `canAddOutput(_:)`: false when the session already holds it.
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool {
        !outputs.contains { $0 === output }
    }

    /// `addOutput(_:)`: appended, unless `canAddOutput` refuses it.
    open func addOutput(_ output: AVCaptureOutput) {
        guard canAddOutput(output) else { return }
        outputs.append(output)
    }

    /// `removeOutput(_:)`.
    open func removeOutput(_ output: AVCaptureOutput) {
        outputs.removeAll { $0 === output }
    }

    /// `beginConfiguration()`: counted; changes apply at once anyway.
    open func beginConfiguration() {
        configurationDepth += 1
    }

    /// `commitConfiguration()`.
    open func commitConfiguration() {
        configurationDepth = max(0, configurationDepth - 1)
    }

    /// `startRunning()`: `isRunning` becomes true; nothing flows.
    open func startRunning() {
        isRunning = true
    }

    /// `stopRunning()`: `isRunning` becomes false.
    open func stopRunning() {
        isRunning = false
    }
}
