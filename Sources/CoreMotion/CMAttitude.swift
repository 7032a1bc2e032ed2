import Foundation

/// `CMAttitude`: the device's orientation as roll, pitch and yaw (radians).
/// Part of a `CMDeviceMotion`, never delivered here.
open class CMAttitude: NSObject {
    public let roll: Double
    public let pitch: Double
    public let yaw: Double

    package init(roll: Double, pitch: Double, yaw: Double) {
        (self.roll, self.pitch, self.yaw) = (roll, pitch, yaw)
        super.init()
    }
}
