import ScrollSim
import ScrollSimJSON

/// Steps as Swift source: `try simulator.perform(.fling(velocity: Point(x: 0, y: 2000)))`.
enum SwiftStepText {
    /// One line per step.
    static func lines(_ steps: [Step]) -> [String] {
        steps.map { step in
            expression(step).map { "try simulator.perform(\($0))" }
                ?? "// \(JSONWriter.string(ScenarioEncoder.step(step))): no short Swift form; see the scenario"
        }
    }

    static func expression(_ step: Step) -> String? {
        switch step {
        case .drag(let translation, let duration, let release, let start):
            return ".drag(translation: \(point(translation)), duration: \(number(duration)), release: .\(release.rawValue)\(startText(start)))"
        case .fling(let velocity, let start):
            return ".fling(velocity: \(point(velocity))\(startText(start)))"
        case .scrollTo(let x, let y, let animated):
            return ".scrollTo(x: \(x.map(number) ?? "nil"), y: \(y.map(number) ?? "nil"), animated: \(animated))"
        case .scrollToItem(let path, let position, let animated):
            return ".scrollToItem(IndexPath(item: \(path.item), section: \(path.section)), position: .\(position.rawValue), animated: \(animated))"
        case .scrollToTop:
            return ".scrollToTop"
        case .wait(let seconds):
            return ".wait(seconds: \(number(seconds)))"
        case .settle(let maxSeconds):
            return ".settle(maxSeconds: \(number(maxSeconds)))"
        case .swipePage(let direction, let duration):
            return ".swipePage(direction: .\(direction.rawValue), duration: \(number(duration)))"
        case .setPagingOffset(let offset, let animated):
            return ".setPagingOffset(\(point(offset)), animated: \(animated))"
        case .setStickyHeaders(let add, let remove, let removeAll):
            return ".setStickyHeaders(add: \(add), remove: \(remove), removeAll: \(removeAll))"
        case .setStackedStickyHeaders(let stacked):
            return ".setStackedStickyHeaders(\(stacked))"
        case .setViewport(let size):
            return ".setViewport(Size(width: \(number(size.width)), height: \(number(size.height))))"
        case .setContentInset(let inset):
            return ".setContentInset(EdgeInsets(top: \(number(inset.top)), left: \(number(inset.left)), bottom: \(number(inset.bottom)), right: \(number(inset.right))))"
        case .insertItems(let section, let at, let items):
            return ".insertItems(section: \(section), at: \(at), items: [\(items.map(item).joined(separator: ", "))])"
        case .deleteItems(let section, let items):
            return ".deleteItems(section: \(section), items: \(items))"
        case .deleteSections(let sections):
            return ".deleteSections(\(sections))"
        case .reloadData(nil):
            return ".reloadData(nil)"
        case .insertSections, .reloadData, .switchLayout, .apply:
            // Sections and layouts have no short Swift form: the JSON says it.
            return nil
        }
    }

    private static func number(_ value: Double) -> String { JSONNumberFormat.text(value) }

    private static func point(_ point: Point) -> String { "Point(x: \(number(point.x)), y: \(number(point.y)))" }

    private static func startText(_ start: Step.GestureStart?) -> String {
        switch start {
        case nil: ""
        case .point(let at)?: ", start: .point(\(point(at)))"
        case .section(let section)?: ", start: .section(\(section))"
        }
    }

    private static func item(_ item: ItemSpec) -> String {
        var arguments: [String] = []
        if let width = item.width { arguments.append("width: \(number(width))") }
        if let height = item.height { arguments.append("height: \(number(height))") }
        if let text = item.text { arguments.append("text: \(text.debugDescription)") }
        return "ItemSpec(\(arguments.joined(separator: ", ")))"
    }
}
