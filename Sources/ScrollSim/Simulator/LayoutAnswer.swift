/// A layout's answer to `layoutAttributesForElements(in:)` as the simulator
/// reads it: the array the layout returned, or a run of the elements a
/// `KeptElementsLayout` keeps, lent without copying, of which the answer is
/// the elements meeting the query rect. Read it by index, the elements in
/// the answer being those `contains(_:)` says.
struct LayoutAnswer {
    /// The elements, in the answer's order: the answer itself, or (with
    /// `meeting`) a run of kept elements holding it.
    let elements: ArraySlice<LayoutAttributes>
    /// The query rect when `elements` is a kept run: only the elements whose
    /// frames intersect it are in the answer. `nil`: every element is.
    let meeting: Rect?
    /// The layout's array, when it returned one (empty for a kept run).
    let returned: [LayoutAttributes]

    /// The answer `layout.layoutAttributesForElements(in:)` returned.
    init(_ returned: [LayoutAttributes]) {
        self.returned = returned
        elements = returned[...]
        meeting = nil
    }

    /// The answer for `rect` lent from the run `kept`
    /// (`KeptElementsLayout.keptElements(around:)`).
    init(kept: ArraySlice<LayoutAttributes>, meeting rect: Rect) {
        returned = []
        elements = kept
        meeting = rect
    }

    /// Whether the element at `index` of `elements` is in the answer.
    func contains(_ index: Int) -> Bool {
        guard let meeting else { return true }
        return elements[index].frame.intersects(meeting)
    }

    /// The number of elements in the answer.
    ///
    /// - Complexity: O(1) for a returned array, O(k) for a kept run of k.
    var count: Int {
        guard meeting != nil else { return elements.count }
        var count = 0
        for index in elements.indices where contains(index) { count += 1 }
        return count
    }

    /// The answer as an array, as `layoutAttributesForElements(in:)`
    /// returns it (a kept run's elements meeting the rect are copied).
    var array: [LayoutAttributes] {
        guard meeting != nil else { return returned }
        var result: [LayoutAttributes] = []
        for index in elements.indices where contains(index) { result.append(elements[index]) }
        return result
    }
}

extension LayoutAnswerValidator {
    /// The first problem of `answer` over `data`, or `nil`: the checks of
    /// `problem(in:data:)`, made on the elements of the answer in place.
    func problem(in answer: LayoutAnswer, data: CollectionData) -> (element: ElementID?, problem: LayoutAnswerProblem)? {
        guard answer.meeting != nil else { return problem(in: answer.array, data: data) }
        // A run no longer than the budget holds no answer over it.
        if answer.elements.count > maximumElements, answer.count > maximumElements {
            return (nil, .tooManyElements(count: answer.count, maximum: maximumElements))
        }
        let elements = answer.elements
        var walk = Walk(data: data)
        for index in elements.indices where answer.contains(index) {
            if let problem = walk.problem(of: elements[index].element, frame: elements[index].frame) {
                return (elements[index].element, problem)
            }
        }
        guard !walk.isIncreasing else { return nil }
        return Self.duplicate(in: answer.array).map { ($0, .duplicate) }
    }
}
