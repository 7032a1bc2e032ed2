import ScrollSim

extension ScenarioDecoder {
    /// `"reactions": [{"when": pattern, "do": action or [action, …], "times": n}]`
    /// (`docs/scenario-format.md`, "Reactions").
    ///
    /// `when` is an event pattern as in `expect`, plus two conditions:
    /// `element.fromEnd` (a display event's item counted from the end of
    /// its section when the event happens) and `contentOffset` (per-axis
    /// `atLeast` / `atMost` bounds). An action is an instant step, with an
    /// optional `"after": seconds`. `times` is how many times the reaction
    /// may fire: a count (default 1) or `"always"`.
    static func reactions(_ values: [FieldValue], at path: String) throws(InputError) -> [Reaction] {
        try values.enumerated().map { index, value throws(InputError) in
            try reaction(value, at: "\(path)[\(index)]")
        }
    }

    private static func reaction(_ value: FieldValue, at path: String) throws(InputError) -> Reaction {
        let reader = try KeyedReader<Format.Reaction>(value, at: path)
        let trigger = try self.trigger(reader.required(.when), at: reader.path(of: .when))
        var actionValues: [FieldValue]
        switch try reader.required(.do) {
        case .array(let values): actionValues = values
        case let single: actionValues = [single]
        }
        guard !actionValues.isEmpty else {
            throw InputError(location: .path(reader.path(of: .do)), message: "a reaction needs at least one action")
        }
        let actions = try actionValues.enumerated().map { index, value throws(InputError) in
            try action(value, at: "\(reader.path(of: .do))[\(index)]")
        }
        var times: Int?
        if case .string(let word)? = reader[.times] {
            guard word == Format.Reaction.always else {
                throw InputError(location: .path(reader.path(of: .times)), message: "expected a count or \"always\", found \"\(word)\"")
            }
            times = nil
        } else {
            times = try reader.object.int(Format.Reaction.times.rawValue, in: Format.Reaction.timesRange) ?? Format.Reaction.defaultTimes
        }
        return Reaction(when: trigger, actions: actions, times: times)
    }

    private static func trigger(_ value: FieldValue, at path: String) throws(InputError) -> Reaction.Trigger {
        guard case .object(var pairs) = value else {
            throw InputError(location: .path(path), message: "expected an event pattern object, found \(value.typeName)")
        }
        if let reserved = pairs.first(where: { ExpectationPattern.reservedKeys.contains($0.0) }) {
            throw InputError(location: .path(JSONPath.appending(reserved.0, to: path)),
                             message: "a reaction's \"when\" fires on each matching event: it takes no \"\(reserved.0)\"")
        }
        var trigger = Reaction.Trigger(pattern: .object([]))
        if let index = pairs.firstIndex(where: { $0.0 == Format.Trigger.contentOffset }) {
            trigger.contentOffset = try offsetCondition(pairs[index].1, at: JSONPath.appending(Format.Trigger.contentOffset, to: path))
            pairs.remove(at: index)
        }
        if let index = pairs.firstIndex(where: { $0.0 == Format.Trigger.element }), case .object(var element) = pairs[index].1,
           let fromEnd = element.firstIndex(where: { $0.0 == Format.Trigger.fromEnd })
        {
            let elementPath = JSONPath.appending(Format.Trigger.element, to: path)
            trigger.itemFromEnd = try ObjectReader.integer(
                element[fromEnd].1, at: JSONPath.appending(Format.Trigger.fromEnd, to: elementPath), in: Limits.index)
            element.remove(at: fromEnd)
            pairs[index].1 = .object(element)
        }
        trigger.pattern = .object(pairs)
        try checkPattern(trigger.pattern, at: path)
        return trigger
    }

    private static func offsetCondition(_ value: FieldValue, at path: String) throws(InputError) -> Reaction.OffsetCondition {
        let reader = try KeyedReader<Format.OffsetCondition>(value, at: path)
        func bound(_ key: Format.OffsetCondition) throws(InputError) -> Reaction.Bound? {
            guard let bound = try reader.object(key, keys: Format.OffsetBound.self) else { return nil }
            return Reaction.Bound(atLeast: try bound.double(.atLeast), atMost: try bound.double(.atMost))
        }
        return Reaction.OffsetCondition(x: try bound(.x), y: try bound(.y))
    }

    /// `{"insertItems": {…}}` or `{"after": 1.5, "setContentInset": {…}}`.
    private static func action(_ value: FieldValue, at path: String) throws(InputError) -> Reaction.Action {
        guard case .object(var pairs) = value else {
            throw InputError(location: .path(path), message: "expected an action: a step object, optionally with \"after\"")
        }
        var after = 0.0
        if let index = pairs.firstIndex(where: { $0.0 == Format.Trigger.after }) {
            after = try ObjectReader.number(pairs[index].1, at: JSONPath.appending(Format.Trigger.after, to: path), in: Limits.waitSeconds)
            pairs.remove(at: index)
        }
        let step = dynamicEnds(try self.step(.object(pairs), at: path))
        guard step.isInstant else {
            throw InputError(location: .path(JSONPath.appending(step.action, to: path)),
                             message: "\(step.action) takes time and cannot be a reaction's action; use an instant step (e.g. insertItems, scrollTo, setContentInset)")
        }
        return Reaction.Action(after: after, step: step)
    }
}
