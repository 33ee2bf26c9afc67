/// Finds where words may break with a hyphen. libhyphen with Debian's dictionaries implements
/// it (`RRenderHyphenation`); layout inserts a soft hyphen (U+00AD) at each point of text styled
/// `hyphens: auto`, and Pango draws a hyphen where a line breaks at one (platform-notes Q5, Q6:
/// Pango has no hyphenation dictionaries of its own).
public protocol Hyphenator: Sendable {
    /// The break points of `word` in `language` (BCP 47): character offsets `k` (0 < k < count)
    /// meaning "a hyphen may go after the k-th character". Empty when the language has no
    /// dictionary or the word has no point.
    func hyphenationPoints(of word: String, language: String) -> [Int]
}
