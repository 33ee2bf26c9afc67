import Foundation
import RRenderCairo
import RRenderCore
import RRenderImages
import RRenderTestSupport
import Testing

/// The CLI on the sample book and the corpus: PNG sizes and content, info JSON, text, and the
/// same bytes from two processes.
@Suite struct CommandLineTests {
    let rrender = CommandRunner()

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func renderIsTheDefaultCommandAndHonoursViewportAndScale() throws {
        let dir = try folder()
        let out = dir.appendingPathComponent("p.png")
        let result = try rrender.run([
            try SampleBookFixture.path(), "--page", "2", "--viewport", "400x500", "--scale", "2", "-o", out.path
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: out)))
        #expect(image.width == 800 && image.height == 1000)
        let dark = image.pixels.filter { ($0 & 0xFF) < 100 }.count
        #expect(dark > 5_000, "the page has text")
    }

    @Test func atRendersThePageOfAChapterOrLinkTarget() throws {
        let dir = try folder()
        let book = try SampleBookFixture.path()
        let result = try rrender.run([book, "--at", "OEBPS/chapter-3.xhtml"], in: dir)
        #expect(result.status == 0, "\(result.stderr)")
        let name = URL(fileURLWithPath: book).deletingPathExtension().lastPathComponent
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("\(name)-7.png").path))
        let unknown = try rrender.run([book, "--at", "OEBPS/nope.xhtml", "-o", dir.appendingPathComponent("x.png").path])
        #expect(unknown.status == 64 && unknown.errorLines.count == 1)
    }

    @Test func manyPagesFollowThePattern() throws {
        let dir = try folder()
        let result = try rrender.run([
            try SampleBookFixture.path(), "--pages", "1-3,9", "-o", dir.appendingPathComponent("out/page-%03d.png").path
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("out").path).sorted()
        #expect(files == ["page-001.png", "page-002.png", "page-003.png", "page-009.png"])
    }

    /// Several pages into one file name is refused as the command line is read, before any
    /// layout: a book that does not exist gives the same usage error, not "no such file".
    @Test func severalPagesNeedAPatternAndAreRefusedBeforeTheBookIsOpened() throws {
        let dir = try folder()
        let missing = dir.appendingPathComponent("not-here.epub").path
        for (pages, output) in [("all", "p.png"), ("1-3", "p.png"), ("all", "-"), ("2,5", "-")] {
            let result = try rrender.run([missing, "--pages", pages, "-o", output], in: dir)
            #expect(result.status == 64 && result.errorLines.count == 1, "\(pages) \(output): \(result.stderr)")
            #expect(result.stderr.contains(output == "-" ? "single page" : "needs a %d"), "\(result.stderr)")
        }
        let one = try rrender.run([try SampleBookFixture.path(), "--pages", "2,2", "-o", "p.png"], in: dir)
        #expect(one.status == 0, "one page named twice is one page: \(one.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["p.png"])
    }

    @Test func theSamePageInTwoProcessesGivesIdenticalBytes() throws {
        let dir = try folder()
        let book = try Corpus.path("moby-dick.epub")
        var outputs: [Data] = []
        for run in 0..<2 {
            let out = dir.appendingPathComponent("run\(run).png")
            let result = try rrender.run([book, "--page", "12", "--scale", "2", "-o", out.path])
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(try Data(contentsOf: out))
        }
        #expect(outputs[0].count > 10_000)
        #expect(outputs[0] == outputs[1])
    }

    @Test func infoDescribesThePublication() throws {
        let result = try rrender.run(["info", try Corpus.path("moby-dick.epub")])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONValue(parsing: result.output)
        guard case .object(let info) = json else { Issue.record("not an object"); return }
        let counts = info["rrender"]?["metadata"]
        #expect(counts?["positions"] == .number(654))
        if case .number(let pages)? = counts?["pages"] { #expect(pages > 500) } else { Issue.record("no page count") }
        if case .array(let order)? = info["readingOrder"] {
            #expect(order.count == 142)
        } else {
            Issue.record("no reading order")
        }
        if case .array(let toc)? = info["toc"] { #expect(toc.count > 100) } else { Issue.record("no toc") }
        guard case .object(let metadata)? = info["metadata"] else { Issue.record("no metadata"); return }
        #expect(metadata["title"] == .string("Moby-Dick"))
    }

    /// `info` lays the book out with `render`'s flags (issue 20 §4): its page count at a font
    /// size and viewport is the one `render` reports for them.
    @Test func infoTakesTheLayoutFlagsOfRender() throws {
        let book = try SampleBookFixture.path()
        func pages(_ flags: [String]) throws -> Double? {
            let result = try rrender.run(["info", book] + flags)
            #expect(result.status == 0, "\(flags): \(result.stderr)")
            guard case .number(let pages)? = try JSONValue(parsing: result.output)["rrender"]?["metadata"]?["pages"] else {
                return nil
            }
            return pages
        }
        let plain = try #require(try pages([])),
            larger = try #require(try pages(["--set", "fontSize=2", "--viewport", "400x600"]))
        #expect(larger > plain)
        let render = try rrender.run([book, "--set", "fontSize=2", "--viewport", "400x600", "--page", "9999"])
        #expect(render.status == 64 && render.stderr.contains("has \(Int(larger)) pages"), "\(render.stderr)")
        #expect(try rrender.run(["info", book, "--scale", "100"]).status == 64)
    }

    @Test func textPrintsAPageOrEveryPageSeparatedByFormFeeds() throws {
        let book = try SampleBookFixture.path()
        let page = try rrender.run(["text", book, "--page", "4"])
        #expect(page.status == 0)
        #expect(page.output.hasPrefix("2\nReading a Tide Table\n"))
        let all = try rrender.run(["text", book])
        #expect(all.output.split(separator: "\u{0C}").count == 9)
        #expect(all.output.contains(page.output))
    }

    @Test func helpAndVersion() throws {
        let help = try rrender.run(["--help"])
        #expect(help.status == 0 && help.output.contains("Exit codes"))
        for command in ["render", "info", "text"] {
            let result = try rrender.run([command, "--help"])
            #expect(result.status == 0 && result.output.contains("USAGE"), "\(command)")
        }
        let versions = try rrender.run(["info", "--versions"])
        #expect(versions.output.contains("\"pango\"") && versions.output.contains("\"libxml2\""))
    }
}
