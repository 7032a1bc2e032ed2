import ScrollSim
import Testing

@testable import ScrollSimJSON

/// Compact item lists with an estimate are stored item by item: their total
/// is budgeted before anything is expanded, so a few bytes of scenario can
/// never ask for gigabytes (10,000,000 such items took 1.1 GB to validate).
@Suite("Self-sizing compact lists: refused past the expansion budget, before expansion")
struct ExpansionBudgetTests {
    static func scenario(_ items: [String]) -> String {
        let sections = items.map { #"{"items": \#($0)}"# }.joined(separator: ", ")
        return #"{"name": "s", "viewport": {"width": 375, "height": 667}, "layout": {"type": "flow"}, "sections": [\#(sections)]}"#
    }

    static func estimated(_ count: Int) -> String {
        #"{"count": \#(count), "size": {"width": 375, "height": 150}, "estimated": {"width": 375, "height": 100}}"#
    }

    @Test("10,000,000 self-sizing items from one compact form are refused at its count")
    func tenMillion() {
        #expect {
            _ = try ScenarioDecoder.decode(Self.scenario([Self.estimated(10_000_000)]))
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.location == .path("$.sections[0].items.count") && error.message.contains("self-sizing items")
        }
    }

    @Test("the budget is shared by every section: 1 + 1,000,000 is one past it, refused at the second list")
    func shared() {
        #expect {
            _ = try ScenarioDecoder.decode(Self.scenario([Self.estimated(1), Self.estimated(Limits.expandedItems)]))
        } throws: { error in
            (error as? InputError)?.location == .path("$.sections[1].items.count")
        }
    }

    @Test("compact lists without an estimate stay compact, whatever their count")
    func compactStaysCompact() throws {
        let scenario = try ScenarioDecoder.decode(Self.scenario([
            #"{"count": 9000000, "size": {"width": 375, "height": 150}}"#, Self.estimated(1000),
        ]))
        guard case .uniform(let count, _) = scenario.data.sections[0].items else {
            Issue.record("expected a uniform list")
            return
        }
        #expect(count == 9_000_000)
        #expect(scenario.data.sections[1].items.hasEstimatedSizes)
    }
}
