import Foundation

/// `UIStatusBarStyle`: what a screen asks of the status bar. Kept; there is
/// no status bar here.
public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent
    case darkContent = 3
}
