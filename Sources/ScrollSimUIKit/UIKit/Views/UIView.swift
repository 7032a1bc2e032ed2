import Foundation

/// `UIView`, as far as collection-view code configures views: geometry,
/// the view tree, appearance properties, margins and the layout cycle.
/// Nothing is drawn; every property keeps what is set, so tests can read
/// it back.
@preconcurrency @MainActor
open class UIView: UIResponder, UITraitEnvironment {
    /// `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The frame in the superview's coordinates.
    open var frame: CGRect {
        willSet { keyValueObservers?.willChange(.frame, of: self) }
        didSet {
            if frame.size != oldValue.size { setNeedsLayout() }
            keyValueObservers?.didChange(.frame, of: self)
        }
    }
    /// The bounds: the frame's size at `boundsOrigin`.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            keyValueObservers?.willChange(.bounds, of: self)
            boundsOrigin = newValue.origin
            let center = self.center
            frame = CGRect(x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
            keyValueObservers?.didChange(.bounds, of: self)
        }
    }
    private var boundsOrigin = CGPoint.zero
    /// The centre of `frame`; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            keyValueObservers?.willChange(.center, of: self)
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
            keyValueObservers?.didChange(.center, of: self)
        }
    }
    /// The key-value observers of this view's observed properties
    /// (`Foundation/KeyValueObserverTable.swift`): `nil` until something
    /// observes it, so a setter nobody observes pays one `nil` check.
    var keyValueObservers: KeyValueObserverTable?
    /// `transform`: stored, not drawn.
    open var transform = CGAffineTransform.identity
    /// `transform3D`: stored, not drawn.
    open var transform3D = CATransform3DIdentity

    /// The subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    open private(set) weak var superview: UIView?

    open var isHidden = false {
        willSet { keyValueObservers?.willChange(.hidden, of: self) }
        didSet { keyValueObservers?.didChange(.hidden, of: self) }
    }
    open var alpha: CGFloat = 1 {
        willSet { keyValueObservers?.willChange(.alpha, of: self) }
        didSet { keyValueObservers?.didChange(.alpha, of: self) }
    }
    open var isOpaque = true
    open var backgroundColor: UIColor?
    /// `tintColor`: the first tint colour set on this view or up its
    /// superview chain, else the system's (`.systemBlue`); setting `nil`
    /// makes the view inherit again. A `.dimmed` adjustment mode does not
    /// change the colour here (UIKit's "desaturated" colour is not
    /// simulated). Setting it calls `tintColorDidChange()` on the views whose
    /// colour changes (`UIView+Tint.swift`).
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set { changeTint { $0.ownTintColor = newValue } }
    }
    /// `tintAdjustmentMode`: the first mode other than `.automatic` on this
    /// view or up its superview chain, else `.normal`. Setting it calls
    /// `tintColorDidChange()` on the views whose mode changes.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { ownTintAdjustmentMode != .automatic ? ownTintAdjustmentMode : superview?.tintAdjustmentMode ?? .normal }
        set { changeTint { $0.ownTintAdjustmentMode = newValue } }
    }
    /// The tint colour set on this view itself, `nil` to inherit.
    var ownTintColor: UIColor?
    /// The adjustment mode set on this view itself.
    var ownTintAdjustmentMode = TintAdjustmentMode.automatic
    open var tag = 0
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var contentMode = ContentMode.scaleToFill
    open var translatesAutoresizingMaskIntoConstraints = true
    /// `autoresizingMask`: kept, not applied.
    open var autoresizingMask: AutoresizingMask = []
    /// `autoresizesSubviews`: kept (`true` by default, as in UIKit); no
    /// autoresizing mask is applied either way.
    open var autoresizesSubviews = true
    /// `isExclusiveTouch`: kept (`false` by default); no touch arrives.
    open var isExclusiveTouch = false
    /// `showsLargeContentViewer` (UILargeContentViewerItem): kept (`false`
    /// by default); no long press shows the viewer.
    open var showsLargeContentViewer = false
    /// `largeContentTitle`: kept.
    open var largeContentTitle: String?
    /// `largeContentImage`: kept.
    open var largeContentImage: UIImage?
    /// `scalesLargeContentImage`: kept (`false` by default).
    open var scalesLargeContentImage = false
    /// `largeContentImageInsets`: kept.
    open var largeContentImageInsets = UIEdgeInsets.zero
    // UIKit's informal accessibility protocols, kept (nothing reads them
    // here): declared on the class so that subclasses override them.
    /// `accessibilityIdentifier`: kept.
    open var accessibilityIdentifier: String?
    /// `accessibilityLabel`: kept.
    open var accessibilityLabel: String?
    /// `accessibilityHint`: kept.
    open var accessibilityHint: String?
    /// `accessibilityValue`: kept.
    open var accessibilityValue: String?
    /// `accessibilityLanguage`: kept.
    open var accessibilityLanguage: String?
    /// `accessibilityTraits`: kept; none by default.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// `accessibilityFrame`: kept; `.zero` by default.
    open var accessibilityFrame: CGRect = .zero
    /// `isAccessibilityElement`: kept; `false` by default, as for a `UIView`.
    open var isAccessibilityElement = false
    /// `accessibilityElementsHidden`: kept.
    open var accessibilityElementsHidden = false
    /// `accessibilityViewIsModal`: kept.
    open var accessibilityViewIsModal = false
    /// `shouldGroupAccessibilityChildren`: kept.
    open var shouldGroupAccessibilityChildren = false
    /// `accessibilityCustomActions`: kept.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// `accessibilityElements`: the view's accessibility elements, in
    /// order, as the container methods below report them.
    open var accessibilityElements: [Any]?
    /// The view's layer: its appearance properties, stored. Made on first
    /// use as an instance of `layerClass` when that is one of
    /// ScrollSimQuartzCore's layer classes (or a subclass of one, which gets
    /// the nearest of them), a plain `CALayer` otherwise.
    open private(set) lazy var layer: CALayer = CALayer.makeLayer(ofClass: type(of: self).layerClass)
    /// `layerClass`: `CALayer`; subclasses override it (see `layer`).
    open class var layerClass: AnyClass { CALayer.self }
    /// `mask`: kept, not drawn.
    open var mask: UIView?

    /// `layoutMargins`: 8 pt on each side by default, as UIKit's.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { setNeedsLayout() }
    }
    /// `directionalLayoutMargins`: `layoutMargins` by leading and trailing
    /// edge in the view's layout direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let margins = layoutMargins
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(top: margins.top, leading: rightToLeft ? margins.right : margins.left,
                                           bottom: margins.bottom, trailing: rightToLeft ? margins.left : margins.right)
        }
        set {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading,
                                         bottom: newValue.bottom, right: rightToLeft ? newValue.leading : newValue.trailing)
        }
    }
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    /// `safeAreaInsets`: real. No bars, notch or home indicator are
    /// simulated, so a window's safe area is empty; a view gets the part of
    /// its superview's safe area that its frame overlaps (UIKit's rule),
    /// plus, for a view controller's view, the controller's
    /// `additionalSafeAreaInsets`.
    ///
    /// - Complexity: O(depth of the view in its tree).
    open var safeAreaInsets: UIEdgeInsets {
        var insets = UIEdgeInsets.zero
        if let superview {
            let inherited = superview.safeAreaInsets
            if inherited != .zero {
                let bounds = superview.bounds
                let frame = self.frame
                insets.top = min(frame.height, max(0, bounds.minY + inherited.top - frame.minY))
                insets.left = min(frame.width, max(0, bounds.minX + inherited.left - frame.minX))
                insets.bottom = min(frame.height, max(0, frame.maxY - (bounds.maxY - inherited.bottom)))
                insets.right = min(frame.width, max(0, frame.maxX - (bounds.maxX - inherited.right)))
            }
        }
        if let additional = owningViewController?.additionalSafeAreaInsets {
            insets.top += additional.top
            insets.left += additional.left
            insets.bottom += additional.bottom
            insets.right += additional.right
        }
        return insets
    }
    /// `safeAreaInsetsDidChange()`: nothing by default. Called on each view
    /// whose `safeAreaInsets` a change of its view controller's
    /// `additionalSafeAreaInsets` changes — the only change of a safe area
    /// here (no bars, notch or rotation are simulated).
    open func safeAreaInsetsDidChange() {}
    /// `semanticContentAttribute`.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified

    /// The traits: the simulated device's (`UITraitCollection()`).
    open var traitCollection: UITraitCollection { UITraitCollection() }

    /// `effectiveUserInterfaceLayoutDirection`: right to left when the
    /// semantic content attribute forces it, or when the application's
    /// direction is right to left and nothing forces left to right.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// `userInterfaceLayoutDirection(for:)`.
    public static func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: UIApplication.shared.userInterfaceLayoutDirection
        }
    }

    /// Whether `layoutSubviews()` is due.
    private var needsLayout = true
    /// Whether `updateConstraints()` is due: from the start, as for a new
    /// view in UIKit, and again after `setNeedsUpdateConstraints()`
    /// (`UIView+ConstraintUpdates.swift`).
    var constraintUpdateIsDue = true
    /// The view controller whose `view` this is: the update-constraints pass
    /// calls its `updateViewConstraints()` instead of `updateConstraints()`.
    weak var owningViewController: UIViewController?
    /// The active constraints that name this view or one of its guides.
    var activeConstraints: [NSLayoutConstraint] = []
    /// The safe-area, margins and readable-content guides, made on first use.
    var systemLayoutGuides: [UILayoutGuide.Kind: UILayoutGuide] = [:]
    /// The guides added with `addLayoutGuide(_:)`.
    var addedLayoutGuides: [UILayoutGuide] = []
    /// The gesture recognizers added (`UIGestureRecognizer.swift`).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The interactions added (`interactions`).
    var attachedInteractions: [any UIInteraction] = []

    /// `gestureRecognizers`: those added, `nil` when none (open, as UIKit's:
    /// a subclass may override it).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { recognizer.view = nil }
            attachedGestureRecognizers = newValue ?? []
            for recognizer in attachedGestureRecognizers { recognizer.view = self }
        }
    }
    /// The content hugging and compression resistance priorities set.
    var contentPriorities: [ContentPriorityKey: UILayoutPriority] = [:]

    /// `init(frame:)`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// `init?(coder:)`: there are no archives here; the view starts empty,
    /// as one from an empty archive.
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    /// `init()`: a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    #if !canImport(ObjectiveC)
    // A view's associated objects go with it (`objc_setAssociatedObject`).
    deinit {
        AssociatedObjects.shared.forget(ObjectIdentifier(self))
    }
    #endif

    // MARK: - Accessibility container

    /// `accessibilityElementCount()`: the number of `accessibilityElements`
    /// (0 when none are set).
    open func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? 0
    }

    /// `accessibilityElement(at:)`: the element of `accessibilityElements`
    /// at `index`, or `nil` when there is none there.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// `index(ofAccessibilityElement:)`: where `element` (the same object,
    /// for a class instance) is in `accessibilityElements`, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        guard type(of: element) is AnyObject.Type, let elements = accessibilityElements else { return NSNotFound }
        let object = element as AnyObject
        return elements.firstIndex { type(of: $0) is AnyObject.Type && ($0 as AnyObject) === object } ?? NSNotFound
    }

    /// `accessibilityElementDidBecomeFocused()`: never called here.
    open func accessibilityElementDidBecomeFocused() {}
    /// `accessibilityElementDidLoseFocus()`: never called here.
    open func accessibilityElementDidLoseFocus() {}

    // MARK: - The view tree

    /// `addSubview(_:)`: moves `view` to the front of this view's subviews,
    /// with the hierarchy callbacks (`moveSubview(_:to:)`).
    open func addSubview(_ view: UIView) {
        moveSubview(view, to: subviews.count)
    }

    /// `insertSubview(_:at:)`.
    open func insertSubview(_ view: UIView, at index: Int) {
        moveSubview(view, to: index)
    }

    /// Makes `view` a subview at `index` (clamped), calling what UIKit calls
    /// when a view changes superview: on the view, `willMove(toSuperview:)`,
    /// then (if its window changes) `willMove(toWindow:)` down its subtree;
    /// after the move `didMoveToWindow()` down the subtree, `didMoveToSuperview()`,
    /// and this view's `didAddSubview(_:)` (the order of UIKit's
    /// `_addSubview:positioned:relativeTo:`). A view already here is only
    /// reordered, with no callback but `didAddSubview(_:)`, as UIKit's.
    private func moveSubview(_ view: UIView, to index: Int) {
        guard view !== self else { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            didAddSubview(view)
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.sendWillMove(toWindow: newWindow) }
        // A view moving from another superview goes straight here: that
        // superview hears `willRemoveSubview(_:)`, the view hears only this move.
        if let oldSuperview = view.superview {
            oldSuperview.willRemoveSubview(view)
            oldSuperview.subviews.removeAll { $0 === view }
        }
        let oldTint = view.tintState
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        setNeedsLayout()
        if oldWindow !== newWindow { view.sendDidMoveToWindow() }
        view.didMoveToSuperview()
        view.sendTintColorDidChange(ifChangedFrom: oldTint)
        didAddSubview(view)
    }

    /// `removeFromSuperview()`: the superview's `willRemoveSubview(_:)`,
    /// then this view's `willMove(toSuperview: nil)` and, if it was in a
    /// window, `willMove(toWindow: nil)` down its subtree; after the
    /// removal `didMoveToWindow()` down the subtree and `didMoveToSuperview()`.
    open func removeFromSuperview() {
        guard let superview else { return }
        let oldWindow = window
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { sendWillMove(toWindow: nil) }
        let oldTint = tintState
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        if oldWindow != nil { sendDidMoveToWindow() }
        didMoveToSuperview()
        sendTintColorDidChange(ifChangedFrom: oldTint)
    }

    /// `willMove(toWindow:)` on this view, then on its subviews, back to front.
    private func sendWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for view in subviews { view.sendWillMove(toWindow: newWindow) }
    }

    /// `didMoveToWindow()` on this view, then on its subviews, back to front.
    private func sendDidMoveToWindow() {
        didMoveToWindow()
        for view in subviews { view.sendDidMoveToWindow() }
    }

    /// `window`: the nearest `UIWindow` among this view and its ancestors
    /// (a window's is itself); `nil` for a view in no window.
    open var window: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    /// `willMove(toSuperview:)`: called before the view changes superview
    /// (`nil`: it is being removed); nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// `didMoveToSuperview()`: called after the view changed superview;
    /// nothing by default.
    open func didMoveToSuperview() {}

    /// `willMove(toWindow:)`: called before the view's window changes
    /// (`nil`: it leaves its window), on the moved view and its subtree;
    /// nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// `didMoveToWindow()`: called after the view's window changed, on the
    /// moved view and its subtree; nothing by default.
    open func didMoveToWindow() {}

    /// `insertSubview(_:aboveSubview:)`: just in front of `siblingSubview`
    /// (at the front if it is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        let adjusted = subviews.prefix(index).contains { $0 === view } ? index - 1 : index
        insertSubview(view, at: adjusted)
    }

    /// `insertSubview(_:belowSubview:)`: just behind `siblingSubview` (at the
    /// back if it is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview } ?? 0
        let adjusted = subviews.prefix(index).contains { $0 === view } ? index - 1 : index
        insertSubview(view, at: adjusted)
    }

    /// `didAddSubview(_:)`: called after a view becomes a subview; nothing by default.
    open func didAddSubview(_ subview: UIView) {}

    /// `willRemoveSubview(_:)`: called before a subview leaves; nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}

    /// `bringSubviewToFront(_:)`.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// `sendSubviewToBack(_:)`.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// `viewWithTag(_:)`: this view or the first descendant with `tag`, depth first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// `isDescendant(of:)`.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: - Layout

    /// `updateConstraints()`: nothing by default; subclasses add or change
    /// constraints here and call `super.updateConstraints()` last. The
    /// layout pass calls it, subviews before their superview, for each view
    /// whose constraints need updating (`UIView+ConstraintUpdates.swift`).
    open func updateConstraints() {}

    /// `setNeedsUpdateConstraints()`: `updateConstraints()` runs at the next
    /// `updateConstraintsIfNeeded()` or `layoutIfNeeded()`.
    open func setNeedsUpdateConstraints() {
        constraintUpdateIsDue = true
    }

    /// `needsUpdateConstraints()`.
    open func needsUpdateConstraints() -> Bool {
        constraintUpdateIsDue
    }

    /// `updateConstraintsIfNeeded()`: calls `updateConstraints()` on this
    /// view and its subviews whose constraints need updating, subviews first.
    open func updateConstraintsIfNeeded() {
        runConstraintUpdatePass()
    }

    /// `requiresConstraintBasedLayout`: `false`; a class that sets up its
    /// constraints in `updateConstraints()` overrides it to answer `true`,
    /// so that `layoutIfNeeded()` runs the update pass before any
    /// constraint is active.
    open class var requiresConstraintBasedLayout: Bool { false }

    // MARK: - Hit testing

    /// `point(inside:with:)`: whether `point`, in this view's coordinates,
    /// is inside `bounds`.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// `hitTest(_:with:)`: the frontmost descendant (or this view) that
    /// contains `point`, in this view's coordinates; `nil` when this view is
    /// hidden, has `alpha` below 0.01, has user interaction disabled or does
    /// not contain the point (`point(inside:with:)`). Subviews are asked
    /// front to back, each with the point converted to its coordinates, so a
    /// point outside this view's bounds never reaches a subview that sticks
    /// out of it.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    // MARK: - Gesture recognizers (declared here so subclasses can override them)

    /// `gestureRecognizerShouldBegin(_:)`: `true`, as UIKit's (`UIScrollView`
    /// does not override it here). UIKit asks the recognizer's view before
    /// the recognizer begins; recognizers never begin here, so the
    /// simulation never asks (a test may call it).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    /// `addGestureRecognizer(_:)`: kept; it never fires.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// `removeGestureRecognizer(_:)`.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// `layoutSubviews()`: nothing by default; subclasses place subviews.
    open func layoutSubviews() {}

    /// `setNeedsLayout()`: `layoutSubviews()` runs at the next `layoutIfNeeded()`.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// `layoutIfNeeded()`: if layout is due, gives the subviews pinned by
    /// constraints their frames (`UIView+EdgePinning.swift`) and runs
    /// `layoutSubviews()`; then the subviews' own.
    open func layoutIfNeeded() {
        if usesConstraintBasedLayout { runConstraintUpdatePass() }
        layOutSubtreeIfNeeded()
    }

    /// The layout half of `layoutIfNeeded()`, top down.
    private func layOutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            applyPinnedFrames()
            layoutSublayers(of: layer)
        }
        for view in subviews { view.layOutSubtreeIfNeeded() }
    }

    /// `layoutSublayers(of:)` (`CALayerDelegate`): what the layout pass of
    /// `layoutIfNeeded()` calls for a view due for layout, with the view's
    /// `layer`; it calls `layoutSubviews()`, as UIKit's does (UIKit's layer
    /// asks its delegate, the view, when the layer lays out). An override
    /// that calls `super` runs `layoutSubviews()` there. Layers that are not
    /// a view's never lay out here.
    open func layoutSublayers(of layer: CALayer) {
        layoutSubviews()
    }

    /// `setNeedsDisplay()`: nothing is drawn.
    open func setNeedsDisplay() {}

    /// `snapshotView(afterScreenUpdates:)`: a plain view standing for the
    /// picture UIKit would take — this view's bounds size at the origin,
    /// its alpha, hidden state and background colour — with no subviews
    /// (nothing is drawn, so there is no picture).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.alpha = alpha
        snapshot.isHidden = isHidden
        snapshot.backgroundColor = backgroundColor
        return snapshot
    }

    /// `endEditing(_:)`: when the first responder of this view's window is
    /// this view or one of its descendants, asks it to resign (with `force`,
    /// it stops being first responder even if it refuses); `true` when no
    /// such responder remains.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let window, let view = window.firstResponder as? UIView, view.isDescendant(of: self) else { return true }
        if view.resignFirstResponder() { return true }
        guard force else { return false }
        window.storedFirstResponder = nil
        return true
    }

    /// `next`: the view controller whose root view this is, else the
    /// superview, as UIKit's documentation of `next` states.
    open override var next: UIResponder? {
        owningViewController ?? superview
    }

    /// `setNeedsDisplay(_:)`: nothing is drawn.
    open func setNeedsDisplay(_ invalidRect: CGRect) {}

    /// `draw(_:)`: what a subclass draws. Nothing is displayed here, so the
    /// simulation never calls it; code may call it inside an image context
    /// (`UIGraphicsBeginImageContextWithOptions`), whose `CGContext` keeps
    /// the drawing state.
    open func draw(_ rect: CGRect) {}

    /// `sizeThatFits(_:)`: the current size, as UIView's.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// `sizeToFit()`.
    open func sizeToFit() {
        frame.size = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }

    /// `intrinsicContentSize`: none (`UIView.noIntrinsicMetric` both ways).
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    /// `invalidateIntrinsicContentSize()`: the superview lays out again.
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
    }

    /// `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1

    /// `UIView.layoutFittingCompressedSize`.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// `UIView.layoutFittingExpandedSize`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// `systemLayoutSizeFitting(_:)`: Auto Layout inside the view is not
    /// solved; `sizeThatFits(_:)`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }

    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`:
    /// `sizeThatFits(_:)`, with the target's width (height) where its
    /// fitting priority is `.required`, as Auto Layout would keep it.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        var size = sizeThatFits(targetSize)
        if horizontalFittingPriority == .required { size.width = targetSize.width }
        if verticalFittingPriority == .required { size.height = targetSize.height }
        return size
    }

    /// `awakeFromNib()`: there are no nibs here; never called by the simulation.
    open func awakeFromNib() {}

    /// `encode(with:)` (UIView's `NSCoding`): there are no archives here;
    /// nothing is written to the coder.
    open func encode(with coder: NSCoder) {}

    /// `tintColorDidChange()`: called on a view when its `tintColor` or
    /// `tintAdjustmentMode` changes — set on it, on a superview it inherits
    /// from, or by moving to a superview with other values — as UIKit's
    /// (`UIView+Tint.swift`). Nothing by default.
    open func tintColorDidChange() {}

    /// `drawHierarchy(in:afterScreenUpdates:)`: draws nothing (there are no
    /// pixels) and answers `false`, UIKit's answer when the snapshot is
    /// missing image data; with no current graphics context UIKit has
    /// nowhere to draw either.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }

    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: a
    /// plain view standing for the picture of `rect` (this view's bounds
    /// coordinates), `rect`'s size at the origin, with this view's alpha,
    /// hidden state and background colour and no subviews, as
    /// `snapshotView(afterScreenUpdates:)`; the cap insets are not kept
    /// (nothing is stretched). `nil` for a rectangle with no area, as there
    /// would be nothing to snapshot.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                    withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0 else { return nil }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: rect.size))
        snapshot.alpha = alpha
        snapshot.isHidden = isHidden
        snapshot.backgroundColor = backgroundColor
        return snapshot
    }

    /// `traitCollectionDidChange(_:)`: traits do not change in the simulation.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// `convert(_:to:)` for points between views of one tree.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let window = originInRoot()
        let other = view?.originInRoot() ?? .zero
        return CGPoint(x: point.x + window.x - other.x, y: point.y + window.y - other.y)
    }

    /// `convert(_:from:)` for points between views of one tree (`nil`: from
    /// the root's coordinates).
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view { return view.convert(point, to: self) }
        let origin = originInRoot()
        return CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    }

    /// `convert(_:to:)` for rectangles: the origin converted as a point,
    /// the size kept (transforms are not applied, as for points).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `convert(_:from:)` for rectangles: the origin converted as a point,
    /// the size kept.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    private func originInRoot() -> CGPoint {
        var origin = CGPoint(x: frame.minX - bounds.minX, y: frame.minY - bounds.minY)
        var current = superview
        while let view = current {
            origin.x += view.frame.minX - view.bounds.minX
            origin.y += view.frame.minY - view.bounds.minY
            current = view.superview
        }
        return origin
    }

    /// `UIView.animate(withDuration:animations:)`: applied at once.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// `UIView.animate(withDuration:animations:completion:)`: applied at once, completed.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animations()
        completion?(true)
    }

    /// Whether animations are enabled (`setAnimationsEnabled(_:)`).
    private static var animationsEnabled = true

    /// `UIView.areAnimationsEnabled`: `true` unless `setAnimationsEnabled(false)`
    /// was called, or inside `performWithoutAnimation(_:)`. Animations apply
    /// at once either way here; code reads it to choose what to do.
    public static var areAnimationsEnabled: Bool { animationsEnabled }

    /// `UIView.setAnimationsEnabled(_:)`: sets `areAnimationsEnabled`.
    /// Nothing else changes, as animations apply at once here (and UIKit
    /// applies changes made while they are disabled at once too).
    public static func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    /// `UIView.performWithoutAnimation(_:)`: runs the block with
    /// `areAnimationsEnabled` `false`, then restores what it was before (so
    /// calls nest).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let wereEnabled = animationsEnabled
        animationsEnabled = false
        defer { animationsEnabled = wereEnabled }
        actionsWithoutAnimation()
    }
}

/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
