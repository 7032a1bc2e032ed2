import Foundation

/// `UIBarPosition`: where a bar stands, with UIKit's raw values.
public enum UIBarPosition: Int, Sendable {
    case any = 0
    case bottom = 1
    case top = 2
    case topAttached = 3
}
