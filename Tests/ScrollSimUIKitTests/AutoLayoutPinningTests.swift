import ScrollSimUIKit
import Testing

/// A screen that places its collection view with Auto Layout, as most
/// screens written since iOS 9 do.
@MainActor
final class PinnedGridViewController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.dataSource = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// Auto Layout's solved part (`UIView+EdgePinning.swift`) against frames
/// worked out by hand from the constraint equation
/// `item1.attribute = multiplier × item2.attribute + constant`.
@MainActor
@Suite("ScrollSimUIKit: Auto Layout edge pinning")
struct AutoLayoutPinningTests {
    func pinnedSubview(of container: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    @Test("a collection view pinned to a controller's view gets the view's bounds when the view loads")
    func collectionViewPinnedToTheView() {
        let screen = PinnedGridViewController()
        screen.loadViewIfNeeded()
        // The view is UIScreen.main.bounds, 375 × 667, with no safe-area insets.
        #expect(screen.collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        screen.view.layoutIfNeeded()
        // 3 items of 100 a row in 375 (flow spreads the 75 left), 30 items: 10 rows, 1000 tall;
        // rows 0–6 meet the 667 pt viewport: 21 items on screen.
        #expect(screen.collectionView.contentSize == CGSize(width: 375, height: 1000))
        #expect(screen.collectionView.indexPathsForVisibleItems.count == 21)
    }

    @Test("edges pinned with constants to the safe area")
    func safeAreaWithConstants() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = pinnedSubview(of: container)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            view.trailingAnchor.constraint(equalTo: container.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            view.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: 20),
            // The superview as first item: 667 = view.bottom + 20 → view.bottom = 647.
            container.safeAreaLayoutGuide.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 20),
        ])
        container.layoutIfNeeded()
        // x 16 to 375 − 16 = 359 (343 wide); y 20 to 647 (627 tall).
        #expect(view.frame == CGRect(x: 16, y: 20, width: 343, height: 627))
    }

    @Test("edges pinned to the layout margins")
    func layoutMargins() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.layoutMargins = UIEdgeInsets(top: 10, left: 12, bottom: 14, right: 16)
        let view = pinnedSubview(of: container)
        let margins = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            view.topAnchor.constraint(equalTo: margins.topAnchor),
            view.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        container.layoutIfNeeded()
        // x 12 to 200 − 16 = 184 (172 wide); y 10 to 100 − 14 = 86 (76 tall).
        #expect(view.frame == CGRect(x: 12, y: 10, width: 172, height: 76))
        #expect(margins.layoutFrame == CGRect(x: 12, y: 10, width: 172, height: 76))
    }

    @Test("centre and size; a width proportional to the superview's")
    func centreAndSize() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = pinnedSubview(of: container)
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: container.centerYAnchor, constant: 10),
            view.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: -7.5),
            view.heightAnchor.constraint(equalToConstant: 50),
        ])
        container.layoutIfNeeded()
        // Width 0.5 · 375 − 7.5 = 180, x = 187.5 − 90 = 97.5;
        // centre y 333.5 + 10 = 343.5, y = 343.5 − 25 = 318.5.
        #expect(view.frame == CGRect(x: 97.5, y: 318.5, width: 180, height: 50))
    }

    @Test("right to left: leading is the right edge")
    func rightToLeft() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        container.semanticContentAttribute = .forceRightToLeft
        let view = pinnedSubview(of: container)
        view.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 50),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        // The leading (right) edge at 300 − 10 = 290: x 240.
        #expect(view.frame == CGRect(x: 240, y: 0, width: 50, height: 20))
    }

    @Test("inequalities, siblings and views that translate their mask are accepted, not solved")
    func notSolved() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let view = pinnedSubview(of: container)
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        let sibling = pinnedSubview(of: container)
        let masked = UIView(frame: CGRect(x: 5, y: 5, width: 5, height: 5))
        container.addSubview(masked)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: sibling.bottomAnchor),
            masked.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            masked.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        container.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(masked.frame == CGRect(x: 5, y: 5, width: 5, height: 5))
        // UIKit installs a constraint on its items' nearest common view.
        #expect(container.constraints.count == 4)
    }

    @Test("a dimension bounded by a multiple of another keeps UIKit's equation, item by item")
    func dimensionInequalities() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let view = pinnedSubview(of: container)
        // width ≥ 0.5 × container.width + 8 and height ≤ 2 × view.width − 4:
        // item1.attribute (relation) multiplier × item2.attribute + constant.
        let atLeast = view.widthAnchor.constraint(greaterThanOrEqualTo: container.widthAnchor, multiplier: 0.5, constant: 8)
        let atMost = view.heightAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, multiplier: 2, constant: -4)
        #expect(atLeast.firstItem === view && atLeast.firstAttribute == .width && atLeast.relation == .greaterThanOrEqual)
        #expect(atLeast.secondItem === container && atLeast.secondAttribute == .width)
        #expect(atLeast.multiplier == 0.5 && atLeast.constant == 8)
        #expect(atMost.firstItem === view && atMost.firstAttribute == .height && atMost.relation == .lessThanOrEqual)
        #expect(atMost.secondItem === view && atMost.secondAttribute == .width)
        #expect(atMost.multiplier == 2 && atMost.constant == -4)
    }

    @Test("the classic initialiser, deactivation, and a changed constant")
    func classicInitialiser() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = pinnedSubview(of: container)
        let top = NSLayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: container,
                                     attribute: .top, multiplier: 1, constant: 5)
        let height = NSLayoutConstraint(item: view, attribute: .height, relatedBy: .equal, toItem: nil,
                                        attribute: .notAnAttribute, multiplier: 1, constant: 30)
        container.addConstraints([top, height])
        container.layoutIfNeeded()
        #expect(view.frame.minY == 5 && view.frame.height == 30)
        top.constant = 15
        container.layoutIfNeeded()
        #expect(view.frame.minY == 15)
        top.isActive = false
        top.constant = 40
        container.layoutIfNeeded()
        #expect(view.frame.minY == 15)
    }
}
