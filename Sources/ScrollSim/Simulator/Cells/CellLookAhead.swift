/// The cells in the strip just ahead of the visible rect, nearest first,
/// kept from one pass to the next: when the strip moves along its axis
/// (same heading, depth and width), only the part of the new strip that the
/// last one did not cover is asked of the layout, and the cells of the last
/// strip that still meet the new one are kept with their frames. Anything
/// that may move frames (a `prepare`, an invalidation, a data change) calls
/// `forget()`, and the next pass asks for the whole strip.
///
/// The result is the cells whose frames meet the strip, as asking the
/// layout for the whole strip would give for a layout whose answers agree
/// between rects (every element meeting a rect is in its answer): a cell
/// meeting the new strip and not the uncovered part meets the old strip.
struct CellLookAhead {
    /// A cell in the strip.
    struct Candidate: Equatable {
        var item: IndexPath
        var frame: Rect
        /// How far ahead of the visible rect its frame begins (0 or less
        /// when it meets it), along the heading.
        var distance: Double
        /// Whether its item is among the prefetched ones (kept in step by
        /// `CellLifecycle`, which owns that set).
        var isPrefetched: Bool
    }

    /// How an `update` went.
    enum Outcome: Equatable {
        /// The whole strip was asked for: nothing carried over.
        case gathered
        /// The candidates of the last strip still in the new one were kept;
        /// at most the part the last strip did not cover was asked for.
        case carried
        /// The layout's answer was refused; nothing is kept.
        case refused
    }

    /// The cells meeting the strip, nearest first, the index path breaking
    /// ties (items side by side).
    private(set) var candidates: [Candidate] = []
    /// The prefetched items of the last strip's candidates that no longer
    /// meet the new one (a reused buffer, valid after `update`).
    private(set) var droppedPrefetched: [IndexPath] = []
    /// Whether the last `update` carried every candidate over and found
    /// none new: the same cells, at distances all shifted by the same
    /// amount (the strip's leading edge moved).
    private(set) var keptEveryCandidate = false
    /// The strip `candidates` were gathered in, and its heading; `nil`
    /// when they must be gathered anew.
    private var strip: (rect: Rect, heading: ScrollHeading)?

    /// Drops the candidates: the next `update` asks for the whole strip.
    mutating func forget() {
        strip = nil
        candidates.removeAll(keepingCapacity: true)
    }

    /// Brings `candidates` to the cells meeting `newStrip`, the strip ahead
    /// of `rect` along `heading`, asking `answer` for the rect the last strip
    /// did not cover (all of `newStrip` when nothing carries over). A new
    /// candidate is not prefetched: while candidates carry over, every
    /// prefetched item is one of them. `answer` returns `nil` when the
    /// layout's answer was refused.
    ///
    /// - Complexity: O(*k*) for the *k* candidates when the strip moved by
    ///   less than its depth, plus the query of the uncovered part.
    mutating func update(
        strip newStrip: Rect, aheadOf rect: Rect, heading: ScrollHeading, answer: (Rect) -> LayoutAnswer?
    ) -> Outcome {
        droppedPrefetched.removeAll(keepingCapacity: true)
        keptEveryCandidate = false
        let old = strip.flatMap { $0.heading == heading ? $0.rect : nil }
        // `nil`: nothing carries over, the whole strip is asked for.
        let part = old.flatMap { Self.uncovered(by: $0, of: newStrip, vertical: heading.isVertical) }
        if part != nil {
            // Keep the cells still in the strip, in order, at their new distances.
            var kept = 0
            for index in candidates.indices {
                var candidate = candidates[index]
                if candidate.frame.intersects(newStrip) {
                    candidate.distance = heading.distance(of: candidate.frame, aheadOf: rect)
                    candidates[kept] = candidate
                    kept += 1
                } else if candidate.isPrefetched {
                    droppedPrefetched.append(candidate.item)
                }
            }
            keptEveryCandidate = kept == candidates.count
            candidates.removeLast(candidates.count - kept)
        } else {
            for candidate in candidates where candidate.isPrefetched { droppedPrefetched.append(candidate.item) }
            candidates.removeAll(keepingCapacity: true)
        }
        strip = nil
        if part.map({ !$0.isEmpty }) ?? true {
            guard let answer = answer(part ?? newStrip) else {
                keptEveryCandidate = false
                candidates.removeAll(keepingCapacity: true)
                return .refused
            }
            // Read in place: the element's kind, frame and index path, not
            // a copy of its attributes.
            let elements = answer.elements, meeting = answer.meeting
            for index in elements.indices {
                let frame = elements[index].frame
                // Not in the answer (a kept run's element off the rect).
                if let meeting, !frame.intersects(meeting) { continue }
                guard elements[index].element.kind == .cell, frame.intersects(newStrip) else { continue }
                // A cell that meets the last strip too is kept already.
                if part != nil, let old, frame.intersects(old) { continue }
                keptEveryCandidate = false
                candidates.append(Candidate(item: elements[index].element.indexPath, frame: frame,
                                            distance: heading.distance(of: frame, aheadOf: rect), isPrefetched: false))
            }
        }
        Self.sortNearestFirst(&candidates)
        strip = (newStrip, heading)
        return part == nil ? .gathered : .carried
    }

