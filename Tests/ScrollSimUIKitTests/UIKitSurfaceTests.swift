import ScrollSimUIKit
import Testing

/// A collection view subclass with no initialiser of its own, and one
/// with UIKit's usual pair: both get `init()` and `init(frame:)`, as on iOS.
final class PlainFeedView: UICollectionView {}

final class ConfiguredFeedView: UICollectionView {
    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: layout)
        backgroundColor = .secondarySystemFill
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Code that uses implicit `self` inside `performBatchUpdates`, which
/// compiles only if the block is non-escaping, as UIKit's is.
@MainActor
final class GrowingFeed: NSObject, UICollectionViewDataSource {
    var count = 3
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                          collectionViewLayout: UICollectionViewFlowLayout())
    var completed: Bool?

    func add() {
        collectionView.performBatchUpdates {
            count += 1
            collectionView.insertItems(at: [IndexPath(item: count - 1, section: 0)])
        }
        collectionView.performBatchUpdates({ count += 0 }, completion: { finished in self.completed = finished })
        collectionView.performBatchUpdates(nil)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// A view that fits 50 × 30, for the fitting-priority rule.
final class FixedFittingView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 50, height: 30) }
}

/// The views and types screens use, kept and inert (docs/uikit.md, "What is there").
@MainActor
@Suite("ScrollSimUIKit: the views screens use")
struct UIKitSurfaceTests {
    @Test("UICollectionView subclasses inherit init() and init(frame:)")
    func inheritedInitialisers() {
        let plain = PlainFeedView()
        #expect(plain.frame == .zero && plain.collectionViewLayout is UICollectionViewFlowLayout)
        let configured = ConfiguredFeedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(configured.backgroundColor == .secondarySystemFill && configured.frame.width == 10)
        #expect(ConfiguredFeedView().collectionViewLayout is UICollectionViewFlowLayout)
    }

    @Test("performBatchUpdates takes a non-escaping block (implicit self) and nil")
    func batchUpdatesBlock() {
        let feed = GrowingFeed()
        feed.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        feed.collectionView.dataSource = feed
        feed.collectionView.layoutIfNeeded()
        feed.add()
        #expect(feed.collectionView.numberOfItems(inSection: 0) == 4)
        #expect(feed.completed == true)
    }

    @Test("systemLayoutSizeFitting keeps the target where its fitting priority is required")
    func fittingPriorities() {
        let view = FixedFittingView()
        let target = CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height)
        #expect(view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 320, height: 30))
        #expect(view.systemLayoutSizeFitting(target) == CGSize(width: 50, height: 30))
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
    }

    @Test("UIButton keeps titles per state and targets it never fires")
    func button() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saved", for: .selected)
        button.addTarget(nil, action: Selector("save"), for: .touchUpInside)
        var ran = 0
        button.addAction(UIAction(title: "Save") { _ in ran += 1 }, for: .touchUpInside)
        #expect(button.buttonType == .system && button.currentTitle == "Save" && button.titleLabel?.text == "Save")
        button.isSelected = true
        #expect(button.state == .selected && button.currentTitle == "Saved")
        #expect(button.title(for: .highlighted) == "Save")
        #expect(button.allControlEvents == .touchUpInside && ran == 0)
        button.sendActions(for: .touchUpInside)
        #expect(ran == 1)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Go"
        configuration.image = UIImage(size: CGSize(width: 20, height: 20))
        configuration.imagePadding = 6
        let configured = UIButton(configuration: configuration)
        #expect(configured.currentTitle == "Go")
        // Width: the title's measured width + 6 + 20 + 12 + 12; height: max(line height, 20) + 10 + 10.
        let label = UILabel()
        label.font = configured.titleLabel?.font
        label.text = "Go"
        let text = label.sizeThatFits(.zero)
        #expect(configured.intrinsicContentSize == CGSize(width: text.width + 50, height: max(text.height, 20) + 20))
    }

    @Test("UIAlertController is kept, never presented; its actions never run")
    func alert() {
        let screen = UIViewController()
        var ran = false
        let alert = UIAlertController(title: "Delete?", message: "For ever", preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in ran = true })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addTextField { $0.placeholder = "Name" }
        screen.present(alert, animated: true)
        #expect(screen.presentedViewController === alert && alert.title == "Delete?")
        #expect(alert.actions.map(\.style) == [.destructive, .cancel] && alert.preferredStyle == .actionSheet)
        #expect(alert.textFields?.first?.placeholder == "Name" && !ran && !alert.isViewLoaded)
    }

    @Test("gesture recognizers are kept on their view and never fire")
    func gestureRecognizers() {
        let view = UIView()
        let tap = UITapGestureRecognizer(target: nil, action: Selector("tapped"))
        tap.numberOfTapsRequired = 2
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        view.addGestureRecognizer(UILongPressGestureRecognizer())
        #expect(view.gestureRecognizers?.count == 3 && tap.view === view && tap.state == .possible)
        #expect(pan.velocity(in: view) == .zero)
        view.removeGestureRecognizer(tap)
        #expect(tap.view == nil && view.gestureRecognizers?.count == 2)
    }

    @Test("activity indicator, segmented control, visual effect view: state kept")
    func smallViews() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.isHidden && spinner.frame.size == CGSize(width: 37, height: 37))
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        spinner.stopAnimating()
        #expect(spinner.isHidden)

        let segments = UISegmentedControl(items: ["Day", "Week"])
        segments.insertSegment(withTitle: "Month", at: 2, animated: false)
        segments.selectedSegmentIndex = 1
        #expect(segments.numberOfSegments == 3 && segments.titleForSegment(at: 2) == "Month")
        segments.removeAllSegments()
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)

        let plain = UIVisualEffectView()
        #expect(plain.effect == nil && plain.contentView.superview === plain)
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        blur.frame = CGRect(x: 5, y: 5, width: 80, height: 40)
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
    }

    @Test("UIFontMetrics scales by 1 at the default size; UIDevice is an iPhone")
    func environment() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(UIFontMetrics(forTextStyle: .headline).scaledFont(for: font) == font)
        #expect(UIFontMetrics.default.scaledValue(for: 12) == 12)
        #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 15).pointSize == 15)
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.orientation.isPortrait)
        #expect(UIColor.quaternaryLabel.alpha == 0.18 && UIColor.secondarySystemFill.alpha == 0.16)
    }

    @Test("UIBezierPath bounds and layers keep what is set")
    func pathsAndLayers() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 4)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 2, y: 8))
        line.addLine(to: CGPoint(x: 10, y: 3))
        // x 2…10, y 3…8.
        #expect(line.bounds == CGRect(x: 2, y: 3, width: 8, height: 5))
        let view = UIView()
        let shape = CAShapeLayer()
        shape.path = path.cgPath
        view.layer.addSublayer(shape)
        view.layer.shadowPath = line.cgPath
        #expect(view.layer.sublayers?.first === shape && view.layer.shadowPath?.boundingBox == line.bounds)
    }

    @Test("a nib registration dequeues the plain cell class")
    func nib() {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UINib(nibName: "Cell", bundle: nil), forCellWithReuseIdentifier: "cell")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
        #expect(type(of: cell) == UICollectionViewCell.self)
        #expect(UINib(nibName: "Cell", bundle: nil).instantiate(withOwner: nil).isEmpty)
    }
}

