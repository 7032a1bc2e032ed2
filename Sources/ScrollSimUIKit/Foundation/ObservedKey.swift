import Foundation

/// The properties whose setters notify key-value observers, by their
/// key-value name (the Objective-C property name: `hidden` for `isHidden`).
/// Any other key or key path is kept and never notifies
/// (docs/uikit.md, "Key-value observing").
enum ObservedKey: String, CaseIterable, Sendable {
    // UIView
    case frame, bounds, center, hidden, alpha
    // UIScrollView
    case contentOffset, contentSize, contentInset
    // UILabel
    case text, font

    /// The key `name` names on `object`, or `nil` when `object` has no
    /// observed property of that name.
    @MainActor
    static func named(_ name: String, on object: NSObject) -> ObservedKey? {
        guard let key = ObservedKey(rawValue: name), key.value(of: object) != nil else { return nil }
        return key
    }

    /// The key `keyPath` (rooted at `Root`) reads, or `nil` when it is not
    /// one of them (a property of the team's own subclass, a path of several
    /// properties). Matched by key-path equality against the same property
    /// rooted at `Root`.
    @MainActor
    static func read<Root>(by keyPath: PartialKeyPath<Root>) -> ObservedKey? {
        (Root.self as? any KeyValueObservedView.Type)?.observedKey(for: keyPath)
    }

    /// The value of this property of `object` (boxed; a `nil` font as
    /// `Optional.none`), or `nil` when `object` is not of the property's class.
    @MainActor
    func value(of object: NSObject) -> Any? {
        switch self {
        case .frame: (object as? UIView)?.frame
        case .bounds: (object as? UIView)?.bounds
        case .center: (object as? UIView)?.center
        case .hidden: (object as? UIView)?.isHidden
        case .alpha: (object as? UIView)?.alpha
        case .contentOffset: (object as? UIScrollView)?.contentOffset
        case .contentSize: (object as? UIScrollView)?.contentSize
        case .contentInset: (object as? UIScrollView)?.contentInset
        case .text: (object as? UILabel).map { $0.text as Any }
        case .font: (object as? UILabel).map { $0.font as Any }
        }
    }
}

/// A view class whose key paths name observed keys: `UIView` and so every
/// view (a subclass's key path to an inherited property is the same key).
protocol KeyValueObservedView: AnyObject {
    @MainActor static func observedKey(for keyPath: AnyKeyPath) -> ObservedKey?
}

extension UIView: KeyValueObservedView {}

extension KeyValueObservedView where Self: UIView {
    @MainActor
    static func observedKey(for keyPath: AnyKeyPath) -> ObservedKey? {
        // `Self` is the key path's root (the dynamic type here), so these
        // are the paths the team's `\.frame` on that type makes.
        switch keyPath {
        case \Self.frame: return .frame
        case \Self.bounds: return .bounds
        case \Self.center: return .center
        case \Self.isHidden: return .hidden
        case \Self.alpha: return .alpha
        default: break
        }
        if let scrollView = Self.self as? any KeyValueObservedScrollView.Type { return scrollView.scrollViewKey(for: keyPath) }
        if let label = Self.self as? any KeyValueObservedLabel.Type { return label.labelKey(for: keyPath) }
        return nil
    }
}

/// `UIScrollView`'s observed key paths.
protocol KeyValueObservedScrollView: AnyObject {
    @MainActor static func scrollViewKey(for keyPath: AnyKeyPath) -> ObservedKey?
}

extension UIScrollView: KeyValueObservedScrollView {}

extension KeyValueObservedScrollView where Self: UIScrollView {
    @MainActor
    static func scrollViewKey(for keyPath: AnyKeyPath) -> ObservedKey? {
        switch keyPath {
        case \Self.contentOffset: .contentOffset
        case \Self.contentSize: .contentSize
        case \Self.contentInset: .contentInset
        default: nil
        }
    }
}

/// `UILabel`'s observed key paths.
protocol KeyValueObservedLabel: AnyObject {
    @MainActor static func labelKey(for keyPath: AnyKeyPath) -> ObservedKey?
}

extension UILabel: KeyValueObservedLabel {}

extension KeyValueObservedLabel where Self: UILabel {
    @MainActor
    static func labelKey(for keyPath: AnyKeyPath) -> ObservedKey? {
        switch keyPath {
        case \Self.text: .text
        case \Self.font: .font
        default: nil
        }
    }
}
