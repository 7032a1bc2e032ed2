import Foundation

/// `CMDeviceMotion`: one fused sample — attitude, rotation rate, gravity and
/// user acceleration. Never delivered here (see `CMMotionManager`).
open class CMDeviceMotion: CMLogItem {
    public let attitude: CMAttitude
    public let rotationRate: CMRotationRate
    public let gravity: CMAcceleration
    public let userAcceleration: CMAcceleration

    package init(timestamp: TimeInterval, attitude: CMAttitude, rotationRate: CMRotationRate,
                 gravity: CMAcceleration, userAcceleration: CMAcceleration) {
        self.attitude = attitude
        self.rotationRate = rotationRate
        self.gravity = gravity
        self.userAcceleration = userAcceleration
        super.init(timestamp: timestamp)
    }
}
