internal import ScrollSimPlatform
import ScrollSimJSON
import ScrollSimRunner

/// What `bazel test` tells a test through its environment, as far as
/// `scrollsim run` uses it: the test-sharding protocol
/// (`TEST_TOTAL_SHARDS`, `TEST_SHARD_INDEX`, `TEST_SHARD_STATUS_FILE`) and
/// where the JUnit report goes (`XML_OUTPUT_FILE`).
struct BazelTestEnvironment {
    /// The shard to run, from `TEST_SHARD_INDEX` (0-based) of
    /// `TEST_TOTAL_SHARDS`; `nil` when Bazel does not shard.
    var shard: ScenarioShard?
    /// The file to touch to tell Bazel that the test shards.
    var shardStatusFile: String?
    /// Where Bazel collects the test's JUnit XML report.
    var xmlOutputFile: String?

    /// Reads the environment of this process.
    ///
    /// - Throws: `InputError` for sharding variables that do not make a
    ///   shard (one without the other, not numbers, an index out of range).
    static func current() throws(InputError) -> BazelTestEnvironment {
        try BazelTestEnvironment { name in getenv(name).map { String(cString: $0) } }
    }

    /// Reads `variable(name)` for each variable.
    init(variable: (String) -> String?) throws(InputError) {
        func nonEmpty(_ name: String) -> String? { variable(name).flatMap { $0.isEmpty ? nil : $0 } }
        shardStatusFile = nonEmpty("TEST_SHARD_STATUS_FILE")
        xmlOutputFile = nonEmpty("XML_OUTPUT_FILE")
        switch (nonEmpty("TEST_TOTAL_SHARDS"), nonEmpty("TEST_SHARD_INDEX")) {
        case (nil, nil):
            shard = nil
        case (let total?, let index?):
            guard let count = Int(total), let zeroBased = Int(index), let shard = ScenarioShard(index: zeroBased + 1, count: count) else {
                throw InputError(file: "TEST_SHARD_INDEX", message: "TEST_SHARD_INDEX=\(index) and TEST_TOTAL_SHARDS=\(total) do not name a shard (0 ≤ index < total)")
            }
            self.shard = shard
        case (nil, _?):
            throw InputError(file: "TEST_SHARD_INDEX", message: "TEST_SHARD_INDEX is set without TEST_TOTAL_SHARDS")
        case (_?, nil):
            throw InputError(file: "TEST_TOTAL_SHARDS", message: "TEST_TOTAL_SHARDS is set without TEST_SHARD_INDEX")
        }
    }

    /// Touches `TEST_SHARD_STATUS_FILE`, if Bazel gave one: creates it, or
    /// updates its modification time, leaving its contents.
    func acknowledgeSharding() throws(InputError) {
        guard let path = shardStatusFile else { return }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw InputError(file: path, message: "cannot touch TEST_SHARD_STATUS_FILE: \(String(cString: strerror(errno)))")
        }
        futimens(descriptor, nil)
        close(descriptor)
    }
}
