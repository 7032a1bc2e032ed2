import Foundation

// UIKit's additions to `IndexPath` (Foundation on Linux has none of them):
// a two-element path of section and item (or row).
extension IndexPath {
    /// `IndexPath(item:section:)`, as UIKit adds it for collection views.
    public init(item: Int, section: Int) {
        // Appending keeps the path in Foundation's inline two-index storage:
        // no array is allocated (layouts make one per element per pass).
        self.init()
        append(section)
        append(item)
    }

    /// `IndexPath(row:section:)`, as UIKit adds it for table views.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
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
