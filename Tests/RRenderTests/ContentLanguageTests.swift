import Foundation
import RRenderCore
import RRenderTestSupport
import Testing

@testable import RRender

/// EPUB Reading Systems 3.3 §4.4 (`#sec-epub-rs-i18n`): the language of a content document is
/// never assumed from the Package Document (`xml:lang`, `dir`, `dc:language`).
@Suite struct ContentLanguageTests {
    /// A French book whose chapter hides `:lang(fr)` paragraphs: with `lang` declared on the
    /// chapter's root they hide; without it the package's `fr` must not make them French.
    private func text(chapterLanguage: String?, preference: String? = nil) throws -> String {
        let lang = chapterLanguage.map { #" xml:lang="\#($0)" lang="\#($0)""# } ?? ""
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"\(lang)>
            <head><title>Un</title><style>p:lang(fr) { display: none }</style></head>
            <body><p>Bonjour.</p><p>Visible.</p></body>
            </html>
            """
        var book = EPUBBuilder(chapters: [.init(title: "Un", document: document)])
        book.language = "fr"
        book.customPackageDocument = book.packageDocument()
            .replacingOccurrences(of: #"version="3.0""#, with: #"version="3.0" xml:lang="fr" dir="rtl""#)
        let publication = try Publication.open(data: try book.data(), name: "lang.epub")
        var settings = EPUBSettings(preferences: EPUBPreferences(language: preference), metadata: publication.metadata)
        settings.publisherStyles = true
        let renderer = try Renderer(
            publication: publication,
            options: RenderOptions(
                viewport: Viewport(width: 400, height: 300), concurrency: 1,
                settings: settings))
        return try renderer.text(ofPage: 1)
    }

    @Test func thePackageLanguageDoesNotReachContentDocuments() throws {
        #expect(try text(chapterLanguage: nil).contains("Bonjour"))
        #expect(try !text(chapterLanguage: "fr").contains("Bonjour"))
        // A language the reader chose does apply (Readium's `language` setting), even the book's.
        #expect(try !text(chapterLanguage: nil, preference: "fr-CA").contains("Bonjour"))
        #expect(try !text(chapterLanguage: nil, preference: "fr").contains("Bonjour"))
    }

    /// The first inked column of page 1 (one column: a portrait viewport) of a book whose package is Hebrew (`dc:language`, or
    /// `page-progression-direction`) around an English chapter that states no direction.
    private func inkLeft(progression: String?, preferences: EPUBPreferences = EPUBPreferences()) throws -> Int? {
        var book = EPUBBuilder(chapters: [.init(title: "One", body: #"<p style="font-size: 40px">Hi</p>"#)])
        book.language = "he"
        book.pageProgressionDirection = progression
        let publication = try Publication.open(data: try book.data(), name: "he.epub")
        let settings = EPUBSettings(preferences: preferences, metadata: publication.metadata)
        #expect(settings.readingProgression == .rtl, "the pages still go right to left")
        let renderer = try Renderer(
            publication: publication,
            options: RenderOptions(viewport: Viewport(width: 400, height: 600), concurrency: 1, settings: settings))
        let image = try renderer.renderPage(1).frame.image
        return (0..<image.width).first { x in (0..<image.height).contains { y in image.color(x: x, y: y) != .white } }
    }

    /// EPUB RS 3.3 `#sec-epub-rs-i18n`: nor is the base direction assumed from the package (the
    /// `he` language or an `rtl` page progression); the reader's own choice does apply.
    @Test func thePackageDirectionDoesNotReachContentDocuments() throws {
        #expect(try #require(try inkLeft(progression: nil)) < 60, "English stays left to right")
        #expect(try #require(try inkLeft(progression: "rtl")) < 60)
        #expect(try #require(try inkLeft(progression: nil, preferences: EPUBPreferences(readingProgression: .rtl))) > 250)
        #expect(try #require(try inkLeft(progression: nil, preferences: EPUBPreferences(language: "he"))) > 250)
    }
}
