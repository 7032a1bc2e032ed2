import ScrollSim
import ScrollSimUIKit
import Testing

/// A `UICollectionViewLayout` subclass with rows of 100 pt that gets one
/// thing wrong.
final class MisbehavingRowsLayout: UICollectionViewLayout {
    enum Fault: Sendable { case oneIndexIndexPath, infiniteHeight, duplicate, infiniteContentSize }
    let fault: Fault
    init(_ fault: Fault) {
        self.fault = fault
        super.init()
    }

    required init?(coder: NSCoder) {
        fault = .duplicate
        super.init(coder: coder)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 375, height: fault == .infiniteContentSize ? CGFloat.infinity : 3000)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var answer = (0..<6).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: 375, height: 100)
            return attributes
        }
        switch fault {
        case .oneIndexIndexPath: answer[3].indexPath = IndexPath(index: 3)
        case .infiniteHeight: answer[2].frame.size.height = CGFloat.infinity
        case .duplicate: answer.append(answer[4])
        case .infiniteContentSize: break
        }
        return answer
    }
}

@MainActor
@Suite("ScrollSimUIKit: a misbehaving UIKit layout is an error, not a crash")
struct MisbehavingUIKitLayoutTests {
    @Test("each fault surfaces as a SimulationError naming the layout class", arguments: [
        MisbehavingRowsLayout.Fault.oneIndexIndexPath, .infiniteHeight, .duplicate, .infiniteContentSize,
    ])
    func fault(_ fault: MisbehavingRowsLayout.Fault) throws {
        let controller = FeedController()
        controller.rows = 30
        controller.pagesLeft = 0
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600),
                                              collectionViewLayout: MisbehavingRowsLayout(fault))
        collectionView.dataSource = controller
        let error: SimulationError?
        do {
            try collectionView.advance(ticks: 1)
            error = nil
        } catch let thrown {
            error = thrown
        }
        guard case .invalidLayoutAnswer(let violation)? = error?.reason else {
            Issue.record("\(fault): \(String(describing: error))")
            return
        }
        #expect(violation.layout == "MisbehavingRowsLayout")
        switch fault {
        case .oneIndexIndexPath:
            #expect(violation.problem == .malformedIndexPath)
            #expect(String(describing: error).contains("whose index path is not a section and an item"))
        case .infiniteHeight:
            #expect(violation.element == .cell(2, section: 0))
        case .duplicate:
            #expect(violation.problem == .duplicate)
            #expect(violation.element == .cell(4, section: 0))
        case .infiniteContentSize:
            #expect(violation.query == .contentSize)
        }
        #expect(controller.displayed.isEmpty, "nothing displayed from a refused answer")
    }
}
