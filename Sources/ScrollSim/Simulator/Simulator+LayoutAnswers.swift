// The layout's answers, checked by `LayoutAnswerValidator` before they
// are used: a refused answer stops the run (`stop(_:)`) and is not used.
extension Simulator {
    /// The layout's answer for `rect`: lent from the elements it keeps
    /// when it keeps them (`KeptElementsLayout`: no copy of each element
    /// into an array and no destruction of the copies), else as it returns it.
    func layoutAnswer(in rect: Rect) -> LayoutAnswer {
        if let keptLayout, let kept = keptLayout.keptElements(around: rect) { return LayoutAnswer(kept: kept, meeting: rect) }
        return LayoutAnswer(layout.layoutAttributesForElements(in: rect))
    }

    /// Whether `answer` to `query` can be used; if not, the run stops with
    /// the violation.
    func accepts(_ answer: LayoutAnswer, to query: LayoutQuery) -> Bool {
        if let (element, problem) = preparedLayout?.preparedProblem {
            stop(violation(query, element, problem))
            return false
        }
        let validator = LayoutAnswerValidator(maximumElements: configuration.budget.maximumLayoutElements)
        guard let (element, problem) = validator.problem(in: answer, data: data) else { return true }
        stop(violation(query, element, problem))
        return false
    }

    /// The elements of the visible answer `answer` that meet `rect`, in
    /// canonical order, as the display pass shows them; `nil`, with the run
    /// stopped, when the answer is refused.
    ///
    /// The same checks as `accepts(_:to:)`, made in the one walk over the
    /// answer that collects what is shown (a second walk cost as much as
    /// the display itself): no id is looked up for an element before it is
    /// checked.
    func shownElements(of answer: LayoutAnswer, in rect: Rect) -> [DisplayedElement]? {
        // One function per kind of answer, each loop over a concrete
        // collection and small enough for the checks to be inlined into it.
        guard let meeting = answer.meeting else { return shownElements(of: answer.returned, in: rect) }
        return shownElements(lent: answer, meeting: meeting, in: rect)
    }

    /// `shownElements(of:in:)` of an answer the layout returned.
    private func shownElements(of answer: [LayoutAttributes], in rect: Rect) -> [DisplayedElement]? {
        let query = LayoutQuery.elements(in: rect)
        if let (element, problem) = preparedLayout?.preparedProblem {
            stop(violation(query, element, problem))
            return nil
        }
        let maximum = configuration.budget.maximumLayoutElements
        guard answer.count <= maximum else {
            stop(violation(query, nil, .tooManyElements(count: answer.count, maximum: maximum)))
            return nil
        }
        var walk = LayoutAnswerValidator.Walk(data: data)
        var shown: [DisplayedElement] = []
        shown.reserveCapacity(answer.count)
        let identified = hasIdentifiers
        for index in answer.indices {
            let element = answer[index].element, frame = answer[index].frame
            if let problem = walk.problem(of: element, frame: frame) {
                stop(violation(query, element, problem))
                return nil
            }
            guard frame.intersects(rect) else { continue }
            shown.append(DisplayedElement(element: element, frame: frame, transform3D: answer[index].transform3D,
                                          id: identified ? identifier(of: element) : nil))
        }
        if !walk.isIncreasing {
            if let element = LayoutAnswerValidator.duplicate(in: answer) {
                stop(violation(query, element, .duplicate))
                return nil
            }
            shown.sort { $0.element < $1.element }
        }
        return shown
    }

    /// `shownElements(of:in:)` of an answer lent from a kept run: its
    /// elements meeting `meeting`, read in place.
    private func shownElements(lent answer: LayoutAnswer, meeting: Rect, in rect: Rect) -> [DisplayedElement]? {
        let query = LayoutQuery.elements(in: rect)
        if let (element, problem) = preparedLayout?.preparedProblem {
            stop(violation(query, element, problem))
            return nil
        }
        let maximum = configuration.budget.maximumLayoutElements
        // A run no longer than the budget holds no answer over it.
        if answer.elements.count > maximum, case let count = answer.count, count > maximum {
            stop(violation(query, nil, .tooManyElements(count: count, maximum: maximum)))
            return nil
        }
        let elements = answer.elements
        var walk = LayoutAnswerValidator.Walk(data: data)
        var shown: [DisplayedElement] = []
        shown.reserveCapacity(elements.count)
        let identified = hasIdentifiers
        for index in elements.indices {
            let frame = elements[index].frame
            guard frame.intersects(meeting) else { continue }
            let element = elements[index].element
            if let problem = walk.problem(of: element, frame: frame) {
                stop(violation(query, element, problem))
                return nil
            }
            guard frame.intersects(rect) else { continue }
            shown.append(DisplayedElement(element: element, frame: frame, transform3D: elements[index].transform3D,
                                          id: identified ? identifier(of: element) : nil))
        }
        if !walk.isIncreasing {
            if let element = LayoutAnswerValidator.duplicate(in: answer.array) {
                stop(violation(query, element, .duplicate))
                return nil
            }
            shown.sort { $0.element < $1.element }
        }
        return shown
    }

    /// Whether the layout's content size can be used; if not, the run stops.
    func acceptsContentSize() -> Bool {
        guard let problem = LayoutAnswerValidator.problem(ofContentSize: layout.contentSize) else { return true }
        stop(violation(.contentSize, nil, problem))
        return false
    }

    /// The layout's answer for the cell at `indexPath`, checked.
    func checkedAttributesForItem(at indexPath: IndexPath) throws(SimulationError) -> LayoutAttributes? {
        if let (element, problem) = preparedLayout?.preparedProblem {
            throw violation(.item(at: indexPath), element, problem)
        }
        guard let answer = layout.layoutAttributesForItem(at: indexPath) else { return nil }
        if let problem = LayoutAnswerValidator.problem(of: answer, data: data) {
            throw violation(.item(at: indexPath), answer.element, problem)
        }
        return answer
    }

    private func violation(_ query: LayoutQuery, _ element: ElementID?, _ problem: LayoutAnswerProblem) -> SimulationError {
        let name = LayoutAnswerValidator.name(of: layout)
        return error([], .invalidLayoutAnswer(LayoutAnswerViolation(layout: name, query: query, element: element, problem: problem)))
    }
}
