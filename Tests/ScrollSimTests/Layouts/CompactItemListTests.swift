import ScrollSim
import ScrollSimTesting
import Testing

/// The packers read `.uniform` and `.cycled` item lists through fast paths
/// (the list's kind decided once per section; flow lines reserved from the
/// first line when every item is as wide), and the geometry gives sizes
/// back from the list: each must lay out exactly as the same items given
/// one by one, which takes the general path.
@Suite("Compact item lists lay out as their items given one by one")
struct CompactItemListTests {
    static let lists: [(name: String, list: ItemList)] = [
        ("uniform", .uniform(count: 1_000, size: Size(width: 115, height: 115))),
        ("cycled, width given", .cycled(count: 777, width: 90, heights: [227, 252, 242, 257, 247, 272, 262, 287])),
        ("cycled, width left to the layout", .cycled(count: 500, width: nil, heights: [40.5, 0.1 + 0.2, 77])),
        ("cycled, no heights", .cycled(count: 64, width: 30, heights: [])),
    ]

    static func layouts() -> [(name: String, make: () -> any CollectionViewLayout)] {
        [
            ("flow justified", { FlowLayout(configuration: FlowLayoutConfiguration(
                itemSize: Size(width: 70, height: 60), minimumLineSpacing: 10, minimumInteritemSpacing: 5,
                sectionInset: EdgeInsets(top: 3, left: 10, bottom: 4, right: 10))) }),
            ("flow left", { FlowLayout(configuration: FlowLayoutConfiguration(alignment: .left)) }),
            ("flow horizontal", { FlowLayout(configuration: FlowLayoutConfiguration(scrollDirection: .horizontal)) }),
            ("waterfall shortest", { WaterfallLayout(configuration: WaterfallLayoutConfiguration(columns: 3, columnSpacing: 5, itemSpacing: 5)) }),
            ("waterfall round robin, own widths, padding", { WaterfallLayout(configuration: WaterfallLayoutConfiguration(
                columns: 4, placement: .roundRobin, itemWidth: .item, cellPadding: 2)) }),
            ("flex waterfall", { FlexLayout(configuration: FlexLayoutConfiguration(
                mode: .waterfall, columns: 3, stickyHeaders: [0, 1], stackedStickyHeaders: true)) }),
            ("flex flow", { FlexLayout(configuration: FlexLayoutConfiguration(mode: .flow)) }),
        ]
    }

    /// The same items as an explicit list.
    static func oneByOne(_ list: ItemList) -> ItemList {
        .explicit(list.specs)
    }

    /// A cycled list without heights leaves every height to the layout
    /// (it used to divide by zero when materialised).
    @Test func cycledWithoutHeightsMaterialisesAsWidthOnlyItems() {
        let list = ItemList.cycled(count: 3, width: 30, heights: [])
        #expect(list.specs == Array(repeating: ItemSpec(width: 30), count: 3))
        #expect(list[2] == ItemSpec(width: 30))
        #expect(ItemList.cycled(count: 4, width: nil, heights: [1, 2]).specs.map(\.height) == [1, 2, 1, 2])
    }

    @Test func compactListsLayOutAsExplicitOnes() {
        var rng = SplitMix64(seed: 0xC0_4AC7)
        for (layoutName, make) in Self.layouts() {
            for (listName, list) in Self.lists {
                let compact = [SectionData(items: list, header: SupplementarySize(height: 20)),
                               SectionData(items: list)]
                let explicit = compact.map { SectionData(items: Self.oneByOne($0.items), header: $0.header) }
                let a = prepared(make(), compact), b = prepared(make(), explicit)
                #expect(a.contentSize == b.contentSize, "\(layoutName), \(listName)")
                #expect(a.layoutAttributesForAllElements() == b.layoutAttributesForAllElements(), "\(layoutName), \(listName)")
                for _ in 0..<20 {
                    let rect = Rect(x: rng.points(-100...400), y: rng.points(-100...Int(a.contentSize.height)),
                                    width: rng.points(0...700), height: rng.points(0...900))
                    #expect(a.layoutAttributesForElements(in: rect) == b.layoutAttributesForElements(in: rect),
                            "\(layoutName), \(listName), \(rect)")
                }
            }
        }
    }
}
