import Foundation

/// `UIBarMetrics`: the bar sizes a background image is set for, with
/// UIKit's raw values.
public enum UIBarMetrics: Int, Sendable {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}
