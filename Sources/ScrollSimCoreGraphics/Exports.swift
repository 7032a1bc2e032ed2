// Foundation on Linux has `CGFloat`, `CGPoint`, `CGSize` and `CGRect`;
// this module adds the rest of Core Graphics that UIKit code uses.
@_exported import Foundation
