import Dispatch

/// `NWPathMonitor`: watches the network path. No network is simulated:
/// `currentPath` is unsatisfied (`.notAvailable`, no interface) before and
/// after `start(queue:)`, and the monitor reports nothing — the
/// `pathUpdateHandler` is never called, since no path ever changes and a
/// first report on the queue would arrive at a time nothing in a scenario
/// controls. The interface requirements are kept.
public final class NWPathMonitor {
    /// `pathUpdateHandler`: kept, never called.
    public var pathUpdateHandler: ((NWPath) -> Void)?
    /// `currentPath`: the unsatisfied path.
    public var currentPath: NWPath { .unavailable }
    /// `queue`: the queue given to `start(queue:)`, nil before and after
    /// `cancel()`.
    public private(set) var queue: DispatchQueue?
    /// The interface type required (`init(requiredInterfaceType:)`).
    package let requiredInterfaceType: NWInterface.InterfaceType?
    /// The interface types prohibited (`init(prohibitedInterfaceTypes:)`).
    package let prohibitedInterfaceTypes: [NWInterface.InterfaceType]

    /// `init()`: any interface.
    public init() {
        requiredInterfaceType = nil
        prohibitedInterfaceTypes = []
    }

    /// `init(requiredInterfaceType:)`: only paths over that interface type.
    public init(requiredInterfaceType: NWInterface.InterfaceType) {
        self.requiredInterfaceType = requiredInterfaceType
        prohibitedInterfaceTypes = []
    }

    /// `init(prohibitedInterfaceTypes:)` (iOS 14): paths over none of those.
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
        requiredInterfaceType = nil
        self.prohibitedInterfaceTypes = prohibitedInterfaceTypes
    }

    /// `start(queue:)`: the queue is kept; nothing is reported.
    public func start(queue: DispatchQueue) {
        self.queue = queue
    }

    /// `cancel()`: the monitor stops; the queue is let go.
    public func cancel() {
        queue = nil
    }
}
