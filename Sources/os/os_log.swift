/// `os_log(_:dso:log:type:_:)`: logs `message`, a `printf`-style format,
/// with `args`. Goes nowhere.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
    _ args: CVarArg...
) {}

/// `os_log(_:dso:log:_:_:)`: logs `message` at level `type` (the iOS 12
/// form, with the level first). Goes nowhere.
public func os_log(
    _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, _ message: StaticString,
    _ args: CVarArg...
) {}
