import ScrollSimUIKit
import Testing

/// Views and the screen as `UICoordinateSpace`s, against offsets added up
/// by hand.
@MainActor
@Suite("ScrollSimUIKit: coordinate spaces")
struct CoordinateSpaceTests {
    @Test("a view converts to and from the screen's spaces through its window, and to other views")
    func conversions() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let badge = UIView(frame: CGRect(x: 5, y: 7, width: 10, height: 10))
        window.addSubview(card)
        card.addSubview(badge)
        let screen = UIScreen.main.coordinateSpace
        // The badge's origin on screen: 10 + 5, 20 + 7.
        #expect(badge.convert(CGPoint.zero, to: screen) == CGPoint(x: 15, y: 27))
        #expect(badge.convert(CGPoint(x: 15, y: 27), from: screen) == .zero)
        #expect(card.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: screen) == CGRect(x: 10, y: 20, width: 4, height: 4))
        #expect(card.convert(CGRect(x: 10, y: 20, width: 4, height: 4), from: screen) == CGRect(x: 0, y: 0, width: 4, height: 4))
        // View to view through the existential: the badge's origin in the card.
        let space: any UICoordinateSpace = card
        #expect(badge.convert(CGPoint.zero, to: space) == CGPoint(x: 5, y: 7))
        #expect(badge.convert(CGPoint(x: 5, y: 7), from: space) == .zero)
        // The screen never rotates: both spaces agree; the bounds are the screen's.
        #expect(screen.convert(CGPoint(x: 3, y: 4), to: UIScreen.main.fixedCoordinateSpace) == CGPoint(x: 3, y: 4))
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(screen.convert(CGPoint(x: 15, y: 27), to: badge) == .zero)
    }
}
