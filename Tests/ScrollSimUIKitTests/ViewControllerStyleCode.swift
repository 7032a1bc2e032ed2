// Screens written the way Apple's "Implementing Modern Collection Views"
// samples write them: a `UIViewController` subclass whose `viewDidLoad()`
// builds a collection view of `view.bounds`, a compositional layout, a
// cell registration and a diffable data source. This file compiles
// unchanged with `import UIKit` on iOS (as far as Apple's documentation
// tells), and against ScrollSimUIKit here.
#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A grid of numbered tiles, three to a row, 100 pt tall.
final class TileGridViewController: UIViewController {
    enum Section {
        case main
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: UICollectionView! = nil
    /// What the delegate saw, in order: `willDisplay 0.4`.
    var displayLog: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Tiles"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: nil)
        configureHierarchy()
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                              heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .absolute(100))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<TileCell, Int> { cell, indexPath, identifier in
            cell.label.text = "\(identifier)"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Array(0..<30))
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

extension TileGridViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        displayLog.append("willDisplay \(indexPath.section).\(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        displayLog.append("didEndDisplaying \(indexPath.section).\(indexPath.item)")
    }
}

/// A tile: a label in the content view.
final class TileCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("not implemented")
    }
}

/// A screen that records its lifecycle calls, with a view made in
/// `loadView()` as UIKit's documentation asks of screens without nibs.
final class LifecycleViewController: UIViewController {
    var calls: [String] = []

    override func loadView() {
        calls.append("loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Reading `view` here must not load it again.
        calls.append("viewDidLoad \(Int(view.bounds.width))x\(Int(view.bounds.height))")
    }
}
