import ScrollSimJSON
import ScrollSimLogTools
import ScrollSimRunner

/// The JUnit XML report of a run (`scrollsim run --junit FILE`): one
/// `testcase` per scenario file, a `failure` for unmet expectations, an
/// `error` for a scenario that could not run, `skipped` for one that says
/// `"skip"`; a scenario that failed as its `"expectFailure"` says passes
/// (its reason in `system-out`), one that passed against it fails — the
/// format GitHub Actions, GitLab and Jenkins read.
enum JUnitReport {
    static func xml(_ outcomes: [Run.Outcome]) -> String {
        let verdicts = outcomes.map(\.verdict)
        let failures = verdicts.filter(\.isFailure).count
        let errors = verdicts.filter { $0 == .bad }.count
        let skipped = verdicts.filter(\.isSkipped).count
        let total = outcomes.reduce(0) { $0 + $1.seconds }
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="scrollsim" tests="\#(outcomes.count)" failures="\#(failures)" errors="\#(errors)" time="\#(seconds(total))">"#,
            #"  <testsuite name="scrollsim" tests="\#(outcomes.count)" failures="\#(failures)" errors="\#(errors)" skipped="\#(skipped)" time="\#(seconds(total))">"#,
        ]
        for outcome in outcomes {
            let name = escape(outcome.summary?.scenario ?? outcome.path)
            let open = #"    <testcase classname="scrollsim" name="\#(name)" file="\#(escape(outcome.path))" time="\#(seconds(outcome.seconds))""#
            if let error = outcome.error {
                lines.append(open + ">")
                lines.append(#"      <error message="\#(escape(OneLine.text(error.message)))">\#(escape(OneLine.text(error.description)))</error>"#)
                lines.append("    </testcase>")
            } else if case .skipped(let reason) = outcome.verdict {
                lines.append(open + ">")
                lines.append(#"      <skipped message="\#(escape(OneLine.text(reason)))"/>"#)
                lines.append("    </testcase>")
            } else if case .failedAsExpected(let reason) = outcome.verdict {
                lines.append(open + ">")
                lines.append(#"      <system-out>\#(escape("failed as expected: " + reason))</system-out>"#)
                lines.append("    </testcase>")
            } else if case .passedUnexpectedly(let reason) = outcome.verdict {
                let text = "\(outcome.path): error at $.expectFailure: every check held, but the scenario is expected to fail (\(reason))"
                lines.append(open + ">")
                lines.append(#"      <failure message="\#(escape(OneLine.text(text)))">\#(escape(text))</failure>"#)
                lines.append("    </testcase>")
            } else if let summary = outcome.summary, !summary.passed {
                lines.append(open + ">")
                for failure in summary.failures {
                    let text = ExpectationReport.text(failure, scenarioPath: outcome.path)
                    let first = text.split(separator: "\n").first.map(String.init) ?? text
                    lines.append(#"      <failure message="\#(escape(first))">\#(escape(text))</failure>"#)
                }
                for violation in summary.invariantViolations {
                    let text = "\(outcome.path): error at $.invariants[\(violation.index)]: \(violation)"
                    lines.append(#"      <failure message="\#(escape(text))">\#(escape(text))</failure>"#)
                }
                for failure in summary.stateFailures {
                    for text in StateReport.lines(failure, scenarioPath: outcome.path) {
                        lines.append(#"      <failure message="\#(escape(OneLine.text(text)))">\#(escape(text))</failure>"#)
                    }
                }
                lines.append("    </testcase>")
            } else {
                lines.append(open + "/>")
            }
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func seconds(_ value: Double) -> String {
        let millis = Int((value * 1000).rounded())
        let fraction = millis % 1000
        return "\(millis / 1000).\(String(repeating: "0", count: 3 - String(fraction).count))\(fraction)"
    }

    /// Text safe in XML attributes and content; characters XML 1.0 forbids
    /// become U+FFFD.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                result.unicodeScalars.append(scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }
}
