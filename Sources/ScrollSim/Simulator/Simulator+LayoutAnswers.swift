// The layout's answers, checked by `LayoutAnswerValidator` before they
// are used: a refused answer stops the run (`stop(_:)`) and is not used.
extension Simulator {
    /// Whether `answer` to `query` can be used; if not, the run stops with
    /// the violation.
    func accepts(_ answer: [LayoutAttributes], to query: LayoutQuery) -> Bool {
        if let (element, problem) = LayoutAnswerValidator.preparedProblem(of: layout) {
            stop(violation(query, element, problem))
            return false
        }
        let validator = LayoutAnswerValidator(maximumElements: configuration.budget.maximumLayoutElements)
        guard let (element, problem) = validator.problem(in: answer, data: data) else { return true }
        stop(violation(query, element, problem))
        return false
    }

    /// Whether the layout's content size can be used; if not, the run stops.
    func acceptsContentSize() -> Bool {
        guard let problem = LayoutAnswerValidator.problem(ofContentSize: layout.contentSize) else { return true }
        stop(violation(.contentSize, nil, problem))
        return false
    }

    /// The layout's answer for the cell at `indexPath`, checked.
    func checkedAttributesForItem(at indexPath: IndexPath) throws(SimulationError) -> LayoutAttributes? {
        if let (element, problem) = LayoutAnswerValidator.preparedProblem(of: layout) {
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
