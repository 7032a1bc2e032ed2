import Foundation
import ScrollSimUIKit
import Testing

/// A transition coordinator as a test writes one, recording the calls.
@MainActor
final class RecordingTransitionCoordinator: UIViewControllerTransitionCoordinator {
    var calls: [(animation: Bool, completion: Bool)] = []
    let containerView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    var isAnimated: Bool { true }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0.3 }
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        calls.append((animation != nil, completion != nil))
        animation?(self)
        return true
    }
}

/// How many notifications a block observer got. `post` delivers on the
/// posting thread before it returns (no queue given), so nothing races.
final class DeliveryCount: @unchecked Sendable {
    var count = 0
}

/// A cell class named in a reuse identifier.
final class IdentifiedCell: UICollectionViewCell {}

/// What Foundation and Quartz Core lack on Linux and UIKit code uses:
/// `NSObject.description()`, the selector form of
/// `NotificationCenter.addObserver`, `CACornerMask`, and the transition
/// coordinator's defaulted `completion`.
@MainActor
@Suite("ScrollSimUIKit: Foundation and Quartz Core gaps")
struct PlatformGapTests {
    @Test("NSObject.description() is the class's qualified name")
    func classDescription() {
        // NSStringFromClass of a Swift class: "Module.Class"; this test
        // target's module is ScrollSimUIKitTests.
        #expect(IdentifiedCell.description() == "ScrollSimUIKitTests.IdentifiedCell")
        #expect(UICollectionViewCell.description() == "ScrollSimUIKit.UICollectionViewCell")
    }

    @Test("addObserver(_:selector:name:object:) is accepted and delivers nothing; block observers still do")
    func selectorObserver() {
        let center = NotificationCenter()
        let name = Notification.Name("census.test")
        let observer = NSObject()
        center.addObserver(observer, selector: Selector("changed:"), name: name, object: nil)
        let delivered = DeliveryCount()
        let token = center.addObserver(forName: name, object: nil, queue: nil) { _ in delivered.count += 1 }
        center.post(name: name, object: nil)
        // Only the block observer runs: one delivery, not two.
        #expect(delivered.count == 1)
        center.removeObserver(token)
        center.removeObserver(observer)
    }

    @Test("CACornerMask has Core Animation's bits; a layer masks all four corners by default")
    func cornerMask() {
        // kCALayerMinXMinYCorner = 1U << 0 … kCALayerMaxXMaxYCorner = 1U << 3.
        #expect(CACornerMask.layerMinXMinYCorner.rawValue == 1)
        #expect(CACornerMask.layerMaxXMinYCorner.rawValue == 2)
        #expect(CACornerMask.layerMinXMaxYCorner.rawValue == 4)
        #expect(CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
        let layer = CALayer()
        #expect(layer.maskedCorners.rawValue == 0b1111)
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        #expect(layer.maskedCorners.rawValue == 3)
    }

    @Test("animate(alongsideTransition:) calls the requirement with a nil completion")
    func coordinatorDefaultCompletion() {
        let coordinator = RecordingTransitionCoordinator()
        var sizes: [CGSize] = []
        coordinator.animate(alongsideTransition: { context in sizes.append(context.containerView.bounds.size) })
        #expect(coordinator.calls.count == 1)
        #expect(coordinator.calls.first?.animation == true)
        #expect(coordinator.calls.first?.completion == false)
        #expect(sizes == [CGSize(width: 375, height: 667)])
    }
}
