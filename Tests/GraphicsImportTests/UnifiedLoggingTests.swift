@testable import os
import Testing

/// os's logging with no log store: every message goes nowhere and its
/// interpolated values are never evaluated.
@Suite struct UnifiedLoggingTests {
    @Test("Logger messages evaluate none of their interpolated values")
    func valuesNeverEvaluated() {
        var evaluated = 0
        // Six interpolations, each counting when its closure runs; iOS runs
        // them only when the level is enabled, and here none is.
        PickerLogging().logPreview(name: "IMG_0001", count: 3, scale: 2) { evaluated += 1 }
        #expect(evaluated == 0)
    }

    @Test("No level is enabled for any log")
    func levelsDisabled() {
        for type in [OSLogType.default, .info, .debug, .error, .fault] {
            #expect(!os_log_type_enabled(PickerLogging.log, type))
            #expect(!os_log_type_enabled(.default, type))
        }
    }

    @Test("OSLogType has <os/log.h>'s values")
    func logTypeValues() {
        // OS_LOG_TYPE_DEFAULT 0x00, INFO 0x01, DEBUG 0x02, ERROR 0x10, FAULT 0x11.
        #expect([OSLogType.default, .info, .debug, .error, .fault].map(\.rawValue) == [0x00, 0x01, 0x02, 0x10, 0x11])
        #expect(OSLogType(rawValue: 0x10) == .error && OSLogType(0x11) == .fault)
    }

    @Test("An OSLogMessage keeps its literal text and counts its interpolations")
    func messageSegments() {
        let name = "a"
        let message: OSLogMessage = "x \(name, privacy: .public) y \(2) z"
        // The literal splits around the two interpolations: "x ", " y ", " z".
        #expect(message.interpolation.literals == ["x ", " y ", " z"])
        #expect(message.interpolation.argumentCount == 2)
        let plain: OSLogMessage = "plain"
        #expect(plain.interpolation.literals == ["plain"] && plain.interpolation.argumentCount == 0)
    }
}
