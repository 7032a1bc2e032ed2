import Foundation

extension UIImage {
    /// `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// `UIImage.Configuration`: an image's traits, kept. Nothing is
    /// drawn, so no configuration changes an image's size.
    open class Configuration: NSObject, @unchecked Sendable {}

    /// `UIImage.SymbolConfiguration`: how a symbol image is sized against
    /// text, kept. Immutable, as UIKit's.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The font given, if any.
        public let font: UIFont?
        /// The text style given, if any.
        public let textStyle: UIFont.TextStyle?
        /// The point size given; 0 if none.
        public let pointSize: CGFloat
        /// The weight given.
        public let weight: SymbolWeight
        /// The scale given.
        public let scale: SymbolScale

        init(font: UIFont?, textStyle: UIFont.TextStyle?, pointSize: CGFloat, weight: SymbolWeight,
             scale: SymbolScale) {
            self.font = font
            self.textStyle = textStyle
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            super.init()
        }

        /// `init(font:)`.
        public convenience init(font: UIFont) {
            self.init(font: font, textStyle: nil, pointSize: 0, weight: .unspecified, scale: .unspecified)
        }

        /// `init(font:scale:)`.
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(font: font, textStyle: nil, pointSize: 0, weight: .unspecified, scale: scale)
        }

        /// `init(textStyle:)`.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(font: nil, textStyle: textStyle, pointSize: 0, weight: .unspecified, scale: .unspecified)
        }

        /// `init(textStyle:scale:)`.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(font: nil, textStyle: textStyle, pointSize: 0, weight: .unspecified, scale: scale)
        }

        /// `init(pointSize:)`.
        public convenience init(pointSize: CGFloat) {
            self.init(font: nil, textStyle: nil, pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        /// `init(pointSize:weight:scale:)`.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale = .default) {
            self.init(font: nil, textStyle: nil, pointSize: pointSize, weight: weight, scale: scale)
        }

        /// `init(scale:)`.
        public convenience init(scale: SymbolScale) {
            self.init(font: nil, textStyle: nil, pointSize: 0, weight: .unspecified, scale: scale)
        }

        /// `init(weight:)`.
        public convenience init(weight: SymbolWeight) {
            self.init(font: nil, textStyle: nil, pointSize: 0, weight: weight, scale: .unspecified)
        }
    }

    /// `withConfiguration(_:)`: the same image — nothing is drawn, and a
    /// symbol's size does not change with its configuration here.
    public func withConfiguration(_ configuration: Configuration) -> UIImage { self }
}
