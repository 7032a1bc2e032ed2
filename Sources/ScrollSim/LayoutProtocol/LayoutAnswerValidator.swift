/// Checks what a layout answers before the simulator uses it, so that a
/// layout with one bad number stops the run with an error instead of
/// writing a log no reader accepts (`docs/layouts.md`, "What a layout may
/// answer").
///
/// An answer is accepted when:
/// * every frame is finite, with a width and height of 0 or more;
/// * the content size is finite, 0 or more on both axes;
/// * every index path names an existing section, and a cell's an existing
///   item in it (a supplementary view's item is 0 or more);
/// * every supplementary kind has a name;
/// * no element appears twice in one answer;
/// * an answer holds at most `maximumElements` elements
///   (`SimulationBudget.maximumLayoutElements`).
///
/// The checks read each attribute once and allocate nothing for answers
/// in canonical order; an answer out of order is sorted once to find
/// duplicates.
public struct LayoutAnswerValidator: Sendable {
    /// The index path a bridge gives an element whose own index path it
    /// cannot read (one that is not exactly a section and an item); the
    /// validator reports it as `LayoutAnswerProblem.malformedIndexPath`.
    public static let malformedIndexPath = IndexPath(item: Int.min, section: Int.min)

    /// The most elements one answer may hold.
    public var maximumElements: Int

    /// Creates a validator accepting answers of up to `maximumElements` elements.
    public init(maximumElements: Int = SimulationBudget().maximumLayoutElements) {
        self.maximumElements = maximumElements
    }

    /// The first problem of `answer` to `query` over `data`, or `nil` when
    /// the answer is acceptable.
    ///
    /// - Complexity: O(k) for an answer of k elements in canonical order,
    ///   O(k log k) otherwise.
    public func problem(
        in answer: [LayoutAttributes], data: CollectionData
    ) -> (element: ElementID?, problem: LayoutAnswerProblem)? {
        guard answer.count <= maximumElements else {
            return (nil, .tooManyElements(count: answer.count, maximum: maximumElements))
        }
        var walk = Walk(data: data)
        for index in answer.indices {
            if let problem = walk.problem(of: answer[index].element, frame: answer[index].frame) {
                return (answer[index].element, problem)
            }
        }
        guard !walk.isIncreasing else { return nil }
        return Self.duplicate(in: answer).map { ($0, .duplicate) }
    }

    /// One pass over an answer, element by element, for a caller that
    /// walks the answer anyway (the simulator's display pass checks each
    /// element in the loop that collects the visible ones): each element is
    /// checked against the section it names (looked up once per section;
    /// answers come in section order) and against the one before it. A
    /// strictly increasing answer has no duplicates; for any other, ask
    /// `duplicate(in:)` once the walk is done.
    struct Walk {
        private var counts: SectionItemCounts
        private var previous: ElementID?
        /// Whether every element so far came after the one before it in
        /// canonical order.
        private(set) var isIncreasing = true

        /// A walk over an answer about `data`.
        init(data: CollectionData) { counts = SectionItemCounts(data) }

        /// The problem of the next element of the answer, at `frame`, or
        /// `nil`. It takes the two properties it checks rather than the
        /// attributes: passing those copied them (a third of the walk).
        /// Inlined into each answer's loop: called out of line, it cost
        /// a quarter of the lent visible pass.
        @inline(__always)
        mutating func problem(of element: ElementID, frame: Rect) -> LayoutAnswerProblem? {
            if let problem = LayoutAnswerValidator.problem(of: element, frame: frame, counts: &counts) { return problem }
            if isIncreasing {
                if let previous, !(previous < element) { isIncreasing = false }
                previous = element
            }
            return nil
        }
    }

    /// The first element of `answer`, in canonical order, that appears
    /// more than once, or `nil`.
    ///
    /// - Complexity: O(k log k): the elements are sorted.
    static func duplicate(in answer: [LayoutAttributes]) -> ElementID? {
        let elements = answer.map(\.element).sorted()
        for index in elements.indices.dropFirst() where elements[index] == elements[index - 1] {
            return elements[index]
        }
        return nil
    }

    /// The problem of one element's attributes over `data`, or `nil`.
    public static func problem(of attributes: LayoutAttributes, data: CollectionData) -> LayoutAnswerProblem? {
        var counts = SectionItemCounts(data)
        return problem(of: attributes.element, frame: attributes.frame, counts: &counts)
    }

    @inline(__always)
    private static func problem(of element: ElementID, frame: Rect, counts: inout SectionItemCounts) -> LayoutAnswerProblem? {
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else {
            return .frameNotFinite(frame)
        }
        guard frame.width >= 0, frame.height >= 0 else { return .negativeSize(frame.size) }
        let path = element.indexPath
        if path.section == Int.min && path.item == Int.min { return .malformedIndexPath }
        guard let itemCount = counts.itemCount(inSection: path.section) else {
            return .noSuchSection(sectionCount: counts.sectionCount)
        }
        if element.kind.isSupplementary {
            guard !element.kind.rawValue.isEmpty else { return .unnamedKind }
            guard path.item >= 0 else { return .negativeItem }
        } else {
            guard path.item >= 0, path.item < itemCount else { return .noSuchItem(itemCount: itemCount) }
        }
        return nil
    }

