import ScrollSimUIKit
import Testing

/// Ten items, recording the transition layout the collection view asks for.
@MainActor
private final class TenItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var transitionRequests = 0

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        transitionRequests += 1
        return UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}

/// `UICollectionViewTransitionLayout` and the interactive transition calls,
/// against frames worked out by hand from two flow layouts in a 100 pt wide
/// view: "list" puts 100 × 100 items in one column (item i at (0, 100 i)),
/// "grid" 50 × 50 items two to a row (item i at (50 (i mod 2), 50 ⌊i / 2⌋)).
@MainActor
@Suite("ScrollSimUIKit: interactive layout transitions")
struct InteractiveTransitionTests {
    private func flow(_ side: CGFloat) -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.sectionInset = .zero
        return layout
    }

    private func view(_ source: TenItems, layout: UICollectionViewLayout) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        view.dataSource = source
        view.delegate = source
        view.layoutIfNeeded()
        return view
    }

    @Test("the transition layout interpolates frames and content size by transitionProgress")
    func interpolation() {
        let source = TenItems()
        let (list, grid) = (flow(100), flow(50))
        let collectionView = view(source, layout: list)
        let transition = collectionView.startInteractiveTransition(to: grid)
        #expect(source.transitionRequests == 1)
        #expect(collectionView.collectionViewLayout === transition)
        #expect(transition.currentLayout === list && transition.nextLayout === grid)
        collectionView.layoutIfNeeded()
        // Progress 0: the list's frames. Item 1 at (0,100,100,100); content 100 × 1000.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 100, height: 1000))
        transition.transitionProgress = 0.5
        collectionView.layoutIfNeeded()
        // Item 1: list (0,100,100,100), grid (50,0,50,50) → halfway (25,50,75,75).
        // Content: list 1000 high, grid 5 rows × 50 = 250 → 625.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 25, y: 50, width: 75, height: 75))
        #expect(collectionView.contentSize == CGSize(width: 100, height: 625))
        // Item 4 from the element query: list (0,400,100,100), grid (0,100,50,50)
        // → (0,250,75,75), which meets the rect (0,0,100,300); item 9: list (0,900),
        // grid (50,200) → (25,550), which does not.
        let attributes = transition.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 300)) ?? []
        #expect(attributes.first { $0.indexPath.item == 4 }?.frame == CGRect(x: 0, y: 250, width: 75, height: 75))
        #expect(!attributes.contains { $0.indexPath.item == 9 })
    }

    @Test("finish installs the next layout, cancel the current one; the completion says which")
    func finishAndCancel() {
        let source = TenItems()
        let (list, grid) = (flow(100), flow(50))
        let collectionView = view(source, layout: list)
        var outcomes: [String] = []
        let transition = collectionView.startInteractiveTransition(to: grid) { completed, finished in
            outcomes.append("\(completed) \(finished)")
        }
        transition.transitionProgress = 0.8
        collectionView.finishInteractiveTransition()
        collectionView.layoutIfNeeded()
        #expect(collectionView.collectionViewLayout === grid && grid.collectionView === collectionView)
        #expect(list.collectionView == nil)
        #expect(outcomes == ["true true"])
        // The grid's own frame for item 1 now: (50,0,50,50).
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 50, y: 0, width: 50, height: 50))
        // Back to the list, cancelled: the grid stays.
        collectionView.startInteractiveTransition(to: list) { completed, finished in
            outcomes.append("\(completed) \(finished)")
        }
        collectionView.cancelInteractiveTransition()
        #expect(collectionView.collectionViewLayout === grid)
        #expect(outcomes == ["true true", "true false"])
        // With no transition under way, both do nothing.
        collectionView.finishInteractiveTransition()
        collectionView.cancelInteractiveTransition()
        #expect(collectionView.collectionViewLayout === grid && outcomes.count == 2)
    }

    @Test("animated keys keep their values; an unknown key is 0")
    func animatedKeys() {
        let transition = UICollectionViewTransitionLayout(currentLayout: flow(100), nextLayout: flow(50))
        #expect(transition.value(forAnimatedKey: "scale") == 0)
        transition.updateValue(0.75, forAnimatedKey: "scale")
        transition.updateValue(2, forAnimatedKey: "angle")
        #expect(transition.value(forAnimatedKey: "scale") == 0.75 && transition.value(forAnimatedKey: "angle") == 2)
    }
}
