import RRenderLayout
import Synchronization

/// Hyphenation with libhyphen and the pattern dictionaries Debian's `hyphen-*` packages install
/// (platform-notes Q6). Safe to share between threads; `shared` is the instance rrender uses.
///
/// A language (BCP 47: `en`, `en-GB`, `en_GB`, `pt-BR`, `de-1996`, any case) picks a file of the
/// folder as `DictionaryCatalog` describes; a language without one gets no points. Each file is
/// loaded once per process and shared by every instance. A point is kept only when it leaves
/// at least the dictionary's `LEFTHYPHENMIN`/`RIGHTHYPHENMIN` and at least 2 characters on each
/// side (what browsers do for CSS Text 4 `hyphenate-limit-chars: auto`).
public final class LibHyphenHyphenator: Hyphenator {
    /// Where Debian installs the dictionaries.
    public static let defaultFolder = "/usr/share/hyphen"
    /// The hyphenator over `defaultFolder`, for the whole process.
    public static let shared = LibHyphenHyphenator()
    /// The fewest characters kept before and after a hyphen, whatever the dictionary says.
    public static let minimumCharactersAroundHyphen = 2

    /// The folder dictionaries are looked up in.
    public let folder: String
    private let catalog: DictionaryCatalog
    private let store: DictionaryStore
    /// Resolved languages, by the tag as given: most text asks for the same few.
    private let resolved = Mutex<[String: Resolution]>([:])

    /// A hyphenator over the dictionaries in `folder`. The folder is listed now; the files are
    /// read when a language first needs them.
    public init(folder: String = LibHyphenHyphenator.defaultFolder) {
        self.folder = folder
        self.catalog = DictionaryCatalog(folder: folder)
        self.store = .shared
    }

    /// The points of `word` in `language`, as character offsets (see `Hyphenator`). Empty when
    /// the language has no dictionary, the word has a character that is not a letter (or an
    /// apostrophe between letters) or is outside the dictionary's charset, or has no point.
    public func hyphenationPoints(of word: String, language: String) -> [Int] {
        guard let dictionary = resolve(language).dictionary else { return [] }
        return dictionary.cache.points(of: word) { Self.points(of: word, in: dictionary) }
    }

    /// The points of `word` in `dictionary`, found afresh.
    private static func points(of word: String, in dictionary: HyphenDictionary) -> [Int] {
        guard let prepared = PreparedWord(word) else { return [] }
        let count = prepared.scalars.count
        let left = max(minimumCharactersAroundHyphen, dictionary.leftMinimum)
        let right = max(minimumCharactersAroundHyphen, dictionary.rightMinimum)
        guard count >= left + right else { return [] }
        var spelling: [UInt8] = []
        spelling.reserveCapacity(count * 2 + 1)
        guard dictionary.encoding.encode(prepared.scalars, into: &spelling) else { return [] }
        return dictionary.points(spelling: spelling, characterCount: count).filter { offset in
            offset >= left && count - offset >= right
                && prepared.keepsAwayFromApostrophes(offset, minimum: minimumCharactersAroundHyphen)
        }
    }

    /// The file of the folder `language` uses (possibly a symlink, as Debian installs them), or
    /// nil when there is none or it cannot be loaded.
    public func dictionaryPath(for language: String) -> String? {
        let resolution = resolve(language)
        return resolution.dictionary == nil ? nil : resolution.path
    }

    /// Why the dictionary for `language` could not be used, when one was found but failed to
    /// load; nil when it loaded or when the language has no dictionary at all.
    public func problem(for language: String) -> HyphenationError? {
        resolve(language).problem
    }

    /// The dictionary for `language`, resolved once per tag.
    private func resolve(_ language: String) -> Resolution {
        if let known = resolved.withLock({ $0[language] }) { return known }
        var resolution = Resolution(path: nil, loaded: nil)
        if let tag = LanguageTag(language), let path = catalog.path(for: tag) {
            resolution = Resolution(path: path, loaded: store.dictionary(at: path))
        }
        resolved.withLock { $0[language] = resolution }
        return resolution
    }

    /// What a language tag resolved to; a class, so that the lookup per word copies one
    /// reference.
    private final class Resolution: Sendable {
        let path: String?
        let dictionary: HyphenDictionary?
        let problem: HyphenationError?

        init(path: String?, loaded: Result<HyphenDictionary, HyphenationError>?) {
            self.path = path
            dictionary = try? loaded?.get()
            if case .failure(let problem)? = loaded { self.problem = problem } else { problem = nil }
        }
    }

    /// The loaded dictionary `language` uses (for tests: which languages share one).
    func dictionary(for language: String) -> HyphenDictionary? {
        resolve(language).dictionary
    }
}
