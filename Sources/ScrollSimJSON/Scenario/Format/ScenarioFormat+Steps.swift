import ScrollSim

/// The steps: each `Step.Name` and the argument it takes.
extension ScenarioFormat {
    /// What the step named `name` takes as its argument: the one
    /// declaration of the steps, checked by the compiler for every name.
    static func argument(of name: Step.Name) -> KeyType {
        switch name {
        case .drag: .object(Drag.self)
        case .fling: .object(Fling.self)
        case .scrollTo: .object(ScrollTo.self)
        case .scrollToItem: .object(ScrollToItem.self)
        case .scrollToTop: .schema(["type": "object", "additionalProperties": false])
        case .wait: .number(Limits.waitSeconds)
        case .settle: .object(Settle.self)
        case .swipePage: .object(SwipePage.self)
        case .setPagingOffset: .object(SetPagingOffset.self)
        case .setStickyHeaders: .object(SetStickyHeaders.self)
        case .setStackedStickyHeaders: .boolean
        case .setViewport: .size(Limits.viewport)
        case .setContentInset: .insets(Limits.contentInset)
        case .insertItems: .object(InsertItems.self)
        case .deleteItems: .object(DeleteItems.self)
        case .insertSections: .object(InsertSections.self)
        case .deleteSections: .object(DeleteSections.self)
        case .reloadData: .object(ReloadData.self)
        case .switchLayout: .object(SwitchLayout.self)
        case .apply: .object(Apply.self)
        }
    }

    /// Where a gesture touches down, as its `at` and `section` keys state it.
    private static let atSummary = "where the finger touches down, viewport coordinates (default the origin); not with section"
    private static let sectionSummary = "touch down in the middle of this orthogonal section's band on screen; not with at"
    private static let atOrSection: [(String, FieldValue)] = [("not", ["required": ["at", "section"]])]

    enum Drag: String, FormatKey {
        case by, duration, release, at, section

        static let definitionName = "drag"
        static var constraints: [(String, FieldValue)] { atOrSection }

        var spec: KeySpec {
            switch self {
            case .by: KeySpec(.point(Limits.offset), required: true)
            case .duration: KeySpec(.number(Limits.gestureDuration), required: true)
            case .release: KeySpec(.choice(Step.Release.self), default: .string(Step.Release.natural.rawValue))
            case .at: KeySpec(.point(Limits.offset), atSummary)
            case .section: KeySpec(.integer(Limits.index), sectionSummary)
            }
        }
    }

    enum Fling: String, FormatKey {
        case velocity, at, section

        static let definitionName = "fling"
        static var constraints: [(String, FieldValue)] { atOrSection }

        var spec: KeySpec {
            switch self {
            case .velocity: KeySpec(.point(Limits.velocity), required: true)
            case .at: KeySpec(.point(Limits.offset), atSummary)
            case .section: KeySpec(.integer(Limits.index), sectionSummary)
            }
        }
    }

    enum ScrollTo: String, FormatKey {
        case x, y, animated

        static let definitionName = "scrollTo"

        var spec: KeySpec {
            switch self {
            case .x, .y: KeySpec(.number(Limits.offset))
            case .animated: KeySpec(.boolean, default: false)
            }
        }
    }

    enum ScrollToItem: String, FormatKey {
        case section, item, position, animated

        static let definitionName = "scrollToItem"

        var spec: KeySpec {
            switch self {
            case .section, .item: KeySpec(.integer(Limits.index), required: true)
            case .position: KeySpec(.choice(Step.ScrollPosition.self), default: .string(Step.ScrollPosition.top.rawValue))
            case .animated: KeySpec(.boolean, default: false)
            }
        }
    }

    enum Settle: String, FormatKey {
        case maxSeconds

        static let definitionName = "settle"

        var spec: KeySpec { KeySpec(.number(Limits.settleSeconds), default: 60) }
    }

    enum SwipePage: String, FormatKey {
        case direction, duration

        static let definitionName = "swipePage"

        var spec: KeySpec {
            switch self {
            case .direction: KeySpec(.choice(Step.SwipeDirection.self), required: true)
            case .duration: KeySpec(.number(Limits.gestureDuration), default: 0.3)
            }
        }
    }

