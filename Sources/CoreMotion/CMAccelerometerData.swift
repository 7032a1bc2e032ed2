import Foundation

/// `CMAccelerometerData`: one accelerometer sample (never delivered here: see `CMMotionManager`).
open class CMAccelerometerData: CMLogItem {
    public let acceleration: CMAcceleration

    package init(timestamp: TimeInterval, acceleration: CMAcceleration) {
        self.acceleration = acceleration
        super.init(timestamp: timestamp)
    }
}

/// `CMAcceleration`: in g, along the device's axes.
public struct CMAcceleration: Sendable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}
