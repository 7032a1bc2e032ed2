import Network
import StoreKit
import Testing

/// Network's path monitor with no network, and StoreKit's product page with
/// no store: kept, nothing reported, nothing bought.
@Suite @MainActor struct NetworkAndStoreTests {
    @Test("A started path monitor reports nothing; its path is unsatisfied")
    func pathMonitor() {
        let watcher = ReachabilityWatcher()
        #expect(watcher.monitor.queue == nil)
        watcher.start()
        #expect(watcher.monitor.queue === watcher.queue)
        // Anything queued would have run before this empty block.
        watcher.queue.sync {}
        #expect(watcher.reports == 0)
        let path = watcher.monitor.currentPath
        #expect(path.status == .unsatisfied && path.unsatisfiedReason == .notAvailable && path.availableInterfaces.isEmpty)
        #expect(!path.usesInterfaceType(.wifi) && !path.isExpensive && !path.supportsDNS)
        watcher.monitor.cancel()
        #expect(watcher.monitor.queue == nil)
        // usesInterfaceType looks at the interfaces: a path with Wi-Fi uses Wi-Fi only.
        let wifi = NWPath(
            status: .satisfied, unsatisfiedReason: .notAvailable,
            availableInterfaces: [NWInterface(type: .wifi, name: "en0", index: 1)],
            isExpensive: false, isConstrained: false, supportsIPv4: true, supportsIPv6: false, supportsDNS: true
        )
        #expect(wifi.usesInterfaceType(.wifi) && !wifi.usesInterfaceType(.cellular))
    }

    @Test("SKStoreProductViewController: loading fails at once; presented and kept; the delegate is never called")
    func productPage() {
        let list = AppListViewController()
        let store = list.openProduct(id: 284_882_215)
        #expect(list.presentedViewController === store)
        #expect(store.delegate === list)
        #expect(store.productParameters?[SKStoreProductParameterITunesItemIdentifier] as? Int == 284_882_215)
        #expect(list.loadResults.count == 1)
        let error = list.loadResults.first?.1 as NSError?
        #expect(list.loadResults.first?.0 == false && error?.domain == SKErrorDomain && error?.code == 5)
        #expect(list.delegateCalls == 0)
    }
}
