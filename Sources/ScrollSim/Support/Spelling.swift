/// "Did you mean" suggestions for misspelt keys and values.
package enum Spelling {
    /// The candidate closest to `word` by edit distance, if it is close
    /// enough to be a plausible typo (at most a third of the word's length,
    /// and at least 1, or a case-insensitive match); failing that, the
    /// longest candidate of at least four letters that `word` ends with
    /// (`contentOffset` → `offset`, UIKit's name for a field the log
    /// shortens).
    package static func nearest(to word: String, among candidates: [String]) -> String? {
        if let typo = nearestTypo(to: word, among: candidates) { return typo }
        let lowered = word.lowercased()
        return candidates
            .filter { $0.count >= 4 && $0.count < word.count && lowered.hasSuffix($0.lowercased()) }
            .max { $0.count < $1.count }
    }

    private static func nearestTypo(to word: String, among candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        let limit = max(1, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= limit && distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Optimal-string-alignment distance over characters: insertions,
    /// deletions, substitutions and swaps of neighbours each cost 1, since a
    /// swap (`stpes`) is the commonest typo.
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var twoBack = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = Swift.min(
                    previous[j] + 1, current[j - 1] + 1,
                    previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], twoBack[j - 2] + 1)
                }
            }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count]
    }
}
