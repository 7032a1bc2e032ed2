import ScrollSim
import ScrollSimJSON

/// The layout document `scrollsim layout` prints (the command reference in `README.md`):
/// `{"contentSize":{…},"elements":[{"kind","section","item","frame","zIndex","extras"?}…]}`,
/// elements in canonical order.
package enum LayoutDocument {
    /// The layout of `scenario`: every element of positive area at its
    /// natural position, or, with `afterStep`, the elements displayed once
    /// that step (0-based) has run, sticky headers and paging applied.
    /// With `rect`, only the elements intersecting it (after a step, the
    /// layout is queried with `rect` instead of the visible rect).
    ///
    /// - Throws: `InputError` when `afterStep` names no step or a step
    ///   cannot run.
    package static func make(for scenario: Scenario, afterStep: Int? = nil, rect: Rect? = nil) throws(InputError) -> FieldValue {
        let (contentSize, elements) = try layout(of: scenario, afterStep: afterStep, rect: rect)
        return document(contentSize: contentSize, elements: elements)
    }

    /// Writes the same document as `make` to `output`, one element at a
    /// time, so that its size in memory is the layout's attributes only,
    /// not a tree of the whole document (10M items print in bounded
    /// memory). The bytes are exactly `JSONWriter.string(make(…))` and a
    /// newline.
    package static func write(
        for scenario: Scenario, afterStep: Int? = nil, rect: Rect? = nil, to output: OutputFile
    ) throws(InputError) {
        // Every element is checked as `run` checks a layout's answers
        // before a byte is written: standard output is written in place, so
        // an error found half way would leave half a document there.
        if afterStep == nil && rect == nil {
            // The whole layout: checked in a first pass and written in a
            // second, each element as the layout makes it, so memory is the
            // layout's own geometry, whatever the count.
            let layout = prepared(scenario)
            if let problem = LayoutAnswerValidator.problem(ofContentSize: layout.contentSize) {
                throw refusal(layout, .contentSize, nil, problem)
            }
            if let (element, problem) = firstProblem(ofAllElementsOf: layout, data: scenario.data) {
                throw refusal(layout, .allElements, element, problem)
            }
            output.write("{\"contentSize\":\(JSONWriter.string(FieldValue(layout.contentSize))),\"elements\":[")
            var first = true
            layout.forEachLayoutAttributesForAllElements { attributes in
                guard !attributes.frame.isEmpty else { return }
                if !first { output.write(",") }
                first = false
                output.write(JSONWriter.string(element(attributes)))
            }
            output.write("]}\n")
            return
        }
        let (contentSize, elements) = try layout(of: scenario, afterStep: afterStep, rect: rect)
        output.write("{\"contentSize\":\(JSONWriter.string(FieldValue(contentSize))),\"elements\":[")
        for (index, attributes) in elements.enumerated() {
            if index > 0 { output.write(",") }
            output.write(JSONWriter.string(element(attributes)))
        }
        output.write("]}\n")
    }

    /// The first element of `layout`'s whole answer that `run` would
    /// refuse (a frame that is not finite, an index path out of range, an
    /// element twice), or `nil`.
    ///
    /// - Complexity: O(n) for a layout that answers in canonical order, and
    ///   no memory beyond one element; O(n log n) and a list of the
    ///   elements otherwise, to find duplicates.
    private static func firstProblem(
        ofAllElementsOf layout: any CollectionViewLayout, data: CollectionData
    ) -> (ElementID?, LayoutAnswerProblem)? {
        var found: (ElementID?, LayoutAnswerProblem)?
        var previous: ElementID?, increasing = true
        layout.forEachLayoutAttributesForAllElements { attributes in
            guard found == nil else { return }
            if let problem = LayoutAnswerValidator.problem(of: attributes, data: data) {
                found = (attributes.element, problem)
                return
            }
            if let previous, !(previous < attributes.element) { increasing = false }
            previous = attributes.element
        }
        if found != nil || increasing { return found }
        var elements: [ElementID] = []
        layout.forEachLayoutAttributesForAllElements { elements.append($0.element) }
        elements.sort()
        for index in elements.indices.dropFirst() where elements[index] == elements[index - 1] {
            return (elements[index], .duplicate)
        }
        return nil
    }

    private static func layout(
        of scenario: Scenario, afterStep: Int?, rect: Rect?
    ) throws(InputError) -> (contentSize: Size, elements: [LayoutAttributes]) {
        let layout: any CollectionViewLayout
        var elements: [LayoutAttributes]
        if let afterStep {
            guard scenario.steps.indices.contains(afterStep) else {
                throw InputError(message: "--after-step \(afterStep): the scenario has \(scenario.steps.count) steps, numbered from 0")
            }
            let simulator = Simulator(scenario: scenario) { _ in }
            simulator.start()
            do {
                try simulator.perform(Array(scenario.steps[...afterStep]))
            } catch {
                throw InputError(error)
            }
            layout = simulator.layout
            let query = rect ?? simulator.visibleRect
            elements = try checked(layout.layoutAttributesForElements(in: query), of: layout, .elements(in: query), scenario)
                .filter { $0.frame.intersects(query) }
            elements.sort { $0.element < $1.element }
        } else {
            layout = prepared(scenario)
            if let rect {
                // The natural answer may leave out what does not intersect
                // (a NaN frame never does): the answer `run` would get for
                // the rect is checked too.
                _ = try checked(layout.layoutAttributesForElements(in: rect), of: layout, .elements(in: rect), scenario)
                elements = try checked(layout.naturalLayoutAttributesForElements(in: rect), of: layout, .elements(in: rect), scenario)
                    .filter { !$0.frame.isEmpty && $0.frame.intersects(rect) }
            } else {
                elements = try checked(layout.layoutAttributesForAllElements(), of: layout, .allElements, scenario)
                    .filter { !$0.frame.isEmpty }
            }
        }
        return (layout.contentSize, elements)
    }

    /// `answer`, when `run` would accept it (no count budget: the command
    /// prints whole layouts).
    private static func checked(
        _ answer: [LayoutAttributes], of layout: any CollectionViewLayout, _ query: LayoutQuery, _ scenario: Scenario
    ) throws(InputError) -> [LayoutAttributes] {
        if let problem = LayoutAnswerValidator.problem(ofContentSize: layout.contentSize) {
            throw refusal(layout, .contentSize, nil, problem)
        }
        if let (element, problem) = LayoutAnswerValidator.preparedProblem(of: layout) {
            throw refusal(layout, query, element, problem)
        }
        if let (element, problem) = LayoutAnswerValidator(maximumElements: .max).problem(in: answer, data: scenario.data) {
            throw refusal(layout, query, element, problem)
        }
        return answer
    }

    private static func refusal(
        _ layout: any CollectionViewLayout, _ query: LayoutQuery, _ element: ElementID?, _ problem: LayoutAnswerProblem
    ) -> InputError {
        let violation = LayoutAnswerViolation(
            layout: LayoutAnswerValidator.name(of: layout), query: query, element: element, problem: problem)
        return InputError(SimulationError(origin: .call, reason: .invalidLayoutAnswer(violation)))
    }

    /// The scenario's layout, prepared for its viewport at the initial offset.
    private static func prepared(_ scenario: Scenario) -> any CollectionViewLayout {
        let layout = scenario.layout.makeLayout()
        let bounds = Rect(x: -scenario.contentInset.left, y: -scenario.contentInset.top,
                          width: scenario.viewport.width, height: scenario.viewport.height)
        layout.prepare(in: LayoutContext(bounds: bounds, contentInset: scenario.contentInset, data: scenario.data))
        return layout
    }

    /// The document for `elements`, which must be in canonical order.
    package static func document(contentSize: Size, elements: [LayoutAttributes]) -> FieldValue {
        .object([("contentSize", FieldValue(contentSize)), ("elements", .array(elements.map(element)))])
    }

    /// One element of the document.
    static func element(_ attributes: LayoutAttributes) -> FieldValue {
        var pairs: [(String, FieldValue)] = [
            ("kind", .string(attributes.element.kind.rawValue)),
            ("section", .int(attributes.element.section)),
            ("item", .int(attributes.element.item)),
            ("frame", FieldValue(attributes.frame)),
            ("zIndex", .int(attributes.zIndex)),
        ]
        // Extras in key order, so the output is the same every run.
        if !attributes.extras.isEmpty {
            pairs.append(("extras", .object(attributes.extras.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })))
        }
        return .object(pairs)
    }
}
