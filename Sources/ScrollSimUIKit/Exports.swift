// What a file that says `import UIKit` on iOS gets from Foundation:
// `CGFloat`, `CGPoint`, `CGSize`, `CGRect`, `IndexPath`, `NSObject`,
// `NSString`. A user's file imports this module in UIKit's place:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import ScrollSimUIKit
//     #endif
@_exported import Foundation
