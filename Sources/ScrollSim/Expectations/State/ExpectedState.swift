/// What the collection view must be like at a moment: the fields of a
/// scenario's `state` entry besides `"after"` (`docs/scenario-format.md`,
/// "State assertions").
///
/// Each number is a `NumericBound`; a plain number is exact
/// (`.approx(value, within: 0)`). Fields left `nil` (or empty) are not
/// checked. Values are the simulator's own at the moment, whatever the
/// scenario logs.
public struct ExpectedState: Hashable, Sendable {
    /// `contentOffset`, by `"x"` and `"y"`.
    public var offset: [String: NumericBound]?
    /// The layout's content size, by `"width"` and `"height"`.
    public var contentSize: [String: NumericBound]?
    /// `adjustedContentInset`, by `"top"`, `"left"`, `"bottom"`, `"right"`.
    public var contentInset: [String: NumericBound]?
    /// The displayed cells: exactly these index paths, in any order.
    public var displayedItems: Set<IndexPath>?
    /// How many cells are displayed.
    public var displayedCount: NumericBound?
    /// Exactly these sections have a pinned sticky header.
    public var pinned: Set<Int>?
    /// Orthogonal sections' own offsets, by section, then `"x"` and `"y"`.
    public var sectionOffsets: [Int: [String: NumericBound]]

    /// Creates an expectation; every field is optional.
    public init(
        offset: [String: NumericBound]? = nil, contentSize: [String: NumericBound]? = nil,
        contentInset: [String: NumericBound]? = nil, displayedItems: Set<IndexPath>? = nil,
        displayedCount: NumericBound? = nil, pinned: Set<Int>? = nil,
        sectionOffsets: [Int: [String: NumericBound]] = [:]
    ) {
        self.offset = offset
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.displayedItems = displayedItems
        self.displayedCount = displayedCount
        self.pinned = pinned
        self.sectionOffsets = sectionOffsets
    }

    /// The keys of a state entry, `"after"` first: the whole declaration
    /// of them (the scenario schema is generated from it).
    public enum Key: String, CaseIterable, Hashable, Sendable {
        /// When it is checked: `StateMoment`.
        case after
        /// The content offset, `x` and `y`.
        case offset
        /// The content size, `width` and `height`.
        case contentSize
        /// The adjusted content inset, `top`, `left`, `bottom`, `right`.
        case contentInset
        /// The displayed items: `DisplayedKey`.
        case displayed
        /// The sections whose header is pinned.
        case pinned
        /// Each section's offset, by section number.
        case sectionOffsets
    }

    /// The keys of a `"displayed"` object: the whole declaration of them.
    public enum DisplayedKey: String, CaseIterable, Hashable, Sendable {
        /// The displayed items, `[section, item]` pairs.
        case items
        /// How many items are displayed, a number or a bound.
        case count
    }

    /// The keys of a state entry, `"after"` first.
    public static let keys = Key.allCases.map(\.rawValue)
    /// The members of an offset, a content size and a content inset.
    package static let pointKeys = ["x", "y"]
    package static let sizeKeys = ["width", "height"]
    package static let insetKeys = ["top", "left", "bottom", "right"]

    /// Whether it checks nothing.
    public var isEmpty: Bool { self == ExpectedState() }

    // MARK: - Checking

    /// The fields of `simulator`, now, that are not as expected, in the
    /// order of `keys`.
    public func mismatches(in simulator: Simulator) -> [StateMismatch] {
        var result: [StateMismatch] = []
        func check(_ name: String, _ bounds: [String: NumericBound]?, keys: [String], _ values: [Double]) {
            guard let bounds else { return }
            for (key, value) in zip(keys, values) {
                guard let bound = bounds[key], !bound.contains(value) else { continue }
                result.append(StateMismatch(field: "\(name).\(key)", expected: Self.text(bound), actual: NumberText.exact(value)))
            }
        }
        let shown = simulator.contentOffset, size = simulator.contentSize, inset = simulator.adjustedContentInset
        check("offset", offset, keys: Self.pointKeys, [shown.x, shown.y])
        check("contentSize", contentSize, keys: Self.sizeKeys, [size.width, size.height])
        check("contentInset", contentInset, keys: Self.insetKeys, [inset.top, inset.left, inset.bottom, inset.right])
        if displayedItems != nil || displayedCount != nil {
            let cells = simulator.displayed.filter { $0.element.kind == .cell }.map(\.element.indexPath)
            if let displayedItems, Set(cells) != displayedItems {
                result.append(StateMismatch(field: "displayed.items", expected: Self.text(displayedItems),
                                            actual: Self.text(Set(cells))))
            }
            if let displayedCount, !displayedCount.contains(Double(cells.count)) {
                result.append(StateMismatch(field: "displayed.count", expected: Self.text(displayedCount), actual: "\(cells.count)"))
            }
        }
        if let pinned, Set(simulator.pinnedSections) != pinned {
            result.append(StateMismatch(field: "pinned", expected: "\(pinned.sorted())", actual: "\(Set(simulator.pinnedSections).sorted())"))
        }
        for section in sectionOffsets.keys.sorted() {
            let shown = simulator.orthogonalOffset(inSection: section)
            check("sectionOffsets.\(section)", sectionOffsets[section], keys: Self.pointKeys, [shown.x, shown.y])
        }
        return result
    }

    /// A bound as a report quotes it: a plain number for an exact one.
    static func text(_ bound: NumericBound) -> String {
        if case .approx(let value, 0) = bound { return NumberText.exact(value) }
        return bound.description
    }

    /// Index paths as a scenario writes them: `[[0, 1], [0, 2]]`, sorted.
    static func text(_ items: Set<IndexPath>) -> String {
        "[" + items.sorted().map(\.description).joined(separator: ", ") + "]"
    }
}
