import Foundation

// UIKit's additions to `NSIndexPath`, which older code still uses
// (Foundation on Linux has none of them): section, item and row.
extension NSIndexPath {
    /// `NSIndexPath(item:section:)`.
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// `NSIndexPath(row:section:)`.
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// The section: the first index.
    public var section: Int { index(atPosition: 0) }
    /// The item: the second index.
    public var item: Int { index(atPosition: 1) }
    /// The row: the second index.
    public var row: Int { index(atPosition: 1) }
}
