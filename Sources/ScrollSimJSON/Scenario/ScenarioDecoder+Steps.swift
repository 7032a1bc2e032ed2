import ScrollSim

extension ScenarioDecoder {
    /// Every step action of SPEC §4.
    static let stepActions = [
        "drag", "fling", "scrollTo", "scrollToItem", "wait", "settle", "swipePage", "setPagingOffset",
        "setStickyHeaders", "setStackedStickyHeaders", "setViewport", "insertItems", "deleteItems",
        "insertSections", "deleteSections", "reloadData", "switchLayout",
    ]

    /// A step is an object with exactly one key, its action:
    /// `{"scrollTo": {"y": 500, "animated": true}}`, `{"wait": 0.5}`.
    static func step(_ value: FieldValue, at path: String) throws(InputError) -> Step {
        guard case .object(let pairs) = value, pairs.count == 1, let (action, argument) = pairs.first else {
            throw InputError(location: .path(path),
                             message: "expected a step: an object with exactly one key, the action (e.g. {\"wait\": 0.5})")
        }
        let actionPath = JSONPath.appending(action, to: path)
        guard stepActions.contains(action) else {
            var message = "unknown step \"\(action)\""
            if let suggestion = Spelling.nearest(to: action, among: stepActions) { message += "; did you mean \"\(suggestion)\"?" }
            throw InputError(location: .path(actionPath), message: message)
        }
        switch action {
        case "scrollTo":
            let reader = try ObjectReader(argument, at: actionPath, keys: ["x", "y", "animated"])
            return .scrollTo(
                x: try reader.double("x", in: Limits.offset),
                y: try reader.double("y", in: Limits.offset),
                animated: try reader.bool("animated") ?? false
            )
        case "wait":
            return .wait(seconds: try ObjectReader.number(argument, at: actionPath, in: Limits.waitSeconds))
        default:
            throw InputError(location: .path(actionPath), message: "step \"\(action)\" is not supported yet")
        }
    }
}
