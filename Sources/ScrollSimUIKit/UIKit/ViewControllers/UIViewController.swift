import Foundation

/// `UIViewController`, as far as screen code builds a collection view in
/// it: the view, loaded lazily through `loadView()` and then
/// `viewDidLoad()`; the navigation item; children; presentation, kept.
///
/// There is no window, so nothing appears: the simulation calls
/// `loadView()` and `viewDidLoad()` when `view` is first read (or on
/// `loadViewIfNeeded()`), and no other lifecycle method — a test that
/// wants `viewWillAppear(_:)` calls it. The view `loadView()` makes fills
/// `UIScreen.main.bounds` (375 × 667 points). Nothing is drawn.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UITraitEnvironment {
    /// The view once loaded.
    private var loadedView: UIView? {
        didSet {
            if oldValue?.owningViewController === self { oldValue?.owningViewController = nil }
            loadedView?.owningViewController = self
        }
    }
    /// Whether `loadView()` and `viewDidLoad()` are under way, so that
    /// reading `view` from them does not load twice.
    private var isLoadingView = false

    /// `nibName`: kept; there are no nibs here.
    open private(set) var nibName: String?
    /// `nibBundle`: kept.
    open private(set) var nibBundle: Bundle?

    /// `init(nibName:bundle:)`: the designated initialiser. There are no
    /// nibs here; `loadView()` makes a plain view whatever the name.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// `init?(coder:)`: there are no archives here; the controller starts
    /// as one made with `init(nibName: nil, bundle: nil)`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `init()`: `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: - The view

    /// `view`: reading it loads it first (`loadView()`, then
    /// `viewDidLoad()`), once. Setting it replaces the view; setting `nil`
    /// unloads it, so the next read loads again.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// `viewIfLoaded`: the view, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// `isViewLoaded`.
    open var isViewLoaded: Bool { loadedView != nil }

    /// `loadView()`: makes a plain `UIView` of `UIScreen.main.bounds`.
    /// Subclasses that override it set `view`; one that does not gets the
    /// plain view all the same, so that reading `view` never fails.
    open func loadView() {
        loadedView = UIView(frame: UIScreen.main.bounds)
    }

    /// `loadViewIfNeeded()`: `loadView()` then `viewDidLoad()` unless the
    /// view is loaded (or loading).
    open func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        defer { isLoadingView = false }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
        // The frames pinned by constraints, so that a screen whose
        // collection view is pinned to the view's edges has its size
        // before anything lays it out.
        loadedView?.applyPinnedFramesInTree()
    }

    /// `viewDidLoad()`: called once, after `loadView()`.
    open func viewDidLoad() {}

    /// `viewWillAppear(_:)`: never called by the simulation.
    open func viewWillAppear(_ animated: Bool) {}
    /// `viewDidAppear(_:)`: never called by the simulation.
    open func viewDidAppear(_ animated: Bool) {}
    /// `viewWillDisappear(_:)`: never called by the simulation.
    open func viewWillDisappear(_ animated: Bool) {}
    /// `viewDidDisappear(_:)`: never called by the simulation.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the appearance transition begun is an appearance (`true`),
    /// a disappearance (`false`), or none (`nil`).
    private var appearanceTransition: Bool?

    /// `beginAppearanceTransition(_:animated:)`: calls `viewWillAppear(_:)`
    /// or `viewWillDisappear(_:)`, as UIKit does for a container's child.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceTransition = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// `endAppearanceTransition()`: calls `viewDidAppear(_:)` or
    /// `viewDidDisappear(_:)` for the transition begun (with `animated`
    /// false); nothing without one.
    open func endAppearanceTransition() {
        guard let isAppearing = appearanceTransition else { return }
        appearanceTransition = nil
        if isAppearing { viewDidAppear(false) } else { viewDidDisappear(false) }
    }
    /// `viewWillLayoutSubviews()`: never called by the simulation.
    open func viewWillLayoutSubviews() {}
    /// `viewDidLayoutSubviews()`: never called by the simulation.
    open func viewDidLayoutSubviews() {}
    /// `updateViewConstraints()`: the update-constraints pass calls it in
    /// place of the view's `updateConstraints()`, after the view's subviews
    /// have been updated (`UIView+ConstraintUpdates.swift`); this
    /// implementation calls the view's `updateConstraints()`, so an override
    /// calls `super.updateViewConstraints()` last, as in UIKit.
    open func updateViewConstraints() {
        viewIfLoaded?.updateConstraints()
    }
    /// `viewWillTransition(to:with:)`: the screen never changes size in
    /// the simulation, so it is never called.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// `transitionCoordinator`: always `nil` — there are no transitions.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? { nil }

    // MARK: - Navigation

    /// `title`: setting it sets `navigationItem.title` too, and the title
    /// of `tabBarItem` once that is made, as UIKit's.
    open var title: String? {
        didSet {
            navigationItem.title = title
            madeTabBarItem?.title = title
        }
    }

    /// `navigationItem`: made on first use, kept.
    public private(set) lazy var navigationItem: UINavigationItem = {
        let item = UINavigationItem()
        item.title = title
        return item
    }()

    /// `navigationController`: the nearest ancestor that is a
    /// `UINavigationController`; `nil` for a screen on its own.
    open var navigationController: UINavigationController? {
        nearestAncestor(UINavigationController.self)
    }

    /// `tabBarController`: the nearest ancestor that is a
    /// `UITabBarController`; `nil` for a screen in none.
    open var tabBarController: UITabBarController? {
        nearestAncestor(UITabBarController.self)
    }

    /// `splitViewController`: the nearest ancestor that is a
    /// `UISplitViewController`; `nil` for a screen in none.
    open var splitViewController: UISplitViewController? {
        nearestAncestor(UISplitViewController.self)
    }

    /// The nearest ancestor (parent, its parent, …) of class `Container`.
    private func nearestAncestor<Container: UIViewController>(_: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let container = controller as? Container { return container }
            current = controller.parent
        }
        return nil
    }

    /// `hidesBottomBarWhenPushed`: kept (`false` by default); there is no
    /// bottom bar to hide.
    open var hidesBottomBarWhenPushed = false

    /// The tab bar item once made.
    private var madeTabBarItem: UITabBarItem?

    /// `tabBarItem`: made on first read with the controller's `title` and
    /// no image, as UIKit's; kept. A tab bar controller lists its
    /// children's items in its `tabBar`.
    open var tabBarItem: UITabBarItem! {
        get {
            if let madeTabBarItem { return madeTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            madeTabBarItem = item
            return item
        }
        set { madeTabBarItem = newValue }
    }

    /// `toolbarItems`: kept; a navigation controller's toolbar is not drawn.
    open var toolbarItems: [UIBarButtonItem]?

    /// `setToolbarItems(_:animated:)`: sets `toolbarItems` at once.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// `show(_:sender:)`: as UIKit's documentation states, the controller
    /// that handles it is found up the hierarchy — the nearest navigation or
    /// split view controller among this controller's ancestors shows `vc`
    /// (a navigation controller pushes it); with none, `vc` is presented
    /// modally from the window's root view controller (from this controller
    /// when it is in no window). Nothing animates.
    open func show(_ vc: UIViewController, sender: Any?) {
        var current = parent
        while let controller = current {
            if controller is UINavigationController || controller is UISplitViewController {
                controller.show(vc, sender: sender)
                return
            }
            current = controller.parent
        }
        presentFromRoot(vc)
    }

    /// Presents `vc` modally from the window's root view controller, or
    /// from this controller when it is in no window.
    func presentFromRoot(_ vc: UIViewController) {
        (viewIfLoaded?.window?.rootViewController ?? self).present(vc, animated: true)
    }

    /// `showDetailViewController(_:sender:)`: the nearest split view
    /// controller among this controller's ancestors shows it
    /// (`UISplitViewController.showDetailViewController(_:sender:)`); with
    /// none, it is presented modally, as UIKit's documentation states: from
    /// the window's root view controller, or from this controller when it
    /// is in no window.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            presentFromRoot(vc)
        }
    }

    /// `isMovingToParent`: `false` — UIKit answers `true` only inside the
    /// appearance methods of a transition, and there are no transitions here.
    open var isMovingToParent: Bool { false }
    /// `isMovingFromParent`: `false`, as `isMovingToParent`.
    open var isMovingFromParent: Bool { false }
    /// `isBeingPresented`: `false`, as `isMovingToParent`.
    open var isBeingPresented: Bool { false }
    /// `isBeingDismissed`: `false`, as `isMovingToParent`.
    open var isBeingDismissed: Bool { false }

    /// `isEditing`.
    open var isEditing = false
    /// `setEditing(_:animated:)`: sets `isEditing`, and turns
    /// `editButtonItem` into a Done button while editing (an Edit button
    /// otherwise), as UIKit's.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        madeEditButtonItem?.title = editing ? "Done" : "Edit"
        madeEditButtonItem?.style = editing ? .done : .plain
    }

    /// The edit button item once made.
    private var madeEditButtonItem: UIBarButtonItem?

    /// `editButtonItem`: one item per controller, titled "Edit" (plain) or
    /// "Done" (`.done`) by `isEditing`, as UIKit's. There are no taps, so
    /// its action never runs; `setEditing(_:animated:)` updates it.
    open var editButtonItem: UIBarButtonItem {
        if let madeEditButtonItem { return madeEditButtonItem }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain,
                                   target: self, action: nil)
        madeEditButtonItem = item
        return item
    }

    // MARK: - The responder chain

    /// `next`: the view's superview, as UIKit's documentation of `next`
    /// states; when the view is in no view tree (or not loaded), the
    /// presenting controller, else the parent — the controllers UIKit puts
    /// around a view that is not on screen.
    open override var next: UIResponder? {
        viewIfLoaded?.superview ?? presentingViewController ?? parent
    }

    // MARK: - Status bar (kept; there is no status bar)

    /// `preferredStatusBarStyle`: `.default`; subclasses override it.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// `prefersStatusBarHidden`: `false`; subclasses override it.
    open var prefersStatusBarHidden: Bool { false }
    /// `setNeedsStatusBarAppearanceUpdate()`: nothing to update.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// `preferredStatusBarUpdateAnimation`: `.fade`, UIKit's default;
    /// subclasses override it.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    // MARK: - Orientation (the simulated interface stays portrait)

    /// `supportedInterfaceOrientations`: `.allButUpsideDown`, UIKit's
    /// default on the simulated iPhone (`.all` on an iPad); subclasses
    /// override it. Nothing rotates here, so nothing asks.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// `shouldAutorotate`: `true`, UIKit's default.
    open var shouldAutorotate: Bool { true }
    /// `preferredInterfaceOrientationForPresentation`: `.portrait`, the
    /// simulated interface's orientation.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    // MARK: - System events (none arrive)

    /// `didReceiveMemoryWarning()`: never called by the simulation; a test
    /// may call it.
    open func didReceiveMemoryWarning() {}

    /// `additionalSafeAreaInsets`: real — added to the safe area of the
    /// controller's view (`UIView.safeAreaInsets`), and so to its
    /// subviews' where they overlap it. Setting a different value while
    /// the view is loaded marks the view for layout, calls
    /// `safeAreaInsetsDidChange()` on each view of the loaded view's tree
    /// whose safe area changed (parents first), then
    /// `viewSafeAreaInsetsDidChange()`.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, let loadedView else { return }
            loadedView.setNeedsLayout()
            let previous = additionalSafeAreaInsets
            additionalSafeAreaInsets = oldValue
            let before = Self.safeAreas(from: loadedView)
            additionalSafeAreaInsets = previous
            for (view, insets) in before where view.safeAreaInsets != insets {
                view.safeAreaInsetsDidChange()
            }
            viewSafeAreaInsetsDidChange()
        }
    }

    /// The safe area of every view of a tree, parents first.
    private static func safeAreas(from root: UIView) -> [(UIView, UIEdgeInsets)] {
        var result: [(UIView, UIEdgeInsets)] = []
        var stack = [root]
        while let view = stack.popLast() {
            result.append((view, view.safeAreaInsets))
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// `viewSafeAreaInsetsDidChange()`: called when a change of
    /// `additionalSafeAreaInsets` changes the loaded view's safe area (the
    /// only change there is here: no bars or rotation are simulated).
    open func viewSafeAreaInsetsDidChange() {}

    /// `extendedLayoutIncludesOpaqueBars`: kept (`false` by default); there
    /// are no bars to extend under.
    open var extendedLayoutIncludesOpaqueBars = false

    /// `automaticallyAdjustsScrollViewInsets`: kept (`true` by default);
    /// there are no bars or safe area to adjust for.
    open var automaticallyAdjustsScrollViewInsets = true

    /// `shouldAutomaticallyForwardAppearanceMethods`: `true`, UIKit's
    /// default. The simulation calls no appearance method either way.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: - Traits

    /// `traitCollection`: the view's traits (the simulated device's).
    open var traitCollection: UITraitCollection { UITraitCollection() }

    /// `traitCollectionDidChange(_:)`: traits do not change in the simulation.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - Children

    /// `children`: the child view controllers, in the order added.
    open private(set) var children: [UIViewController] = []
    /// `parent`.
    open private(set) weak var parent: UIViewController?

    /// `addChild(_:)`: appends `childController` (removing it from its
    /// old parent) and calls its `willMove(toParent:)` with this
    /// controller, as UIKit's. `didMove(toParent:)` is the caller's to call.
    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// `removeFromParent()`: removes this controller from its parent and
    /// calls its `didMove(toParent: nil)`, as UIKit's.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// `willMove(toParent:)`: nothing by default.
    open func willMove(toParent parent: UIViewController?) {}
    /// `didMove(toParent:)`: nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Storyboards and segues (kept; no storyboard file is read)

    /// `storyboard`: the storyboard that made this controller
    /// (`UIStoryboard.instantiateViewController(withIdentifier:)`); `nil`
    /// for one made in code.
    open internal(set) var storyboard: UIStoryboard?

    /// `performSegue(withIdentifier:sender:)`: nothing happens. Segues are
    /// declared in storyboard files, which are not read here, so no segue
    /// has `identifier` (iOS raises an exception for an identifier the
    /// storyboard lacks); `prepare(for:sender:)` is not called.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {}

    /// `shouldPerformSegue(withIdentifier:sender:)`: `true`, UIKit's default.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// `prepare(for:sender:)`: nothing by default; subclasses override it
    /// (and a test may call it with a `UIStoryboardSegue` it makes).
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    // MARK: - Presentation (kept, not driven)

    /// `presentedViewController`: the controller last presented.
    open private(set) var presentedViewController: UIViewController?
    /// `presentingViewController`: the controller that presented this one.
    open private(set) weak var presentingViewController: UIViewController?
    /// `modalPresentationStyle`: kept; `.automatic` by default, as UIKit's
    /// since iOS 13.
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// `modalTransitionStyle`: kept; `.coverVertical` by default.
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// `transitioningDelegate` (weak): kept; presentation does not animate,
    /// so it is never asked for an animator.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    /// `present(_:animated:completion:)`: kept — `presentedViewController`
    /// is set and `completion` runs at once. Nothing appears: the
    /// presented controller's view is not loaded, and no lifecycle method
    /// is called.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool,
                      completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        completion?()
    }

    /// `dismiss(animated:completion:)`: forgets the presented controller
    /// (or, on a presented controller, its presenter forgets it) and runs
    /// `completion` at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.presentingViewController = nil
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.presentedViewController = nil
            presentingViewController = nil
        }
        completion?()
    }
}
