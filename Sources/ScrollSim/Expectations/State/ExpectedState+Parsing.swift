// A state entry's JSON form, parsed in the core as patterns are, so that
// the scenario decoder, the schema test and Swift users share one reading.
extension ExpectedState {
    /// The expectation a `state` entry writes (its `"after"` is read by
    /// `StateExpectation`).
    ///
    /// - Throws: `PatternError` with the place inside the entry.
    public init(parsing value: FieldValue) throws(PatternError) {
        guard case .object(let pairs) = value else {
            throw PatternError(place: "", message: "expected a state object")
        }
        self.init()
        for (key, inner) in pairs {
            guard let name = Key(rawValue: key) else {
                var message = "unknown state field \"\(key)\"; expected one of \(Self.keys.map { "\"\($0)\"" }.joined(separator: ", "))"
                if let near = Spelling.nearest(to: key, among: Self.keys) { message += "; did you mean \"\(near)\"?" }
                throw PatternError(place: ".\(key)", message: message)
            }
            switch name {
            case .after:
                continue
            case .offset:
                offset = try Self.bounds(inner, keys: Self.pointKeys, at: ".offset")
            case .contentSize:
                contentSize = try Self.bounds(inner, keys: Self.sizeKeys, at: ".contentSize")
            case .contentInset:
                contentInset = try Self.bounds(inner, keys: Self.insetKeys, at: ".contentInset")
            case .displayed:
                try parseDisplayed(inner)
            case .pinned:
                pinned = try Self.sections(inner, at: ".pinned")
            case .sectionOffsets:
                guard case .object(let sections) = inner else {
                    throw PatternError(place: ".sectionOffsets", message: "expected an object of section numbers, such as {\"2\": {\"x\": 300}}")
                }
                for (name, offsets) in sections {
                    guard let section = Int(name), section >= 0, String(section) == name else {
                        throw PatternError(place: ".sectionOffsets.\(name)", message: "a key here is a section number (0, 1, …), not \"\(name)\"")
                    }
                    sectionOffsets[section] = try Self.bounds(offsets, keys: Self.pointKeys, at: ".sectionOffsets.\(name)")
                }
            }
        }
    }

    private mutating func parseDisplayed(_ value: FieldValue) throws(PatternError) {
        guard case .object(let pairs) = value, !pairs.isEmpty else {
            throw PatternError(place: ".displayed", message: "expected {\"items\": [[section, item], …]} or {\"count\": bound}")
        }
        for (key, inner) in pairs {
            guard let name = DisplayedKey(rawValue: key) else {
                throw PatternError(place: ".displayed.\(key)", message: "\"displayed\" has \"items\" and \"count\", not \"\(key)\"")
            }
            switch name {
            case .items:
                guard case .array(let elements) = inner else {
                    throw PatternError(place: ".displayed.items", message: "expected an array of [section, item] pairs")
                }
                var items = Set<IndexPath>()
                for (index, element) in elements.enumerated() {
                    guard case .array(let pair) = element, pair.count == 2,
                          let section = Self.integer(pair[0]), let item = Self.integer(pair[1])
                    else {
                        throw PatternError(place: ".displayed.items[\(index)]", message: "expected [section, item], two integers of at least 0")
                    }
                    items.insert(IndexPath(item: item, section: section))
                }
                displayedItems = items
            case .count:
                displayedCount = try Self.bound(inner, at: ".displayed.count")
            }
        }
    }

    private static func integer(_ value: FieldValue) -> Int? {
        switch value {
        case .int(let i) where i >= 0: i
        case .double(let d) where d >= 0 && d == d.rounded() && d < 1e15: Int(d)
        default: nil
        }
    }

    private static func sections(_ value: FieldValue, at place: String) throws(PatternError) -> Set<Int> {
        guard case .array(let elements) = value else {
            throw PatternError(place: place, message: "expected an array of section numbers")
        }
        var result = Set<Int>()
        for (index, element) in elements.enumerated() {
            guard let section = integer(element) else {
                throw PatternError(place: "\(place)[\(index)]", message: "expected a section number, an integer of at least 0")
            }
            result.insert(section)
        }
        return result
    }

    private static func bounds(_ value: FieldValue, keys: [String], at place: String) throws(PatternError) -> [String: NumericBound] {
        guard case .object(let pairs) = value, !pairs.isEmpty else {
            throw PatternError(place: place, message: "expected an object with \(keys.map { "\"\($0)\"" }.joined(separator: ", ")), each a number or a bound")
        }
        var result: [String: NumericBound] = [:]
        for (key, inner) in pairs {
            guard keys.contains(key) else {
                var message = "unknown key \"\(key)\"; expected \(keys.map { "\"\($0)\"" }.joined(separator: ", "))"
                if let near = Spelling.nearest(to: key, among: keys) { message += "; did you mean \"\(near)\"?" }
                throw PatternError(place: "\(place).\(key)", message: message)
            }
            result[key] = try bound(inner, at: "\(place).\(key)")
        }
        return result
    }

    /// A plain number (exact) or a bound object.
    private static func bound(_ value: FieldValue, at place: String) throws(PatternError) -> NumericBound {
        if let number = value.number {
            guard number.isFinite else { throw PatternError(place: place, message: "expected a finite number") }
            return .approx(number, within: 0)
        }
        if let problem = NumericBound.problem(in: value) { throw PatternError(place: place, message: problem) }
        guard let bound = NumericBound(pattern: value) else {
            throw PatternError(place: place, message: "expected a number or a bound: {\"atLeast\": A, \"atMost\": B} or {\"approx\": V, \"within\": T}")
        }
        return bound
    }

    // MARK: - Writing

    /// The entry's fields as a scenario writes them (without `"after"`).
    public var fields: [(String, FieldValue)] {
        var pairs: [(String, FieldValue)] = []
        func object(_ bounds: [String: NumericBound], keys: [String]) -> FieldValue {
            .object(keys.compactMap { key in bounds[key].map { (key, Self.value($0)) } })
        }
        if let offset { pairs.append((Key.offset.rawValue, object(offset, keys: Self.pointKeys))) }
        if let contentSize { pairs.append((Key.contentSize.rawValue, object(contentSize, keys: Self.sizeKeys))) }
        if let contentInset { pairs.append((Key.contentInset.rawValue, object(contentInset, keys: Self.insetKeys))) }
        if displayedItems != nil || displayedCount != nil {
            var displayed: [(String, FieldValue)] = []
            if let displayedItems {
                displayed.append((DisplayedKey.items.rawValue, .array(displayedItems.sorted().map { .array([.int($0.section), .int($0.item)]) })))
            }
            if let displayedCount { displayed.append((DisplayedKey.count.rawValue, Self.value(displayedCount))) }
            pairs.append((Key.displayed.rawValue, .object(displayed)))
        }
        if let pinned { pairs.append((Key.pinned.rawValue, .array(pinned.sorted().map { .int($0) }))) }
        if !sectionOffsets.isEmpty {
            pairs.append((Key.sectionOffsets.rawValue, .object(sectionOffsets.keys.sorted().map { section in
                (String(section), object(sectionOffsets[section] ?? [:], keys: Self.pointKeys))
            })))
        }
        return pairs
    }

    private static func value(_ bound: NumericBound) -> FieldValue {
        switch bound {
        case .approx(let value, 0): .double(value)
        case .approx(let value, let tolerance): .approx(value, within: tolerance)
        case .range(let low, let high): .between(low, high)
        }
    }
}
