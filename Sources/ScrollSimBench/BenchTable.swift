import ScrollSim

/// The human-readable table of `scrollsim bench`.
package enum BenchTable {
    package static let header = pad("group", 9) + pad("figure", 84) + pad("value", 18) + pad("baseline", 26) + "ratio"

    package static func row(_ r: BenchmarkResult) -> String {
        var ratio = ""
        if let speedup = r.speedup {
            if r.isTime {
                ratio = speedup >= 1 ? "\(short(speedup))× faster" : "\(short(1 / speedup))× slower"
            } else {
                ratio = "\(short(1 / speedup))× \(r.baselineName ?? "baseline")"
            }
        }
        var target = ""
        if let t = r.target { target += " (target ≤ \(short(t)))" }
        if let s = r.minimumSpeedup { target += " (target ≥ \(short(s))×)" }
        if let s = r.maximumSlowdown { target += " (target ≤ \(short(s))× slower)" }
        let mark = r.meetsTarget ? "" : "  MISSED"
        let baseline = r.baseline.map { "\(short($0)) \(r.baselineName ?? "")" } ?? ""
        return pad(r.group, 9) + pad(r.name, 84) + pad("\(short(r.value)) \(r.unit)", 18) + pad(baseline, 26)
            + ratio + target + mark
    }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count)
    }

    /// Three significant figures.
    static func short(_ value: Double) -> String {
        if value >= 100 { return String(Int(value.rounded())) }
        let scale = value >= 10 ? 10.0 : value >= 1 ? 100.0 : 1000.0
        return String((value * scale).rounded() / scale)
    }
}

extension BenchmarkResult {
    /// Whether the figure is a duration (its ratio reads faster or slower).
    var isTime: Bool { ["s", "ms", "µs", "ns"].contains(unit.split(separator: "/").first.map(String.init) ?? unit) }

    package var fieldValue: FieldValue {
        var pairs: [(String, FieldValue)] = [
            ("group", .string(group)), ("name", .string(name)), ("value", .double(value)), ("unit", .string(unit)),
        ]
        if let baseline { pairs.append(("baseline", .double(baseline))) }
        if let baselineName { pairs.append(("baselineName", .string(baselineName))) }
        if let speedup { pairs.append(("speedup", .double(speedup))) }
        if let target { pairs.append(("target", .double(target))) }
        if let minimumSpeedup { pairs.append(("minimumSpeedup", .double(minimumSpeedup))) }
        if let maximumSlowdown { pairs.append(("maximumSlowdown", .double(maximumSlowdown))) }
        pairs.append(("meetsTarget", .bool(meetsTarget)))
        return .object(pairs)
    }
}
