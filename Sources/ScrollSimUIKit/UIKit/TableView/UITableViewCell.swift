import Foundation

/// `UITableViewCell`: a row's view, with a `contentView` that fills it and
/// the labels of its `CellStyle`. State is kept; nothing is drawn, and the
/// labels are not laid out (their frames stay as set).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle`: which standard labels the cell has.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// `UITableViewCell.AccessoryType`: kept, not drawn.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// `UITableViewCell.SelectionStyle`: kept, not drawn.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// `UITableViewCell.SeparatorStyle`, the table view's separators: kept.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    /// The style the cell was made with.
    private let cellStyle: CellStyle

    /// `contentView`: where a cell's subviews go; it fills the cell.
    public let contentView = UIView(frame: .zero)
    /// `textLabel`: the main label, made for every style.
    open private(set) var textLabel: UILabel?
    /// `detailTextLabel`: the secondary label; `nil` for `.default`, as in UIKit.
    open private(set) var detailTextLabel: UILabel?
    /// `imageView`: kept, not laid out.
    open private(set) var imageView: UIImageView?
    /// The identifier it was made or dequeued with.
    open internal(set) var reuseIdentifier: String?
    /// `accessoryType`: kept.
    open var accessoryType = AccessoryType.none
    /// `accessoryView`: kept, not laid out.
    open var accessoryView: UIView?
    /// `editingAccessoryType`: kept.
    open var editingAccessoryType = AccessoryType.none
    /// `selectionStyle`: kept.
    open var selectionStyle = SelectionStyle.default
    /// `backgroundView`: kept.
    open var backgroundView: UIView?
    /// `selectedBackgroundView`: kept.
    open var selectedBackgroundView: UIView?
    /// `separatorInset`: kept.
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    /// `indentationLevel`: kept.
    open var indentationLevel = 0
    /// `isSelected`: set by `setSelected(_:animated:)` and by the table
    /// view's `selectRow`/`deselectRow`.
    open var isSelected = false
    /// `isHighlighted`.
    open var isHighlighted = false
    /// `isEditing`.
    open var isEditing = false

    /// `init(style:reuseIdentifier:)`: the designated initialiser; makes
    /// `textLabel` (and `detailTextLabel` unless `style` is `.default`)
    /// inside `contentView`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        installContentView()
    }

    /// `init?(coder:)`: there are no archives here; a `.default` cell.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init(coder: coder)
        installContentView()
    }

    /// `init(frame:)`: a `.default` cell without an identifier, of that frame.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// `init()`: a `.default` cell. Required here (not in UIKit) so that a
    /// registered class is made by `dequeueReusableCell`; a subclass that
    /// overrides `init(style:reuseIdentifier:)` and `init?(coder:)`, as
    /// cells are written, inherits it.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    private func installContentView() {
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
        let text = UILabel(frame: .zero)
        contentView.addSubview(text)
        textLabel = text
        imageView = UIImageView(frame: .zero)
        if cellStyle != .default {
            let detail = UILabel(frame: .zero)
            contentView.addSubview(detail)
            detailTextLabel = detail
        }
    }

    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { contentView.frame = CGRect(origin: .zero, size: frame.size) } }
    }

    /// `prepareForReuse()`: called before a dequeued cell is handed out again.
    open func prepareForReuse() {}

    /// `setSelected(_:animated:)`: sets `isSelected`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// `setHighlighted(_:animated:)`: sets `isHighlighted`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// `setEditing(_:animated:)`: sets `isEditing`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }
}
