import Foundation
import RRenderLayout
import RRenderStyle
import RRenderTestSupport
import Synchronization
import Testing

@testable import RRenderCairo

/// A configuration made again from the plan of one that read its fonts: the same faces, found
/// the same way, each file written only when a page first shapes or draws with it.
@Suite struct PlannedFontTests {
    let pinned: FontConfiguration
    let serif: [UInt8]
    let dyslexic: [UInt8]

    init() throws {
        pinned = try FontConfiguration.shared()
        serif = Array(try Data(contentsOf: URL(fileURLWithPath: EmbeddedFontTests.dejaVuSerif)))
        dyslexic = Array(try Data(contentsOf: URL(fileURLWithPath: EmbeddedFontTests.openDyslexic)))
    }

    private func style(_ families: [String], weight: Int = 400) -> TextStyle {
        .fixture(families: families, weight: weight)
    }

    private func face(_ family: String, _ data: [UInt8], href: String, weight: Double = 400) -> EmbeddedFontFace {
        EmbeddedFontFace(family: family, weight: weight...weight, sources: [.init(href: href, data: data)])
    }

    /// `Book` regular (DejaVu Serif) and bold (OpenDyslexic), and the files they come from.
    private var book: (faces: [EmbeddedFontFace], files: [String: [UInt8]]) {
        (
            [face("Book", serif, href: "OPS/fonts/a.ttf"), face("Book", dyslexic, href: "OPS/fonts/b.otf", weight: 700)],
            ["OPS/fonts/a.ttf": serif, "OPS/fonts/b.otf": dyslexic]
        )
    }

    private func width(_ text: String, _ style: TextStyle, _ configuration: FontConfiguration) throws -> Double {
        let paragraph = ParagraphSpec(text: text, runs: [TextRun(range: 0..<text.utf8.count, style: style)])
        return try PangoShaper(configuration: configuration).contentWidths(of: paragraph).max
    }

    private func written(_ configuration: FontConfiguration) throws -> [String] {
        let folder = try #require(configuration.embeddedFontFolder)
        return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func aPlanMakesTheSameFacesAndWritesOnlyTheFilesUsed() throws {
        #expect(FontConfiguration.defersFontFiles)
        let read = try pinned.embedding(book.faces, planning: true)
        let plan = try #require(read.plan)
        #expect(plan.map(\.name) == ["face-0-0", "face-1-0"])
        #expect(plan.map(\.href) == ["OPS/fonts/a.ttf", "OPS/fonts/b.otf"])
        #expect(plan.allSatisfy { $0.family == "Book" && !$0.pattern.contains("file=") })
        let files = book.files
        let reads = Mutex<[String]>([])
        let planned = try FontConfiguration(path: pinned.path, planned: plan) { href in
            reads.withLock { $0.append(href) }
            return files[href]
        }
        #expect(planned.embeddedFamilies == read.embeddedFamilies)
        #expect(try written(planned).isEmpty, "no font is read before some text uses it")

        let text = "Planned faces are the same faces"
        #expect(try width(text, style(["Book"]), planned) == width(text, style(["Book"]), read))
        #expect(try written(planned) == ["face-0-0"])
        #expect(reads.withLock { $0 } == ["OPS/fonts/a.ttf"])
        #expect(try PangoShaper(configuration: planned).fontFamilies(for: "Hello", style: style(["Book"])) == ["Book"])
        #expect(try width(text, style(["Book"], weight: 700), planned) == width(text, style(["Book"], weight: 700), read))
        #expect(try written(planned) == ["face-0-0", "face-1-0"])
        #expect(reads.withLock { $0 } == ["OPS/fonts/a.ttf", "OPS/fonts/b.otf"], "each file is read once")
        let folder = try #require(planned.embeddedFontFolder)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "face-0-0"))) == serif)
    }

    /// A WOFF2 font is written unpacked, as the first configuration wrote it: HarfBuzz reads sfnt only.
    @Test func aPackedFontIsWrittenUnpacked() throws {
        let packed = try FontFileFixture.woff2(from: serif)
        let read = try pinned.embedding([face("Packed", packed, href: "OPS/fonts/p.woff2")], planning: true)
        let planned = try FontConfiguration(path: pinned.path, planned: try #require(read.plan)) { _ in packed }
        let text = "Packed"
        #expect(try width(text, style(["Packed"]), planned) == width(text, style(["Packed"]), read))
        let folder = try #require(planned.embeddedFontFolder), first = try #require(read.embeddedFontFolder)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: folder + "face-0-0"))
                == Data(contentsOf: URL(fileURLWithPath: first + "face-0-0")))
    }

    /// Threads shaping with a face at once find its file complete: it is written once, and the
    /// others wait for it.
    @Test func threadsOpeningOneFileAtOnceGetItWhole() throws {
        let read = try pinned.embedding(book.faces, planning: true)
        let expected = try width("Together", style(["Book"]), read)
        let files = book.files
        let reads = Atomic<Int>(0)
        let planned = try FontConfiguration(path: pinned.path, planned: try #require(read.plan)) { href in
            reads.add(1, ordering: .relaxed)
            usleep(20_000)  // a slow read, so the other threads arrive while it is written
            return files[href]
        }
        let widths = Mutex<[Double]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let width = (try? self.width("Together", self.style(["Book"]), planned)) ?? 0
            widths.withLock { $0.append(width) }
        }
        #expect(widths.withLock { $0 } == Array(repeating: expected, count: 4))
        #expect(reads.load(ordering: .relaxed) == 1)
    }

    /// A face from a `data:` URL cannot be read again from the publication: no plan.
    @Test func aDataURLFaceHasNoPlan() throws {
        let fromURL = EmbeddedFontFace(
            family: "Inline", sources: [.init(href: "OPS/style.css (data: URL)", data: serif, isFile: false)])
        #expect(try pinned.embedding([fromURL], planning: true).plan == nil)
        #expect(try pinned.embedding(book.faces).plan == nil, "not asked for")
        #expect(try pinned.embedding(book.faces, planning: true).plan?.count == 2)
    }

    /// A plan whose file name could leave the folder, or whose description does not parse, is
    /// refused: the caller reads the fonts instead.
    @Test(arguments: ["../face-0-0", "face-0", "face-0-0/x", "face--1", "font-0-0"])
    func aPlanWithAForeignNameIsRefused(_ name: String) throws {
        let plan = try #require(try pinned.embedding(book.faces, planning: true).plan)
        var forged = plan
        forged[0].name = name
        #expect(throws: FontError.self) { try FontConfiguration(path: pinned.path, planned: forged) { _ in nil } }
    }

    @Test func aPlanWhoseDescriptionDoesNotParseIsRefused() throws {
        var forged = try #require(try pinned.embedding(book.faces, planning: true).plan)
        forged[1].pattern = "Book:weight=heavy-ish:slant="
        #expect(throws: FontError.self) { try FontConfiguration(path: pinned.path, planned: forged) { _ in nil } }
    }

    @Test func namesOfPlannedFilesAreChecked() {
        #expect(PlannedFontFace.isValidName("face-0-0") && PlannedFontFace.isValidName("face-12-3"))
        #expect(!PlannedFontFace.isValidName("face-0-0-0") && !PlannedFontFace.isValidName("face-a-0"))
        #expect(!PlannedFontFace.isValidName("face-1234567-0"))
    }
}
