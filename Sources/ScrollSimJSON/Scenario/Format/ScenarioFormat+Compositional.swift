import ScrollSim

/// The `compositional` layout: UIKit's compositional-layout terms as JSON
/// (`docs/scenario-format.md`, "compositional").
extension ScenarioFormat {
    /// How deep groups may nest.
    static let maxGroupDepth = 8
    /// `count` of a repeating group.
    static let groupCount: ClosedRange<Int> = 1...1000
    /// Fractional dimensions.
    static let fraction: ClosedRange<Double> = 0...100

    enum Compositional: String, LayoutKey {
        case type, scrollDirection, interSectionSpacing, boundarySupplementaryItems, section, sections

        static let layoutType = LayoutType.compositional
        static let definitionName = "compositionalLayout"
        static let constraints: [(String, FieldValue)] = [("oneOf", [["required": ["section"]], ["required": ["sections"]]])]

        var spec: KeySpec {
            switch self {
            case .type: Self.typeSpec
            case .scrollDirection: KeySpec(.choice(Axis.self), default: "vertical")
            case .interSectionSpacing: KeySpec(.number(Limits.spacing), default: 0)
            case .boundarySupplementaryItems: KeySpec(.array(.object(BoundaryItem.self)))
            case .section: KeySpec(.object(CompositionalSection.self))
            case .sections: KeySpec(.array(.object(CompositionalSection.self), minItems: 1))
            }
        }
    }

    enum CompositionalSection: String, FormatKey {
        case group, interGroupSpacing, contentInsets, contentInsetsReference, supplementariesFollowContentInsets
        case boundarySupplementaryItems, decorationItems, orthogonalScrollingBehavior

        static let definitionName = "compositionalSection"
        static let summary: String? = "NSCollectionLayoutSection"

        var spec: KeySpec {
            switch self {
            case .group: KeySpec(.object(Group.self), required: true)
            case .interGroupSpacing: KeySpec(.number(Limits.spacing), default: 0)
            case .contentInsets: KeySpec(.object(DirectionalInsets.self))
            case .contentInsetsReference: KeySpec(.choice(ContentInsetsReference.self), default: "automatic")
            case .supplementariesFollowContentInsets: KeySpec(.boolean, default: true)
            case .boundarySupplementaryItems: KeySpec(.array(.object(BoundaryItem.self)))
            case .decorationItems: KeySpec(.array(.object(DecorationItem.self)))
            case .orthogonalScrollingBehavior: KeySpec(.choice(OrthogonalScrollingBehavior.self), default: "none")
            }
        }
    }

    enum Group: String, FormatKey {
        case axis, layoutSize, subitems, repeatingSubitem, subitem, count, custom, interItemSpacing, contentInsets, edgeSpacing

        static let definitionName = "compositionalGroup"
        static let summary: String? =
            "NSCollectionLayoutGroup: an axis with subitems, repeatingSubitem and count, or subitem and count; or custom frames"
        static let constraints: [(String, FieldValue)] = [("anyOf", [["required": ["axis"]], ["required": ["custom"]]])]

        /// A group's subitem: a group or an item.
        static var subitemType: KeyType { .anyOf([.object(Group.self), .object(Item.self)]) }

        var spec: KeySpec {
            switch self {
            case .axis: KeySpec(.choice(Axis.self))
            case .layoutSize: KeySpec(.object(LayoutSize.self), required: true)
            case .subitems: KeySpec(.array(Self.subitemType, minItems: 1))
            case .repeatingSubitem, .subitem: KeySpec(Self.subitemType)
            case .count: KeySpec(.integer(groupCount))
            case .custom: KeySpec(.array(.object(CustomFrame.self), minItems: 1))
            case .interItemSpacing: KeySpec(.object(Spacing.self))
            case .contentInsets: KeySpec(.object(DirectionalInsets.self))
            case .edgeSpacing: KeySpec(.object(EdgeSpacing.self))
            }
        }

