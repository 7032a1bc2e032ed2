import ScrollSim

extension LayoutBridge: PreparedLayoutProblemReporting {
    /// A compositional layout's own report (a custom group whose provider
    /// returned no items), as of its last `prepare()`; other layouts
    /// report nothing.
    package var preparedProblem: (element: ElementID, problem: LayoutAnswerProblem)? {
        onMainActor { (layout as? UICollectionViewCompositionalLayout)?.engine.preparedProblem }
    }
}
