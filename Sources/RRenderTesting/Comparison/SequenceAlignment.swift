/// The longest common subsequence of two sequences, as pairs of indices: the core of the word
/// diff and of page alignment. Common prefix and suffix are matched first, so the quadratic
/// part only covers the span that differs.
public enum SequenceAlignment {
    /// One step of an alignment: an element of both, of the old only, or of the new only.
    public enum Step: Equatable, Sendable {
        case both(old: Int, new: Int)
        case old(Int)
        case new(Int)
    }

    /// The largest middle span (old × new elements) aligned exactly; beyond it the middle is
    /// treated as all removed then all added, so a rewritten book cannot exhaust memory.
    public static let maximumCells = 25_000_000

    /// The steps that turn `old` into `new`, matching equal elements in order.
    public static func align<T: Equatable>(_ old: [T], _ new: [T]) -> [Step] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        { suffix += 1 }
        var steps = (0..<prefix).map { Step.both(old: $0, new: $0) }
        steps += middle(old, new, from: (prefix, prefix), to: (old.count - suffix, new.count - suffix))
        steps += (0..<suffix).map { Step.both(old: old.count - suffix + $0, new: new.count - suffix + $0) }
        return steps
    }

    /// The LCS of `old[o0..<o1]` and `new[n0..<n1]`, by dynamic programming.
    private static func middle<T: Equatable>(_ old: [T], _ new: [T], from start: (Int, Int), to end: (Int, Int)) -> [Step] {
        let rows = end.0 - start.0, columns = end.1 - start.1
        if rows == 0 || columns == 0 || rows * columns > maximumCells {
            return (start.0..<end.0).map { Step.old($0) } + (start.1..<end.1).map { Step.new($0) }
        }
        // lengths[i][j]: LCS length of the suffixes from i and j.
        var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                lengths[i][j] =
                    old[start.0 + i] == new[start.1 + j]
                    ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var steps: [Step] = [], i = 0, j = 0
        while i < rows || j < columns {
            if i < rows, j < columns, old[start.0 + i] == new[start.1 + j] {
                steps.append(.both(old: start.0 + i, new: start.1 + j)); i += 1; j += 1
            } else if j < columns, i == rows || lengths[i][j + 1] >= lengths[i + 1][j] {
                steps.append(.new(start.1 + j)); j += 1
            } else {
                steps.append(.old(start.0 + i)); i += 1
            }
        }
        return steps
    }
}
