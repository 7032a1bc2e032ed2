import Foundation
import ScrollSimUIKit
import Testing

/// A context menu delegate that counts the times it is asked.
@MainActor
final class CountingContextMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
    var asked = 0
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        asked += 1
        return UIContextMenuConfiguration()
    }
}

/// An interaction that records what it is told, in order.
@MainActor
final class RecordingInteraction: NSObject, UIInteraction {
    private(set) weak var view: UIView?
    var calls: [String] = []
    func willMove(to view: UIView?) { calls.append("will \(view == nil ? "nil" : "view")") }
    func didMove(to view: UIView?) {
        calls.append("did \(view == nil ? "nil" : "view")")
        self.view = view
    }
}

/// A collection view delegate and a table view delegate that implement no
/// context menu method, to read the defaults.
@MainActor
final class PlainListsDelegate: NSObject, UICollectionViewDelegate, UITableViewDelegate {}

@MainActor
@Suite("ScrollSimUIKit: context menus")
struct ContextMenuTests {
    @Test("a configuration without an identifier gets a fresh NSUUID; a given one is kept as it is")
    func identifiers() {
        let first = UIContextMenuConfiguration()
        let second = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
        let firstID = first.identifier as? NSUUID
        let secondID = second.identifier as? NSUUID
        #expect(firstID != nil && secondID != nil)
        #expect(firstID != secondID)
        let given = NSString(string: "row-3")
        #expect(UIContextMenuConfiguration(identifier: given).identifier as? NSString === given)
    }

    @Test("the providers are kept and never called: no long press happens")
    func providersNeverCalled() {
        var previews = 0
        var menus = 0
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: {
            previews += 1
            return UIViewController()
        }, actionProvider: { suggested in
            menus += 1
            return UIMenu(title: "", children: suggested)
        })
        let delegate = CountingContextMenuDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addInteraction(interaction)
        interaction.dismissMenu()
        #expect(interaction.delegate === delegate)
        #expect(interaction.view === view)
        #expect(delegate.asked == 0)
        #expect(previews == 0 && menus == 0)
        _ = configuration
    }

    @Test("addInteraction tells the interaction will, then did, move to the view; removeInteraction the same with nil")
    func interactionBookkeeping() {
        let view = UIView(frame: .zero)
        let first = RecordingInteraction()
        let second = RecordingInteraction()
        view.addInteraction(first)
        view.addInteraction(second)
        #expect(first.calls == ["will view", "did view"])
        #expect(first.view === view)
        #expect(view.interactions.map { ObjectIdentifier($0) } == [ObjectIdentifier(first), ObjectIdentifier(second)])
        view.removeInteraction(first)
        #expect(first.calls == ["will view", "did view", "will nil", "did nil"])
        #expect(first.view == nil)
        #expect(view.interactions.count == 1 && view.interactions.first === second)
        // Removing one that is not there tells it nothing.
        view.removeInteraction(first)
        #expect(first.calls.count == 4)
        // Added to another view, it leaves the first: removed there, then added.
        let other = UIView(frame: .zero)
        other.addInteraction(second)
        #expect(second.calls == ["will view", "did view", "will nil", "did nil", "will view", "did view"])
        #expect(view.interactions.isEmpty && other.interactions.count == 1 && second.view === other)
    }

    @Test("the collection and table delegates' context menu defaults are nil: no menu")
    func delegateDefaults() {
        let delegate = PlainListsDelegate()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let tableView = UITableView(frame: .zero, style: .plain)
        let path = IndexPath(item: 0, section: 0)
        #expect(delegate.collectionView(collectionView, contextMenuConfigurationForItemAt: path, point: .zero) == nil)
        #expect(delegate.collectionView(collectionView, contextMenuConfigurationForItemsAt: [path], point: .zero) == nil)
        #expect(delegate.tableView(tableView, contextMenuConfigurationForRowAt: path, point: .zero) == nil)
    }
}
