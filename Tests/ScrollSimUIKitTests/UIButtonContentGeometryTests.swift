import Foundation
import ScrollSimUIKit
import Testing

/// A button that moves its title 4 points down, as a subclass overrides it.
final class LoweredTitleButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        super.titleRect(forContentRect: contentRect).offsetBy(dx: 0, dy: 4)
    }
}

@MainActor
@Suite("ScrollSimUIKit: UIButton's content geometry (contentRect, imageRect, titleRect) and its layout")
struct UIButtonContentGeometryTests {
    /// A 200 × 100 button with content insets of 10 (top, bottom) and 20
    /// (left, right): its content rectangle is (20, 10, 160, 80), centre (100, 50).
    private func makeButton(_ button: UIButton = UIButton()) -> UIButton {
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        return button
    }

    @Test("the background fills the bounds; the content is the bounds inset by contentEdgeInsets")
    func backgroundAndContent() {
        let button = makeButton()
        #expect(button.backgroundRect(forBounds: button.bounds) == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(button.contentRect(forBounds: button.bounds) == CGRect(x: 20, y: 10, width: 160, height: 80))
    }

    @Test("an image alone is centred in the content; imageEdgeInsets move it by half their difference")
    func imageAlone() {
        let button = makeButton()
        button.setImage(UIImage(size: CGSize(width: 30, height: 20)), for: .normal)
        let content = button.contentRect(forBounds: button.bounds)
        // x = 100 - 30 / 2 = 85; y = 50 - 20 / 2 = 40.
        #expect(button.imageRect(forContentRect: content) == CGRect(x: 85, y: 40, width: 30, height: 20))
        // No title: an empty rectangle after the image, x = 85 + 30 = 115, at the centre line y = 50.
        #expect(button.titleRect(forContentRect: content) == CGRect(x: 115, y: 50, width: 0, height: 0))
        // Insets left 10: the area is (30, 10, 150, 80), centre x 105, so x = 105 - 15 = 90.
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        #expect(button.imageRect(forContentRect: content) == CGRect(x: 90, y: 40, width: 30, height: 20))
    }

    @Test("an image and a title sit side by side, the pair centred; layoutSubviews uses the rects")
    func imageAndTitle() throws {
        let button = makeButton(LoweredTitleButton())
        button.setImage(UIImage(size: CGSize(width: 30, height: 20)), for: .normal)
        button.setTitle("Archive", for: .normal)
        // The title's size is UILabel's measure of it in the button's font,
        // within the width the image leaves (160 - 30 = 130) and the content's height.
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 15)
        label.text = "Archive"
        let measured = label.sizeThatFits(CGSize(width: 130, height: 80))
        let title = CGSize(width: min(measured.width, 130), height: min(measured.height, 80))
        #expect(title.width > 0 && title.height > 0)
        let content = button.contentRect(forBounds: button.bounds)
        // The pair is 30 + w wide, starting at 100 - (30 + w) / 2; the title follows the image.
        let start = 100 - (30 + title.width) / 2
        #expect(button.imageRect(forContentRect: content) == CGRect(x: start, y: 40, width: 30, height: 20))
        let expectedTitle = CGRect(x: start + 30, y: 50 - title.height / 2 + 4, width: title.width, height: title.height)
        #expect(button.titleRect(forContentRect: content) == expectedTitle)
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(try #require(button.imageView).frame == CGRect(x: start, y: 40, width: 30, height: 20))
        // The subclass's override is what the layout uses.
        #expect(try #require(button.titleLabel).frame == expectedTitle)
    }
}
