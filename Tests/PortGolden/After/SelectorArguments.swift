#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A photo grid that listens for taps and pinches, naming its actions with
/// `#selector` as arguments written one per line.
final class SelectorArgumentsGridScreen: UIViewController {
    #if canImport(ObjectiveC)
    private lazy var doneButton = UIBarButtonItem(
        barButtonSystemItem: .done,
        target: self,
        action: #selector(finish)
    )
    #else
    private lazy var doneButton = UIBarButtonItem(
        barButtonSystemItem: .done,
        target: self,
        action: Selector("finish")
    )
    #endif
    private var pinches = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        #if canImport(ObjectiveC)
        view.addGestureRecognizer(UIPinchGestureRecognizer(
            target: self,
            action: #selector(pinched(_:))
        ))
        let items = [
            UIBarButtonItem(title: "All", style: .plain, target: self, action: #selector(showAll)),
        ]
        #else
        view.addGestureRecognizer(UIPinchGestureRecognizer(
            target: self,
            action: Selector("pinched(_:)")
        ))
        let items = [
            UIBarButtonItem(title: "All", style: .plain, target: self, action: Selector("showAll")),
        ]
        #endif
        navigationItem.rightBarButtonItems = items
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            #if canImport(ObjectiveC)
            self.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain,
                                                                   target: self,
                                                                   action: #selector(self.finish))
            #else
            self.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Back", style: .plain,
                                                                   target: self,
                                                                   action: Selector("self.finish"))
            #endif
        }
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    private func finish() {}

    #if canImport(ObjectiveC)
    @objc
    #endif
    private func showAll() {}

    #if canImport(ObjectiveC)
    @objc
    #endif
    private func pinched(_ recognizer: UIPinchGestureRecognizer) {
        pinches += 1
    }

    /// The first item's height, asked of the delegate inside an argument list.
    func firstItemHeight(in collectionView: UICollectionView, layout: UICollectionViewFlowLayout) -> CGFloat {
        let first = IndexPath(item: 0, section: 0)
        #if canImport(ObjectiveC)
        return max(
            44,
            (collectionView.delegate as? UICollectionViewDelegateFlowLayout)?
                .collectionView?(collectionView, layout: layout, sizeForItemAt: first).height ?? 0
        )
        #else
        return max(
            44,
            (collectionView.delegate as? UICollectionViewDelegateFlowLayout)?
                .collectionView(collectionView, layout: layout, sizeForItemAt: first).height ?? 0
        )
        #endif
    }
}
