import Foundation

// Core Foundation's array, which Core Graphics' Swift API takes
// (`CGGradient(colorsSpace:colors:locations:)`): Linux's Foundation has no
// `CFArray` type, so it is `NSArray` there, and `[...] as CFArray` compiles.
#if os(Linux)
/// `CFArray`: `NSArray` on Linux, where Foundation has no Core Foundation types.
public typealias CFArray = NSArray
#endif
