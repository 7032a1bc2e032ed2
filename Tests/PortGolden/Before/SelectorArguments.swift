import UIKit

/// A photo grid that listens for taps and pinches, naming its actions with
/// `#selector` as arguments written one per line.
final class SelectorArgumentsGridScreen: UIViewController {
    private lazy var doneButton = UIBarButtonItem(
        barButtonSystemItem: .done,
        target: self,
        action: #selector(finish)
    )
    private var pinches = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UIPinchGestureRecognizer(
            target: self,
            action: #selector(pinched(_:))
        ))
        let items = [
            UIBarButtonItem(title: "All", style: .plain, target: self, action: #selector(showAll)),
        ]
        navigationItem.rightBarButtonItems = items
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain,
                                                                   target: self,
                                                                   action: #selector(self.finish))
        }
    }

    @objc private func finish() {}

    @objc private func showAll() {}

    @objc private func pinched(_ recognizer: UIPinchGestureRecognizer) {
        pinches += 1
    }

    /// The first item's height, asked of the delegate inside an argument list.
    func firstItemHeight(in collectionView: UICollectionView, layout: UICollectionViewFlowLayout) -> CGFloat {
        let first = IndexPath(item: 0, section: 0)
        return max(
            44,
            (collectionView.delegate as? UICollectionViewDelegateFlowLayout)?
                .collectionView?(collectionView, layout: layout, sizeForItemAt: first).height ?? 0
        )
    }
}
