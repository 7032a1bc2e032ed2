import Foundation

/// `UISearchBarDelegate`: every method optional, as UIKit's. Nothing types
/// in the simulation; a test calls `searchBar(_:textDidChange:)` on the
/// delegate itself to stand for typing.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// `searchBar(_:textDidChange:)`.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// `searchBarShouldBeginEditing(_:)`.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// `searchBarTextDidBeginEditing(_:)`.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// `searchBarTextDidEndEditing(_:)`.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// `searchBarSearchButtonClicked(_:)`.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// `searchBarCancelButtonClicked(_:)`.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// `UISearchBar`: a plain view holding search text, kept. Setting `text`
/// does not call the delegate, as in UIKit (only typing does).
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// `UISearchBar.Style`.
    public enum Style: UInt, Sendable {
        case `default`, prominent, minimal
    }

    /// `delegate`: kept weakly.
    open weak var delegate: UISearchBarDelegate?
    /// `text`.
    open var text: String?
    /// `placeholder`.
    open var placeholder: String?
    /// `prompt`.
    open var prompt: String?
    /// `searchBarStyle`.
    open var searchBarStyle = Style.default
    /// `showsCancelButton`.
    open var showsCancelButton = false

    /// `init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// `init?(coder:)`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
