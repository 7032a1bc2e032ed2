/// What a `#if`/`#elseif` condition says about platforms, as far as
/// `scrollsim port` cares: code it already keeps apart for Apple platforms
/// is not rewritten again.
package struct PlatformCondition: Hashable, Sendable {
    /// The condition names `canImport(UIKit)` or `canImport(ObjectiveC)`
    /// (negated or not): whoever wrote it has decided for both platforms,
    /// in every branch of the block.
    package var guardsEveryBranch: Bool
    /// The condition holds only on Apple platforms (`os(iOS)`,
    /// `canImport(AppKit)`, …, with no `!`): its first branch is Apple code.
    package var guardsFirstBranch: Bool
    /// The condition itself, after its keyword and without its comment.
    package var condition: CompileCondition

    /// The condition of a directive line (`#if os(iOS) // comment`).
    package init(directive: String) {
        var condition = Substring(directive)
        for keyword in ["#elseif", "#if"] where condition.hasPrefix(keyword) {
            condition = condition.dropFirst(keyword.count)
            break
        }
        if let comment = condition.firstRange(of: "//") { condition = condition[..<comment.lowerBound] }
        self.condition = CompileCondition(String(condition))
        let compact = condition.filter { $0 != " " && $0 != "\t" }
        guardsEveryBranch = ["canImport(UIKit)", "canImport(ObjectiveC)"].contains { compact.contains($0) }
        let apple = ["os(iOS)", "os(macOS)", "os(OSX)", "os(tvOS)", "os(watchOS)", "os(visionOS)", "canImport(AppKit)",
                     "targetEnvironment(macCatalyst)", "canImport(Darwin)"]
        guardsFirstBranch = !compact.contains("!") && apple.contains { compact.contains($0) }
    }
}