        /// An item of a group.
        enum Item: String, FormatKey {
            case layoutSize, contentInsets, edgeSpacing

            static let definitionName = "compositionalItem"
            static let summary: String? = "NSCollectionLayoutItem"

            var spec: KeySpec {
                switch self {
                case .layoutSize: KeySpec(.object(LayoutSize.self), required: true)
                case .contentInsets: KeySpec(.object(DirectionalInsets.self))
                case .edgeSpacing: KeySpec(.object(EdgeSpacing.self))
                }
            }
        }

        /// A frame of a custom group.
        enum CustomFrame: String, FormatKey {
            case x, y, width, height

            static let definitionName = "customFrame"

            var spec: KeySpec {
                switch self {
                case .x, .y: KeySpec(.number(Limits.offset), default: 0)
                case .width, .height: KeySpec(.number(Limits.length), required: true)
                }
            }
        }
    }

    enum BoundaryItem: String, FormatKey {
        case elementKind, layoutSize, alignment, absoluteOffset, extendsBoundary, pinToVisibleBounds

        static let definitionName = "boundarySupplementaryItem"
        static let summary: String? = "NSCollectionLayoutBoundarySupplementaryItem"

        var spec: KeySpec {
            switch self {
            case .elementKind: KeySpec(.text, required: true)
            case .layoutSize: KeySpec(.object(LayoutSize.self), required: true)
            case .alignment: KeySpec(.choice(RectAlignment.self), required: true)
            case .absoluteOffset: KeySpec(.point(Limits.offset), default: Shape.origin)
            case .extendsBoundary: KeySpec(.boolean, default: true)
            case .pinToVisibleBounds: KeySpec(.boolean, default: false)
            }
        }
    }

    enum DecorationItem: String, FormatKey {
        case elementKind, contentInsets

        static let definitionName = "decorationItem"

        var spec: KeySpec {
            switch self {
            case .elementKind: KeySpec(.text, required: true)
            case .contentInsets: KeySpec(.object(DirectionalInsets.self))
            }
        }
    }

    enum LayoutSize: String, FormatKey {
        case widthDimension, heightDimension

        static let definitionName = "layoutSize"
        static let summary: String? = "NSCollectionLayoutSize"

        var spec: KeySpec { KeySpec(.object(Dimension.self), required: true) }
    }

    /// `{"absolute": 44}`, `{"estimated": 44}`, `{"fractionalWidth": 0.5}` or `{"fractionalHeight": 1}`.
    enum Dimension: String, FormatKey {
        case absolute, estimated, fractionalWidth, fractionalHeight

        static let definitionName = "dimension"
        static let summary: String? = "NSCollectionLayoutDimension: exactly one key"
        static let constraints: [(String, FieldValue)] = [("minProperties", 1), ("maxProperties", 1)]

        var spec: KeySpec {
            switch self {
            case .absolute, .estimated: KeySpec(.number(Limits.length))
            case .fractionalWidth, .fractionalHeight: KeySpec(.number(fraction))
            }
        }
    }

    /// `{"fixed": 10}` or `{"flexible": 10}`.
    enum Spacing: String, FormatKey {
        case fixed, flexible

        static let definitionName = "spacing"
        static let summary: String? = "NSCollectionLayoutSpacing: {\"fixed\": n} or {\"flexible\": n}"
        static let constraints: [(String, FieldValue)] = [("minProperties", 1), ("maxProperties", 1)]

        var spec: KeySpec { KeySpec(.number(Limits.spacing)) }
    }

    enum EdgeSpacing: String, FormatKey {
        case leading, top, trailing, bottom

        static let definitionName = "edgeSpacing"

        var spec: KeySpec { KeySpec(.object(Spacing.self)) }
    }

    enum DirectionalInsets: String, FormatKey {
        case top, leading, bottom, trailing

        static let definitionName = "directionalInsets"
        static let summary: String? = "NSDirectionalEdgeInsets"

        var spec: KeySpec { KeySpec(.number(Limits.spacing), default: 0) }
    }
}
