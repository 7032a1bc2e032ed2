import Foundation
import ScrollSimUIKit
import Testing

/// `UITextView`'s text positions, their geometry and its tokenizer, and
/// `UITableView`'s section rects, against values worked out by hand.
///
/// At 10 points the default measurer gives a digit 6 points and a space
/// 2.5; a line is 1.2 × 10 = 12 points tall. The text container starts at
/// x = 0 (left inset) + 5 (line fragment padding) and y = 8 (top inset).
/// For "12 34\n5678" the character edges of line 0 (offsets 0…5) are at
/// x 5, 11, 17, 19.5, 25.5, 31.5, line 0 spans y 8…20; line 1 starts at
/// offset 6, its edges at 5, 11, 17, 23, 29, spanning y 20…32.
@MainActor
@Suite("ScrollSimUIKit: text positions, the tokenizer and table section rects")
struct TextInputTests {
    func textView() -> UITextView {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 10)
        view.text = "12 34\n5678"
        return view
    }

    func offset(_ view: UITextView, _ position: UITextPosition?) -> Int? {
        position.map { view.offset(from: view.beginningOfDocument, to: $0) }
    }

    @Test("positions are UTF-16 offsets: the document's ends, moves, ranges and comparisons")
    func positions() throws {
        let view = textView()
        // 5 + 1 (line break) + 4 = 10 units.
        #expect(offset(view, view.endOfDocument) == 10)
        let eight = try #require(view.position(from: view.beginningOfDocument, offset: 8))
        #expect(view.position(from: eight, offset: 5) == nil)
        #expect(offset(view, view.position(from: eight, offset: -8)) == 0)
        // Up one line from line 1 column 2 is line 0 column 2; down from
        // there is back at 8; down from line 1 leaves the text.
        #expect(offset(view, view.position(from: eight, in: .up, offset: 1)) == 2)
        #expect(view.position(from: eight, in: .down, offset: 1) == nil)
        #expect(view.compare(view.beginningOfDocument, to: eight) == .orderedAscending)
        #expect(view.compare(eight, to: eight) == .orderedSame)
        let range = try #require(view.textRange(from: eight, to: view.beginningOfDocument))
        #expect(view.text(in: range) == "12 34\n56")
        #expect(view.markedTextRange == nil)
    }

    @Test("closestPosition and characterRange follow the measured character edges")
    func hitTesting() throws {
        let view = textView()
        // (12, 10): line 0, nearest edge 11 → offset 1.
        #expect(offset(view, view.closestPosition(to: CGPoint(x: 12, y: 10))) == 1)
        // (100, 25): line 1, nearest edge 29 → column 4 → offset 10.
        #expect(offset(view, view.closestPosition(to: CGPoint(x: 100, y: 25))) == 10)
        // Above the text: the first line, its first edge.
        #expect(offset(view, view.closestPosition(to: CGPoint(x: 0, y: -50))) == 0)
        // (18, 10): between 17 and 19.5 on line 0, the space at offset 2.
        let space = try #require(view.characterRange(at: CGPoint(x: 18, y: 10)))
        #expect(view.text(in: space) == " ")
        #expect(offset(view, space.start) == 2 && !space.isEmpty)
        // Past the end of line 0, and above the top inset: no character.
        #expect(view.characterRange(at: CGPoint(x: 40, y: 10)) == nil)
        #expect(view.characterRange(at: CGPoint(x: 10, y: 2)) == nil)
        // Within 6…8: (100, 25) is 10, kept to 8.
        let lineStart = try #require(view.position(from: view.beginningOfDocument, offset: 6))
        let eight = try #require(view.position(from: view.beginningOfDocument, offset: 8))
        let part = try #require(view.textRange(from: lineStart, to: eight))
        #expect(offset(view, view.closestPosition(to: CGPoint(x: 100, y: 25), within: part)) == 8)
    }

    @Test("caret and first rects sit on the measured line")
    func rects() throws {
        let view = textView()
        let eight = try #require(view.position(from: view.beginningOfDocument, offset: 8))
        // Offset 8 is line 1 column 2: x 5 + 6 + 6 = 17, y 8 + 12 = 20.
        #expect(view.caretRect(for: eight) == CGRect(x: 17, y: 20, width: 2, height: 12))
        // 3…8 starts on line 0 at x 19.5 and is cut at that line's end, 31.5.
        let three = try #require(view.position(from: view.beginningOfDocument, offset: 3))
        let range = try #require(view.textRange(from: three, to: eight))
        #expect(view.firstRect(for: range) == CGRect(x: 19.5, y: 8, width: 12, height: 12))
    }

    @Test("the selection, the edit actions and replacing text")
    func selectionAndEditing() throws {
        let view = textView()
        let six = try #require(view.position(from: view.beginningOfDocument, offset: 6))
        view.selectedTextRange = view.textRange(from: six, to: view.endOfDocument)
        #expect(view.selectedRange == NSRange(location: 6, length: 4))
        #expect(view.text(in: try #require(view.selectedTextRange)) == "5678")
        view.selectAll(nil)
        #expect(view.selectedRange == NSRange(location: 0, length: 10))
        view.selectedRange = NSRange(location: 0, length: 3)
        view.delete(nil)
        #expect(view.text == "34\n5678")
        #expect(view.selectedRange == NSRange(location: 0, length: 0))
        // select(_:) picks the word at the caret: "34".
        view.select(nil)
        #expect(view.selectedRange == NSRange(location: 0, length: 2))
        view.cut(nil)
        #expect(view.text == "\n5678")
        let range = try #require(view.textRange(from: view.beginningOfDocument, to: view.beginningOfDocument))
        view.replace(range, withText: "ab")
        #expect(view.text == "ab\n5678")
        #expect(view.selectedRange == NSRange(location: 2, length: 0))
        view.paste(nil)
        view.copy(nil)
        #expect(view.text == "ab\n5678")
    }

    @Test("the tokenizer finds characters, words, lines and the document around a position")
    func tokenizer() throws {
        let view = textView()
        let tokenizer = view.tokenizer
        func at(_ offset: Int) throws -> UITextPosition {
            try #require(view.position(from: view.beginningOfDocument, offset: offset))
        }
        func text(_ range: UITextRange?) -> String? { range.flatMap(view.text(in:)) }
        let forward = UITextDirection.storage(.forward)
        // As MessengerKit writes "left".
        let left = UITextDirection(rawValue: UITextLayoutDirection.left.rawValue)
        #expect(left == .layout(.left))
        #expect(text(tokenizer.rangeEnclosingPosition(try at(1), with: .word, inDirection: forward)) == "12")
        // Offset 3 starts "34": forward finds it, backward finds nothing
        // (before it is a space).
        #expect(text(tokenizer.rangeEnclosingPosition(try at(3), with: .word, inDirection: forward)) == "34")
        #expect(tokenizer.rangeEnclosingPosition(try at(3), with: .word, inDirection: left) == nil)
        // Backward from the start of line 1 is the line break.
        #expect(text(tokenizer.rangeEnclosingPosition(try at(6), with: .character, inDirection: left)) == "\n")
        #expect(text(tokenizer.rangeEnclosingPosition(try at(8), with: .line, inDirection: forward)) == "5678")
        #expect(text(tokenizer.rangeEnclosingPosition(try at(5), with: .paragraph, inDirection: forward)) == "12 34")
        #expect(text(tokenizer.rangeEnclosingPosition(try at(4), with: .document, inDirection: forward)) == "12 34\n5678")
        #expect(tokenizer.rangeEnclosingPosition(try at(4), with: .sentence, inDirection: forward) == nil)
        // Word boundaries: 0, 2 ("12"), 3, 5 ("34"), 6, 10 ("5678").
        #expect(offset(view, tokenizer.position(from: try at(0), toBoundary: .word, inDirection: forward)) == 2)
        #expect(offset(view, tokenizer.position(from: try at(6), toBoundary: .word, inDirection: .storage(.backward))) == 5)
        #expect(tokenizer.isPosition(try at(3), atBoundary: .word, inDirection: forward))
        #expect(!tokenizer.isPosition(try at(4), atBoundary: .word, inDirection: forward))
        #expect(tokenizer.isPosition(try at(4), withinTextUnit: .word, inDirection: forward))
        #expect(!tokenizer.isPosition(try at(2), withinTextUnit: .word, inDirection: forward))
    }

    @Test("a subclass overrides the text-input members, as on iOS (Chatto's expandable text view does)")
    func overridable() {
        let view: UITextView = FirstPositionTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.font = .systemFont(ofSize: 10)
        view.text = "12 34\n5678"
        // The override answers the start whatever the point; the base
        // class would answer offset 10 for (100, 25).
        #expect(offset(view, view.closestPosition(to: CGPoint(x: 100, y: 25))) == 0)
        // UIInputView() is the default style (the inherited init(frame:)).
        #expect(UIInputView().inputViewStyle == .default)
        #expect(UIInputView(frame: .zero, inputViewStyle: .keyboard).inputViewStyle == .keyboard)
    }

    @Test("table section rects: header space, rows, footer space")
    func tableSectionRects() {
        let source = RecordingTableSource(rowsPerSection: [2, 3])
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.rowHeight = 40
        tableView.sectionHeaderHeight = 30
        tableView.sectionFooterHeight = 10
        tableView.dataSource = source
        tableView.delegate = source
        // Section 0: header 0…30, rows 30…110, footer 110…120.
        // Section 1: header 120…150, rows 150…270, footer 270…280.
        #expect(tableView.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(tableView.rectForFooter(inSection: 0) == CGRect(x: 0, y: 110, width: 320, height: 10))
        #expect(tableView.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 120))
        #expect(tableView.rect(forSection: 1) == CGRect(x: 0, y: 120, width: 320, height: 160))
        #expect(tableView.rectForHeader(inSection: 1) == CGRect(x: 0, y: 120, width: 320, height: 30))
        #expect(tableView.rect(forSection: 2) == .zero)
    }
}

private final class FirstPositionTextView: UITextView {
    override func closestPosition(to point: CGPoint) -> UITextPosition? { beginningOfDocument }
}
