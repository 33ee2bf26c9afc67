import Foundation

/// Finds a query in a text, as the search options say (readium.md §4.2, §4.4). Pure: a text in,
/// ranges of its characters out.
///
/// - Literal queries (the default, and `exact`) are folded like the text, one `Character` at a
///   time (case with the language's rules, diacritics, canonical equivalence, whitespace runs),
///   and found in the folded text; every folded match is mapped back to the original
///   characters. As in Readium, the next match is looked for one character after the start of
///   the previous one, so matches may overlap ("aa" in "aaa": two).
/// - `exact` matches literally: case- and diacritic-sensitive, scalars compared as they are.
/// - `regularExpression` (which wins over `exact`) runs `NSRegularExpression` over the text with
///   diacritics folded when asked (the pattern too) and `caseInsensitive` unless case-sensitive.
///   Its matches do not overlap (`\w+` gives words, not every suffix of them), and empty
///   matches are skipped.
/// - `wholeWord` then keeps the matches not glued to a letter or digit on a side where the match
///   itself starts or ends with one.
struct TextMatcher {
    private enum Kind {
        case literal([UInt32])
        case pattern(NSRegularExpression)
    }

    private let kind: Kind
    private let folding: CharacterFolding
    private let wholeWord: Bool

    /// A matcher for `query` under `options` (unset options are off; `language` defaults to English).
    init(query: String, options: SearchOptions) throws(SearchError) {
        guard !query.isEmpty else { throw .badQuery(.empty) }
        let exact = options.exact ?? false, regex = options.regularExpression ?? false
        var folding = CharacterFolding()
        folding.locale = Locale(identifier: options.language ?? "en")
        folding.caseInsensitive = !(options.caseSensitive ?? false) && !exact && !regex
        folding.diacriticInsensitive = !(options.diacriticSensitive ?? false) && (!exact || regex)
        folding.canonical = !exact || regex
        folding.collapsesWhitespace = !regex
        self.folding = folding
        wholeWord = options.wholeWord ?? false
        if regex {
            var regexOptions: NSRegularExpression.Options = [.anchorsMatchLines]
            if !(options.caseSensitive ?? false) { regexOptions.insert(.caseInsensitive) }
            // Only marks are folded in a pattern: lower-casing would turn `\W` into `\w`.
            let pattern = folding.diacriticInsensitive ? folding.foldedString(query) : query
            do {
                kind = .pattern(try NSRegularExpression(pattern: pattern, options: regexOptions))
            } catch {
                throw .badQuery(.invalidRegularExpression(pattern: query, reason: Self.reason(error)))
            }
        } else {
            let folded = folding.fold(Array(query)).scalars
            guard !folded.isEmpty else { throw .badQuery(.empty) }
            kind = .literal(folded)
        }
    }

    /// The ranges (in `Character` offsets) of the matches in `characters`, in order.
    func ranges(in characters: [Character]) -> [Range<Int>] {
        let found: [Range<Int>]
        switch kind {
        case .literal(let query): found = literalRanges(of: query, in: folding.fold(characters))
        case .pattern(let regex): found = patternRanges(of: regex, in: characters)
        }
        return wholeWord ? found.filter { Self.isWholeWord($0, in: characters) } : found
    }

    /// Every start where the folded query lies on whole characters of the folded text.
    private func literalRanges(of query: [UInt32], in text: FoldedText) -> [Range<Int>] {
        let count = query.count, scalars = text.scalars
        guard count <= scalars.count, let first = query.first else { return [] }
        var ranges: [Range<Int>] = []
        var start = 0
        while start <= scalars.count - count {
            defer { start += 1 }
            guard scalars[start] == first, text.startsCharacter(start) else { continue }
            var offset = 1
            while offset < count, scalars[start + offset] == query[offset] { offset += 1 }
            guard offset == count, text.endsCharacter(before: start + count) else { continue }
            ranges.append(text.originalRange(start..<start + count))
        }
        return ranges
    }

    /// The regular expression's non-empty matches, over the text folded as the options say.
    private func patternRanges(of regex: NSRegularExpression, in characters: [Character]) -> [Range<Int>] {
        // The subject, and for each of its UTF-16 units the index of its original character.
        var subject = String.UnicodeScalarView()
        var origins: [Int32] = []
        var cache: [Character: [UInt32]] = [:]
        for (index, character) in characters.enumerated() {
            let scalars = cache[character] ?? folding.fold(character)
            cache[character] = scalars
            for value in scalars {
                guard let scalar = Unicode.Scalar(value) else { continue }
                subject.append(scalar)
                origins.append(Int32(index))
                if value > 0xFFFF { origins.append(Int32(index)) }
            }
        }
        let string = String(subject)
        return regex.matches(in: string, range: NSRange(location: 0, length: origins.count)).compactMap { match in
            let range = match.range
            guard range.location != NSNotFound, range.length > 0 else { return nil }
            return Int(origins[range.location])..<Int(origins[range.location + range.length - 1]) + 1
        }
    }

    /// True when `range` is not glued to a letter or digit where it starts or ends with one.
    static func isWholeWord(_ range: Range<Int>, in characters: [Character]) -> Bool {
        guard !range.isEmpty else { return false }
        if isWordCharacter(characters[range.lowerBound]), range.lowerBound > 0, isWordCharacter(characters[range.lowerBound - 1])
        {
            return false
        }
        if isWordCharacter(characters[range.upperBound - 1]), range.upperBound < characters.count,
            isWordCharacter(characters[range.upperBound])
        {
            return false
        }
        return true
    }

    /// Characters that make words (`WordCharacter`: letters, marks and digits of any script).
    static func isWordCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(WordCharacter.isPart) ?? false
    }

    /// One line saying why a pattern does not compile.
    private static func reason(_ error: Error) -> String {
        let text = (error as NSError).userInfo["NSInvalidValue"].map { "\($0)" } ?? (error as NSError).localizedDescription
        return text.split(separator: "\n").first.map(String.init) ?? "\(error)"
    }
}
