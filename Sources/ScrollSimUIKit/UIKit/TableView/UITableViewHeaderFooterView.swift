import Foundation

/// `UITableViewHeaderFooterView`: a reusable section header or footer
/// view, with a `contentView` that fills it and the standard `textLabel`
/// and `detailTextLabel`. State is kept; nothing is drawn, the labels are
/// not laid out, and the table view does not place these views in its
/// sections (a section's header space comes from its height alone): they
/// are what `dequeueReusableHeaderFooterView(withIdentifier:)` makes.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// `contentView`: where a header's subviews go; it fills the view.
    public let contentView = UIView(frame: .zero)
    /// `textLabel`: the primary label.
    open private(set) var textLabel: UILabel?
    /// `detailTextLabel`: the secondary label.
    open private(set) var detailTextLabel: UILabel?
    /// `backgroundView`: kept.
    open var backgroundView: UIView?
    /// The identifier it was made or dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// `init(reuseIdentifier:)`: the designated initialiser; makes the
    /// labels inside `contentView`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        installContentView()
    }

    /// `init?(coder:)`: there are no archives here; a view without an
    /// identifier.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    /// `init(frame:)`: a view without an identifier, of that frame.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// `init()`: a view without an identifier. Required here (not in
    /// UIKit) so that a registered class is made by
    /// `dequeueReusableHeaderFooterView(withIdentifier:)`; a subclass that
    /// overrides `init(reuseIdentifier:)` and `init?(coder:)` inherits it.
    public required convenience init() {
        self.init(reuseIdentifier: nil)
    }

    private func installContentView() {
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
        let text = UILabel(frame: .zero)
        let detail = UILabel(frame: .zero)
        contentView.addSubview(text)
        contentView.addSubview(detail)
        textLabel = text
        detailTextLabel = detail
    }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { contentView.frame = CGRect(origin: .zero, size: frame.size) } }
    }

    /// `prepareForReuse()`: called before a dequeued view is handed out again.
    open func prepareForReuse() {}
}
