import Foundation

/// `UIBarStyle`: a bar's style, with UIKit's raw values. Kept by the bars;
/// nothing is drawn.
public enum UIBarStyle: Int, Sendable {
    case `default` = 0
    case black = 1
    case blackTranslucent = 2

    /// `blackOpaque`: UIKit's older name of `.black` (the same raw value).
    public static var blackOpaque: UIBarStyle { .black }
}
