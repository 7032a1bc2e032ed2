// Only `import Network`, as a file written for iOS imports it.
import Network

/// A screen that reloads when the network comes back, as galleries do.
final class ReachabilityWatcher {
    let monitor = NWPathMonitor()
    let queue = DispatchQueue(label: "network.monitor")
    private(set) var reports = 0

    func start() {
        monitor.pathUpdateHandler = { [weak self] path in
            if path.status == .satisfied { self?.reports += 1 }
            self?.reports += 1
        }
        monitor.start(queue: queue)
    }
}
