import Foundation

/// `UISegmentedControl`: segments (titles, images, widths, enabled flags)
/// and the selected index, kept; nothing taps, so `.valueChanged` never
/// fires on its own (set `selectedSegmentIndex` and call the handler in a
/// test).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// `UISegmentedControl.noSegment`.
    public static let noSegment = -1

    /// `UISegmentedControl.Segment`.
    public enum Segment: Int, Sendable { case any, left, center, right, alone }

    private struct SegmentContent {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
        var action: UIAction?
    }

    private var segments: [SegmentContent] = []
    /// `selectedSegmentIndex`: `noSegment` or a segment's index.
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentTintColor: UIColor?
    private var titleTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `init(items:)`: `String` items become titles, `UIImage` items images.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            segments.append(SegmentContent(title: item as? String, image: item as? UIImage))
        }
    }

    /// `init(frame:actions:)`: a segment per action, with its title and image.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { SegmentContent(title: $0.title, image: $0.image, action: $0) }
    }

    /// `numberOfSegments`.
    open var numberOfSegments: Int { segments.count }

    /// `insertSegment(withTitle:at:animated:)`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(SegmentContent(title: title), at: clamped(segment))
    }

    /// `insertSegment(with:at:animated:)`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(SegmentContent(image: image), at: clamped(segment))
    }

    /// `insertSegment(action:at:animated:)`.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        segments.insert(SegmentContent(title: action.title, image: action.image, action: action), at: clamped(segment))
    }

    /// `removeSegment(at:animated:)`.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex >= segments.count { selectedSegmentIndex = Self.noSegment }
    }

    /// `removeAllSegments()`.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) { update(segment) { $0.title = title } }
    open func titleForSegment(at segment: Int) -> String? { content(segment)?.title }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { update(segment) { $0.image = image } }
    open func imageForSegment(at segment: Int) -> UIImage? { content(segment)?.image }
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) { update(segment) { $0.width = width } }
    open func widthForSegment(at segment: Int) -> CGFloat { content(segment)?.width ?? 0 }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { update(segment) { $0.isEnabled = enabled } }
    open func isEnabledForSegment(at segment: Int) -> Bool { content(segment)?.isEnabled ?? false }
    /// `actionForSegment(at:)`.
    open func actionForSegment(at segment: Int) -> UIAction? { content(segment)?.action }

    /// `setTitleTextAttributes(_:for:)`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleTextAttributes[state.rawValue] = attributes
    }

    /// `titleTextAttributes(for:)`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributes[state.rawValue]
    }

    private func clamped(_ index: Int) -> Int { min(max(index, 0), segments.count) }
    private func content(_ segment: Int) -> SegmentContent? { segments.indices.contains(segment) ? segments[segment] : nil }
    private func update(_ segment: Int, _ change: (inout SegmentContent) -> Void) {
        guard segments.indices.contains(segment) else { return }
        change(&segments[segment])
    }
}
