// The one file with the platform's imports. What a file that says
// `import UIKit` on iOS gets from Foundation — `CGFloat`, `CGPoint`,
// `CGSize`, `CGRect`, `IndexPath`, `NSObject`, `NSString`, `NSCoder` — comes
// from Foundation here too; Core Graphics' and Quartz Core's additions that
// Foundation on Linux lacks are in `CoreGraphics/`. A user's file imports
// this module in UIKit's place:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import ScrollSimUIKit
//     #endif
@_exported import Foundation