    /// Clears the prefetched mark of `item`'s candidate, if it has one.
    mutating func unmarkPrefetched(_ item: IndexPath) {
        for index in candidates.indices where candidates[index].item == item {
            candidates[index].isPrefetched = false
            return
        }
    }

    /// Marks the candidate at `index` prefetched or not.
    mutating func setPrefetched(_ isPrefetched: Bool, at index: Int) {
        candidates[index].isPrefetched = isPrefetched
    }

    /// The part of `new` that `old` does not cover, when it is one band
    /// along the axis (`vertical` or not) and the two strips span the same
    /// extent across it: an empty rect when `old` covers all of `new`, `nil`
    /// when the part is not one band (the whole strip must be asked).
    static func uncovered(by old: Rect, of new: Rect, vertical: Bool) -> Rect? {
        if vertical {
            guard old.minX == new.minX && old.width == new.width else { return nil }
            let (low, high) = (new.minY < old.minY, new.maxY > old.maxY)
            switch (low, high) {
            case (true, true): return nil
            case (true, false): return Rect(x: new.minX, y: new.minY, width: new.width, height: min(new.maxY, old.minY) - new.minY)
            case (false, true):
                let start = max(new.minY, old.maxY)
                return Rect(x: new.minX, y: start, width: new.width, height: new.maxY - start)
            case (false, false): return Rect(x: new.minX, y: new.minY, width: new.width, height: 0)
            }
        }
        guard old.minY == new.minY && old.height == new.height else { return nil }
        let (low, high) = (new.minX < old.minX, new.maxX > old.maxX)
        switch (low, high) {
        case (true, true): return nil
        case (true, false): return Rect(x: new.minX, y: new.minY, width: min(new.maxX, old.minX) - new.minX, height: new.height)
        case (false, true):
            let start = max(new.minX, old.maxX)
            return Rect(x: start, y: new.minY, width: new.maxX - start, height: new.height)
        case (false, false): return Rect(x: new.minX, y: new.minY, width: 0, height: new.height)
        }
    }

    /// Sorts nearest first, the index path breaking ties: an insertion
    /// sort, since the candidates carried over are already in order (their
    /// distances all shift by the same amount) and the new ones come last.
    static func sortNearestFirst(_ candidates: inout [Candidate]) {
        guard candidates.count > 1 else { return }
        for index in 1..<candidates.count {
            let moving = candidates[index]
            var slot = index
            while slot > 0 {
                let previous = candidates[slot - 1]
                guard moving.distance != previous.distance ? moving.distance < previous.distance : moving.item < previous.item
                else { break }
                candidates[slot] = previous
                slot -= 1
            }
            if slot != index { candidates[slot] = moving }
        }
    }
}
