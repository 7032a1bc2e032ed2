#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A gallery screen that answers its collection view in an extension, and a
/// subclass that overrides two of those answers.
class OverriddenGalleryScreen: UIViewController {
    var photos: [String] = []
    var opened: [IndexPath] = []

    // Remembers the photo opened.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }
}

extension OverriddenGalleryScreen: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
}

extension OverriddenGalleryScreen: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
}

final class OverriddenAlbumScreen: OverriddenGalleryScreen {
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        super.collectionView(collectionView, didSelectItemAt: indexPath)
        opened.append(indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        min(photos.count, 12)
    }
}
