/// A layout that knows, once prepared, that it cannot place items it was
/// given: a compositional section whose custom group's provider returned
/// no frames. Every checked answer (`Simulator`, `scrollsim layout`) asks
/// it first, so the run stops with the usual located error instead of the
/// section silently showing nothing.
package protocol PreparedLayoutProblemReporting: AnyObject {
    /// The first such problem of the last `prepare(in:)`, with the element
    /// it leaves without a frame; `nil` when there is none.
    var preparedProblem: (element: ElementID, problem: LayoutAnswerProblem)? { get }
}

extension LayoutAnswerValidator {
    /// The problem `layout` reports about its own preparation, if it
    /// reports any.
    package static func preparedProblem(of layout: any CollectionViewLayout) -> (element: ElementID, problem: LayoutAnswerProblem)? {
        (layout as? any PreparedLayoutProblemReporting)?.preparedProblem
    }
}
