import Foundation

/// The graphics contexts pushed on one thread, newest last: what
/// `UIGraphicsGetCurrentContext()` returns the top of. UIKit keeps this
/// stack per thread (its image-context functions may be called from any
/// thread), so this one lives in the thread's dictionary.
package final class UIGraphicsContextStack {
    /// A pushed context, with the image it makes when it is an image context.
    package struct Entry {
        package let context: CGContext
        /// The size (points) and scale of an image context's image; `nil`
        /// for a context pushed with `UIGraphicsPushContext(_:)`.
        package let image: (size: CGSize, scale: CGFloat)?
    }

    package private(set) var entries: [Entry] = []

    private static let key = "ScrollSimUIKit.UIGraphicsContextStack"

    /// The calling thread's stack.
    package static var current: UIGraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? UIGraphicsContextStack { return stack }
        let stack = UIGraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    package func push(_ entry: Entry) {
        entries.append(entry)
    }

    @discardableResult
    package func pop() -> Entry? {
        entries.popLast()
    }

    /// An image context for an image of `bounds.size` points at `scale`:
    /// `ceil(points × scale)` pixels, user space flipped so that its origin
    /// is top left (bounds' origin) and its unit is a point, as UIKit sets
    /// up the contexts it makes.
    package static func imageContext(bounds: CGRect, scale: CGFloat) -> CGContext {
        // Device y grows upwards: user (x, y) ↦ (s·(x − minX), s·(maxY − y)).
        let baseCTM = CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: -scale * bounds.minX, ty: scale * bounds.maxY)
        return CGContext(width: Int((bounds.width * scale).rounded(.up)), height: Int((bounds.height * scale).rounded(.up)),
                         colorSpace: CGColorSpaceCreateDeviceRGB(), baseCTM: baseCTM)
    }
}
