/// `UIModalTransitionStyle`, with UIKit's raw values: kept on the view
/// controller; there are no transitions to show.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
