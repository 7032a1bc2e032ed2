// Only `import CoreMotion`, as a file written for iOS imports it.
import CoreMotion

/// A card that tilts its shadow with the device, as App Store cards do:
/// it counts the motion updates it gets.
final class TiltingCard {
    let motionManager = CMMotionManager()
    private(set) var updates = 0
    private(set) var lastPitch = 0.0

    /// Starts only when device motion is available, as CoreMotion asks.
    func startIfAvailable(on queue: OperationQueue) {
        guard motionManager.isDeviceMotionAvailable else { return }
        start(on: queue)
    }

    /// Starts regardless.
    func start(on queue: OperationQueue) {
        motionManager.deviceMotionUpdateInterval = 0.02
        motionManager.startDeviceMotionUpdates(to: queue) { motion, _ in
            self.updates += 1
            if let motion { self.lastPitch = motion.attitude.pitch * 10 }
        }
        motionManager.startAccelerometerUpdates(to: queue) { data, _ in
            self.updates += 1
            if let acceleration = data?.acceleration { self.lastPitch = acceleration.x }
        }
    }

    func stop() {
        motionManager.stopDeviceMotionUpdates()
        motionManager.stopAccelerometerUpdates()
    }
}
