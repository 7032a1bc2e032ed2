import Foundation

/// `UIContentConfiguration`: a description of a cell's content, which makes
/// the view that shows it. Nothing is drawn in ScrollSim; the content view
/// is made and kept, so that code reading it back finds what it set.
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// `makeContentView()`: a new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// `updated(for:)`: the configuration styled for `state`.
    func updated(for state: UIConfigurationState) -> Self
}

/// `UIContentView`: a view made by a content configuration.
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    /// The configuration the view shows.
    var configuration: UIContentConfiguration { get set }
    /// `supports(_:)`: whether the view can show `configuration` (it is then
    /// given it instead of being replaced).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether `configuration` is of the type of the one shown (UIKit's
    /// default answer).
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
