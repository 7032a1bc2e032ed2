import ScrollSim

/// The checks behind `expectState` and `XCTAssertState`, as plain
/// functions: each returns `nil` when the state holds, or the failure
/// message, one line per field (`offset.y is 1187.33, expected 1200`).
public enum StateCheck {
    /// Checks `simulator` as it is now.
    public static func state(of simulator: Simulator, is expected: ExpectedState) -> String? {
        message(expected.mismatches(in: simulator).map(\.description))
    }

    /// Runs `scenario` (its steps and reactions, not its other checks) and
    /// checks the collection view at `moment`, as a `state` entry of the
    /// scenario would be checked by `scrollsim run`.
    public static func state(after moment: StateMoment, in scenario: Scenario, is expected: ExpectedState) -> String? {
        var checker = StateChecker([StateExpectation(after: moment, expected)])
        let simulator = Simulator(scenario: scenario) { _ in }
        if checker.checksTicks { simulator.onTickEnd = { checker.tickEnding($0) } }
        simulator.start()
        do {
            for (index, step) in scenario.steps.enumerated() {
                try simulator.perform(step)
                checker.stepEnded(index, simulator)
            }
            try simulator.started()
        } catch {
            return "the scenario did not run: \(error)"
        }
        checker.runEnded(simulator)
        simulator.onTickEnd = nil
        return message(checker.failures.map(\.description))
    }

    private static func message(_ lines: [String]) -> String? {
        lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}
