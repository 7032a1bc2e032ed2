import struct ScrollSim.SimulationError
import ScrollSimUIKit
import Testing

/// A custom group whose item provider answers a frame that is not finite:
/// NaN and the infinities alike stop the run with an error naming the
/// item, instead of NaN silently losing items (NaN compares false, so the
/// section used to meet no visible rect).
///
/// The group (by hand): 375 × 200, two items side by side, 187 and 188
/// wide; ten items make five groups.
@MainActor
@Suite("ScrollSimUIKit: a custom group's frames are checked")
struct CustomGroupAnswerTests {
    final class Rows: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
    }

    /// The run's error with item 1's frame spoilt by `spoil` (`nil`: none),
    /// or with a provider that returns no items when `empty`.
    private func error(spoiling spoil: ((inout CGRect) -> Void)?, empty: Bool = false) -> (SimulationError?, visible: Int) {
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))) { _ in
                guard !empty else { return [] }
                var frames = [CGRect(x: 0, y: 0, width: 187, height: 200), CGRect(x: 187, y: 0, width: 188, height: 200)]
                spoil?(&frames[1])
                return frames.map { NSCollectionLayoutGroupCustomItem(frame: $0) }
            }))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let rows = Rows()
        view.dataSource = rows
        do throws(SimulationError) {
            try view.advance(ticks: 1)
            return (nil, view.indexPathsForVisibleItems.count)
        } catch {
            return (error, view.indexPathsForVisibleItems.count)
        }
    }

    @Test("finite frames: groups 0…2 (y 0…600) show items 0…5, no error")
    func finite() {
        let (error, visible) = error(spoiling: nil)
        #expect(error == nil)
        #expect(visible == 6)
    }

    @Test("a NaN or infinite frame is an error naming the item, nothing displayed from the answer", arguments: [0, 1, 2])
    func notFinite(_ kind: Int) {
        let (error, visible) = error(spoiling: { frame in
            switch kind {
            case 0: frame.origin.x = .nan
            case 1: frame.size.height = .infinity
            default: frame.origin.y = -.infinity
            }
        })
        guard case .invalidLayoutAnswer(let violation)? = error?.reason else {
            Issue.record("expected a layout answer error, got \(String(describing: error))")
            return
        }
        #expect(violation.layout == "UICollectionViewCompositionalLayout")
        #expect(violation.element == .cell(1, section: 0))
        guard case .frameNotFinite = violation.problem else {
            Issue.record("expected frameNotFinite, got \(violation.problem)")
            return
        }
        #expect(visible == 0)
    }

    @Test("a provider that returns no items for a section of ten is an error naming section 0, group 0 and item 0")
    func noItems() {
        let (error, visible) = error(spoiling: nil, empty: true)
        guard case .invalidLayoutAnswer(let violation)? = error?.reason else {
            Issue.record("expected a layout answer error, got \(String(describing: error))")
            return
        }
        #expect(violation.layout == "UICollectionViewCompositionalLayout")
        #expect(violation.element == .cell(0, section: 0))
        #expect(violation.problem == .customGroupWithoutItems(group: 0))
        #expect(visible == 0)
    }

    @Test("a section the section provider declines lays out nothing, and is no error")
    func declinedSection() throws {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in nil })
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let rows = Rows()
        view.dataSource = rows
        try view.advance(ticks: 1)
        #expect(view.indexPathsForVisibleItems.isEmpty)
    }
}
