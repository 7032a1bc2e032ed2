import Foundation

// UIKit's additions to `IndexPath` (Foundation on Linux has none of them):
// a two-element path of section and item (or row).
extension IndexPath {
    /// `IndexPath(item:section:)`, as UIKit adds it for collection views.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// `IndexPath(row:section:)`, as UIKit adds it for table views.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The row: the second index, as `item`.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
