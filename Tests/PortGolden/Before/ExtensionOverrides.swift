import UIKit

/// A layout and a screen whose overrides of UIKit's methods sit in
/// extensions, as iOS allows.
final class OverridesShelfLayout: UICollectionViewLayout {
    var itemHeight: CGFloat = 44
}

extension OverridesShelfLayout {
    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: itemHeight * 10)
    }

    // Every bounds change moves the shelf.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }
}

final class OverridesShelfScreen: UIViewController {
    var appeared = false

    func reload() {}
}

extension OverridesShelfScreen: UICollectionViewDataSource {
    @objc override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appeared = true
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "shelf", for: indexPath)
    }
}
