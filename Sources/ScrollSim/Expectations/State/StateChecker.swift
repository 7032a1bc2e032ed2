/// Checks a scenario's `state` entries against a running simulator at
/// their moments: the runner calls `tickEnding` before every new tick,
/// `stepEnded` after every step and `runEnded` once.
///
/// It reads the simulator's own values, never the log, so its verdicts do
/// not depend on the scenario's log options.
public struct StateChecker: Sendable {
    /// The entries checked.
    public let expectations: [StateExpectation]
    /// The entries that did not hold, in the order of their moments.
    public private(set) var failures: [StateFailure] = []
    private var byStep: [Int: [Int]] = [:]
    private var byTick: [Int: [Int]] = [:]
    private var checked = Set<Int>()

    /// Creates a checker of `expectations`.
    public init(_ expectations: [StateExpectation]) {
        self.expectations = expectations
        for (index, expectation) in expectations.enumerated() {
            switch expectation.moment {
            case .step(let step): byStep[step, default: []].append(index)
            case .tick(let tick): byTick[tick, default: []].append(index)
            case .end: break
            }
        }
    }

    /// Whether it checks anything at tick ends (so a runner may skip the
    /// hook).
    public var checksTicks: Bool { !byTick.isEmpty }

    /// Checks the entries of tick `simulator.tick`, which is ending.
    public mutating func tickEnding(_ simulator: Simulator) {
        guard let indices = byTick[simulator.tick] else { return }
        for index in indices { check(index, in: simulator) }
    }

    /// Checks the entries of step `index`, which has ended.
    public mutating func stepEnded(_ index: Int, _ simulator: Simulator) {
        guard let indices = byStep[index] else { return }
        for entry in indices { check(entry, in: simulator) }
    }

    /// Checks the `"end"` entries and the current tick's, and fails the
    /// entries whose moment never came.
    public mutating func runEnded(_ simulator: Simulator) {
        for index in expectations.indices where !checked.contains(index) {
            switch expectations[index].moment {
            case .end:
                check(index, in: simulator)
            case .tick(let tick) where tick == simulator.tick:
                check(index, in: simulator)
            case .tick:
                checked.insert(index)
                failures.append(StateFailure(index: index, moment: expectations[index].moment,
                                             unreached: "the run ended at tick \(simulator.tick)"))
            case .step:
                checked.insert(index)
                failures.append(StateFailure(index: index, moment: expectations[index].moment,
                                             unreached: "the run had \(simulator.stepCount) step\(simulator.stepCount == 1 ? "" : "s")"))
            }
        }
    }

    private mutating func check(_ index: Int, in simulator: Simulator) {
        guard checked.insert(index).inserted else { return }
        let mismatches = expectations[index].expected.mismatches(in: simulator)
        if !mismatches.isEmpty {
            failures.append(StateFailure(index: index, moment: expectations[index].moment, mismatches: mismatches))
        }
    }
}
