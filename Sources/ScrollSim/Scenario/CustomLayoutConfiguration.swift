/// A layout of the user's own, named in a scenario by the `type` it was
/// registered under (`LayoutRegistry` in ScrollSimJSON,
/// `docs/layouts.md`, "Your own layouts in scenarios and the CLI").
public struct CustomLayoutConfiguration: Hashable, Sendable {
    /// The scenario's `layout.type`.
    public let typeName: String
    /// The scenario's layout object, as written.
    public let options: FieldValue
    /// The layout must be made and run on the main thread: a UIKit layout,
    /// whose `@MainActor` code compiled in the Swift 6 mode checks the
    /// thread it runs on. A batch runs such scenarios on the main thread.
    package let requiresMainThread: Bool
    private let make: @Sendable () -> any CollectionViewLayout

    /// Creates a configuration whose `makeLayout()` calls `make`.
    public init(typeName: String, options: FieldValue, make: @escaping @Sendable () -> any CollectionViewLayout) {
        self.init(typeName: typeName, options: options, requiresMainThread: false, make: make)
    }

    /// Creates a configuration whose `makeLayout()` calls `make`, on the
    /// main thread if `requiresMainThread`.
    package init(typeName: String, options: FieldValue, requiresMainThread: Bool,
                 make: @escaping @Sendable () -> any CollectionViewLayout) {
        self.typeName = typeName
        self.options = options
        self.requiresMainThread = requiresMainThread
        self.make = make
    }

    /// A new, unprepared layout.
    public func makeLayout() -> any CollectionViewLayout { make() }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.typeName == rhs.typeName && lhs.options == rhs.options
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeName)
        hasher.combine(options)
    }
}
