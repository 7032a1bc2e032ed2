// `import CoreMotion` on Linux (this module is declared on Linux only).
@_exported import Foundation

/// `CMMotionManager`: the motion services' settings, kept; there are no
/// sensors. Every `is…Available` is false, so code that checks first (as
/// the CoreMotion documentation asks) never starts; a start that is made
/// anyway marks the service active, and nothing is ever delivered: the
/// handler is never called and the latest data (`deviceMotion`,
/// `accelerometerData`, `gyroData`, `magnetometerData`) stays nil.
open class CMMotionManager: NSObject {
    /// `accelerometerUpdateInterval`, `gyroUpdateInterval`,
    /// `magnetometerUpdateInterval`, `deviceMotionUpdateInterval`: kept
    /// (seconds; CoreMotion's default is a hundredth of a second).
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    open var gyroUpdateInterval: TimeInterval = 0.01
    open var magnetometerUpdateInterval: TimeInterval = 0.01
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    /// `showsDeviceMovementDisplay`: kept.
    open var showsDeviceMovementDisplay = false

    /// `isAccelerometerAvailable`, `isGyroAvailable`,
    /// `isMagnetometerAvailable`, `isDeviceMotionAvailable`: false; there is
    /// no device.
    open var isAccelerometerAvailable: Bool { false }
    open var isGyroAvailable: Bool { false }
    open var isMagnetometerAvailable: Bool { false }
    open var isDeviceMotionAvailable: Bool { false }

    /// `isAccelerometerActive`, `isGyroActive`, `isMagnetometerActive`,
    /// `isDeviceMotionActive`: true between a `start…Updates` and its
    /// `stop…Updates` (bookkeeping; nothing arrives meanwhile).
    open private(set) var isAccelerometerActive = false
    open private(set) var isGyroActive = false
    open private(set) var isMagnetometerActive = false
    open private(set) var isDeviceMotionActive = false

    /// The latest data: nil, always (nothing is measured).
    open var accelerometerData: CMAccelerometerData? { nil }
    open var gyroData: CMGyroData? { nil }
    open var magnetometerData: CMMagnetometerData? { nil }
    open var deviceMotion: CMDeviceMotion? { nil }

    public override init() {
        super.init()
    }

    open func startAccelerometerUpdates() { isAccelerometerActive = true }
    /// The handler is kept by nobody: it is never called.
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {
        isAccelerometerActive = true
    }
    open func stopAccelerometerUpdates() { isAccelerometerActive = false }

    open func startGyroUpdates() { isGyroActive = true }
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {
        isGyroActive = true
    }
    open func stopGyroUpdates() { isGyroActive = false }

    open func startMagnetometerUpdates() { isMagnetometerActive = true }
    open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {
        isMagnetometerActive = true
    }
    open func stopMagnetometerUpdates() { isMagnetometerActive = false }

    open func startDeviceMotionUpdates() { isDeviceMotionActive = true }
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
        isDeviceMotionActive = true
    }
    open func stopDeviceMotionUpdates() { isDeviceMotionActive = false }
}

/// `CMAccelerometerHandler`, `CMGyroHandler`, `CMMagnetometerHandler`,
/// `CMDeviceMotionHandler`: CoreMotion's handler types.
public typealias CMAccelerometerHandler = (CMAccelerometerData?, Error?) -> Void
public typealias CMGyroHandler = (CMGyroData?, Error?) -> Void
public typealias CMMagnetometerHandler = (CMMagnetometerData?, Error?) -> Void
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, Error?) -> Void
