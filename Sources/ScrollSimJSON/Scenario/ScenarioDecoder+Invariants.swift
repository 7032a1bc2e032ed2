import ScrollSim

extension ScenarioDecoder {
    /// `"invariants": [{"noOverlap": "pinnedHeaders"}, {"restingOffsetMultipleOf": {"x": 375}}, …]`
    /// (`docs/scenario-format.md`, "Invariants"): each an object with one
    /// key, the invariant's name.
    static func invariants(_ values: [FieldValue], at path: String) throws(InputError) -> [Invariant] {
        try values.enumerated().map { index, value throws(InputError) in
            try invariant(value, at: "\(path)[\(index)]")
        }
    }

    static func invariant(_ value: FieldValue, at path: String) throws(InputError) -> Invariant {
        guard case .object(let pairs) = value, pairs.count == 1, let (name, argument) = pairs.first else {
            throw InputError(location: .path(path),
                             message: "expected an invariant: an object with exactly one key, its name (e.g. {\"noOverlap\": \"pinnedHeaders\"})")
        }
        let namePath = JSONPath.appending(name, to: path)
        guard let invariantName = Invariant.Name(rawValue: name) else {
            var message = "unknown invariant \"\(name)\""
            if let suggestion = Spelling.nearest(to: name, among: Invariant.names) { message += "; did you mean \"\(suggestion)\"?" }
            throw InputError(location: .path(namePath), message: message)
        }
        /// An invariant without options: its argument is `true`.
        func switchedOn(_ invariant: Invariant) throws(InputError) -> Invariant {
            guard case .bool(true) = argument else {
                throw InputError(location: .path(namePath), message: "expected true, found \(JSONWriter.string(argument))")
            }
            return invariant
        }
        switch invariantName {
        case .noOverlap:
            let kinds = Invariant.OverlapKind.allCases.map(\.rawValue)
            guard case .string(let kind) = argument, let overlap = Invariant.OverlapKind(rawValue: kind) else {
                var message = "expected one of \(kinds.map { "\"\($0)\"" }.joined(separator: ", ")), found \(JSONWriter.string(argument))"
                if case .string(let kind) = argument, let suggestion = Spelling.nearest(to: kind, among: kinds) {
                    message += "; did you mean \"\(suggestion)\"?"
                }
                throw InputError(location: .path(namePath), message: message)
            }
            return .noOverlap(overlap)
        case .restingOffsetMultipleOf:
            let reader = try KeyedReader<Format.RestingOffset>(argument, at: namePath)
            let x = try reader.double(.x)
            let y = try reader.double(.y)
            guard x != nil || y != nil else {
                throw InputError(location: .path(namePath), message: "give \"x\", \"y\" or both")
            }
            return .restingOffsetMultipleOf(x: x, y: y)
        case .displayedAtMostOnce: return try switchedOn(.displayedAtMostOnce)
        case .denseSeq: return try switchedOn(.denseSeq)
        case .offsetInRange: return try switchedOn(.offsetInRange)
        case .displayedMatchesLayout: return try switchedOn(.displayedMatchesLayout)
        case .layoutConformance: return try switchedOn(.layoutConformance)
        }
    }

    /// The schema of each invariant's argument, by its name (`ScenarioSchema`).
    static func invariantArgument(_ name: Invariant.Name) -> FieldValue {
        switch name {
        case .noOverlap: ["enum": .array(Invariant.OverlapKind.allCases.map { .string($0.rawValue) })]
        case .restingOffsetMultipleOf: ScenarioSchema.schema(of: .object(Format.RestingOffset.self))
        case .displayedAtMostOnce, .denseSeq, .offsetInRange, .displayedMatchesLayout, .layoutConformance: ["const": true]
        }
    }

    /// `"explore": {"steps": [...], "items": [...], "viewports": [...], "contentInsets": [...], "layouts": [...]}`
    /// (`docs/explore.md`, "The explore object").
    static func exploration(_ reader: KeyedReader<Format.Explore>) throws(InputError) -> ExplorationSpace {
        var space = ExplorationSpace()
        if let steps = try reader.array(.steps) {
            space.steps = try steps.enumerated().map { index, value throws(InputError) in
                let path = "\(reader.path(of: .steps))[\(index)]"
                guard case .string(let kind) = value, ExplorationSpace.stepKinds.contains(kind) else {
                    var message = "unknown step kind \(JSONWriter.string(value))"
                    if case .string(let kind) = value, let suggestion = Spelling.nearest(to: kind, among: ExplorationSpace.stepKinds) {
                        message += "; did you mean \"\(suggestion)\"?"
                    }
                    throw InputError(location: .path(path), message: message)
                }
                return kind
            }
        }
        if let items = try reader.array(.items) {
            space.items = try items.enumerated().map { index, item throws(InputError) in
                try itemSpec(item, at: "\(reader.path(of: .items))[\(index)]")
            }
        }
        if let viewports = try reader.array(.viewports) {
            space.viewports = try viewports.enumerated().map { index, value throws(InputError) in
                try size(value, at: "\(reader.path(of: .viewports))[\(index)]", in: Limits.viewport)
            }
        }
        if let insets = try reader.array(.contentInsets) {
            space.contentInsets = try insets.enumerated().map { index, value throws(InputError) in
                try edgeInsets(value, at: "\(reader.path(of: .contentInsets))[\(index)]", in: Limits.contentInset)
            }
        }
        if let layouts = try reader.array(.layouts) {
            space.layouts = try layouts.enumerated().map { index, value throws(InputError) in
                try layout(value, at: "\(reader.path(of: .layouts))[\(index)]")
            }
        }
        return space
    }
}
