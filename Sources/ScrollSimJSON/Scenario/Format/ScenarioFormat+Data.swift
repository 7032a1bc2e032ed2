import ScrollSim

/// The collection's data: sections and their items.
extension ScenarioFormat {
    /// A section of `sections`: its items, header, footer and the layout
    /// metrics it overrides.
    enum Section: String, FormatKey {
        case id, items, header, footer, sectionInset, minimumLineSpacing, minimumInteritemSpacing
        case columns, mode, columnSpacing, itemSpacing

        static let definitionName = "section"

        var spec: KeySpec {
            switch self {
            case .id: KeySpec(.text)
            case .items: KeySpec(.anyOf([.array(.object(Item.self)), .object(ItemList.self)]))
            case .header, .footer: KeySpec(.object(Supplementary.self))
            case .sectionInset: KeySpec(.insets(Limits.spacing))
            case .minimumLineSpacing, .minimumInteritemSpacing, .columnSpacing, .itemSpacing: KeySpec(.number(Limits.spacing))
            case .columns: KeySpec(.integer(Limits.columns))
            case .mode: KeySpec(.choice(FlexLayoutConfiguration.Mode.self))
            }
        }
    }

    /// A header's or footer's size, each dimension optional (the layout's).
    enum Supplementary: String, FormatKey {
        case width, height

        static let definitionName = "supplementary"

        var spec: KeySpec { KeySpec(.number(Limits.length)) }
    }

    /// An item given as an object (an item may also be its text alone).
    enum Item: String, FormatKey {
        case id, width, height, size, estimated, text, extras, reuseIdentifier

        static let definitionName = "item"

        var spec: KeySpec {
            switch self {
            case .id, .text: KeySpec(.text)
            case .width, .height: KeySpec(.number(Limits.length))
            case .size: KeySpec(.object(Supplementary.self))
            case .estimated: KeySpec(.size(Limits.length))
            case .extras: KeySpec(.schema(["type": "object"]))
            case .reuseIdentifier: KeySpec(.string(minLength: 1), default: .string(ItemSpec.defaultReuseIdentifier))
            }
        }
    }

    /// Items in a compact form: `count` items of one `size`, of cycled
    /// `heights`, or one per string of `texts`; `estimated` makes them
    /// self-sizing.
    enum ItemList: String, FormatKey {
        case count, size, width, heights, texts, estimated

        static let definitionName = "itemList"
        static let constraints: [(String, FieldValue)] = [("anyOf", [["required": ["count"]], ["required": ["texts"]]])]

        var spec: KeySpec {
            switch self {
            case .count: KeySpec(.integer(Limits.itemCount))
            case .size, .estimated: KeySpec(.size(Limits.length))
            case .width: KeySpec(.number(Limits.length))
            case .heights: KeySpec(.array(.number(Limits.length), minItems: 1, maxItems: 100_000))
            case .texts: KeySpec(.array(.text))
            }
        }
    }
}
