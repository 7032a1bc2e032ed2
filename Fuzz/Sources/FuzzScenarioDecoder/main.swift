import ScrollSim
import ScrollSimJSON

#if canImport(Glibc)
import Glibc
#endif

/// One fuzz input: any bytes given to the scenario decoder must either
/// decode or throw an `InputError` — never crash, hang or leak. A scenario
/// that decodes is also simulated for a bounded number of steps.
func fuzzScenarioDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let value = try? JSONParser.parse(bytes),
          var scenario = try? ScenarioDecoder.decode(value)
    else { return 0 }
    // Keep runs short: the fuzzer is after crashes, not long simulations.
    guard scenario.data.totalItemCount <= 10_000 else { return 0 }
    scenario.steps = Array(scenario.steps.prefix(8)).map { step in
        if case .wait(let seconds) = step { return .wait(seconds: min(seconds, 1)) }
        return step
    }
    _ = try? Simulator.events(for: scenario)
    return 0
}

/// libFuzzer's driver (compiler-rt), run from our own `main` because
/// SwiftPM renames an executable's `main` symbol.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzScenarioDecoder(data, size) }
exit(status)
