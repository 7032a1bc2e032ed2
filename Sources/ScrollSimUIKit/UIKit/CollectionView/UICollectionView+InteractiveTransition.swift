import Foundation

// Interactive layout transitions: the collection view uses the transition
// layout from the start until `finishInteractiveTransition()` installs the
// next layout or `cancelInteractiveTransition()` the current one, as UIKit
// installs it "temporarily to manage the changeover" (`docs/uikit.md`).
extension UICollectionView {
    /// `UICollectionView.LayoutInteractiveTransitionCompletion`: whether the
    /// animations ran to completion, and whether the transition finished
    /// (`true`) or was cancelled (`false`).
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// `startInteractiveTransition(to:completion:)`: installs the transition
    /// layout the delegate's `collectionView(_:transitionLayoutForOldLayout:newLayout:)`
    /// gives (a plain one by default) between the current layout and
    /// `layout`, and returns it; its `transitionProgress` drives the frames.
    /// A transition already under way is cancelled first (its completion
    /// is told so).
    @discardableResult
    public func startInteractiveTransition(
        to layout: UICollectionViewLayout, completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil
    ) -> UICollectionViewTransitionLayout {
        if currentLayout is UICollectionViewTransitionLayout { cancelInteractiveTransition() }
        let from = currentLayout
        let transition = delegate?.collectionView(self, transitionLayoutForOldLayout: from, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: from, nextLayout: layout)
        transition.transitionCompletion = completion
        setCollectionViewLayout(transition, animated: false)
        return transition
    }

    /// `finishInteractiveTransition()`: installs the transition's next
    /// layout and calls the completion with `(true, true)`; nothing when no
    /// transition is under way.
    public func finishInteractiveTransition() {
        endInteractiveTransition(finished: true)
    }

    /// `cancelInteractiveTransition()`: installs the transition's current
    /// layout back and calls the completion with `(true, false)`; nothing
    /// when no transition is under way.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(finished: false)
    }

    private func endInteractiveTransition(finished: Bool) {
        guard let transition = currentLayout as? UICollectionViewTransitionLayout else { return }
        let target = finished ? transition.nextLayout : transition.currentLayout
        let other = finished ? transition.currentLayout : transition.nextLayout
        if other.collectionView === self { other.attachedCollectionView = nil }
        let completion = transition.transitionCompletion
        transition.transitionCompletion = nil
        setCollectionViewLayout(target, animated: false) { _ in completion?(true, finished) }
    }
}
