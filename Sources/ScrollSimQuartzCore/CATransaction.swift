import Foundation

/// `CATransaction`: nothing is animated, so a transaction applies at once;
/// its completion block runs at `commit()` (as `UIView.animate`'s
/// completion runs at once). Nested transactions run their blocks at their
/// own commit.
public enum CATransaction {
    nonisolated(unsafe) private static var completions: [(() -> Void)?] = []
    nonisolated(unsafe) private static var disablesActions = false
    nonisolated(unsafe) private static var duration: CFTimeInterval = 0.25
    nonisolated(unsafe) private static var timingFunction: CAMediaTimingFunction?

    /// `begin()`.
    public static func begin() { completions.append(nil) }

    /// `commit()`: runs the innermost transaction's completion block.
    public static func commit() {
        guard let completion = completions.popLast() else { return }
        completion?()
    }

    /// `setCompletionBlock(_:)`: run at the enclosing `commit()`, or at once
    /// outside a transaction.
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        if completions.isEmpty { block?() } else { completions[completions.count - 1] = block }
    }

    /// `setDisableActions(_:)`: kept.
    public static func setDisableActions(_ flag: Bool) { disablesActions = flag }
    /// `disableActions()`.
    public static func disableActions() -> Bool { disablesActions }
    /// `setAnimationDuration(_:)`: kept.
    public static func setAnimationDuration(_ dur: CFTimeInterval) { duration = dur }
    /// `animationDuration()`.
    public static func animationDuration() -> CFTimeInterval { duration }
    /// `setAnimationTimingFunction(_:)`: kept.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { timingFunction = function }
    /// `animationTimingFunction()`: the function set, `nil` by default.
    public static func animationTimingFunction() -> CAMediaTimingFunction? { timingFunction }
    /// `flush()`: nothing to flush.
    public static func flush() {}
}
