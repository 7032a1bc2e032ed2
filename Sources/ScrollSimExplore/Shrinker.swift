import ScrollSim

/// Reduces a failing scenario while it still fails the same way (the same
/// `ExploreCheck`): fewest steps first, then the smallest and roundest
/// numbers in each step, then the fewest items, repeated until nothing
/// more goes. Every candidate is one `CandidateRun`; the order of
/// candidates is fixed, so the result is too.
struct Shrinker {
    let candidate: CandidateRun
    let check: ExploreCheck
    /// Candidate runs left.
    private(set) var budget: Int
    /// Candidate runs taken.
    private(set) var runs = 0
    /// When to stop, however much budget is left.
    let deadline: ContinuousClock.Instant?
    /// Every scenario accepted on the way, the first shrink first: where
    /// explore goes back to when the smallest one does not reproduce once
    /// written.
    private(set) var accepted: [Scenario] = []

    init(candidate: CandidateRun, check: ExploreCheck, budget: Int, deadline: ContinuousClock.Instant? = nil) {
        self.candidate = candidate
        self.check = check
        self.budget = budget
        self.deadline = deadline
    }

    /// The smallest scenario found that still fails, and its failure.
    mutating func shrink(_ scenario: Scenario, failure: ExploreFailure) -> (Scenario, ExploreFailure) {
        var best = scenario
        var failure = failure
        best.steps = Array(best.steps.prefix(failure.stepIndex + 1))
        var changed = true
        while changed && budget > 0 {
            changed = false
            if removeSteps(&best, &failure) { changed = true }
            if simplifySteps(&best, &failure) { changed = true }
            if removeItems(&best, &failure) { changed = true }
        }
        return (best, failure)
    }

    /// Runs `scenario`; its outcome if it fails the same way.
    private mutating func attempt(_ scenario: Scenario) -> CandidateRun.Outcome? {
        guard budget > 0 else { return nil }
        if let deadline, ContinuousClock().now >= deadline {
            budget = 0
            return nil
        }
        budget -= 1
        runs += 1
        let outcome = candidate.run(scenario, isPastDeadline: deadline.map { deadline in { ContinuousClock().now >= deadline } })
        guard let failure = outcome.failure, failure.check == check else { return nil }
        return outcome
    }

    /// Accepts `trial` when it fails the same way, cut after its failing step.
    private mutating func accept(_ trial: Scenario, into best: inout Scenario, _ failure: inout ExploreFailure) -> Bool {
        guard let outcome = attempt(trial), let found = outcome.failure else { return false }
        best = trial
        best.steps = Array(outcome.steps.prefix(found.stepIndex + 1))
        failure = found
        accepted.append(best)
        return true
    }

    // MARK: - Fewest steps

