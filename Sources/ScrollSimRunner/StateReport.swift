import ScrollSim

/// The lines `scrollsim run` prints for a `state` entry that did not hold:
/// one per field, with its JSON path, the bound and the value seen.
package enum StateReport {
    /// `feed.json: error at $.state[0].offset.y: after step 1, offset.y is 1187.33, expected 1200`.
    package static func lines(_ failure: StateFailure, scenarioPath: String) -> [String] {
        let entry = "$.state[\(failure.index)]"
        if let unreached = failure.unreached {
            return ["\(scenarioPath): error at \(entry).after: \(failure.moment) never came: \(unreached)"]
        }
        return failure.mismatches.map { mismatch in
            "\(scenarioPath): error at \(entry).\(mismatch.field): \(failure.moment), \(mismatch)"
        }
    }
}
