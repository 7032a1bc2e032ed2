import ScrollSim

/// Layouts of the user's own, by the `type` name scenarios give them: how a
/// team runs its layouts in `scrollsim run`, `layout`, `render` and golden
/// logs (`docs/layouts.md`, "Your own layouts in scenarios and the CLI").
///
/// ```swift
/// var layouts = LayoutRegistry()
/// layouts.register("carousel") { options in
///     let spacing = options["spacing"]?.number ?? 16    // validate here
///     return { CarouselLayout(spacing: spacing) }
/// }
/// try LayoutRegistry.$current.withValue(layouts) { try ScenarioDecoder.decode(text) }
/// ```
public struct LayoutRegistry: Sendable {
    /// Makes a layout from the scenario's layout object: validates the
    /// options (throwing `InputError` located at `path`) and returns what
    /// makes a fresh layout each time one is needed.
    public typealias Factory = @Sendable (_ options: FieldValue, _ path: String) throws(InputError)
        -> @Sendable () -> any CollectionViewLayout

    private var factories: [String: Factory] = [:]
    /// The registered names whose layouts must run on the main thread.
    private var mainThreadTypeNames: Set<String> = []

    /// The layouts decoders and commands use in this task: none by default.
    @TaskLocal public static var current = LayoutRegistry()

    /// An empty registry.
    public init() {}

    /// Registers `factory` under `typeName`. The built-in names (`flow`,
    /// `waterfall`, `grid`, `tags`, `flex`) cannot be replaced.
    public mutating func register(_ typeName: String, factory: @escaping Factory) {
        register(typeName, requiresMainThread: false, factory: factory)
    }

    /// Registers `factory` under `typeName`; if `requiresMainThread`, the
    /// layouts it makes are made and run on the main thread only (UIKit
    /// layouts: `@MainActor` code in the Swift 6 mode checks its thread).
    package mutating func register(_ typeName: String, requiresMainThread: Bool, factory: @escaping Factory) {
        guard !ScenarioDecoder.layoutTypes.contains(typeName) else { return }
        factories[typeName] = factory
        if requiresMainThread {
            mainThreadTypeNames.insert(typeName)
        } else {
            mainThreadTypeNames.remove(typeName)
        }
    }

    /// Registers a layout that takes no options beyond `type`.
    public mutating func register(_ typeName: String, make: @escaping @Sendable () -> any CollectionViewLayout) {
        register(typeName) { _, _ in make }
    }

    /// The registered names, sorted.
    public var typeNames: [String] { factories.keys.sorted() }

    func factory(for typeName: String) -> Factory? { factories[typeName] }

    func requiresMainThread(_ typeName: String) -> Bool { mainThreadTypeNames.contains(typeName) }
}
