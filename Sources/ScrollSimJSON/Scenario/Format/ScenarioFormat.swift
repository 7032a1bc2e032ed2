import ScrollSim

/// The scenario format (`docs/scenario-format.md`), declared once: one
/// `FormatKey` enum per object, whose cases are the object's keys in the
/// order the format lists them. `ScenarioDecoder` reads, `ScenarioEncoder`
/// writes and `ScenarioSchema` states every object from these.
enum ScenarioFormat {
    /// The scenario object.
    enum TopLevel: String, FormatKey {
        case schema = "$schema"
        case name, description, viewport, contentInset, screenScale, frameRate
        case scrollView, layout, sections, log, steps, expect, forbid, reactions, invariants, explore
        case state, skip, expectFailure

        static let definitionName = "scenario"

        var spec: KeySpec {
            switch self {
            case .schema: KeySpec(.text)
            case .name: KeySpec(.string(minLength: 1), "Names the log file (NAME.jsonl); no '/'. Defaults to the file name.")
            case .description: KeySpec(.text, default: "")
            case .viewport: KeySpec(.size(Limits.viewport), required: true)
            case .contentInset: KeySpec(.insets(Limits.contentInset), default: Shape.zeroInsets)
            case .screenScale: KeySpec(.number(Limits.screenScale), default: 3)
            case .frameRate: KeySpec(.number(Limits.frameRate), default: 60)
            case .scrollView: KeySpec(.object(ScrollView.self))
            case .layout: KeySpec(.schema(ScenarioSchema.reference("layout")), required: true)
            case .sections: KeySpec(.array(.object(Section.self)), required: true)
            case .log: KeySpec(.object(LogOptions.Key.self))
            case .steps: KeySpec(.array(.schema(ScenarioSchema.reference("step"))))
            case .expect: KeySpec(.array(.schema(ScenarioSchema.reference("pattern"))))
            case .forbid: KeySpec(.array(.schema(["$ref": "#/$defs/pattern", "not": ["required": ["count"]]])))
            case .reactions: KeySpec(.array(.object(Reaction.self)))
            case .invariants: KeySpec(.array(.schema(ScenarioSchema.reference("invariant"))))
            case .explore: KeySpec(.object(Explore.self))
            case .state:
                KeySpec(.array(.schema(ScenarioSchema.reference("stateEntry"))),
                        "What the collection view must be like after a step, at a tick or at the end (docs/scenario-format.md, State assertions).")
            case .skip:
                KeySpec(.string(minLength: 1), "Why scrollsim run does not run this scenario: reported as skipped (docs/scenario-format.md, Suites).")
            case .expectFailure:
                KeySpec(.string(minLength: 1), "Why this scenario is known to fail: scrollsim run passes it when it fails, and fails it when it passes.")
            }
        }
    }

    /// `scrollView`: the scroll view's settings.
    enum ScrollView: String, FormatKey {
        case pagingEnabled, bounces, decelerationRate, repeatedFlickAcceleration, scrollsToTop
        case prefetchingEnabled, cellPreparationDistance, prefetchDistance, cellRetentionDistance

        static let definitionName = "scrollView"

        var spec: KeySpec {
            // Distances in viewport lengths: 0 (none) to 10 screens.
            let screens = 0.0...10.0
            return switch self {
            case .pagingEnabled: KeySpec(.boolean, default: false)
            case .bounces: KeySpec(.boolean, default: true)
            case .decelerationRate: KeySpec(.choice(["normal", "fast"]), default: "normal")
            case .repeatedFlickAcceleration: KeySpec(.boolean, default: true)
            case .scrollsToTop: KeySpec(.boolean, default: true)
            case .prefetchingEnabled: KeySpec(.boolean, default: true)
            case .cellPreparationDistance: KeySpec(.number(screens), default: 0.25)
            case .prefetchDistance: KeySpec(.number(screens), default: 1)
            case .cellRetentionDistance: KeySpec(.number(screens), default: 0.25)
            }
        }
    }

    /// `explore`: what `scrollsim explore` may do besides scrolling.
    enum Explore: String, FormatKey {
        case steps, items, viewports, contentInsets, layouts

        static let definitionName = "explore"
        static let summary: String? = "What scrollsim explore may do besides scrolling (docs/explore.md); ignored by run."

        var spec: KeySpec {
            switch self {
            case .steps: KeySpec(.array(.choice(ExplorationSpace.stepKinds)))
            case .items: KeySpec(.array(.schema([:])))
            case .viewports: KeySpec(.array(.size(Limits.viewport)))
            case .contentInsets: KeySpec(.array(.insets(Limits.contentInset)))
            case .layouts: KeySpec(.array(.schema(["type": "object", "required": ["type"]])))
            }
        }
    }

    // MARK: - Shapes

    /// `{"width", "height"}`: a size, both required; the range is the
    /// holding key's (`KeyType.size`).
    enum SizeShape: String, FormatKey {
        case width, height

        static let definitionName = "size"

        var spec: KeySpec { KeySpec(.number(-Double.infinity...Double.infinity), required: true) }
    }

    /// `{"x", "y"}`: a point, each 0 when absent; the range is the holding
    /// key's (`KeyType.point`).
    enum PointShape: String, FormatKey {
        case x, y

        static let definitionName = "point"

        var spec: KeySpec { KeySpec(.number(-Double.infinity...Double.infinity), default: 0) }
    }

    /// `{"top", "left", "bottom", "right"}`: insets, each 0 when absent; the
    /// range is the holding key's (`KeyType.insets`).
    enum InsetsShape: String, FormatKey {
        case top, left, bottom, right

        static let definitionName = "edgeInsets"

        var spec: KeySpec { KeySpec(.number(-Double.infinity...Double.infinity), default: 0) }
    }

    /// Helpers for shapes' values.
    enum Shape {
        /// Insets of zero, as the format writes them.
        static let zeroInsets: FieldValue = ["top": 0, "left": 0, "bottom": 0, "right": 0]
        /// A point at the origin.
        static let origin: FieldValue = ["x": 0, "y": 0]
        /// UIKit's default item size, 50 × 50.
        static let defaultItemSize: FieldValue = ["width": 50, "height": 50]
    }
}

/// `log`: which events the log records.
extension LogOptions.Key: FormatKey {
    static let definitionName = "log"

    var spec: KeySpec {
        switch self {
        case .didScroll: KeySpec(.boolean, default: true)
        case .visible: KeySpec(.choice(LogOptions.VisibleMode.self), default: "changes")
        case .layout: KeySpec(.boolean, default: false)
        case .cells:
            KeySpec(.boolean, default: false, "Logs the cell lifecycle: cellRequest, cellEnqueue, prefetch, cancelPrefetch, sizeResolved.")
        }
    }
}
