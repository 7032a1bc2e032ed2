import Foundation
import ScrollSimUIKit
import Testing

/// A scroll-view delegate that is nothing more.
@MainActor
final class PlainScrollDelegate: NSObject, UIScrollViewDelegate {}

/// A collection-view delegate.
@MainActor
final class CollectionDelegate: NSObject, UICollectionViewDelegate {}

/// A table-view delegate.
@MainActor
final class TableDelegate: NSObject, UITableViewDelegate {}

/// A header written as iOS headers are.
final class TitleHeader: UITableViewHeaderFooterView {
    let badge = UILabel(frame: .zero)
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }
    required init?(coder: NSCoder) { nil }
}

/// A screen that records its segue calls.
final class SegueScreen: UIViewController {
    var prepared: [String] = []
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segue.identifier ?? "-")
    }
}

/// A custom segue, as teams write them.
final class CountingSegue: UIStoryboardSegue {
    var performed = 0
    override func perform() { performed += 1 }
}

/// `UIScrollView.delegate` beside the subclasses' own `delegate`,
/// `UITableViewHeaderFooterView`, storyboards, segues and the modal styles.
/// Expected values follow from UIKit's documented behaviour (one
/// `delegate` property per scroll view, whatever the reference's static
/// type) and from the headers' raw values, quoted in each test.
@MainActor
@Suite("ScrollSimUIKit: scroll-view delegate, header views, storyboards, segues")
struct NavigationSurfaceTests {
    @Test("a plain scroll view keeps its delegate, weakly")
    func plainScrollViewDelegate() {
        let scrollView = UIScrollView(frame: .zero)
        var delegate: PlainScrollDelegate? = PlainScrollDelegate()
        scrollView.delegate = delegate
        #expect(scrollView.delegate === delegate)
        delegate = nil
        // Weak, as UIKit's: the only strong reference is gone.
        #expect(scrollView.delegate == nil)
    }

