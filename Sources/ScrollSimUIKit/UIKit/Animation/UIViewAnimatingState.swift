import Foundation

/// `UIViewAnimatingState`: an animator's state, with UIKit's raw values.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// `UIViewAnimatingPosition`: where an animation ends, with UIKit's raw values.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}
