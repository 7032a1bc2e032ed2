/// `NWInterface`: a network interface. None exists here (every path's
/// `availableInterfaces` is empty); the type is there for the code that
/// inspects one.
public struct NWInterface: Hashable, Sendable, CustomDebugStringConvertible {
    /// `InterfaceType`: Network's kinds of interface.
    public enum InterfaceType: Hashable, Sendable {
        case other
        case wifi
        case cellular
        case wiredEthernet
        case loopback
    }

    /// `type`.
    public let type: InterfaceType
    /// `name`: the system's name (`"en0"`).
    public let name: String
    /// `index`: the system's index.
    public let index: Int

    package init(type: InterfaceType, name: String, index: Int) {
        self.type = type
        self.name = name
        self.index = index
    }

    /// `debugDescription`: the name.
    public var debugDescription: String { name }
}
