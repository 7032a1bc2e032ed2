import struct ScrollSim.Event

/// The events a collection view's simulator emitted, kept outside the
/// main-actor view so that the simulator appends to them directly, with no
/// hop through the view on every event.
///
/// `@unchecked Sendable` for the same reason as `onMainActor`: only the one
/// simulator that drives the view appends, on the thread driving it.
final class EventLog: @unchecked Sendable {
    var events: [Event] = []
}
