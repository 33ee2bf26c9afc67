/// Resources of the old edition missing from the new one, and new ones missing from the old,
/// paired when one was renamed: a file moved to another href keeps most of its words, so its
/// pages are aligned like any other resource's instead of all being removed and added.
enum ResourceRenames {
    /// The share of words two resources must have in common to be one renamed resource.
    static let threshold = 0.6

    /// The old and new resources (by index in the lists given), paired when renamed, each
    /// other one alone: removed ones first, in old order, then the new ones in new order (each
    /// new one with the old one it renames).
    static func pair(old: [[ComparedPage]], new: [[ComparedPage]]) -> [(old: Int?, new: Int?)] {
        let oldWords = old.map(words), newWords = new.map(words)
        var taken = Set<Int>(), renamed: [Int: Int] = [:]
        for n in new.indices {
            let best = old.indices.filter { !taken.contains($0) }
                .map { ($0, similarity(oldWords[$0], newWords[n])) }
                .max { $0.1 < $1.1 }
            if let (o, share) = best, share >= threshold {
                taken.insert(o)
                renamed[n] = o
            }
        }
        let removed: [(old: Int?, new: Int?)] = old.indices.filter { !taken.contains($0) }.map { ($0, nil) }
        return removed + new.indices.map { (renamed[$0], $0) }
    }

    /// How many times each word occurs in the resource's pages.
    static func words(_ pages: [ComparedPage]) -> [Substring: Int] {
        var counts: [Substring: Int] = [:]
        for page in pages {
            for word in page.text.split(whereSeparator: \.isWhitespace) { counts[word, default: 0] += 1 }
        }
        return counts
    }

    /// The words both have (counted with repeats) over the larger count; 0 when either is empty.
    static func similarity(_ a: [Substring: Int], _ b: [Substring: Int]) -> Double {
        let total = max(a.values.reduce(0, +), b.values.reduce(0, +))
        guard total > 0 else { return 0 }
        let common = a.reduce(0) { sum, entry in sum + min(entry.value, b[entry.key] ?? 0) }
        return Double(common) / Double(total)
    }
}
