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
        let (contentSize, elements) = try layout(of: scenario, afterStep: afterStep, rect: rect)
        output.write("{\"contentSize\":\(JSONWriter.string(FieldValue(contentSize))),\"elements\":[")
        for (index, attributes) in elements.enumerated() {
            if index > 0 { output.write(",") }
            output.write(JSONWriter.string(element(attributes)))
        }
        output.write("]}\n")
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
            elements = layout.layoutAttributesForElements(in: query).filter { $0.frame.intersects(query) }
            elements.sort { $0.element < $1.element }
        } else {
            layout = scenario.layout.makeLayout()
            let bounds = Rect(x: -scenario.contentInset.left, y: -scenario.contentInset.top,
                              width: scenario.viewport.width, height: scenario.viewport.height)
            layout.prepare(in: LayoutContext(bounds: bounds, contentInset: scenario.contentInset, data: scenario.data))
            if let rect {
                elements = layout.naturalLayoutAttributesForElements(in: rect)
                    .filter { !$0.frame.isEmpty && $0.frame.intersects(rect) }
            } else {
                elements = layout.layoutAttributesForAllElements().filter { !$0.frame.isEmpty }
            }
        }
        return (layout.contentSize, elements)
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
