import Foundation
import ScrollSim
import ScrollSimBench
import class ScrollSimUIKit.UICollectionView
import class ScrollSimUIKit.UICollectionViewCell
import class ScrollSimUIKit.UICollectionViewFlowLayout
import protocol ScrollSimUIKit.UICollectionViewDataSource
import protocol ScrollSimUIKit.UICollectionViewDataSourcePrefetching

/// One side of the UIKit-layer benchmark: the same flicks over the same
/// 100,000-item flow, through the core `Simulator` or through a
/// `UICollectionView`, with or without a prefetch data source that does
/// nothing (so that the cell lifecycle prefetches as well).
enum UIKitBenchCase: Hashable, CaseIterable {
    /// A `Simulator` with the core `FlowLayout`.
    case core(prefetching: Bool)
    /// A `UICollectionView` with a layout of `layoutClass`.
    case uiKit(LayoutClass, prefetching: Bool)

    /// The class of the UIKit side's layout.
    enum LayoutClass: String, Hashable, CaseIterable {
        /// `UICollectionViewFlowLayout` itself.
        case plain
        /// `FeedLayout`, a subclass that overrides nothing: what an app has.
        case subclass
    }

    static let allCases: [UIKitBenchCase] = [false, true].flatMap { prefetching in
        [.core(prefetching: prefetching)] + LayoutClass.allCases.map { .uiKit($0, prefetching: prefetching) }
    }

    /// The case's name on the command line (`--case`): `core`, `plain`,
    /// `subclass`, each with `-prefetch` when it prefetches.
    var name: String {
        switch self {
        case .core(let prefetching): "core" + (prefetching ? "-prefetch" : "")
        case .uiKit(let layout, let prefetching): layout.rawValue + (prefetching ? "-prefetch" : "")
        }
    }

    var prefetching: Bool {
        switch self {
        case .core(let prefetching), .uiKit(_, let prefetching): prefetching
        }
    }

    /// What a table row says the case is.
    var title: String {
        let with = prefetching ? ", with a prefetch data source" : ""
        switch self {
        case .core: return "core API\(with)"
        case .uiKit(.plain, _): return "UIKit layer, UICollectionViewFlowLayout\(with)"
        case .uiKit(.subclass, _): return "UIKit layer, FeedLayout: UICollectionViewFlowLayout {}\(with)"
        }
    }

    /// The flicks of every case: 8,000 pt/s down, 8,000 up, 6,000 down,
    /// each run until idle.
    static let velocities = [Point(x: 0, y: 8000), Point(x: 0, y: -8000), Point(x: 0, y: 6000)]

    /// A view or simulator laid out and ready for `run(_:)`. `@unchecked
    /// Sendable`: made and run on the main thread only, as UIKit's types.
    enum Prepared: @unchecked Sendable {
        case core(Simulator, NoPrefetch?)
        case uiKit(UICollectionView, BenchDataSource)
    }

    /// The initial layout of the case (not measured).
    func prepare(items: Int) -> Prepared {
        let benchmarkCase = BenchmarkData.flow(items: items)
        guard case .flow(let flow) = benchmarkCase.layout else { fatalError("BenchmarkData.flow is a flow") }
        switch self {
        case .core(let prefetching):
            let simulator = Simulator(configuration: SimulatorConfiguration(viewport: BenchmarkData.viewport),
                                      layout: FlowLayout(configuration: flow), data: benchmarkCase.data) { blackHole($0) }
            let prefetch = prefetching ? NoPrefetch() : nil
            simulator.prefetchDataSource = prefetch
            simulator.start()
            return .core(simulator, prefetch)
        case .uiKit(let layoutClass, let prefetching):
            return MainActor.assumeIsolated {
                let layout = layoutClass == .plain ? UICollectionViewFlowLayout() : FeedLayout()
                layout.itemSize = CGSize(width: flow.itemSize.width, height: flow.itemSize.height)
                layout.minimumLineSpacing = flow.minimumLineSpacing
                layout.minimumInteritemSpacing = flow.minimumInteritemSpacing
                layout.sectionInset.left = flow.sectionInset.left
                layout.sectionInset.right = flow.sectionInset.right
                let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: BenchmarkData.viewport.width,
                                                          height: BenchmarkData.viewport.height), collectionViewLayout: layout)
                let dataSource = BenchDataSource(count: items)
                view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
                view.dataSource = dataSource
                if prefetching { view.prefetchDataSource = dataSource }
                view.layoutIfNeeded()
                return .uiKit(view, dataSource)
            }
        }
    }

    /// Runs the flicks on `prepared` and returns the ticks they took. The
    /// measured code: its own functions, so that `callgrind
    /// --toggle-collect='*runCoreFlicks*'` (or `'*runViewFlicks*'`) counts only it.
    static func run(_ prepared: Prepared) -> Int {
        switch prepared {
        case .core(let simulator, _): return runCoreFlicks(simulator)
        case .uiKit(let view, _): return MainActor.assumeIsolated { runViewFlicks(view) }
        }
    }

    @inline(never)
    static func runCoreFlicks(_ simulator: Simulator) -> Int {
        let start = simulator.tick
        for velocity in velocities {
            try? simulator.fling(velocity: velocity)
            try? simulator.runUntilIdle()
        }
        return max(simulator.tick - start, 1)
    }

    @MainActor @inline(never)
    static func runViewFlicks(_ view: UICollectionView) -> Int {
        let start = view.simulator.tick
        for velocity in velocities {
            try? view.fling(velocity: CGPoint(x: velocity.x, y: velocity.y))
            try? view.runUntilIdle()
        }
        return max(view.simulator.tick - start, 1)
    }
}

/// The trivial subclass an app declares to have a layout of its own: it
/// overrides nothing, so it must cost what `UICollectionViewFlowLayout` does.
@MainActor
final class FeedLayout: UICollectionViewFlowLayout {}

/// The data source a team writes for the UIKit side: counts and a dequeued
/// plain cell; as prefetch data source, it does nothing.
@MainActor
final class BenchDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: Foundation.IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [Foundation.IndexPath]) {}
}

/// The core's no-op prefetch data source.
final class NoPrefetch: CollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: Simulator, prefetchItemsAt indexPaths: [ScrollSim.IndexPath]) {}
}
