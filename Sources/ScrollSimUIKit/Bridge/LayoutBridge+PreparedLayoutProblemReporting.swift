import ScrollSim

extension LayoutBridge: PreparedLayoutProblemReporting {
    /// A compositional layout's own report (a custom group whose provider
    /// returned no items), as of its last `prepare()`; other layouts
    /// report nothing.
    package var preparedProblem: (element: ElementID, problem: LayoutAnswerProblem)? {
        guard let compositional else { return nil }
        return onMainActor { compositional.engine.preparedProblem }
    }
}
