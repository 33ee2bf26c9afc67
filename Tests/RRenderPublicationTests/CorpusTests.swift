import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

/// The real publications of ../shared/corpus. A missing corpus fails these tests (Corpus.Missing).
struct CorpusTests {
    func openCorpus(_ name: String) throws -> Publication {
        try Publication.open(path: try Corpus.path(name))
    }

    @Test func everyEPUBOpensWithAReadingOrderAndAToc() throws {
        let names = try Corpus.epubNames()
        #expect(names.count >= 10)
        for name in names {
            let publication = try openCorpus(name)
            #expect(!publication.readingOrder.isEmpty, "\(name)")
            #expect(!publication.tableOfContents.isEmpty, "\(name)")
            #expect(publication.metadata.title?.isEmpty == false, "\(name)")
            #expect(!publication.positions().isEmpty, "\(name)")
            #expect(!publication.diagnostics.contains { $0.severity == .error }, "\(name): \(publication.diagnostics)")
            for link in publication.readingOrder {
                #expect(!link.href.contains("#") && !link.href.hasPrefix("/"), "\(name): \(link.href)")
                #expect(publication.storedSize(of: link.href) != nil, "\(name): \(link.href)")
            }
            let first = try publication.read(publication.readingOrder[0].href)
            #expect(!first.isEmpty, "\(name)")
            for entry in flattened(publication.tableOfContents) where entry.href != "#" {
                #expect(publication.link(withHREF: entry.href) != nil, "\(name): toc entry \(entry.href) designates no resource")
            }
        }
    }

