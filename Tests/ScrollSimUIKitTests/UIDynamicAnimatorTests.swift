import ScrollSimUIKit
import Testing

/// UIKit Dynamics settled at once: every expected centre is the attachment's
/// equilibrium worked out by hand, `anchor + (centre − anchor) / |centre − anchor| × length`.
@MainActor
@Suite("ScrollSimUIKit: UIKit Dynamics settle at once")
struct UIDynamicAnimatorTests {
    func cell(_ item: Int, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = frame
        return attributes
    }

    @Test("an item attached to its own centre springs back there when updated")
    func springsBackToTheAnchor() {
        let animator = UIDynamicAnimator(collectionViewLayout: UICollectionViewFlowLayout())
        let item = cell(0, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        // Centre (25, 25), anchored there: length 0.
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 25, y: 25))
        #expect(attachment.length == 0 && attachment.attachedBehaviorType == .anchor)
        animator.addBehavior(attachment)
        item.center.y += 40
        #expect(item.center == CGPoint(x: 25, y: 65))
        animator.updateItem(usingCurrentState: item)
        #expect(item.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(!animator.isRunning && animator.elapsedTime == 0)
    }

    @Test("an item rests its length from the anchor, on the line through its centre")
    func restsAtItsLength() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let animator = UIDynamicAnimator(referenceView: UIView())
        // Centre (10, 10), anchor (10, 40): length 30.
        let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 10, y: 40))
        #expect(attachment.length == 30)
        animator.addBehavior(attachment)
        #expect(view.center == CGPoint(x: 10, y: 10))
        // Moved to (50, 40): 40 from the anchor along +x, so at rest 30 along +x: (40, 40).
        view.center = CGPoint(x: 50, y: 40)
        animator.updateItem(usingCurrentState: view)
        #expect(view.center == CGPoint(x: 40, y: 40))
        // A length of 5 set later, then (10, 40) + 5 · (0.6, 0.8) from (13, 44) at distance 5: stays.
        attachment.length = 5
        view.center = CGPoint(x: 13, y: 44)
        animator.updateItem(usingCurrentState: view)
        #expect(view.center == CGPoint(x: 13, y: 44))
        // Two items attached to each other are left where they are.
        let other = UIView(frame: CGRect(x: 100, y: 0, width: 20, height: 20))
        let pair = UIAttachmentBehavior(item: view, attachedTo: other)
        #expect(pair.attachedBehaviorType == .items && pair.items.count == 2)
        // Centres (13, 44) and (110, 10): √(97² + 34²) = √10565.
        #expect(pair.length == CGFloat(10565).squareRoot())
        animator.addBehavior(pair)
        #expect(other.center == CGPoint(x: 110, y: 10))
    }

    @Test("items(in:) and the collection-view lookups answer the items added, by frame")
    func lookups() {
        let animator = UIDynamicAnimator(collectionViewLayout: UICollectionViewFlowLayout())
        let first = cell(0, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let second = cell(1, frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header",
                                                      with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: -30, width: 50, height: 30)
        for item in [first, second, header] {
            animator.addBehavior(UIAttachmentBehavior(item: item, attachedToAnchor: item.center))
        }
        // y 40…60 meets the first (0…50) only; y 90…110 the second (100…150) only.
        #expect(animator.items(in: CGRect(x: 0, y: 40, width: 10, height: 20)).map { $0 === first } == [true])
        #expect(animator.items(in: CGRect(x: 0, y: 90, width: 10, height: 20)).map { $0 === second } == [true])
        #expect(animator.items(in: CGRect(x: 0, y: -100, width: 100, height: 300)).count == 3)
        #expect(animator.items(in: CGRect(x: 60, y: 0, width: 10, height: 10)).isEmpty)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)) === second)
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(animator.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0)) === header)
        #expect(animator.layoutAttributesForSupplementaryView(ofKind: "footer", at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("behaviours are added once, removed, and know their animator; children settle and actions run")
    func bookkeeping() {
        let animator = UIDynamicAnimator(referenceView: UIView())
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parent = UIDynamicBehavior()
        let child = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 5, y: 5))
        parent.addChildBehavior(child)
        var actions = 0
        parent.action = { actions += 1 }
        view.center = CGPoint(x: 5, y: 25)
        animator.addBehavior(parent)
        animator.addBehavior(parent)
        // The child's item settled back on its anchor (length 0) when the parent was added, once.
        #expect(view.center == CGPoint(x: 5, y: 5) && actions == 1)
        #expect(animator.behaviors.count == 1 && parent.dynamicAnimator === animator && child.dynamicAnimator === animator)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 1, height: 1)).count == 1)
        let other = UIAttachmentBehavior(item: UIView(), attachedToAnchor: .zero)
        animator.addBehavior(other)
        animator.removeBehavior(parent)
        #expect(animator.behaviors.count == 1 && animator.behaviors.first === other)
        #expect(parent.dynamicAnimator == nil && child.dynamicAnimator == nil)
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty && other.dynamicAnimator == nil)
    }
}
