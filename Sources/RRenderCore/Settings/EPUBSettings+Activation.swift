/// Which settings take effect (readium.md §3.3, "Effective only if"), apart from the rules that
/// ask for the preference itself to be set, which the preferences editor adds.
extension EPUBSettings {
    /// The stylesheet variant: vertical CJK, horizontal CJK, right to left or the default.
    public var stylesheetVariant: StylesheetVariant {
        if verticalText { return .cjkVertical }
        if let language, LanguageCode.isCJK(language) { return .cjkHorizontal }
        return readingProgression == .rtl ? .rtl : .default
    }

    /// True when `key` applies to a publication of `layout` under these settings.
    public func isActive(_ key: EPUBPreferenceKey, layout: Layout) -> Bool {
        let reflowable = !layout.hasOwnPageSize
        let advanced = reflowable && !publisherStyles
        let variant = stylesheetVariant
        switch key {
        case .language, .readingProgression: return true
        case .backgroundColor: return true
        case .fit, .spread: return !reflowable
        case .offsetFirstPage: return !reflowable && spread != .never
        case .columnCount: return reflowable && !scroll
        case .scroll: return reflowable && !verticalText
        case .imageFilter: return theme == .dark
        case .fontFamily, .fontSize, .fontWeight, .pageMargins, .publisherStyles, .textColor, .textNormalization,
            .theme, .verticalText:
            return reflowable
        case .lineHeight, .paragraphSpacing, .typeScale: return advanced
        case .paragraphIndent, .textAlign: return advanced && (variant == .default || variant == .rtl)
        case .letterSpacing, .wordSpacing, .hyphens: return advanced && variant == .default
        case .ligatures: return advanced && variant == .rtl
        }
    }
}

/// Language rules Readium applies to BCP 47 tags (readium.md §3.2), quirks included: the match
/// is exact, so `ar-SA` is not right to left.
public enum LanguageCode {
    /// Right to left: exactly `ar`, `fa`, `he`, `zh-hant` or `zh-tw` (case-insensitive).
    public static func isRTL(_ tag: String) -> Bool {
        ["ar", "fa", "he", "zh-hant", "zh-tw"].contains(tag.lowercased())
    }

    /// Chinese, Japanese or Korean once the region is removed: `ja` and `ja-JP`, `ko`, and any
    /// `zh` (`zh-Hant`, `zh-TW`…).
    public static func isCJK(_ tag: String) -> Bool {
        guard let language = tag.lowercased().split(separator: "-").first else { return false }
        return ["ja", "ko", "zh"].contains(language)
    }
}
