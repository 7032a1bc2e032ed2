import Foundation

/// `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// `UIDevice.current`: the simulated device, an iPhone in portrait (the
/// device of `UIScreen.main` and `UITraitCollection`). Its properties are
/// fixed values, so runs are the same on every machine.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// `UIDevice.current`.
    public static let current = UIDevice()

    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var localizedModel: String { "iPhone" }
    open var systemName: String { "iOS" }
    /// `systemVersion`: "18.0", the iOS the layer's API follows.
    open var systemVersion: String { "18.0" }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var orientation: UIDeviceOrientation { .portrait }
    /// `identifierForVendor`: `nil`, as UIKit answers before the device is
    /// unlocked (no identifier is made up).
    open var identifierForVendor: UUID? { nil }
    open var isMultitaskingSupported: Bool { true }
    open var isBatteryMonitoringEnabled = false
    open var isProximityMonitoringEnabled = false
    open var isGeneratingDeviceOrientationNotifications: Bool { false }

    /// `beginGeneratingDeviceOrientationNotifications()`: the orientation never changes.
    open func beginGeneratingDeviceOrientationNotifications() {}
    /// `endGeneratingDeviceOrientationNotifications()`.
    open func endGeneratingDeviceOrientationNotifications() {}
    /// `playInputClick()`: nothing is played.
    open func playInputClick() {}
}

extension UIDevice {
    /// `UIDevice.orientationDidChangeNotification`: never posted (the
    /// orientation never changes).
    nonisolated public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
}
