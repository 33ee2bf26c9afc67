/// Finds a locator's text quote in a resource's text with every run of whitespace (spaces,
/// newlines) compared equal, so a quote taken under one layout is found under another: page
/// breaks put "\n" between page texts where a space was (readium.md §2.5, text-quote anchoring).
struct QuoteFinder {
    private static let folding = CharacterFolding()  // canonical equivalence and whitespace runs only
    private let text: FoldedText

    /// A finder over `text` (a resource's page texts joined by "\n").
    init(_ text: String) {
        self.text = Self.folding.fold(Array(text))
    }

    /// The character offset (in the original text) of the occurrence of `quote` closest to
    /// `target`, among those preceded by `before` when it is given and some are.
    func nearestOccurrence(of quote: String, before: String?, near target: Int) -> Int? {
        let folded = Self.folding.fold(Array(quote)).scalars
        let starts = Self.starts(of: folded, in: text)
        guard !starts.isEmpty else { return nil }
        var pool = starts
        if let before, !before.isEmpty {
            let context = Self.folding.fold(Array(before)).scalars
            let preceded = starts.filter { isPreceded($0, by: context) }
            if !preceded.isEmpty { pool = preceded }
        }
        return pool.map { Int(text.origins[$0]) }.min { abs($0 - target) < abs($1 - target) }
    }

    /// The folded scalar indices where `query` starts on a whole character.
    private static func starts(of query: [UInt32], in text: FoldedText) -> [Int] {
        guard let first = query.first, query.count <= text.scalars.count else { return [] }
        var found: [Int] = []
        for start in 0...(text.scalars.count - query.count) where text.scalars[start] == first && text.startsCharacter(start) {
            var offset = 1
            while offset < query.count, text.scalars[start + offset] == query[offset] { offset += 1 }
            if offset == query.count, text.endsCharacter(before: start + query.count) { found.append(start) }
        }
        return found
    }

    /// True when the folded text before scalar `start` ends with `context`, white space aside:
    /// a context taken from the document's text (a search hit, another reader's locator) may
    /// space inline pieces otherwise than the laid-out page text does ("1−1" in a formula
    /// whose superscript the page sets apart as "1 −1").
    private func isPreceded(_ start: Int, by context: [UInt32]) -> Bool {
        var position = start
        for scalar in context.reversed() where !Self.isSpace(scalar) {
            repeat { position -= 1 } while position >= 0 && Self.isSpace(text.scalars[position])
            guard position >= 0, text.scalars[position] == scalar else { return false }
        }
        return true
    }

    private static func isSpace(_ scalar: UInt32) -> Bool {
        Unicode.Scalar(scalar)?.properties.isWhitespace ?? false
    }
}
