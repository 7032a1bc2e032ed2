extension CompositionalLayout: PreparedLayoutProblemReporting {
    /// The first section with items whose group holds a custom group that
    /// placed none: its item 0 is left without a frame by group 0 (every
    /// group repeats the one template, so the first group already fails).
    package var preparedProblem: (element: ElementID, problem: LayoutAnswerProblem)? {
        guard let s = emptyCustomGroupSection else { return nil }
        return (.cell(0, section: s), .customGroupWithoutItems(group: 0))
    }
}
