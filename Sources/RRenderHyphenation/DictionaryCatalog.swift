import Foundation

/// The hyphenation dictionaries of one folder (`hyph_<lang>[_<Script>][_<REGION>].dic`, as
/// Debian's `hyphen-*` packages install them) and the choice of one for a language tag.
///
/// For a tag with language `ll` and region `RR` the first file present wins:
/// 1. `hyph_ll_Script_RR.dic` (only when the tag has a script), then `hyph_ll_RR.dic`;
/// 2. `hyph_ll_DD.dic`, where `DD` is the language's usual region (CLDR likely subtags:
///    en → US, de → DE, fr → FR, pt → BR, sv → SE…), so `en-NZ` gets American English rather
///    than nothing;
/// 3. `hyph_ll.dic`;
/// 4. any other `hyph_ll_XX.dic`, in name order;
/// then the same for a related language code (`no` ↔ `nb`/`nn`). File names match without
/// regard to case.
struct DictionaryCatalog: Sendable {
    /// The folder the dictionaries are in.
    let folder: String
    /// Actual file names by their lowercase form.
    private let files: [String: String]

    /// A catalog of `fileNames` in `folder` (the files are not read).
    init(folder: String, fileNames: [String]) {
        self.folder = folder
        var files: [String: String] = [:]
        for name in fileNames {
            let lowercased = name.lowercased()
            if lowercased.hasPrefix("hyph_"), lowercased.hasSuffix(".dic") { files[lowercased] = name }
        }
        self.files = files
    }

    /// A catalog of the files in `folder`; empty when the folder cannot be listed.
    init(folder: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        self.init(folder: folder, fileNames: names)
    }

    /// The path of the dictionary for `tag`, or nil when the folder has none for its language.
    func path(for tag: LanguageTag) -> String? {
        for language in [tag.language] + (Self.relatedLanguages[tag.language] ?? []) {
            for stem in Self.preferredStems(language: language, script: tag.script, region: tag.region) {
                if let name = files["hyph_\(stem).dic".lowercased()] { return join(name) }
            }
            let prefix = "hyph_\(language)_"
            if let name = files.keys.filter({ $0.hasPrefix(prefix) }).sorted().first, let actual = files[name] {
                return join(actual)
            }
        }
        return nil
    }

    /// File stems (`en_GB`) for steps 1–3 above, most preferred first.
    static func preferredStems(language: String, script: String?, region: String?) -> [String] {
        var stems: [String] = []
        if let region {
            if let script { stems.append("\(language)_\(script)_\(region)") }
            stems.append("\(language)_\(region)")
        }
        if let usual = usualRegions[language], usual != region { stems.append("\(language)_\(usual)") }
        stems.append(language)
        return stems
    }

    private func join(_ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Other codes under which a language's dictionary may be installed: Norwegian is `no`, or
    /// Bokmål `nb` and Nynorsk `nn`.
    static let relatedLanguages: [String: [String]] = ["no": ["nb", "nn"], "nb": ["no"], "nn": ["no", "nb"]]

    /// The region a language is most used in, from CLDR's likely subtags, for the languages
    /// Debian has hyphenation dictionaries for.
    static let usualRegions: [String: String] = [
        "af": "ZA", "as": "IN", "be": "BY", "bg": "BG", "bn": "IN", "ca": "ES", "cs": "CZ", "da": "DK",
        "de": "DE", "el": "GR", "en": "US", "es": "ES", "et": "EE", "eu": "ES", "fi": "FI", "fr": "FR",
        "ga": "IE", "gl": "ES", "gu": "IN", "hi": "IN", "hr": "HR", "hu": "HU", "id": "ID", "is": "IS",
        "it": "IT", "kn": "IN", "lt": "LT", "lv": "LV", "ml": "IN", "mn": "MN", "mr": "IN", "nb": "NO",
        "nl": "NL", "nn": "NO", "no": "NO", "or": "IN", "pa": "IN", "pl": "PL", "pt": "BR", "ro": "RO",
        "ru": "RU", "sk": "SK", "sl": "SI", "sq": "AL", "sr": "RS", "sv": "SE", "ta": "IN", "te": "IN",
        "th": "TH", "uk": "UA", "zu": "ZA"
    ]
}
