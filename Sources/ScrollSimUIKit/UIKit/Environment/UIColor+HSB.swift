import Foundation

extension UIColor {
    /// The colour in the hue–saturation–brightness model, the inverse of
    /// `init(hue:saturation:brightness:alpha:)`: brightness is the largest
    /// component, saturation the spread between largest and smallest over
    /// the largest (0 for black), hue the position on the colour wheel, 0…1
    /// (0 for a grey, whose hue is undefined), by the sector the largest
    /// component names (red 0, green ⅓, blue ⅔).
    var hueSaturationBrightness: (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        let largest = max(red, green, blue), smallest = min(red, green, blue)
        let spread = largest - smallest
        let saturation = largest > 0 ? spread / largest : 0
        guard spread > 0 else { return (0, saturation, largest) }
        var sector: CGFloat = if largest == red {
            (green - blue) / spread
        } else if largest == green {
            (blue - red) / spread + 2
        } else {
            (red - green) / spread + 4
        }
        if sector < 0 { sector += 6 }
        return (sector / 6, saturation, largest)
    }
}
