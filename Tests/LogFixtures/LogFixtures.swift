import ScrollSim
import ScrollSimJSON

/// Hand-written logs for the tests of the log reader and the log tools.
public enum LogFixtures {
    public static let header = #"{"type":"header","schema":"scrollsim-log/1","scenario":"t","viewport":{"width":100,"height":100},"frameRate":10,"contentSize":{"width":100,"height":400}}"#

    /// A log of `events` lines (given without the header and end line).
    public static func log(_ events: [String], ticks: Int = 10) -> String {
        ([header] + events + [#"{"type":"end","ticks":\#(ticks),"events":\#(events.count),"offset":{"x":0,"y":0}}"#])
            .joined(separator: "\n") + "\n"
    }

    /// An event line.
    public static func event(_ seq: Int, tick: Int, _ type: String, _ fields: String = "") -> String {
        let time = JSONWriter.string(.double(Double(tick) / 10))
        return #"{"seq":\#(seq),"tick":\#(tick),"time":\#(time),"type":"\#(type)"\#(fields.isEmpty ? "" : "," + fields)}"#
    }

    public static func element(_ kind: String, _ section: Int, _ item: Int, y: Double = 0) -> String {
        #""element":{"kind":"\#(kind)","section":\#(section),"item":\#(item),"frame":{"x":0,"y":\#(JSONWriter.string(.double(y))),"width":100,"height":50}}"#
    }
}
