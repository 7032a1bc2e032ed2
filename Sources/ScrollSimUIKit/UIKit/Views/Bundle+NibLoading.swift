import Foundation

extension Bundle {
    /// `loadNibNamed(_:owner:options:)` (UIKit's `NSBundle` nib-loading
    /// addition, not main-actor isolated): no objects, as
    /// `UINib.instantiate(withOwner:options:)` here — there are no nibs on
    /// Linux, so nothing is loaded and no outlet of `owner` is connected.
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        []
    }
}
