import FuzzSupport
import ScrollSim
import ScrollSimJSON

/// One fuzz input: any bytes given to the scenario decoder must either
/// decode or throw an `InputError` — never crash, hang or leak. A scenario
/// that decodes is also simulated, kept small so runs stay fast.
func fuzzScenarioDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let value = try? JSONParser.parse(bytes),
          var scenario = try? ScenarioDecoder.decode(value)
    else { return 0 }
    // The fuzzer is after crashes, not long simulations.
    guard scenario.data.totalItemCount <= 10_000, scenario.frameRate <= 120 else { return 0 }
    scenario.steps = Array(scenario.steps.prefix(8)).map { step in
        switch step {
        case .wait(let seconds): return .wait(seconds: min(seconds, 1))
        case .settle: return .settle(maxSeconds: 2)
        default: return step
        }
    }
    _ = try? Simulator.events(for: scenario)
    return 0
}

runLibFuzzer { data, size in fuzzScenarioDecoder(data, size) }
