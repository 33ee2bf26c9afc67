import RRenderCore

extension EPUBSettings {
    /// Every setting as text, for the pagination cache's key: each field by name, so the key is
    /// stable across builds and readable in an entry. Written out rather than
    /// `String(reflecting:)`, which walks the fields through the runtime's reflection: 1.4 ms of
    /// the 60 ms of a warm page, for a string. `PaginationCacheTests` checks it names every field.
    var cacheKeyText: String {
        func text(_ value: Double?) -> String { value.map { "\($0)" } ?? "-" }
        func text(_ value: Bool?) -> String { value.map { $0 ? "true" : "false" } ?? "-" }
        func text(_ value: String?) -> String { value ?? "-" }
        func text(_ value: Color?) -> String { value.map(\.description) ?? "-" }
        return [
            "backgroundColor=\(text(backgroundColor))", "columnCount=\(columnCount.rawValue)", "fit=\(fit.rawValue)",
            "fontFamily=\(text(fontFamily))", "fontSize=\(fontSize)", "fontWeight=\(text(fontWeight))",
            "hyphens=\(text(hyphens))",
            "imageFilter=\(text(imageFilter?.rawValue))", "language=\(text(language))",
            "isLanguageFromPublication=\(isLanguageFromPublication)",
            "isReadingProgressionFromPublication=\(isReadingProgressionFromPublication)",
            "isScrollFromPreferences=\(isScrollFromPreferences)",
            "letterSpacing=\(text(letterSpacing))", "ligatures=\(text(ligatures))", "lineHeight=\(text(lineHeight))",
            "offsetFirstPage=\(text(offsetFirstPage))", "pageMargins=\(pageMargins)", "paragraphIndent=\(text(paragraphIndent))",
            "paragraphSpacing=\(text(paragraphSpacing))", "publisherStyles=\(publisherStyles)",
            "readingProgression=\(readingProgression.rawValue)", "scroll=\(scroll)", "spread=\(spread.rawValue)",
            "textAlign=\(text(textAlign?.rawValue))", "textColor=\(text(textColor))", "textNormalization=\(textNormalization)",
            "theme=\(theme.rawValue)", "typeScale=\(text(typeScale))", "verticalText=\(verticalText)",
            "wordSpacing=\(text(wordSpacing))"
        ].joined(separator: " ")
    }
}
