/// A layout of the user's own, named in a scenario by the `type` it was
/// registered under (`LayoutRegistry` in ScrollSimJSON,
/// `docs/layouts.md`, "Your own layouts in scenarios and the CLI").
public struct CustomLayoutConfiguration: Hashable, Sendable {
    /// The scenario's `layout.type`.
    public let typeName: String
    /// The scenario's layout object, as written.
    public let options: FieldValue
    private let make: @Sendable () -> any CollectionViewLayout

    /// Creates a configuration whose `makeLayout()` calls `make`.
    public init(typeName: String, options: FieldValue, make: @escaping @Sendable () -> any CollectionViewLayout) {
        self.typeName = typeName
        self.options = options
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
