import Foundation

extension UIImage {
    /// `init?(named:in:compatibleWith:)`: as `init?(named:)` — an image of
    /// that name, 0 × 0. Asset catalogues are not simulated, so neither the
    /// bundle nor the traits choose anything.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// `init?(named:in:with:)`: as `init?(named:)` — an image of that name,
    /// 0 × 0; the bundle and configuration choose nothing.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name)
    }
}
