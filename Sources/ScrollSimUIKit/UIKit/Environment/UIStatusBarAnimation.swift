import Foundation

/// `UIStatusBarAnimation`: how a screen asks the status bar to show or
/// hide. Kept; there is no status bar here.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}