extension UIKitSurfaceTests {
    @Test("a subclass made with init() takes its layout by setting collectionViewLayout")
    func layoutSetAfterInit() {
        let feed = PlainFeedView()
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))])))
        feed.collectionViewLayout = layout
        #expect(feed.collectionViewLayout === layout && layout.collectionView === feed)
    }
}

/// A controller that records its appearance callbacks.
final class AppearanceRecordingViewController: UIViewController {
    var calls: [String] = []
    override func viewWillAppear(_ animated: Bool) { calls.append("willAppear \(animated)") }
    override func viewDidAppear(_ animated: Bool) { calls.append("didAppear \(animated)") }
    override func viewWillDisappear(_ animated: Bool) { calls.append("willDisappear \(animated)") }
    override func viewDidDisappear(_ animated: Bool) { calls.append("didDisappear \(animated)") }
}

extension UIKitSurfaceTests {
    @Test("NSIndexPath's section, item and row; subviews inserted above and below a sibling")
    func indexPathsAndSubviewOrder() {
        let path = NSIndexPath(item: 4, section: 2)
        #expect(path.section == 2 && path.item == 4 && NSIndexPath(row: 7, section: 1).row == 7)
        let container = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        container.addSubview(a)
        container.addSubview(b)
        container.insertSubview(c, aboveSubview: a)
        #expect(container.subviews == [a, c, b])
        container.insertSubview(a, belowSubview: b)
        #expect(container.subviews == [c, a, b])
        container.insertSubview(b, belowSubview: c)
        #expect(container.subviews == [b, c, a])
    }

    @Test("appearance transitions call the appearance methods; animations with options apply at once")
    func appearanceAndAnimations() {
        let child = AppearanceRecordingViewController()
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        child.beginAppearanceTransition(false, animated: false)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(child.calls == ["willAppear true", "didAppear false", "willDisappear false", "didDisappear false"])
        let view = UIView()
        var finished: Bool?
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .allowUserInteraction],
                       animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        #expect(view.alpha == 0.5 && finished == true)
    }

    @Test("the delete system animation runs its parallel animations, removes its views, then completes")
    func systemDeleteAnimation() {
        let container = UIView()
        let removed = UIView(), kept = UIView(), detached = UIView()
        container.addSubview(removed)
        container.addSubview(kept)
        var steps: [String] = []
        UIView.perform(.delete, on: [removed, detached], options: [.beginFromCurrentState],
                       animations: { kept.alpha = 0.25; steps.append("animations \(removed.superview != nil)") },
                       completion: { steps.append("completion \($0) \(removed.superview == nil)") })
        // The parallel block runs while `removed` is still in place; UIKit
        // takes the views out when the animation completes, before the
        // completion block. A view without a superview is left as it is.
        #expect(steps == ["animations true", "completion true true"])
        #expect(container.subviews.count == 1 && container.subviews.first === kept && kept.alpha == 0.25)
        #expect(detached.superview == nil)
        UIView.perform(.delete, on: [kept], animations: nil)
        #expect(container.subviews.isEmpty)
    }
}
