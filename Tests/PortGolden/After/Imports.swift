// A badge view: the imports a file written for iOS starts with.
import Foundation
#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif
#if canImport(UIKit)
import class UIKit.UICollectionViewCell
#else
import class ScrollSimUIKit.UICollectionViewCell
#endif

final class ImportsBadgeCell: UICollectionViewCell {
    let title = "import UIKit"
    // import UIKit (a comment, not an import)
    let note = """
        import UIKit
        """
}
