import Foundation

/// `CMGyroData`: one gyroscope sample (never delivered here: see `CMMotionManager`).
open class CMGyroData: CMLogItem {
    public let rotationRate: CMRotationRate

    package init(timestamp: TimeInterval, rotationRate: CMRotationRate) {
        self.rotationRate = rotationRate
        super.init(timestamp: timestamp)
    }
}

/// `CMRotationRate`: in radians per second, around the device's axes.
public struct CMRotationRate: Sendable {
    public var x: Double
    public var y: Double
    public var z: Double

    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}
