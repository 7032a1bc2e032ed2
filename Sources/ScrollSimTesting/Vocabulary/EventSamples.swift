import ScrollSim

/// An event of every kind, with values made up from the kind's declared
/// fields (`EventKind.fields`), optional ones included: what tests of
/// everything derived from the event vocabulary — writer, reader, filter,
/// summary, schema — run over, so that a new kind is covered without
/// writing a sample for it.
public enum EventSamples {
    /// The field values of a sample of `kind`, in declaration order.
    public static func values(of kind: EventKind) -> [FieldValue] {
        kind.fields.map { value(of: $0.type) }
    }

    /// A sample payload of `kind`; `nil` only if the kind's payload cannot
    /// be made from values of its declared types (a vocabulary test fails then).
    public static func payload(of kind: EventKind) -> Event.Payload? {
        Event.Payload(kind: kind, values: values(of: kind))
    }

    /// One event of each kind, in `EventKind.allCases` order, one tick apart.
    public static var events: [Event] {
        EventKind.allCases.enumerated().compactMap { index, kind in
            payload(of: kind).map { Event(seq: index, tick: index, time: Double(index) / 60, payload: $0) }
        }
    }

    /// A value of `type`: the first choice, the first alternative, an
    /// array of one (a transform's 16 numbers).
    public static func value(of type: EventFieldType) -> FieldValue {
        switch type {
        case .integer: 2
        case .number: 1.5
        case .boolean: true
        case .text: "sample"
        case .choice(let names): .string(names.first ?? "")
        case .array(let element): [value(of: element)]
        case .either(let first, _): value(of: first)
        case .point, .size, .rect, .insets, .indexPath, .element:
            .object((type.members ?? []).enumerated().map { index, member in
                switch member.type {
                case .text: (member.name, "cell")
                case .number: (member.name, .double(Double(index) * 10 + 0.5))
                // A transform is its 16 numbers (`Transform3D`).
                case .array(.number) where member.name == "transform3D":
                    (member.name, .array((0..<16).map { .double(Double($0) + 0.25) }))
                default: (member.name, value(of: member.type))
                }
            })
        }
    }
}
