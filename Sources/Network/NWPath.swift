/// `NWPath`: what a path monitor knows of the network. Here there is one
/// path: unsatisfied (`.notAvailable`), with no interface, not expensive,
/// not constrained, without IPv4, IPv6 or DNS.
public struct NWPath: Equatable, Sendable, CustomDebugStringConvertible {
    /// `Status`: Network's three states.
    public enum Status: Equatable, Hashable, Sendable {
        /// The path can send and receive data.
        case satisfied
        /// The path is not available.
        case unsatisfied
        /// A connection would make the path available (on-demand VPN).
        case requiresConnection
    }

    /// `UnsatisfiedReason` (iOS 14): why a path is unsatisfied.
    public enum UnsatisfiedReason: Equatable, Hashable, Sendable {
        case notAvailable
        case cellularDenied
        case wifiDenied
        case localNetworkDenied
    }

    /// `status`: `.unsatisfied`.
    public let status: Status
    /// `unsatisfiedReason`: `.notAvailable`.
    public let unsatisfiedReason: UnsatisfiedReason
    /// `availableInterfaces`: empty.
    public let availableInterfaces: [NWInterface]
    /// `isExpensive`: false.
    public let isExpensive: Bool
    /// `isConstrained`: false.
    public let isConstrained: Bool
    /// `supportsIPv4`, `supportsIPv6`, `supportsDNS`: false.
    public let supportsIPv4: Bool
    public let supportsIPv6: Bool
    public let supportsDNS: Bool

    /// The path of a machine with no network: the only one here.
    package static let unavailable = NWPath(
        status: .unsatisfied, unsatisfiedReason: .notAvailable, availableInterfaces: [],
        isExpensive: false, isConstrained: false, supportsIPv4: false, supportsIPv6: false, supportsDNS: false
    )

    package init(
        status: Status, unsatisfiedReason: UnsatisfiedReason, availableInterfaces: [NWInterface], isExpensive: Bool,
        isConstrained: Bool, supportsIPv4: Bool, supportsIPv6: Bool, supportsDNS: Bool
    ) {
        self.status = status
        self.unsatisfiedReason = unsatisfiedReason
        self.availableInterfaces = availableInterfaces
        self.isExpensive = isExpensive
        self.isConstrained = isConstrained
        self.supportsIPv4 = supportsIPv4
        self.supportsIPv6 = supportsIPv6
        self.supportsDNS = supportsDNS
    }

    /// `usesInterfaceType(_:)`: one of `availableInterfaces` is of `type`.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        availableInterfaces.contains { $0.type == type }
    }

    /// `debugDescription`: the status.
    public var debugDescription: String { "\(status)" }
}
