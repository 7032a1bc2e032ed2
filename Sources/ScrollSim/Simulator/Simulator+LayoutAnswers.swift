// The layout's answers, checked by `LayoutAnswerValidator` before they
// are used: a refused answer stops the run (`stop(_:)`) and is not used.
extension Simulator {
    /// Whether `answer` to `query` can be used; if not, the run stops with
    /// the violation.
    func accepts(_ answer: [LayoutAttributes], to query: LayoutQuery) -> Bool {
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
    func shownElements(of answer: [LayoutAttributes], in rect: Rect) -> [DisplayedElement]? {
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
