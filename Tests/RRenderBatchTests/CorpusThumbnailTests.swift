import Foundation
import RRender
import RRenderBatch
import RRenderCairo
import RRenderImages
import RRenderTestSupport
import Testing

/// Every corpus publication and the sample book get a thumbnail; a declared cover's thumbnail is
/// that image; a PDF's is what pdftocairo draws of page 1.
@Suite struct CorpusThumbnailTests {
    static let thumbnailer = Thumbnailer(options: ThumbnailOptions(size: 256))

    static var publications: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Corpus.directory.path)) ?? []
        return names.filter { $0.hasSuffix(".epub") || $0.hasSuffix(".pdf") }.sorted()
    }

    /// The corpus is there: an empty list would make the tests over it pass without a book.
    @Test func theCorpusIsThere() throws {
        _ = try Corpus.epubNames()
        #expect(Self.publications.filter { $0.hasSuffix(".pdf") }.count >= 2)
    }

    @Test(arguments: publications)
    func everyPublicationGetsAThumbnail(name: String) throws {
        let thumbnail = try Self.thumbnailer.thumbnail(path: try Corpus.path(name))
        #expect(max(thumbnail.width, thumbnail.height) <= 256)
        #expect(min(thumbnail.width, thumbnail.height) >= 64)
        #expect(name.hasSuffix(".pdf") == (thumbnail.rule == .pdfPage))
        // Not blank: a thumbnail of one colour shows nothing.
        let first = thumbnail.image.pixels[0]
        #expect(thumbnail.image.pixels.contains { $0 != first }, "\(name): the thumbnail is one colour")
    }

    @Test func sampleBookGetsAThumbnail() throws {
        let thumbnail = try Self.thumbnailer.thumbnail(path: try SampleBookFixture.path())
        #expect(max(thumbnail.width, thumbnail.height) == 256)
    }

    /// The EPUBs of the corpus that declare a cover image, with the rule expected.
    static let declared: [(String, CoverRule)] = [
        ("childrens-literature.epub", .coverImage), ("georgia-cfi.epub", .coverImage), ("internallinks.epub", .coverImage),
        ("moby-dick.epub", .coverImage), ("page-blanche.epub", .coverImage), ("regime-anticancer-arabic.epub", .metaCover),
        ("wasteland-otf-obf.epub", .coverImage)
    ]

    @Test(arguments: declared)
    func declaredCoverMatchesTheCoverImage(name: String, rule: CoverRule) throws {
        let path = try Corpus.path(name)
        let thumbnail = try Self.thumbnailer.thumbnail(path: path)
        #expect(thumbnail.rule == rule)
        let href = try #require(thumbnail.href)
        // The cover decoded whole (no scaled DCT), then reduced to the thumbnail's size by plain
        // area averaging (not the library's scaler): the same picture.
        let bytes = try Publication.open(path: path).read(href)
        let full = try ImageDecoder.decode(bytes).pixelImage()
        let expected = full.areaAveraged(width: thumbnail.width, height: thumbnail.height)
        let difference = thumbnail.image.meanDifference(expected)
        #expect(difference <= 12.0 / 255, "\(name): mean difference \(difference * 255)/255")
    }

    @Test(arguments: publications.filter { $0.hasSuffix(".pdf") })
    func pdfMatchesPdftocairo(name: String) throws {
        let path = try Corpus.path(name)
        let thumbnail = try Self.thumbnailer.thumbnail(path: path)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-pdftocairo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("page").path
        _ = try PopplerTools.output("pdftocairo", ["-png", "-singlefile", "-scale-to", "256", path, base])
        let reference = try PNGFile.read(path: base + ".png")
        #expect((thumbnail.width, thumbnail.height) == (reference.width, reference.height))
        let difference = thumbnail.image.meanDifference(reference)
        #expect(difference <= 12.0 / 255, "\(name): mean difference \(difference * 255)/255")
    }
}
