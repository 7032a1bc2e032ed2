// A badge view: the imports a file written for iOS starts with.
import Foundation
import UIKit
import class UIKit.UICollectionViewCell

final class ImportsBadgeCell: UICollectionViewCell {
    let title = "import UIKit"
    // import UIKit (a comment, not an import)
    let note = """
        import UIKit
        """
}
