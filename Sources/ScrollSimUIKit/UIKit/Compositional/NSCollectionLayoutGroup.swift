import Foundation
import struct ScrollSim.CompositionalGroup
import struct ScrollSim.DirectionalEdgeInsets
import struct ScrollSim.Rect
import struct ScrollSim.Size
import enum ScrollSim.Axis

/// `NSCollectionLayoutGroupCustomItemProvider`: the frames of a custom group's items.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// `NSCollectionLayoutGroup`: items (or groups) placed along an axis, or
/// at custom frames; a section repeats its group until the items run out.
public final class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Form {
        case subitems(Axis)
        case repeating(Axis, count: Int)
        case equallySized(Axis, count: Int)
        case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    let form: Form
    /// The group's subitems.
    public let subitems: [NSCollectionLayoutItem]
    /// Space between consecutive subitems.
    public var interItemSpacing: NSCollectionLayoutSpacing?
    /// Supplementary views attached to the group: settable, as UIKit's
    /// group's are (stored; not laid out, as an item's).
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
        get { attachedSupplementaryItems }
        set { attachedSupplementaryItems = newValue }
    }

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], form: Form) {
        self.subitems = subitems
        self.form = form
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A horizontal group of `subitems`, repeated in order while they fit.
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, subitems: subitems, form: .subitems(.horizontal))
    }

    /// A horizontal group of `subitem` `count` times, at its own size (iOS 16).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, subitems: [subitem], form: .repeating(.horizontal, count: count))
    }

    /// A horizontal group of `count` equally wide copies of `subitem`
    /// (deprecated in iOS 16 in favour of `repeatingSubitem:count:`).
    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, subitems: [subitem], form: .equallySized(.horizontal, count: count))
    }

    /// A vertical group of `subitems`, repeated in order while they fit.
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
        Self(layoutSize: layoutSize, subitems: subitems, form: .subitems(.vertical))
    }

    /// A vertical group of `subitem` `count` times, at its own size (iOS 16).
    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, subitems: [subitem], form: .repeating(.vertical, count: count))
    }

    /// A vertical group of `count` equally tall copies of `subitem`
    /// (deprecated in iOS 16 in favour of `repeatingSubitem:count:`).
    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self {
        Self(layoutSize: layoutSize, subitems: [subitem], form: .equallySized(.vertical, count: count))
    }

    /// A group whose items sit at the frames `itemProvider` returns. The
    /// provider is called once per layout pass and section, with the
    /// section's environment, and its frames are repeated for every group.
    public class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> Self {
        Self(layoutSize: layoutSize, subitems: [], form: .custom(itemProvider))
    }

    /// The core description of the group, custom frames asked of `environment`.
    func groupValue(in environment: any NSCollectionLayoutEnvironment) -> CompositionalGroup {
        func subitem(_ item: NSCollectionLayoutItem) -> CompositionalGroup.Subitem {
            if let group = item as? NSCollectionLayoutGroup { return .group(group.groupValue(in: environment)) }
            return .item(item.itemValue)
        }
        let arrangement: CompositionalGroup.Arrangement
        switch form {
        case .subitems(let axis):
            arrangement = .subitems(subitems.map(subitem), axis: axis)
        case .repeating(let axis, let count):
            arrangement = subitems.first.map { .repeating(subitem($0), count: count, axis: axis) } ?? .subitems([], axis: axis)
        case .equallySized(let axis, let count):
            arrangement = subitems.first.map { .equallySized(subitem($0), count: count, axis: axis) } ?? .subitems([], axis: axis)
        case .custom(let provider):
            arrangement = .custom(provider(environment).map { Rect($0.frame) })
        }
        return CompositionalGroup(layoutSize: layoutSize.value, arrangement: arrangement, interItemSpacing: interItemSpacing?.value,
                                  contentInsets: DirectionalEdgeInsets(contentInsets), edgeSpacing: edgeSpacing?.value ?? .none)
    }
}

/// `NSCollectionLayoutGroupCustomItem`: one item of a custom group.
public final class NSCollectionLayoutGroupCustomItem: NSObject, NSCopying {
    /// The item's frame, relative to its group.
    public let frame: CGRect
    /// Drawing order.
    public let zIndex: Int

    /// Creates a custom item at `frame`.
    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// Creates a custom item at `frame` with a drawing order.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
