import struct ScrollSim.Event

/// The events a collection view's simulator emitted, kept outside the
/// main-actor view so that the simulator appends to them directly, with no
/// hop through the view on every event.
///
/// `@unchecked Sendable` for the same reason as `onMainActor`: only the one
/// simulator that drives the view appends, on the thread driving it.
///
/// `@exclusivity(unchecked)`: appended to on every event by that one
/// simulator, never while another access is under way; the runtime's
/// check cost more than the append.
final class EventLog: @unchecked Sendable {
    @exclusivity(unchecked) var events: [Event] = []
}
