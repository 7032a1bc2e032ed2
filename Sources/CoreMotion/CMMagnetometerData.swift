import Foundation

/// `CMMagnetometerData`: one magnetometer sample (never delivered here: see `CMMotionManager`).
open class CMMagnetometerData: CMLogItem {
    public let magneticField: CMMagneticField

    package init(timestamp: TimeInterval, magneticField: CMMagneticField) {
        self.magneticField = magneticField
        super.init(timestamp: timestamp)
    }
}

/// `CMMagneticField`: in microteslas, along the device's axes.
public struct CMMagneticField: Sendable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}
