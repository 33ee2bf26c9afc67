/// The words two texts differ by: what a failed snapshot or a changed page shows.
public struct WordDiff: Sendable, Equatable, CustomStringConvertible {
    /// A run of words: kept, removed (only in the old text) or added (only in the new one).
    public enum Part: Sendable, Equatable {
        case kept(String)
        case removed(String)
        case added(String)
    }

    /// The runs, in order; kept runs far from a change are shortened to `…`.
    public let parts: [Part]

    /// Words of context kept on each side of a change.
    public static let context = 6

    /// The word diff of `old` and `new` (words split at white space).
    public init(old: String, new: String) {
        let a = old.split(whereSeparator: \.isWhitespace).map(String.init)
        let b = new.split(whereSeparator: \.isWhitespace).map(String.init)
        var parts: [Part] = []
        func append(_ part: Part) {
            switch (parts.last, part) {
            case (.kept(let x)?, .kept(let y)): parts[parts.count - 1] = .kept(x + " " + y)
            case (.removed(let x)?, .removed(let y)): parts[parts.count - 1] = .removed(x + " " + y)
            case (.added(let x)?, .added(let y)): parts[parts.count - 1] = .added(x + " " + y)
            default: parts.append(part)
            }
        }
        for step in SequenceAlignment.align(a, b) {
            switch step {
            case .both(let i, _): append(.kept(a[i]))
            case .old(let i): append(.removed(a[i]))
            case .new(let j): append(.added(b[j]))
            }
        }
        self.parts = parts.enumerated().map { index, part in
            guard case .kept(let text) = part else { return part }
            return .kept(Self.shortened(text, head: index > 0, tail: index < parts.count - 1))
        }
    }

    /// True when the texts have the same words.
    public var isEmpty: Bool { !parts.contains { if case .kept = $0 { false } else { true } } }

    /// `… kept [-removed-] {+added+} kept …`, as `git diff --word-diff` writes it.
    public var description: String {
        parts.map { part in
            switch part {
            case .kept(let text): text
            case .removed(let text): "[-\(text)-]"
            case .added(let text): "{+\(text)+}"
            }
        }.joined(separator: " ")
    }

    /// A kept run cut to the words next to the changes around it.
    private static func shortened(_ text: String, head: Bool, tail: Bool) -> String {
        let words = text.split(separator: " ")
        guard words.count > context * 2 + 1 else { return text }
        let start = head ? words.prefix(context).joined(separator: " ") : ""
        let end = tail ? words.suffix(context).joined(separator: " ") : ""
        return [start, "…", end].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
