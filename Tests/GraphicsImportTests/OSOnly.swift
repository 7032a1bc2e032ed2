// Only `import os`, as a file written for iOS imports it beside Foundation:
// the logging calls screens make, in each of os's forms.
import os

/// A photo picker's logging: the old `os_log` forms and the iOS 14 `Logger`.
struct PickerLogging {
    static let log = OSLog(subsystem: "com.example.picker", category: "preview")
    let logger = Logger(subsystem: "com.example.picker", category: "preview")

    /// Logs a preview of `name` at every level; `evaluate` counts the values
    /// the messages evaluate.
    func logPreview(name: String, count: Int, scale: Double, evaluate: () -> Void) {
        os_log("preview %@ with %d items", log: Self.log, type: .info, name, count)
        os_log(.error, log: Self.log, "preview failed")
        os_log("plain")
        withoutActuallyEscaping(evaluate) { evaluate in
            logger.debug("preview \(name, privacy: .public) of \({ evaluate(); return count }(), format: .hex)")
            logger.info("scale \({ evaluate(); return scale }(), format: .fixed(precision: 2), privacy: .private(mask: .hash))")
            logger.notice("flag \({ evaluate(); return true }()) type \(Self.self) object \(Self.log)")
            logger.error("name \({ evaluate(); return name }(), align: .left(columns: 12), privacy: .sensitive)")
            logger.fault("bytes \({ evaluate(); return UInt8(count) }(), privacy: .auto)")
            logger.log(level: .default, "done \({ evaluate(); return URL(fileURLWithPath: "/") }())")
            logger.log("plain")
            Logger(Self.log).trace("traced")
            Logger().critical("critical")
        }
    }
}
