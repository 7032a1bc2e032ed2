import Foundation

/// `CMLogItem`: the base of CoreMotion's samples, with their `timestamp`.
/// No sample is ever delivered here (`CMMotionManager`); the sample types
/// exist so that handlers and the code reading them compile. CoreMotion
/// makes samples, apps do not: there is no public initialiser.
open class CMLogItem: NSObject {
    /// `timestamp`: seconds since the device booted.
    public let timestamp: TimeInterval

    package init(timestamp: TimeInterval) {
        self.timestamp = timestamp
        super.init()
    }
}