    /// Removes runs of steps, longest first (delta debugging's chunks).
    private mutating func removeSteps(_ best: inout Scenario, _ failure: inout ExploreFailure) -> Bool {
        var changed = false
        var chunk = max(1, best.steps.count / 2)
        while chunk >= 1 && budget > 0 {
            var start = 0
            while start < best.steps.count && budget > 0 {
                var trial = best
                trial.steps.removeSubrange(start..<min(best.steps.count, start + chunk))
                if accept(trial, into: &best, &failure) {
                    changed = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 { break }
            chunk /= 2
        }
        return changed
    }

    // MARK: - Smallest, roundest numbers

    private mutating func simplifySteps(_ best: inout Scenario, _ failure: inout ExploreFailure) -> Bool {
        var changed = false
        var index = 0
        while index < best.steps.count && budget > 0 {
            var progress = true
            while progress && budget > 0 && index < best.steps.count {
                progress = false
                for simpler in Self.simpler(best.steps[index]) {
                    var trial = best
                    trial.steps[index] = simpler
                    if accept(trial, into: &best, &failure) {
                        progress = true
                        changed = true
                        break
                    }
                }
            }
            index += 1
        }
        return changed
    }

    /// Simpler versions of `step`, simplest first: each changes one thing.
    static func simpler(_ step: Step) -> [Step] {
        switch step {
        case .drag(let translation, let duration, let release, let start):
            return points(translation).map { .drag(translation: $0, duration: duration, release: release, start: start) }
                + SimplerNumbers.simpler(duration).map { .drag(translation: translation, duration: $0, release: release, start: start) }
        case .fling(let velocity, let start):
            return points(velocity).map { .fling(velocity: $0, start: start) }
        case .scrollTo(let x, let y, let animated):
            var result: [Step] = animated ? [.scrollTo(x: x, y: y, animated: false)] : []
            if let y { result += SimplerNumbers.simpler(y).map { .scrollTo(x: x, y: $0, animated: animated) } }
            if let x { result += SimplerNumbers.simpler(x).map { .scrollTo(x: $0, y: y, animated: animated) } }
            return result
        case .scrollToItem(let path, let position, let animated):
            var result: [Step] = animated ? [.scrollToItem(path, position: position, animated: false)] : []
            if position != .top { result.append(.scrollToItem(path, position: .top, animated: animated)) }
            result += SimplerNumbers.simpler(Double(path.item)).map {
                .scrollToItem(IndexPath(item: Int($0), section: path.section), position: position, animated: animated)
            }
            return result
        case .wait(let seconds):
            return SimplerNumbers.simpler(seconds).map { .wait(seconds: $0) }
        case .settle(let maxSeconds):
            return maxSeconds == 60 ? [] : [.settle(maxSeconds: 60)]
        case .swipePage(let direction, let duration):
            return duration == 0.3 ? [] : [.swipePage(direction: direction, duration: 0.3)]
        case .insertItems(let section, let at, let items):
            var result: [Step] = items.count > 1 ? [.insertItems(section: section, at: at, items: [items[0]])] : []
            if at > 0 {
                result += SimplerNumbers.simpler(Double(at)).map { .insertItems(section: section, at: Int($0), items: items) }
            }
            return result
        case .deleteItems(let section, let items):
            return items.count > 1 ? items.map { .deleteItems(section: section, items: [$0]) } : []
        case .switchLayout(let layout, true):
            return [.switchLayout(layout, animated: false)]
        case .setPagingOffset(let offset, true):
            return [.setPagingOffset(offset, animated: false)]
        default:
            return []
        }
    }

    private static func points(_ point: Point) -> [Point] {
        SimplerNumbers.simpler(point.y).map { Point(x: point.x, y: $0) } + SimplerNumbers.simpler(point.x).map { Point(x: $0, y: point.y) }
    }

    // MARK: - Fewest items

    /// Cuts each section to the fewest items that still fail, by
    /// bisection between none and the count it has (items are cut from
    /// the end, so the index paths steps and patterns name stay put).
    private mutating func removeItems(_ best: inout Scenario, _ failure: inout ExploreFailure) -> Bool {
        var changed = false
        for section in best.data.sections.indices where best.data.sections[section].items.count > 0 {
            var failing = best.data.sections[section].items.count
            var passing = -1
            while failing - passing > 1 && budget > 0 {
                let middle = passing + (failing - passing) / 2
                var trial = best
                trial.data.sections[section].items = Self.items(best.data.sections[section].items, count: middle)
                if accept(trial, into: &best, &failure) {
                    failing = middle
                    changed = true
                } else {
                    passing = middle
                }
            }
        }
        return changed
    }

    /// The first `count` items of `list`.
    static func items(_ list: ItemList, count: Int) -> ItemList {
        switch list {
        case .explicit(let items): .explicit(Array(items.prefix(count)))
        case .uniform(_, let size): .uniform(count: count, size: size)
        case .cycled(_, let width, let heights): .cycled(count: count, width: width, heights: heights)
        }
    }
}
