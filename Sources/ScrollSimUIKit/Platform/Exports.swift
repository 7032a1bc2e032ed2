// The one file with the platform's imports. What a file that says
// `import UIKit` on iOS gets from Foundation — `CGFloat`, `CGPoint`,
// `CGSize`, `CGRect`, `IndexPath`, `NSObject`, `NSString`, `NSCoder` — comes
// from Foundation here too; Core Graphics' and Quartz Core's additions that
// Foundation on Linux lacks are in the modules ScrollSimCoreGraphics and
// ScrollSimQuartzCore, re-exported here (and, on Linux, by the modules
// `CoreGraphics` and `QuartzCore`). A user's file imports
// this module in UIKit's place:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import ScrollSimUIKit
//     #endif
@_exported import Foundation
@_exported import ScrollSimCoreGraphics
@_exported import ScrollSimQuartzCore

#if !canImport(ObjectiveC)
/// `Selector`, where Foundation has none (no Objective-C runtime): a
/// method's name, kept by target–action API and never sent. `#selector`
/// needs the Objective-C runtime; write `Selector("name")` or pass `nil`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name.
    public let name: String
    /// `Selector(_:)`.
    public init(_ name: String) { self.name = name }
    /// A selector from a string literal.
    public init(stringLiteral value: String) { name = value }
    /// The method's name.
    public var description: String { name }
}

extension NotificationCenter {
    /// `addObserver(_:selector:name:object:)`, which Foundation has only
    /// with Objective-C: accepted, and the observer is never sent
    /// `aSelector` (there is no runtime to send it), so these notifications
    /// are not delivered. `addObserver(forName:object:queue:using:)`
    /// delivers them.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}

extension NSObject {
    /// `description()`, `NSObject`'s class method, which Foundation has
    /// only with Objective-C: the class's name as `NSStringFromClass` gives
    /// it ("Module.Cell"), as on Apple platforms for a Swift class. Teams
    /// use it as a reuse identifier (`Cell.description()`).
    public class func description() -> String { NSStringFromClass(self) }

    /// `classForCoder()` called on a class (`Bundle(for: self.classForCoder())`
    /// in a class method): with Objective-C, `NSObject`'s instance methods
    /// answer on classes too, and a class's `classForCoder` is the class
    /// itself. Foundation on Linux has only the instance property.
    public class func classForCoder() -> AnyClass { self }
}
#endif
