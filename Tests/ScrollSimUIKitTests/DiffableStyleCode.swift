// A searchable list of mountains written the way Apple's "Implementing
// Modern Collection Views" samples write a diffable screen: identifiers in
// a snapshot, a cell provider, `apply` on every keystroke. This file
// compiles unchanged with `import UIKit` on iOS (as far as Apple's
// documentation tells), and against ScrollSimUIKit here.
#if canImport(UIKit)
import UIKit
#else
import ScrollSimUIKit
#endif

/// A mountain: its name identifies it.
struct Mountain: Hashable, Sendable {
    let name: String
    let height: Int

    func contains(_ filter: String?) -> Bool {
        guard let filter, !filter.isEmpty else { return true }
        return name.lowercased().contains(filter.lowercased())
    }
}

/// A cell that shows a mountain's name.
final class MountainCell: UICollectionViewCell {
    static let reuseIdentifier = "mountain-cell"
    let label = UILabel()
    /// How many times a cell provider configured this cell.
    var configurations = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.addSubview(label)
    }
}

/// The screen: a one-section list of mountains, filtered as the user types.
@MainActor
final class MountainsController: NSObject, UICollectionViewDelegate {
    enum Section: Hashable, Sendable {
        case main
    }

    let mountains: [Mountain]
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<Section, Mountain>!
    /// What the delegate saw, in order: `willDisplay 0.1 Denali`,
    /// `didEndDisplaying 0.0 Annapurna` (the name the cell showed).
    var displayLog: [String] = []
    /// The items the cell provider was asked for, in order.
    var provided: [String] = []

    init(mountains: [Mountain], frame: CGRect) {
        self.mountains = mountains
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: frame.width, height: 44)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        super.init()
        collectionView.register(MountainCell.self, forCellWithReuseIdentifier: MountainCell.reuseIdentifier)
        collectionView.delegate = self
        configureDataSource()
    }

    private func configureDataSource() {
        dataSource = UICollectionViewDiffableDataSource<Section, Mountain>(collectionView: collectionView) {
            [weak self] collectionView, indexPath, mountain in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: MountainCell.reuseIdentifier, for: indexPath)
            guard let cell = cell as? MountainCell else { return nil }
            cell.label.text = mountain.name
            cell.configurations += 1
            self?.provided.append(mountain.name)
            return cell
        }
    }

    /// The mountains whose names contain `filter`, by name.
    func performQuery(with filter: String?, animatingDifferences: Bool = true) {
        let shown = mountains.filter { $0.contains(filter) }.sorted { $0.name < $1.name }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Mountain>()
        snapshot.appendSections([.main])
        snapshot.appendItems(shown)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayLog.append("willDisplay \(indexPath.section).\(indexPath.item) \((cell as? MountainCell)?.label.text ?? "?")")
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayLog.append("didEndDisplaying \(indexPath.section).\(indexPath.item) \((cell as? MountainCell)?.label.text ?? "?")")
    }
}
