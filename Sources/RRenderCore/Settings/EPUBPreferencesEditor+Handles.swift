/// One handle per EPUB key (readium.md §3.3): effective values fall back as the table says
/// (lineHeight 1.2, typeScale 1.2, colours from the theme, hyphens when justified…).
extension EPUBPreferencesEditor {
    /// The page colour; the theme's when unset. Effective only when set.
    public var backgroundColor: Preference<Color> {
        preference(.backgroundColor, \.backgroundColor) { $0.backgroundColor ?? $0.theme.backgroundColor }
    }

    /// Columns of a reflowable page (`auto`, `1`, `2`).
    public var columnCount: EnumPreference<ColumnCount> {
        enumPreference(.columnCount, \.columnCount, supportedValues: [.auto, .one, .two]) { $0.columnCount }
    }

    /// How a fixed-layout page fits the viewport.
    public var fit: EnumPreference<Fit> {
        enumPreference(.fit, \.fit, supportedValues: [.auto, .page, .width]) { $0.fit }
    }

    /// The font family; nil in use means the publisher's.
    public var fontFamily: Preference<String?> {
        optionalPreference(.fontFamily, \.fontFamily) { $0.fontFamily }
    }

    /// The font size, 0.1...5.0 by 0.1, shown as a percentage.
    public var fontSize: RangePreference {
        range(.fontSize, \.fontSize) { $0.fontSize }
    }

    /// The font weight, 0.0...2.5 by 0.25, shown as a percentage; 1.0 in use when unset.
    public var fontWeight: RangePreference {
        range(.fontWeight, \.fontWeight) { $0.fontWeight ?? 1 }
    }

    /// Hyphenation; in use when unset if the text is justified.
    public var hyphens: Preference<Bool> {
        preference(.hyphens, \.hyphens) { $0.hyphens ?? ($0.textAlign == .justify) }
    }

    /// How images are drawn in the dark theme (`darken`, `invert`, or unset).
    public var imageFilter: EnumPreference<ImageFilter?> {
        optionalEnumPreference(.imageFilter, \.imageFilter, supportedValues: [.darken, .invert]) { $0.imageFilter }
    }

    /// The language; the publication's when unset.
    public var language: Preference<String?> {
        optionalPreference(.language, \.language) { $0.language }
    }

    /// Letter spacing, 0.0...1.0 by 0.1, shown as a percentage.
    public var letterSpacing: RangePreference {
        range(.letterSpacing, \.letterSpacing) { $0.letterSpacing ?? 0 }
    }

    /// Arabic ligatures.
    public var ligatures: Preference<Bool> {
        preference(.ligatures, \.ligatures) { $0.ligatures ?? false }
    }

    /// Line height, 1.0...2.0 by 0.1; 1.2 in use when unset.
    public var lineHeight: RangePreference {
        range(.lineHeight, \.lineHeight) { $0.lineHeight ?? 1.2 }
    }

    /// Whether the first fixed-layout page is shown alone; nil in use means the publication's.
    public var offsetFirstPage: Preference<Bool?> {
        optionalPreference(.offsetFirstPage, \.offsetFirstPage) { $0.offsetFirstPage }
    }

    /// Page margins, 0.0...4.0 by 0.3.
    public var pageMargins: RangePreference {
        range(.pageMargins, \.pageMargins) { $0.pageMargins }
    }

    /// Paragraph indent, 0.0...3.0 rem by 0.2, shown as a percentage.
    public var paragraphIndent: RangePreference {
        range(.paragraphIndent, \.paragraphIndent) { $0.paragraphIndent ?? 0 }
    }

    /// Paragraph spacing, 0.0...2.0 rem by 0.1, shown as a percentage.
    public var paragraphSpacing: RangePreference {
        range(.paragraphSpacing, \.paragraphSpacing) { $0.paragraphSpacing ?? 0 }
    }

    /// Whether the publisher's styles apply.
    public var publisherStyles: Preference<Bool> {
        preference(.publisherStyles, \.publisherStyles) { $0.publisherStyles }
    }

    /// The reading progression, `ltr` or `rtl`.
    public var readingProgression: EnumPreference<ReadingProgression> {
        enumPreference(.readingProgression, \.readingProgression, supportedValues: [.ltr, .rtl]) {
            $0.readingProgression
        }
    }

    /// Scrolled rather than paginated.
    public var scroll: Preference<Bool> {
        preference(.scroll, \.scroll) { $0.scroll }
    }

    /// When fixed-layout pages are shown side by side.
    public var spread: EnumPreference<SpreadSetting> {
        enumPreference(.spread, \.spread, supportedValues: [.auto, .never, .always]) { $0.spread }
    }

    /// The alignment of text (`start`, `left`, `right`, `justify`, or unset).
    public var textAlign: EnumPreference<TextAlignment?> {
        optionalEnumPreference(.textAlign, \.textAlign, supportedValues: [.start, .left, .right, .justify]) {
            $0.textAlign
        }
    }

    /// The text colour; the theme's when unset. Effective only when set.
    public var textColor: Preference<Color> {
        preference(.textColor, \.textColor) { $0.textColor ?? $0.theme.textColor }
    }

    /// Normalised text styles.
    public var textNormalization: Preference<Bool> {
        preference(.textNormalization, \.textNormalization) { $0.textNormalization }
    }

    /// The colour theme.
    public var theme: EnumPreference<Theme> {
        enumPreference(.theme, \.theme, supportedValues: [.light, .dark, .sepia]) { $0.theme }
    }

    /// The type scale, 1.0...2.0 through Readium's nine steps; 1.2 in use when unset.
    public var typeScale: RangePreference {
        range(.typeScale, \.typeScale) { $0.typeScale ?? 1.2 }
    }

    /// Vertical writing; derived from the language when unset.
    public var verticalText: Preference<Bool> {
        preference(.verticalText, \.verticalText) { $0.verticalText }
    }

    /// Word spacing, 0.0...1.0 rem by 0.1, shown as a percentage.
    public var wordSpacing: RangePreference {
        range(.wordSpacing, \.wordSpacing) { $0.wordSpacing ?? 0 }
    }
}
