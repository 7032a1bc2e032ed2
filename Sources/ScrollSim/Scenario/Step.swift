/// One step of a scenario. Steps run one after another; each starts on a
/// new tick and is marked by a `step` event.
public enum Step: Hashable, Sendable {
    /// Set the content offset, animated (0.3 s, sin² progress) or not.
    /// A `nil` coordinate keeps the current one.
    case scrollTo(x: Double?, y: Double?, animated: Bool)
    /// Let time pass, in seconds; running motion continues.
    case wait(seconds: Double)

    /// The step's action name, as in scenarios and `step` events.
    public var action: String {
        switch self {
        case .scrollTo: "scrollTo"
        case .wait: "wait"
        }
    }
}
