import Foundation

extension UICollectionViewCell {
    /// `UICollectionViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    /// Shows the content configuration: the view already made is given it
    /// when it `supports(_:)` it, else a new one replaces it in `contentView`.
    func installContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            return
        }
        if let view = configuredContentView, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        configuredContentView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = contentView.bounds
        contentView.addSubview(view)
        configuredContentView = view
    }

    /// The configuration update UIKit makes before a cell is displayed, when
    /// one was asked for (a new cell always asks): the automatic updates of
    /// the content and background configurations for `configurationState`,
    /// then `updateConfiguration(using:)`, then `configurationUpdateHandler`.
    /// Run by `dequeueConfiguredReusableCell(using:for:item:)`.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}
