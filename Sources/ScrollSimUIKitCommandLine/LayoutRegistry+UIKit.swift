import ScrollSimJSON
import ScrollSimUIKit
import enum ScrollSim.FieldValue

extension LayoutRegistry {
    /// Makes a UIKit layout from the scenario's layout object: validates
    /// the options (throwing `InputError` located at `path`) and returns
    /// what makes a fresh layout each time one is needed.
    public typealias UIKitFactory = @Sendable (_ options: FieldValue, _ path: String) throws(InputError)
        -> @MainActor @Sendable () -> UICollectionViewLayout

    /// Registers a `UICollectionViewLayout` subclass under `typeName`, as it
    /// is (`docs/uikit.md`, "Your UIKit layout in scenarios"): its
    /// `collectionView` has the simulation's bounds, content inset and
    /// counts, and a delegate that answers `UICollectionViewDelegateFlowLayout`'s
    /// questions from the scenario's data (item sizes, header and footer
    /// sizes, per-section insets and spacings).
    ///
    /// ```swift
    /// var layouts = LayoutRegistry()
    /// layouts.register("carousel", uiKitLayout: { options, path throws(InputError) in
    ///     let scale = options["sideItemScale"]?.number ?? 0.8   // validate here
    ///     return { CarouselLayout(sideItemScale: scale) }
    /// })
    /// ScrollSimCommand.main(layouts: layouts)
    /// ```
    public mutating func register(_ typeName: String, uiKitLayout factory: @escaping UIKitFactory) {
        // UIKit's types are `@MainActor`: a batch runs these on the main thread.
        register(typeName, requiresMainThread: true) { options, path throws(InputError) in
            let make = try factory(options, path)
            return { LayoutBridge(scenarioLayout: make) }
        }
    }

    /// Registers a UIKit layout that takes no options beyond `type`.
    public mutating func register(_ typeName: String, makeUIKitLayout make: @escaping @MainActor @Sendable () -> UICollectionViewLayout) {
        register(typeName, uiKitLayout: { _, _ in make })
    }
}