    @Test("a collection view has one delegate, through either static type")
    func collectionViewDelegateIsOneProperty() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let asScrollView: UIScrollView = collectionView
        let first = CollectionDelegate()
        asScrollView.delegate = first
        // Set through UIScrollView: the collection view's own delegate is it.
        #expect(collectionView.delegate === first)
        let second = CollectionDelegate()
        collectionView.delegate = second
        #expect(asScrollView.delegate === second)
        // An object that is no UICollectionViewDelegate cannot be one.
        let plain = PlainScrollDelegate()
        asScrollView.delegate = plain
        #expect(collectionView.delegate == nil)
        #expect(asScrollView.delegate == nil)
    }

    @Test("a table view has one delegate, through either static type")
    func tableViewDelegateIsOneProperty() {
        let tableView = UITableView(frame: .zero, style: .plain)
        let asScrollView: UIScrollView = tableView
        let delegate = TableDelegate()
        asScrollView.delegate = delegate
        #expect(tableView.delegate === delegate)
        tableView.delegate = nil
        #expect(asScrollView.delegate == nil)
    }

    @Test("a header view has its labels in a content view that fills it")
    func headerFooterView() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        #expect(header.reuseIdentifier == "h")
        #expect(header.textLabel?.superview === header.contentView)
        #expect(header.detailTextLabel?.superview === header.contentView)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 28)
        #expect(header.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
    }

    @Test("registered header classes are dequeued; unregistered identifiers give nil")
    func headerFooterRegistration() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        tableView.register(TitleHeader.self, forHeaderFooterViewReuseIdentifier: "title")
        tableView.register(nil as UINib?, forHeaderFooterViewReuseIdentifier: "nib")
        let title = tableView.dequeueReusableHeaderFooterView(withIdentifier: "title")
        #expect(title is TitleHeader)
        #expect(title?.reuseIdentifier == "title")
        // The subclass's init(reuseIdentifier:) ran: its badge is in place.
        #expect((title as? TitleHeader)?.badge.superview === title?.contentView)
        let fromNib = tableView.dequeueReusableHeaderFooterView(withIdentifier: "nib")
        #expect(fromNib != nil && !(fromNib is TitleHeader))
        #expect(tableView.dequeueReusableHeaderFooterView(withIdentifier: "none") == nil)
        #expect(tableView.headerView(forSection: 0) == nil)
        #expect(tableView.footerView(forSection: 0) == nil)
    }

    @Test("a storyboard's controllers know their storyboard; controllers made in code have none")
    func storyboard() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let controller = storyboard.instantiateViewController(withIdentifier: "Photos")
        #expect(controller.storyboard === storyboard)
        #expect(storyboard.instantiateInitialViewController()?.storyboard === storyboard)
        #expect(UIViewController().storyboard == nil)
    }

    @Test("a segue keeps its ends; perform() runs the handler or the override, once per call")
    func segues() {
        let source = SegueScreen()
        let destination = UIViewController()
        var handled = 0
        let segue = UIStoryboardSegue(identifier: "show", source: source, destination: destination) { handled += 1 }
        #expect(segue.identifier == "show")
        #expect(segue.source === source)
        #expect(segue.destination === destination)
        segue.perform()
        segue.perform()
        #expect(handled == 2)
        let custom = CountingSegue(identifier: nil, source: source, destination: destination)
        custom.perform()
        #expect(custom.performed == 1)
        // prepare(for:sender:) is overridable and called by whoever performs.
        source.prepare(for: segue, sender: nil)
        #expect(source.prepared == ["show"])
        // No storyboard holds segues here: performSegue prepares nothing.
        source.performSegue(withIdentifier: "show", sender: nil)
        #expect(source.prepared == ["show"])
        #expect(source.shouldPerformSegue(withIdentifier: "show", sender: nil))
    }

    @Test("modal styles: UIKit's defaults and raw values")
    func modalStyles() {
        let controller = UIViewController()
        // iOS 13 made .automatic the default presentation style.
        #expect(controller.modalPresentationStyle == .automatic)
        #expect(controller.modalTransitionStyle == .coverVertical)
        // UIViewController.h: UIModalPresentationFullScreen = 0,
        // …OverFullScreen = 5, …None = -1, …Automatic = -2;
        // UIModalTransitionStyleCrossDissolve = 2.
        #expect(UIModalPresentationStyle.fullScreen.rawValue == 0)
        #expect(UIModalPresentationStyle.overFullScreen.rawValue == 5)
        #expect(UIModalPresentationStyle.none.rawValue == -1)
        #expect(UIModalPresentationStyle.automatic.rawValue == -2)
        #expect(UIModalTransitionStyle.crossDissolve.rawValue == 2)
    }

    @Test("MAXFLOAT is the largest finite Float, Darwin's 0x1.fffffep+127")
    func maxFloat() {
        #expect(MAXFLOAT == 0x1.fffffep+127)
        #expect(MAXFLOAT.nextUp == .infinity)
    }

    @Test("NSInteger and NSUInteger are the word-sized integers Swift names them on Apple platforms")
    func objectiveCIntegers() {
        // Objective-C's long and unsigned long: Int and UInt in Swift.
        #expect(NSInteger.self == Int.self)
        #expect(NSUInteger.self == UInt.self)
        #expect(NSInteger.max == Int.max && NSUInteger.bitWidth == Int.bitWidth)
    }
}

/// A display link's target, as animators write it.
final class FrameCounter {
    var frames = 0
    func step(_ link: CADisplayLink) { frames += 1 }
}

@MainActor
@Suite("ScrollSimUIKit: CADisplayLink and CACurrentMediaTime")
struct DisplayLinkTests {
    @Test("a display link keeps its settings, never fires, and releases its target on invalidate()")
    func displayLink() {
        var counter: FrameCounter? = FrameCounter()
        weak let watched = counter
        let link = CADisplayLink(target: counter!, selector: Selector("step:"))
        link.add(to: .current, forMode: .common)
        link.preferredFramesPerSecond = 30
        counter = nil
        // Retained by the link, as UIKit's display link retains its target.
        #expect(watched != nil)
        #expect(link.preferredFramesPerSecond == 30)
        // Never fired: the values before a first callback.
        #expect(watched?.frames == 0)
        #expect(link.timestamp == 0 && link.duration == 0 && link.targetTimestamp == 0)
        link.invalidate()
        #expect(watched == nil)
    }

    @Test("CACurrentMediaTime stands still: two readings are equal")
    func mediaTime() {
        let start = CACurrentMediaTime()
        #expect(CACurrentMediaTime() - start == 0)
    }
}
