import Foundation

// Core Foundation's string, which Core Graphics' and MobileCoreServices'
// Swift APIs take and return (`kUTTypeJPEG`, `identifier as CFString`):
// Linux's Foundation has no `CFString` type, so it is `NSString` there, and
// `"public.jpeg" as CFString` and `kUTTypeJPEG as String` compile.
#if os(Linux)
/// `CFString`: `NSString` on Linux, where Foundation has no Core Foundation types.
public typealias CFString = NSString
#endif
