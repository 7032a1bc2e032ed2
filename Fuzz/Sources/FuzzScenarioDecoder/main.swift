import FuzzSupport
import ScrollSim
import ScrollSimJSON

/// One fuzz input: any bytes given to the scenario decoder must either
/// decode or throw an `InputError` — never crash, hang or leak. A scenario
/// that decodes is also simulated under resource budgets (the same
/// mechanism `scrollsim run` uses, set small so runs stay fast), with its
/// reactions, all its steps and its expectations.
func fuzzScenarioDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    // Invalid UTF-8 becomes U+FFFD, as when scrollsim reads a file.
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let scenario = try? ScenarioDecoder.decode(text) else { return 0 }
    // Layouts are prepared over every item, on every data change: keep the
    // collection small (a reaction that inserts on every didScroll grows it
    // to the item budget, each insertion preparing the layout again).
    guard scenario.data.totalItemCount <= 10_000 else { return 0 }
    var configuration = SimulatorConfiguration(scenario)
    configuration.budget = SimulationBudget(maximumTicks: 20_000, maximumItems: 10_000, maximumEvents: 200_000,
                                            maximumLayoutElements: 5_000)
    let simulator = Simulator(configuration: configuration, layout: scenario.layout.makeLayout(), data: scenario.data,
                              reactions: scenario.reactions) { _ in }
    simulator.start()
    _ = try? simulator.perform(scenario.steps)
    return 0
}

runLibFuzzer { data, size in fuzzScenarioDecoder(data, size) }
