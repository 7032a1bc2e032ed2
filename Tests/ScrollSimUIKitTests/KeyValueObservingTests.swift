#if !canImport(ObjectiveC)
import Foundation
import ScrollSimUIKit
import Testing

/// Foundation's key-value observing over the views' kept state
/// (docs/uikit.md, "Key-value observing"). Every expected sequence follows
/// from `NSKeyValueObserving.h`'s rules: `.initial` is sent before the
/// registration returns with the new value only; `.prior` sends a
/// notification before the change with the old value only and
/// `isPrior`; the notification after carries old and new as asked; a
/// setter notifies on every call (automatic notification), only for its
/// own key.
@MainActor
@Suite("ScrollSimUIKit: key-value observing")
struct KeyValueObservingTests {
    /// One notification, as the typed change handler saw it.
    struct Heard<Value: Equatable>: Equatable {
        var old: Value?
        var new: Value?
        var isPrior = false
    }

    /// A cell that observes its label's font, as FSPagerView's cell does,
    /// and records the change dictionaries and contexts it hears.
    final class FontWatchingCell: UICollectionViewCell {
        nonisolated(unsafe) static var context = 0
        var heard: [(keyPath: String?, change: [NSKeyValueChangeKey: Any], context: UnsafeMutableRawPointer?)] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            heard.append((keyPath, change ?? [:], context))
        }
    }

    /// A view controller that watches a title view's frame, as
    /// XLPagerTabStrip's Twitter-style controller does.
    final class FrameWatchingController: UIViewController {
        var rects: [(old: CGRect?, new: CGRect?, kind: UInt?)] = []
        override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                                   context: UnsafeMutableRawPointer?) {
            rects.append((change?[.oldKey] as? CGRect, change?[.newKey] as? CGRect, change?[NSKeyValueChangeKey.kindKey] as? UInt))
        }
    }

    /// Counts the delegate's `scrollViewDidScroll` and notes the order of
    /// the calls against the observer's.
    final class ScrollRecorder: NSObject, UICollectionViewDelegate {
        var events: [String] = []
        var didScroll = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            didScroll += 1
            events.append("didScroll")
        }
    }

    @Test("initial, prior, old and new, in Foundation's order")
    func optionsOrder() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        var heard: [Heard<CGRect>] = []
        let observation = view.observe(\.frame, options: [.old, .new, .initial, .prior]) { _, change in
            heard.append(Heard(old: change.oldValue, new: change.newValue, isPrior: change.isPrior))
            #expect(change.kind == .setting && change.indexes == nil)
        }
        // Initial: the current value as new, never an old one.
        let first = CGRect(x: 0, y: 0, width: 10, height: 20), second = CGRect(x: 5, y: 5, width: 30, height: 40)
        #expect(heard == [Heard(old: nil, new: first)])
        view.frame = second
        // Before: old only, isPrior; after: old and new.
        #expect(heard == [Heard(old: nil, new: first), Heard(old: first, new: nil, isPrior: true), Heard(old: first, new: second)])
        // Options not asked for are absent: a `.new`-only observation gets no old value and no prior call.
        var newOnly: [Heard<CGRect>] = []
        let secondObservation = view.observe(\.frame, options: .new) { _, change in
            newOnly.append(Heard(old: change.oldValue, new: change.newValue, isPrior: change.isPrior))
        }
        view.frame = first
        #expect(newOnly == [Heard(old: nil, new: first)])
        #expect(heard.count == 5)
        observation.invalidate()
        secondObservation.invalidate()
    }

    @Test("every setter call notifies, also with an equal value; bounds and center do not notify frame")
    func setterNotifies() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var frames = 0, bounds = 0, centers: [CGPoint?] = []
        let f = view.observe(\.frame) { _, _ in frames += 1 }
        let b = view.observe(\.bounds) { _, _ in bounds += 1 }
        let c = view.observe(\.center, options: .new) { _, change in centers.append(change.newValue) }
        let same = view.frame
        view.frame = same
        #expect(frames == 1)
        // bounds sets the frame inside; only bounds observers hear it (iOS: frame is derived).
        view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(frames == 1 && bounds == 1 && centers.isEmpty)
        // The centre of a 20 × 20 frame at (-5, -5) is (5, 5); moving it to (50, 60) is one centre notification.
        view.center = CGPoint(x: 50, y: 60)
        #expect(frames == 1 && bounds == 1 && centers == [CGPoint(x: 50, y: 60)])
        #expect(view.frame == CGRect(x: 40, y: 50, width: 20, height: 20))
        _ = (f, b, c)
    }

    @Test("invalidate, release of the observation, invalidation from inside the handler")
    func invalidation() {
        let view = UIView()
        var calls = 0
        var observation: NSKeyValueObservation? = view.observe(\.alpha) { _, _ in calls += 1 }
        view.alpha = 0.5
        #expect(calls == 1)
        observation?.invalidate()
        view.alpha = 0.4
        #expect(calls == 1)
        // Released: its deinit invalidates.
        observation = view.observe(\.alpha) { _, _ in calls += 1 }
        view.alpha = 0.3
        #expect(calls == 2)
        observation = nil
        view.alpha = 0.2
        #expect(calls == 2)
        // Released by its own handler (CollectionViewPagingLayout's pattern): the second observer still hears this change, the first never again.
        var selfRemoving: NSKeyValueObservation?
        var first = 0, second = 0
        selfRemoving = view.observe(\.alpha) { _, _ in
            first += 1
            selfRemoving = nil
        }
        let other = view.observe(\.alpha) { _, _ in second += 1 }
        view.alpha = 0.1
        view.alpha = 0
        #expect(first == 1 && second == 2 && selfRemoving == nil)
        // An observation outliving its view does nothing when invalidated.
        var gone: UIView? = UIView()
        let orphan = gone!.observe(\.frame) { _, _ in calls += 1 }
        gone = nil
        orphan.invalidate()
        #expect(calls == 2)
        other.invalidate()
    }

    @Test("isHidden is the key \"hidden\"; a nil text is .some(nil) typed and NSNull() in a change dictionary")
    func namesAndNil() {
        let label = UILabel()
        label.text = "a"
        var hidden: [Bool?] = []
        let h = label.observe(\.isHidden, options: [.new]) { _, change in hidden.append(change.newValue) }
        label.isHidden = true
        #expect(hidden == [true])
        var texts: [Heard<String?>] = []
        let t = label.observe(\.text, options: [.old, .new]) { _, change in texts.append(Heard(old: change.oldValue, new: change.newValue)) }
        label.text = nil
        // Value is String?: old .some("a"), new .some(nil), not a missing value.
        #expect(texts.count == 1 && texts[0].old == .some("a") && texts[0].new == .some(nil))
        let cell = FontWatchingCell()
        label.addObserver(cell, forKeyPath: "text", options: [.old, .new], context: nil)
        label.addObserver(cell, forKeyPath: "hidden", options: [.new], context: nil)
        label.text = "b"
        label.isHidden = false
        #expect(cell.heard.count == 2)
        #expect(cell.heard[0].change[.oldKey] is NSNull && cell.heard[0].change[.newKey] as? String == "b")
        #expect(cell.heard[1].keyPath == "hidden" && cell.heard[1].change[.newKey] as? Bool == false)
        // "isHidden" is not the key (there is no setIsHidden: on iOS either): kept, never heard.
        label.addObserver(cell, forKeyPath: "isHidden", options: [.new, .initial], context: nil)
        label.isHidden = true
        #expect(cell.heard.count == 3 && cell.heard[2].keyPath == "hidden")
        _ = (h, t)
    }

    /// ChatLayout's pattern: the key path is rooted at a generic parameter.
    private func watchHidden<View: UIView>(_ view: View, _ heard: @escaping (Bool?) -> Void) -> NSKeyValueObservation {
        view.observe(\.isHidden, options: [.new]) { _, change in heard(change.newValue) }
    }

    /// A team's final subclass that overrides nothing.
    final class Accessory: UIView {}

    @Test("key paths rooted at a team's subclass or a generic parameter name the inherited property")
    func subclassRoots() {
        let accessory = Accessory()
        var hidden: [Bool?] = []
        let generic = watchHidden(accessory) { hidden.append($0) }
        accessory.isHidden = true
        #expect(hidden == [true])
        let feed = PlainFeedView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var frames = 0
        let onFeed = feed.observe(\.frame) { _, _ in frames += 1 }
        feed.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(frames == 1)
        _ = (generic, onFeed)
    }

    @Test("addObserver: the change dictionary, the context, both removeObserver forms; an unknown removal is ignored")
    func stringKeyed() {
        let cell = FontWatchingCell()
        let label = UILabel()
        let font = UIFont.systemFont(ofSize: 17), bigger = UIFont.systemFont(ofSize: 20)
        label.font = font
        withUnsafeMutablePointer(to: &FontWatchingCell.context) { context in
            label.addObserver(cell, forKeyPath: "font", options: [.old, .new], context: context)
            label.font = bigger
            #expect(cell.heard.count == 1)
            let heard = cell.heard[0]
            #expect(heard.keyPath == "font" && heard.context == UnsafeMutableRawPointer(context))
            #expect(heard.change[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)
            #expect(heard.change[.oldKey] as? UIFont == font && heard.change[.newKey] as? UIFont == bigger)
            #expect(heard.change[.notificationIsPriorKey] == nil)
            // With another context: removing with the first leaves the second.
            label.addObserver(cell, forKeyPath: "font", options: [.prior], context: nil)
            label.removeObserver(cell, forKeyPath: "font", context: context)
            label.font = font
            // Only the prior registration is left: its prior call says isPrior, then the call after (no values asked for).
            #expect(cell.heard.count == 3)
            #expect(cell.heard[1].change[.notificationIsPriorKey] as? Bool == true && cell.heard[1].change[.newKey] == nil)
            #expect(cell.heard[2].change[.notificationIsPriorKey] == nil && cell.heard[2].change.count == 1)
            label.removeObserver(cell, forKeyPath: "font")
            label.font = bigger
            #expect(cell.heard.count == 3)
            // Never registered: nothing happens (Foundation raises).
            label.removeObserver(cell, forKeyPath: "font")
            label.removeObserver(cell, forKeyPath: "frame", context: context)
        }
        // .initial with .new: the current value at once.
        label.addObserver(cell, forKeyPath: "font", options: [.initial, .new], context: nil)
        #expect(cell.heard.count == 4 && cell.heard[3].change[.newKey] as? UIFont == bigger && cell.heard[3].change[.oldKey] == nil)
        label.removeObserver(cell, forKeyPath: "font")
    }

    @Test("a view controller hears a view's frame as XLPagerTabStrip reads it; a released observer is skipped")
    func controllerObserver() {
        let titleView = UIView()
        var controller: FrameWatchingController? = FrameWatchingController()
        titleView.addObserver(controller!, forKeyPath: "frame", options: [.new, .old], context: nil)
        titleView.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        #expect(controller!.rects.count == 1)
        #expect(controller!.rects[0].old == .zero && controller!.rects[0].new == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(controller!.rects[0].kind == NSKeyValueChange.setting.rawValue)
        controller = nil
        // Foundation does not retain the observer; here a released one is simply not called.
        titleView.frame = .zero
    }

    @Test("a plain scroll view's content offset, size and inset notify on each set")
    func plainScrollView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var offsets: [Heard<CGPoint>] = [], sizes: [CGSize?] = [], insets = 0
        let o = scrollView.observe(\.contentOffset, options: [.old, .new]) { _, change in
            offsets.append(Heard(old: change.oldValue, new: change.newValue))
        }
        let s = scrollView.observe(\.contentSize, options: .new) { _, change in sizes.append(change.newValue) }
        let i = scrollView.observe(\.contentInset) { _, _ in insets += 1 }
        scrollView.setContentOffset(CGPoint(x: 0, y: 30), animated: false)
        scrollView.contentSize = CGSize(width: 100, height: 500)
        scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
        #expect(offsets == [Heard(old: .zero, new: CGPoint(x: 0, y: 30))])
        #expect(sizes == [CGSize(width: 100, height: 500)] && insets == 1)
        _ = (o, s, i)
    }

    @Test("a key path the layer does not notify for: the initial notification, then never")
    func keptKeyPath() {
        let view = UIView()
        view.tag = 3
        var tags: [Int?] = []
        let observation = view.observe(\.tag, options: [.initial, .new]) { _, change in tags.append(change.newValue) }
        view.tag = 4
        #expect(tags == [3])
        // A layer (not a view): initial only.
        let layer = CALayer()
        var bounds = 0
        let onLayer = layer.observe(\.bounds, options: [.initial]) { _, _ in bounds += 1 }
        layer.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        #expect(bounds == 1)
        // A type of the team's that declares the protocol too: an observation of nothing, no crash.
        var heard = 0
        let ofValue = Counter(count: 1).observe(\.count, options: [.initial]) { _, _ in heard += 1 }
        ofValue.invalidate()
        #expect(heard == 0)
        _ = (observation, onLayer)
    }

    /// Not an `NSObject`, yet declaring `_KeyValueCodingAndObserving`.
    struct Counter: _KeyValueCodingAndObserving {
        var count: Int
    }

    /// A 100 × 200 flow layout collection view of 30 items 100 × 100 in
    /// one column: content 3000 tall, offsets 0…2800.
    private func feed(delegate: ScrollRecorder) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let dataSource = SectionsDataSource(counts: [30])
        objc_setAssociatedObject(view, &Self.dataSourceKey, dataSource, .OBJC_ASSOCIATION_RETAIN)
        view.dataSource = dataSource
        view.delegate = delegate
        view.layoutIfNeeded()
        return view
    }
    nonisolated(unsafe) static var dataSourceKey = 0

    @Test("a collection view's scroll: one notification per change of offset, old the previous new, none while it rests")
    func collectionViewScroll() throws {
        let delegate = ScrollRecorder()
        let view = feed(delegate: delegate)
        var heard: [Heard<CGPoint>] = []
        let observation = view.observe(\.contentOffset, options: [.old, .new]) { _, change in
            heard.append(Heard(old: change.oldValue, new: change.newValue))
        }
        view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        try view.advance(ticks: 1)
        #expect(heard == [Heard(old: .zero, new: CGPoint(x: 0, y: 100))])
        // The same offset again moves nothing: no notification.
        view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        try view.advance(ticks: 3)
        #expect(heard.count == 1)
        // A flick: as many notifications as the delegate's scrollViewDidScroll, chained old → new.
        let before = delegate.didScroll
        try view.fling(velocity: CGPoint(x: 0, y: 2000))
        try view.runUntilIdle()
        let moves = delegate.didScroll - before
        #expect(moves > 1 && heard.count == 1 + moves)
        for (previous, next) in zip(heard, heard.dropFirst()) { #expect(next.old == previous.new && next.old != next.new) }
        #expect(heard.last?.new == view.contentOffset)
        // At rest: ticks without a move notify nothing.
        try view.advance(ticks: 10)
        #expect(heard.count == 1 + moves)
        observation.invalidate()
    }

    @Test("a scroll's prior and after notifications come around the delegate's scrollViewDidScroll; bounds with it")
    func scrollOrder() throws {
        let delegate = ScrollRecorder()
        let view = feed(delegate: delegate)
        let offset = view.observe(\.contentOffset, options: [.prior]) { _, change in
            delegate.events.append(change.isPrior ? "offset prior" : "offset")
        }
        var boundsHeard: [Heard<CGRect>] = []
        let bounds = view.observe(\.bounds, options: [.old, .new, .initial, .prior]) { _, change in
            boundsHeard.append(Heard(old: change.oldValue, new: change.newValue, isPrior: change.isPrior))
            delegate.events.append(change.isPrior ? "bounds prior" : "bounds")
        }
        delegate.events.removeAll()
        view.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
        try view.advance(ticks: 1)
        #expect(delegate.events == ["offset prior", "bounds prior", "didScroll", "bounds", "offset"])
        // The bounds' origin is the offset: initial (0,0,100,200), then prior with the old, then old → new.
        let start = CGRect(x: 0, y: 0, width: 100, height: 200), moved = CGRect(x: 0, y: 50, width: 100, height: 200)
        #expect(boundsHeard == [Heard(old: nil, new: start), Heard(old: start, new: nil, isPrior: true), Heard(old: start, new: moved)])
        _ = (offset, bounds)
    }
}
#endif
