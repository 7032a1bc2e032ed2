import Foundation

// A layer's clock (`CAMediaTiming`): each layer's local time is its
// superlayer's time warped by the layer's own timing properties,
//
//     local = (parent − beginTime) × speed + timeOffset
//
// (Apple, `CAMediaTiming`: "beginTime … in the parent's time space",
// "speed … how time is mapped to parent time", "timeOffset … an additional
// offset in active local time"; Core Animation Programming Guide, "Pausing
// and Resuming Animations" builds on this formula). The root layer's
// parent time is the global time of `CACurrentMediaTime()`. `convertTime`
// is declared in the class (so that subclasses can override it on Linux).
extension CALayer {
    /// This layer's time for a parent time.
    private func localTime(fromParent parent: CFTimeInterval) -> CFTimeInterval {
        (parent - beginTime) * CFTimeInterval(speed) + timeOffset
    }

    /// The parent time for one of this layer's times (a layer whose clock
    /// stands still answers its `beginTime`: see `convertTime(_:from:)`).
    private func parentTime(fromLocal local: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : (local - timeOffset) / CFTimeInterval(speed) + beginTime
    }

    /// This layer's time for a global time: down from the root.
    func localTime(fromGlobal global: CFTimeInterval) -> CFTimeInterval {
        localTime(fromParent: superlayer?.localTime(fromGlobal: global) ?? global)
    }

    /// The global time for one of this layer's times: up to the root.
    func globalTime(fromLocal local: CFTimeInterval) -> CFTimeInterval {
        let parent = parentTime(fromLocal: local)
        return superlayer?.globalTime(fromLocal: parent) ?? parent
    }
}
