import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

/// Package metadata keeps its language and base direction (EPUB 3.3 `#attrdef-xml-lang`,
/// `#attrdef-dir`: on a metadata element, else inherited from `metadata`, else from `package`)
/// and its `alternate-script` refinements (EPUB 3.3 Appendix D), exposed as Readium's localized
/// strings.
struct MetadataLanguageTests {
    /// A book whose package and metadata elements carry `packageAttributes`/`metadataAttributes`.
    private func metadata(
        package packageAttributes: String = "", metadata metadataAttributes: String = "",
        _ extra: String
    ) throws -> Metadata {
        var book = EPUBBuilder(title: "")
        book.extraMetadata = extra
        book.customPackageDocument = book.packageDocument()
            .replacingOccurrences(of: "<dc:title></dc:title>", with: "")
            .replacingOccurrences(of: #"<package "#, with: "<package \(packageAttributes) ")
            .replacingOccurrences(of: #"<metadata "#, with: "<metadata \(metadataAttributes) ")
        return try Publication.open(data: try book.data(), name: "lang.epub").metadata
    }

    /// EPUB 3.3 `#attrdef-xml-lang`/`#attrdef-dir`: a title without its own attributes takes the
    /// package's; one language is a plain string in JSON, as Readium writes it.
    @Test func valuesInheritThePackageLanguageAndDirection() throws {
        let metadata = try metadata(package: #"xml:lang="fr" dir="ltr""#, "<dc:title>Le Titre</dc:title>")
        #expect(metadata.title == "Le Titre")
        #expect(metadata.localizedTitle == MetadataString("Le Titre", language: "fr", direction: .ltr))
        #expect(metadata.packageLanguage == "fr" && metadata.packageDirection == .ltr)
        #expect(metadata.toJSON().objectValue?["title"] == "Le Titre")
    }

    /// `metadata`'s attributes come before the package's, an element's own before both; an empty
    /// `xml:lang` means "unknown" (XML 1.0 §2.12) and an invalid `dir` is `auto`.
    @Test func theNearestDeclarationWins() throws {
        let metadata = try metadata(
            package: #"xml:lang="fr" dir="rtl""#, metadata: #"xml:lang="de""#,
            """
            <dc:title>Der Titel</dc:title>
            <dc:creator xml:lang="" dir="sideways">Anonymous</dc:creator>
            <dc:publisher xml:lang="en" dir="ltr">House</dc:publisher>
            """)
        #expect(metadata.localizedTitle == MetadataString("Der Titel", language: "de", direction: .rtl))
        #expect(metadata.authors.first?.localizedName == MetadataString("Anonymous", language: nil, direction: .auto))
        #expect(metadata.publishers.first?.localizedName == MetadataString("House", language: "en", direction: .ltr))
    }

    /// EPUB 3.3 Appendix D `alternate-script`: the renderings join the title and the creator,
    /// each in its language and direction; JSON has an object keyed by language.
    @Test func alternateScriptsJoinTheLocalizedString() throws {
        let metadata = try metadata(
            package: #"xml:lang="en""#,
            """
            <dc:title id="t" xml:lang="ja">草枕</dc:title>
            <meta refines="#t" property="alternate-script" xml:lang="ja-Latn">Kusamakura</meta>
            <meta refines="#t" property="alternate-script" xml:lang="ar" dir="rtl">وسادة العشب</meta>
            <dc:title id="s">A Novel</dc:title>
            <meta refines="#s" property="title-type">subtitle</meta>
            <dc:creator id="c" xml:lang="ja">夏目 漱石</dc:creator>
            <meta refines="#c" property="alternate-script">Natsume Sōseki</meta>
            """)
        #expect(metadata.title == "草枕")
        let title = try #require(metadata.localizedTitle)
        #expect(title.language == "ja")
        #expect(
            title.alternateScripts == [
                MetadataString("Kusamakura", language: "ja-Latn"),
                MetadataString("وسادة العشب", language: "ar", direction: .rtl)
            ])
        #expect(title.string(for: "ar-EG") == "وسادة العشب" && title.string(for: "de") == "草枕")
        #expect(metadata.subtitle == "A Novel" && metadata.localizedSubtitle?.language == "en")
        let json = try #require(metadata.toJSON().objectValue)
        #expect(json["title"] == ["ja": "草枕", "ja-Latn": "Kusamakura", "ar": "وسادة العشب"])
        #expect(json["subtitle"] == "A Novel")
        // The meta inherits the package's `en`.
        #expect(json["author"] == [["name": ["ja": "夏目 漱石", "en": "Natsume Sōseki"]]])
    }

    /// Without any language, direction or alternate script, nothing changes: no localized value,
    /// the plain strings as before.
    @Test func plainValuesStayPlain() throws {
        let metadata = try metadata("<dc:title>Plain</dc:title><dc:creator>Someone</dc:creator>")
        #expect(metadata.localizedTitle == nil && metadata.packageLanguage == nil)
        #expect(metadata.authors == [Contributor(name: "Someone")])
    }
}
