#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A layout and a screen whose overrides of UIKit's methods sit in
/// extensions, as iOS allows.
final class OverridesShelfLayout: UICollectionViewLayout {
    var itemHeight: CGFloat = 44

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

    #if canImport(ObjectiveC)
    @objc
    #endif
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appeared = true
    }
}

extension OverridesShelfScreen: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "shelf", for: indexPath)
    }
}