    enum SetPagingOffset: String, FormatKey {
        case x, y, animated

        static let definitionName = "setPagingOffset"

        var spec: KeySpec {
            switch self {
            case .x, .y: KeySpec(.number(Limits.offset), default: 0)
            case .animated: KeySpec(.boolean, default: false)
            }
        }
    }

    enum SetStickyHeaders: String, FormatKey {
        case add, remove, removeAll

        static let definitionName = "setStickyHeaders"
        static let constraints: [(String, FieldValue)] = [("minProperties", 1)]

        var spec: KeySpec {
            switch self {
            case .add, .remove: KeySpec(.indices)
            case .removeAll: KeySpec(.boolean, default: false)
            }
        }
    }

    enum InsertItems: String, FormatKey {
        case section, at, items, count, size

        static let definitionName = "insertItems"
        static let constraints: [(String, FieldValue)] = [
            ("oneOf", [["required": ["items"], "not": ["anyOf": [["required": ["count"]], ["required": ["size"]]]]],
                       ["required": ["count"], "not": ["required": ["items"]]]]),
        ]

        var spec: KeySpec {
            switch self {
            case .section: KeySpec(.integer(Limits.index), required: true)
            case .at: KeySpec(.integer(Limits.index))
            case .items: KeySpec(.array(.object(Item.self)))
            case .count: KeySpec(.integer(1...Limits.indicesPerStep))
            case .size: KeySpec(.size(Limits.length))
            }
        }
    }

    enum DeleteItems: String, FormatKey {
        case section, items

        static let definitionName = "deleteItems"

        var spec: KeySpec {
            switch self {
            case .section: KeySpec(.integer(Limits.index), required: true)
            case .items: KeySpec(.indices, required: true)
            }
        }
    }

    enum InsertSections: String, FormatKey {
        case at, sections

        static let definitionName = "insertSections"

        var spec: KeySpec {
            switch self {
            case .at: KeySpec(.integer(Limits.index))
            case .sections: KeySpec(.array(.object(Section.self)), required: true)
            }
        }
    }

    enum DeleteSections: String, FormatKey {
        case sections

        static let definitionName = "deleteSections"

        var spec: KeySpec { KeySpec(.indices, required: true) }
    }

    enum ReloadData: String, FormatKey {
        case sections

        static let definitionName = "reloadData"

        var spec: KeySpec { KeySpec(.array(.object(Section.self))) }
    }

    enum SwitchLayout: String, FormatKey {
        case layout, animated

        static let definitionName = "switchLayout"

        var spec: KeySpec {
            switch self {
            case .layout: KeySpec(.schema(ScenarioSchema.reference("layout")), required: true)
            case .animated: KeySpec(.boolean, default: false)
            }
        }
    }

    /// `apply`: a diffable data source's snapshot.
    enum Apply: String, FormatKey {
        case sections, reloadSections, reloadItems, reconfigureItems

        static let definitionName = "apply"

        var spec: KeySpec {
            switch self {
            case .sections: KeySpec(.array(.schema(Self.sectionSchema)), required: true)
            case .reloadSections, .reloadItems, .reconfigureItems: KeySpec(.array(.text))
            }
        }

        /// A section of an apply: as in `sections`, with an `id`, and items
        /// that may be identifier strings.
        private static var sectionSchema: FieldValue {
            .object([
                ("type", "object"),
                ("required", [.string(Section.id.rawValue)]),
                ("properties", .object(Section.allCases.map { key in
                    // Objects by reference: stating them here would ask which
                    // objects the schema states in place, while that is worked out.
                    if case .object(let keys) = key.spec.type { return (key.rawValue, ScenarioSchema.reference(keys.definitionName)) }
                    guard key == .items else { return (key.rawValue, ScenarioSchema.schema(of: key.spec)) }
                    let identified: FieldValue = ["allOf": [ScenarioSchema.reference(Item.definitionName)], "required": [.string(Item.id.rawValue)]]
                    return (key.rawValue, ["type": "array", "items": ["anyOf": [["type": "string"], identified]]])
                })),
            ])
        }
    }
}
