import Foundation
import RRenderCore
import RRenderTestSupport
import Testing

/// `info`, `locate` and `search --json` as Readium's own JSON Schemas judge them (the pinned
/// copies in Schemas/Readium), through `scripts/validate-readium.py` with Debian's
/// python3-jsonschema and python3-regex (scripts/setup-debian.sh installs them): what a client
/// that validates manifests and locators accepts.
@Suite struct ReadiumSchemaTests {
    let rrender = CommandRunner()

    /// Every shared-corpus publication (the two largest in full runs).
    static let publications = TestScope.arguments(
        [
            "asyRefCard.pdf", "childrens-literature.epub", "georgia-cfi.epub", "internallinks.epub",
            "kusamakura-japanese-vertical-writing.epub", "live-manual.en.epub", "maint-guide.en.pdf",
            "page-blanche.epub", "regime-anticancer-arabic.epub", "wasteland-otf-obf.epub"
        ], slow: ["moby-dick.epub", "linear-algebra.epub"])

    /// Runs the validator on `files` as `kind` (`publication` or `locator`).
    private func validate(_ kind: String, _ files: [URL]) throws -> CommandRunner.Result {
        let script = CSSSuitesFixture.projectRoot.appendingPathComponent("scripts/validate-readium.py")
        return try CommandRunner(program: URL(fileURLWithPath: "/usr/bin/python3")).run([script.path, kind] + files.map(\.path))
    }

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `arguments` and keeps its standard output in `dir/name`: 65 is a success with errors
    /// in the content (live-manual.en.epub has malformed XHTML), the JSON all written.
    /// A search may find nothing (page-blanche.epub is pictures): then it prints nothing.
    private func save(_ arguments: [String], as name: String, in dir: URL, mayBeEmpty: Bool = false) throws -> URL {
        let result = try rrender.run(arguments)
        #expect(result.status == 0 || result.status == 65, "\(arguments): \(result.stderr)")
        #expect(mayBeEmpty || !result.stdout.isEmpty, "\(arguments): \(result.stderr)")
        let url = dir.appendingPathComponent(name)
        try result.stdout.write(to: url)
        return url
    }

    @Test(arguments: publications)
    func infoLocateAndSearchValidate(_ name: String) throws {
        let book = try Corpus.path(name), dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let manifest = try save(["info", book, "-q"], as: "info.json", in: dir)
        let published = try validate("publication", [manifest])
        #expect(published.status == 0, "\(name): \(published.output)\(published.stderr)")

        let pages = try #require(
            try JSONValue(parsing: String(decoding: Data(contentsOf: manifest), as: UTF8.self))["rrender"]?["metadata"]?["pages"]?
                .doubleValue)
        var outputs: [URL] = []
        for page in Set([1, 2, Int(pages / 2), Int(pages)]) where page >= 1 {
            outputs.append(try save(["locate", book, "--page", "\(page)", "-q"], as: "locate-\(page).json", in: dir))
        }
        outputs.append(try save(["search", book, "e", "--json", "-q"], as: "search.json", in: dir, mayBeEmpty: true))
        let located = try validate("locator", outputs)
        #expect(located.status == 0, "\(name): \(located.output)\(located.stderr)")
    }

    /// A package with what real ones get wrong or leave out: no title, a POSIX locale and a
    /// string that is no language tag, a right-to-left title, a spine item listed twice, a
    /// manifest item without a media type, `mathml` twice in an item's properties, and no
    /// `page-progression-direction`.
    @Test func anUntidyPackageStillGivesAValidManifest() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var book = EPUBBuilder(chapters: [.init(title: "One"), .init(title: "Two")])
        book.customPackageDocument = """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id" xml:lang="he_IL" dir="rtl">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
                <dc:identifier id="id">urn:uuid:00000000-0000-4000-8000-000000000001</dc:identifier>
                <dc:language>pt_BR</dc:language>
                <dc:language>en us</dc:language>
                <dc:creator id="c1" xml:lang="ar" dir="rtl">مؤلف</dc:creator>
                <dc:creator id="c2" xml:lang="en" dir="ltr">Author</dc:creator>
                <meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>
              </metadata>
              <manifest>
                <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
                <item id="c1" href="chapter_001.xhtml" media-type="application/xhtml+xml" properties="mathml mathml"/>
                <item id="c2" href="chapter_002.xhtml" media-type="application/xhtml+xml"/>
                <item id="odd" href="notes.dat"/>
              </manifest>
              <spine>
                <itemref idref="c1"/>
                <itemref idref="c2"/>
                <itemref idref="c1"/>
              </spine>
            </package>
            """
        book.rawEntries.append(.init(path: "OEBPS/notes.dat", text: "notes"))
        let url = dir.appendingPathComponent("Untidy Book.epub")
        try book.write(to: url)
        let manifest = try save(["info", url.path, "-q"], as: "info.json", in: dir)
        let result = try validate("publication", [manifest])
        #expect(result.status == 0, "\(result.output)\(result.stderr)")

        let json = try JSONValue(parsing: String(decoding: Data(contentsOf: manifest), as: UTF8.self))
        let metadata = try #require(json["metadata"])
        #expect(metadata["title"] == "Untidy Book", "the file name stands in for a missing title")
        #expect(metadata["language"] == ["pt-BR"], "BCP 47, and no entry for what is no tag")
        #expect(metadata["readingProgression"] == nil, "not stated: left out (the schema has no auto)")
        let directions = metadata["rrender:languageAndDirection"]
        #expect(directions?["author"] == [["language": "ar", "direction": "rtl"], ["language": "en", "direction": "ltr"]])
        #expect(json["readingOrder"]?.arrayValue?.count == 2, "the repeated spine item once")
        let odd = json["resources"]?.arrayValue?.first { $0["href"] == "OEBPS/notes.dat" }
        #expect(odd?["type"] == "application/octet-stream")
        #expect(json["readingOrder"]?.arrayValue?.first?["properties"]?["contains"] == ["mathml"])
        #expect(json["rrender"]?["metadata"]?["positions"]?.doubleValue == 3, "positions still count the repeat")
    }

    /// The validator is no rubber stamp: the members rrender wrote before it followed the
    /// schema (top-level counts, `auto`, `pt_BR`) fail, as a locator with a string position does.
    @Test func theValidatorRejectsWhatTheSchemaDoesNot() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let manifest = dir.appendingPathComponent("old.json"), locator = dir.appendingPathComponent("locator.json")
        try Data(
            #"""
            {"metadata": {"title": "T", "readingProgression": "auto", "language": ["pt_BR"]},
             "readingOrder": [{"href": "a.xhtml", "type": "application/xhtml+xml"}], "pages": 3}
            """#.utf8
        ).write(to: manifest)
        try Data(#"{"href": "a.xhtml", "type": "application/xhtml+xml", "locations": {"position": "2"}}"#.utf8).write(to: locator)
        let published = try validate("publication", [manifest])
        #expect(published.status == 1)
        for member in ["pages", "metadata/readingProgression", "metadata/language/0"] {
            #expect(published.output.contains(": \(member): "), "\(member): \(published.output)")
        }
        let located = try validate("locator", [locator])
        #expect(located.status == 1 && located.output.contains("locations/position"), "\(located.output)")
    }
}
