#if !canImport(ObjectiveC)
/// `NSInteger`: Objective-C's word-sized signed integer, which Swift on
/// Apple platforms imports from `<objc/NSObjCRuntime.h>` as `Int`;
/// Foundation on Linux declares neither name.
public typealias NSInteger = Int

/// `NSUInteger`: Objective-C's word-sized unsigned integer; the name is
/// `UInt` in Swift on Apple platforms (Objective-C API declared with it is
/// imported with `Int`, which does not concern Swift code naming it).
public typealias NSUInteger = UInt
#endif