    /// The problem of a content size, or `nil` when it is finite and not negative.
    public static func problem(ofContentSize size: Size) -> LayoutAnswerProblem? {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            return .invalidContentSize(size)
        }
        return nil
    }

    /// How errors name `layout`: its `description` when it has one, else
    /// its type.
    public static func name(of layout: any CollectionViewLayout) -> String {
        (layout as? any CustomStringConvertible)?.description ?? String(describing: type(of: layout))
    }
}

/// The item counts of a collection's sections, the last one looked up
/// kept at hand.
private struct SectionItemCounts {
    let sections: [SectionData]
    private var section = -1
    private var count = 0

    init(_ data: CollectionData) { sections = data.sections }

    var sectionCount: Int { sections.count }

    /// The number of items in `section`, or `nil` if it does not exist.
    mutating func itemCount(inSection section: Int) -> Int? {
        if section == self.section { return count }
        guard section >= 0, section < sections.count else { return nil }
        self.section = section
        count = sections[section].items.count
        return count
    }
}

/// A question the simulator asks a layout.
public enum LayoutQuery: Hashable, Sendable {
    /// `contentSize`, after `prepare(in:)`.
    case contentSize
    /// `layoutAttributesForElements(in:)`.
    case elements(in: Rect)
    /// `layoutAttributesForItem(at:)`.
    case item(at: IndexPath)
    /// `layoutAttributesForAllElements()` (what `scrollsim layout` prints).
    case allElements
}

/// What is wrong with a layout's answer.
public enum LayoutAnswerProblem: Hashable, Sendable {
    /// A frame with an infinite or NaN coordinate or extent.
    case frameNotFinite(Rect)
    /// A frame with a negative width or height.
    case negativeSize(Size)
    /// A content size that is infinite, NaN or negative.
    case invalidContentSize(Size)
    /// An index path that is not exactly a section and an item.
    case malformedIndexPath
    /// An index path naming a section past the last.
    case noSuchSection(sectionCount: Int)
    /// A cell's index path naming an item past the last of its section.
    case noSuchItem(itemCount: Int)
    /// A supplementary view with a negative item.
    case negativeItem
    /// A supplementary view whose kind has no name.
    case unnamedKind
    /// An element that appears more than once in the answer.
    case duplicate
    /// More elements in one answer than the budget allows.
    case tooManyElements(count: Int, maximum: Int)
    /// A compositional custom group whose item provider returned no items
    /// (`group`, 0-based, of the element's section), leaving the element
    /// and the rest of the section without frames.
    case customGroupWithoutItems(group: Int)
}

/// A layout answer the simulator refused: which layout, to which query,
/// which element and why.
public struct LayoutAnswerViolation: Hashable, Sendable {
    /// The layout, as `LayoutAnswerValidator.name(of:)` names it.
    public var layout: String
    public var query: LayoutQuery
    /// The element at fault, when one is.
    public var element: ElementID?
    public var problem: LayoutAnswerProblem

    /// Creates a violation.
    public init(layout: String, query: LayoutQuery, element: ElementID?, problem: LayoutAnswerProblem) {
        self.layout = layout
        self.query = query
        self.element = element
        self.problem = problem
    }

    /// The sentence for a person: `layout MyLayout answered
    /// layoutAttributesForElements(in: x 0 y 0 width 390 height 844) with
    /// cell [0, 3] twice`.
    public var message: String {
        let query: String
        switch self.query {
        case .contentSize: query = "contentSize"
        case .elements(let rect):
            query = "layoutAttributesForElements(in: \(Self.text(rect)))"
        case .item(let path): query = "layoutAttributesForItem(at: \(path))"
        case .allElements: query = "layoutAttributesForAllElements()"
        }
        let subject = element.map { element in
            let kind = element.kind.rawValue.isEmpty ? "supplementary view" : element.kind.rawValue
            return element.indexPath == LayoutAnswerValidator.malformedIndexPath
                ? "a \(kind)" : "\(kind) [\(element.section), \(element.item)]"
        } ?? "an answer"
        let what: String
        switch problem {
        case .frameNotFinite(let frame): what = "\(subject) whose frame is not finite (\(Self.text(frame)))"
        case .negativeSize(let size):
            what = "\(subject) of negative size (width \(Self.number(size.width)), height \(Self.number(size.height)))"
        case .invalidContentSize(let size):
            what = "a content size that is not finite and 0 or more (width \(Self.number(size.width)), height \(Self.number(size.height)))"
        case .malformedIndexPath: what = "\(subject) whose index path is not a section and an item"
        case .noSuchSection(let count): what = "\(subject) in a section that does not exist (the collection has \(count) sections)"
        case .noSuchItem(let count): what = "\(subject), an item that does not exist (the section has \(count) items)"
        case .negativeItem: what = "\(subject), whose item is negative"
        case .unnamedKind: what = "\(subject) whose kind has no name"
        case .duplicate: what = "\(subject) more than once"
        case .tooManyElements(let count, let maximum):
            what = "\(count) elements, more than the budget of \(maximum) elements per answer"
        case .customGroupWithoutItems(let group):
            let section = element.map { "section \($0.section)" } ?? "a section"
            what = "no frame for \(subject): group \(group) of \(section) is a custom group whose item provider returned no items"
        }
        return "layout \(layout) answered \(query) with \(what)"
    }

    private static func text(_ rect: Rect) -> String {
        "x \(number(rect.minX)), y \(number(rect.minY)), width \(number(rect.width)), height \(number(rect.height))"
    }

    /// `12`, `0.5`, `inf`, `nan`: whole numbers without a fraction, -0 as 0.
    private static func number(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
