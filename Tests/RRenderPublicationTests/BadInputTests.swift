import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

/// Broken input: thrown errors with a clear message and kind, or a publication with diagnostics.
struct BadInputTests {
    func openError(data: Data, name: String = "bad.epub") -> PublicationError? {
        do {
            _ = try Publication.open(data: data, name: name)
            return nil
        } catch {
            return error
        }
    }

    @Test func missingFileIsUnreadableInput() {
        #expect(throws: PublicationError.fileNotFound(path: "/nonexistent/book.epub")) {
            try Publication.open(path: "/nonexistent/book.epub")
        }
        #expect(PublicationError.fileNotFound(path: "x").isUnreadableInput)
        #expect(PublicationError.fileNotFound(path: "/a/b.epub").description == "/a/b.epub: no such file")
    }

    @Test func directoryIsUnreadableInput() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let error = #expect(throws: PublicationError.self) { try Publication.open(path: folder) }
        #expect(error == .unreadable(path: folder, reason: "it is a directory"))
        #expect(error?.kind == .unreadableInput)
    }

    @Test func emptyFileIsNotAZip() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-empty-\(UUID().uuidString).epub")
        try Data().write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: PublicationError.self) { try Publication.open(path: url.path) }
        #expect(error == .notAZip(path: url.path, reason: "the file is empty"))
        #expect(error?.kind == .malformedPublication)
        #expect(openError(data: Data()) == .notAZip(path: "bad.epub", reason: "the file is empty"))
    }

    @Test func textFileIsNotAZip() {
        let error = openError(data: Data("<html>not a zip</html>".utf8))
        #expect(error == .notAZip(path: "bad.epub", reason: "not a ZIP archive (no end of central directory record)"))
        #expect(error?.isUnreadableInput == false)
    }

    @Test func truncatedZipIsReportedAsSuch() throws {
        let data = try EPUBBuilder().data()
        let error = openError(data: data.prefix(data.count / 2))
        #expect(error == .notAZip(path: "bad.epub", reason: "the ZIP archive is truncated (no end of central directory record)"))
        #expect(error?.description == "bad.epub: not an EPUB: the ZIP archive is truncated (no end of central directory record)")
    }

    @Test func zipWithoutContainerXML() throws {
        var book = EPUBBuilder()
        book.includeContainerXML = false
        #expect(openError(data: try book.data()) == .missingContainer(path: "bad.epub"))
        #expect(PublicationError.missingContainer(path: "b.epub").kind == .malformedPublication)
    }

    @Test func packageDocumentMissing() throws {
        var book = EPUBBuilder()
        book.omittedEntries = [book.packagePath]
        let error = openError(data: try book.data())
        #expect(
            error
                == .malformedPackage(
                    path: "bad.epub", reason: "the package document 'OEBPS/content.opf' named by container.xml is missing"))
    }

    @Test func packageDocumentNotXML() throws {
        var book = EPUBBuilder()
        book.customPackageDocument = "\u{01}\u{02} garbage"
        guard case .malformedPackage(let path, _)? = openError(data: try book.data()) else {
            Issue.record("expected malformedPackage")
            return
        }
        #expect(path == "bad.epub")
    }

    @Test func containerWithoutRootfile() throws {
        var book = EPUBBuilder()
        book.rawEntries = [
            ZIPEntrySpec(
                path: "META-INF/container.xml",
                text: "<container xmlns=\"urn:oasis:names:tc:opendocument:xmlns:container\"><rootfiles/></container>")
        ]
        #expect(
            openError(data: try book.data())
                == .malformedPackage(path: "bad.epub", reason: "META-INF/container.xml names no package document (rootfile)"))
    }

    @Test func emptySpineIsMalformed() throws {
        var book = EPUBBuilder(chapters: [])
        book.navigation = .none
        #expect(
            openError(data: try book.data())
                == .malformedPackage(path: "bad.epub", reason: "the package document 'OEBPS/content.opf' has an empty spine"))
    }

    @Test func spineItemMissingFromTheZipStillOpens() throws {
        var book = EPUBBuilder(chapters: [.init(title: "One"), .init(title: "Two"), .init(title: "Three")])
        book.omittedEntries = [book.chapterPath(1)]
        let publication = try Publication.open(data: try book.data(), name: "holey.epub")
        #expect(publication.readingOrder.count == 3)
        let errors = publication.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["spine item 'OEBPS/chapter_002.xhtml' is missing from the archive"])
        #expect(errors.first?.location == "OEBPS/chapter_002.xhtml")
        #expect(throws: PublicationError.resourceNotFound(publication: "holey.epub", href: "OEBPS/chapter_002.xhtml")) {
            try publication.read("OEBPS/chapter_002.xhtml")
        }
        #expect(publication.positionsByReadingOrder().map(\.count) == [1, 0, 1])
        #expect(publication.positions().map(\.locations.position) == [1, 2])
    }

    @Test func mimetypeNotFirstOrMissingOnlyWarns() throws {
        var late = EPUBBuilder()
        late.mimetypeFirst = false
        let publication = try Publication.open(data: try late.data(), name: "late.epub")
        #expect(publication.diagnostics.map(\.code) == ["epub.mimetype-not-first"])
        #expect(publication.readingOrder.count == 2)

        var none = EPUBBuilder()
        none.includeMimetype = false
        #expect(try Publication.open(data: try none.data(), name: "n.epub").diagnostics.map(\.severity) == [.warning])

        var wrong = EPUBBuilder()
        wrong.rawEntries = [ZIPEntrySpec(path: "mimetype", text: "application/zip", compression: .stored)]
        wrong.includeMimetype = false
        #expect(try Publication.open(data: try wrong.data(), name: "w.epub").diagnostics.map(\.code) == ["epub.mimetype-wrong"])
    }

    @Test func externalHrefsAreNeverRead() throws {
        let publication = try open(EPUBBuilder())
        #expect(throws: PublicationError.self) { try publication.read("https://example.com/x") }
        #expect(throws: PublicationError.self) { try publication.read("../../etc/passwd") }
    }
}