    @Test func mobyDickPositionsMatchReadiumRuleOnTheRawCentralDirectory() throws {
        let path = try Corpus.path("moby-dick.epub")
        let publication = try Publication.open(path: path)
        let compressedSizes = try CentralDirectory.compressedSizes(of: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        // The linear spine items, counted on the package document's text.
        let opf = String(decoding: try publication.read("OPS/package.opf"), as: UTF8.self)
        let itemrefs = opf.components(separatedBy: "<itemref").count - 1
        let nonLinear = opf.components(separatedBy: #"linear="no""#).count - 1
        #expect(publication.readingOrder.count == itemrefs - nonLinear)
        #expect(publication.readingOrder.count == 142)
        var expected = 0
        for link in publication.readingOrder {
            let size = try #require(compressedSizes[HREF.containerPath(link.href)], "\(link.href)")
            expected += max(1, (size + 1023) / 1024)
        }
        #expect(publication.positions().count == expected)
        #expect(publication.positions().last?.locations.position == expected)
        #expect(publication.positions().first?.locations.totalProgression == 0)
        #expect(publication.metadata.coverHref == "OPS/images/9780316000000.jpg")
        #expect(publication.metadata.authors.map(\.name) == ["Herman Melville"])
    }

    @Test func liveManualFoldsItsSpineAndUsesTheNCX() throws {
        let publication = try openCorpus("live-manual.en.epub")
        #expect(publication.readingOrder.count == 47)
        #expect(Set(publication.readingOrder.map(\.href)).count == 47)
        let folded = publication.diagnostics.filter { $0.code == "epub.spine-folded" }
        #expect(folded.map(\.message).first?.hasPrefix("143 of 190 linear spine items") == true)
        #expect(publication.diagnostics.contains { $0.code == "epub.mimetype-not-first" })
        #expect(publication.tableOfContents.first == Link(href: "OEBPS/index.xhtml", title: "Table of Contents"))
        #expect(flattened(publication.tableOfContents).count > 100)
        #expect(publication.resources.allSatisfy { !$0.href.contains("#") })
    }

    @Test func kusamakuraReadsJapaneseFileNames() throws {
        let publication = try openCorpus("kusamakura-japanese-vertical-writing.epub")
        #expect(publication.metadata.readingProgression == .rtl)
        #expect(publication.metadata.title == "草枕")
        let author = try #require(publication.metadata.authors.first)
        #expect(author.name == "夏目 漱石" && author.sortAs == "なつめ そうせき")
        // EPUB 3.3 Appendix D alternate-script: the reading and the romanization join the name.
        #expect(author.localizedName?.alternateScripts.map(\.language) == ["ja-Hrkt-JP", "en"])
        #expect(publication.metadata.localizedTitle?.string(for: "en") == "Kusamakura")
        let first = publication.readingOrder[1]
        #expect(first.href == "OPS/xhtml/%E4%B8%80.xhtml")
        let chapter = String(decoding: try publication.read(first.href), as: UTF8.self)
        #expect(chapter.contains("を登りながら、こう考えた。"))
        #expect(try publication.read("OPS/images/夏目漱石.jpg").starts(with: [0xFF, 0xD8]))
        #expect(try publication.read("OPS/images/%E5%A4%8F%E7%9B%AE%E6%BC%B1%E7%9F%B3.jpg").starts(with: [0xFF, 0xD8]))
        #expect(publication.tableOfContents.first?.href == "OPS/xhtml/%E4%B8%80.xhtml")
        // The mirror lacks the two MP3 files of the media overlays: warnings, not errors.
        #expect(publication.diagnostics.filter { $0.code == "epub.resource-missing" }.count == 2)
    }

    @Test func pageBlancheIsFixedLayout() throws {
        let publication = try openCorpus("page-blanche.epub")
        #expect(publication.metadata.layout == .fixed)
        #expect(publication.positions().count == publication.readingOrder.count)
        #expect(publication.positions().allSatisfy { $0.locations.progression == 0 })
    }

    @Test func regimeAnticancerIsRightToLeft() throws {
        let publication = try openCorpus("regime-anticancer-arabic.epub")
        #expect(publication.metadata.readingProgression == .rtl)
        #expect(publication.metadata.languages == ["ar"])
    }

    @Test func wastelandFontsAreMarkedObfuscated() throws {
        let publication = try openCorpus("wasteland-otf-obf.epub")
        let fonts = publication.resources.filter { $0.href.hasSuffix(".otf") }
        #expect(!fonts.isEmpty)
        #expect(fonts.allSatisfy { $0.properties["encrypted"]?["algorithm"] == "http://www.idpf.org/2008/embedding" })
    }

    @Test func locateByProgressionOnACorpusBook() throws {
        let publication = try openCorpus("moby-dick.epub")
        let middle = try #require(publication.locate(progression: 0.5))
        #expect(middle.locations.totalProgression == 0.5)
        #expect(publication.readingOrder.contains { $0.href == middle.href })
        let link = try #require(publication.tableOfContents.last)
        let located = try #require(publication.locate(link))
        #expect(located.href == HREF.removingFragment(link.href))
    }

    func flattened(_ links: [Link]) -> [Link] {
        links.flatMap { [$0] + flattened($0.children) }
    }
}

/// A minimal reader of a ZIP central directory, independent of ZIPFoundation, so that the
/// positions test checks rrender against the bytes themselves (APPNOTE §4.3.12, §4.3.16).
enum CentralDirectory {
    struct Malformed: Error {}

    /// Entry name → compressed size.
    static func compressedSizes(of bytes: [UInt8]) throws -> [String: Int] {
        func u16(_ o: Int) -> Int { Int(bytes[o]) | Int(bytes[o + 1]) << 8 }
        func u32(_ o: Int) -> Int { u16(o) | u16(o + 2) << 16 }
        guard let eocd = stride(from: bytes.count - 22, through: 0, by: -1).first(where: { u32($0) == 0x0605_4B50 }) else {
            throw Malformed()
        }
        var offset = u32(eocd + 16)
        var sizes: [String: Int] = [:]
        for _ in 0..<u16(eocd + 10) {
            guard u32(offset) == 0x0201_4B50 else { throw Malformed() }
            let nameLength = u16(offset + 28)
            let name = String(decoding: bytes[(offset + 46)..<(offset + 46 + nameLength)], as: UTF8.self)
            sizes[name] = u32(offset + 20)
            offset += 46 + nameLength + u16(offset + 30) + u16(offset + 32)
        }
        return sizes
    }
}
