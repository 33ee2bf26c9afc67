/// The values of the enumerated reading settings, with Readium's raw JSON strings (readium.md §3.3).

/// The colour theme of reflowable text (Readium CSS's day, sepia and night modes).
public enum Theme: String, Sendable, CaseIterable, Codable {
    case light, dark, sepia

    /// The page colour (readium.md §3.7).
    public var backgroundColor: Color {
        switch self {
        case .light: Color(rgb: 0xFFFFFF)
        case .sepia: Color(rgb: 0xFAF4E8)
        case .dark: Color(rgb: 0x000000)
        }
    }

    /// The text colour.
    public var textColor: Color {
        switch self {
        case .light, .sepia: Color(rgb: 0x121212)
        case .dark: Color(rgb: 0xFEFEFE)
        }
    }

    /// The colour of unvisited links.
    public var linkColor: Color {
        switch self {
        case .light, .sepia: Color(rgb: 0x0000EE)
        case .dark: Color(rgb: 0x63CAFF)
        }
    }
}

/// How many columns a reflowable page shows.
public enum ColumnCount: String, Sendable, CaseIterable, Codable {
    /// Two in a landscape viewport, one otherwise.
    case auto
    case one = "1"
    case two = "2"
}

/// How a fixed-layout page is fitted into the viewport.
public enum Fit: String, Sendable, CaseIterable, Codable {
    case auto, page, width
}

/// When two fixed-layout pages are shown side by side (the preference, not the publication's
/// `rendition:spread`, which is `Spread`).
public enum SpreadSetting: String, Sendable, CaseIterable, Codable {
    /// In landscape viewports only.
    case auto
    case never
    case always
}

/// How images are drawn in the dark theme.
public enum ImageFilter: String, Sendable, CaseIterable, Codable {
    /// 80 % brightness.
    case darken
    /// Inverted colours.
    case invert
}

/// The alignment of text; `center` and `end` exist but Readium's editor does not offer them.
public enum TextAlignment: String, Sendable, CaseIterable, Codable {
    case start, left, right, justify, center, end
}

/// The stylesheet variant Readium CSS picks from the language, direction and writing mode
/// (`CSSLayout`, readium.md §3.2); many activation rules depend on it.
public enum StylesheetVariant: String, Sendable, CaseIterable {
    /// Horizontal, left to right.
    case `default`
    /// Horizontal, right to left.
    case rtl
    /// Chinese, Japanese or Korean, horizontal.
    case cjkHorizontal = "cjk-horizontal"
    /// Chinese, Japanese or Korean, vertical.
    case cjkVertical = "cjk-vertical"
}

/// Every EPUB preference, by its JSON key (readium.md §3.3).
public enum EPUBPreferenceKey: String, Sendable, CaseIterable, Codable {
    case backgroundColor, columnCount, fit, fontFamily, fontSize, fontWeight, hyphens, imageFilter
    case language, letterSpacing, ligatures, lineHeight, offsetFirstPage, pageMargins, paragraphIndent
    case paragraphSpacing, publisherStyles, readingProgression, scroll, spread, textAlign, textColor
    case textNormalization, theme, typeScale, verticalText, wordSpacing
}
