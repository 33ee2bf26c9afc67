import Foundation
import RRender
import RRenderHyphenation
import RRenderTestSupport
import Testing

/// Speed of hyphenation on a real book, printed, never asserted (DESIGN §7: benchmarks measure,
/// tests do not time). Run it with figures worth reading in release:
/// `RRENDER_BENCH=1 swift test -c release --filter HyphenationBenchmark`.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["RRENDER_BENCH"] != nil))
struct HyphenationBenchmark {
    /// Words per second of `hyphenationPoints` over the words of five letters or more of
    /// Moby-Dick (what layout asks about), one thread: a first pass (every new word goes through
    /// libhyphen, repeated ones come from the cache) and a second one (all from the cache).
    @Test func wordsPerSecondOnMobyDick() throws {
        let words = try Self.mobyDickWords().filter { $0.count >= 5 }
        let hyphenator = LibHyphenHyphenator(folder: LibHyphenHyphenator.defaultFolder)
        _ = hyphenator.hyphenationPoints(of: "warm", language: "en")  // load the dictionary first
        print("bench hyphenation: \(words.count) words of 5+ letters, \(Set(words).count) different")
        for pass in ["first pass", "second pass"] {
            var points = 0
            let start = Self.cpuSeconds(CLOCK_THREAD_CPUTIME_ID)
            for word in words { points += hyphenator.hyphenationPoints(of: word, language: "en").count }
            let seconds = Self.cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - start
            print(
                String(
                    format: "bench hyphenation: %@: %d points, %.1f ms CPU, %.2f M words/s",
                    pass, points, seconds * 1000, Double(words.count) / seconds / 1e6))
        }
    }

    /// Laying the whole of Moby-Dick out with `hyphens: auto` against `hyphens: manual`, as
    /// chapters of a test book in a 400 × 600 viewport.
    @Test func layoutWithAndWithoutHyphenation() throws {
        let publication = try Publication.open(path: try Corpus.path("moby-dick.epub"))
        var chapters: [EPUBBuilder.Chapter] = []
        for link in publication.readingOrder where link.mediaType?.isHTML ?? false {
            let xhtml = String(decoding: try publication.read(link.href), as: UTF8.self)
            guard let body = xhtml.range(of: "<body"), let open = xhtml[body.upperBound...].firstIndex(of: ">"),
                let close = xhtml.range(of: "</body>")
            else { continue }
            chapters.append(.init(title: link.href, body: String(xhtml[xhtml.index(after: open)..<close.lowerBound])))
        }
        for hyphens in ["manual", "auto"] {
            var book = EPUBBuilder(chapters: chapters)
            book.resources = [.init(href: "s.css", mediaType: "text/css", text: "p { hyphens: \(hyphens); text-align: justify }")]
            book.chapters = chapters.map {
                var c = $0; c.body = "<link rel=\"stylesheet\" href=\"s.css\"/>" + c.body; return c
            }
            let path = try book.writeTemporaryFile(named: "moby-\(hyphens).epub").path
            let options = RenderOptions(viewport: Viewport(width: 400, height: 600), concurrency: 1)
            let start = Self.cpuSeconds(CLOCK_PROCESS_CPUTIME_ID)
            let pages = try Renderer.open(path: path, options: options).pageCount()
            let seconds = Self.cpuSeconds(CLOCK_PROCESS_CPUTIME_ID) - start
            print(String(format: "bench hyphenation: layout with hyphens: %@: %d pages in %.2f s CPU", hyphens, pages, seconds))
        }
    }

    /// CPU time of `clock` (this thread, or the process): steady figures on a busy machine.
    static func cpuSeconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The words (letter runs) of the book's text, in order.
    static func mobyDickWords() throws -> [String] {
        let publication = try Publication.open(path: try Corpus.path("moby-dick.epub"))
        var words: [String] = []
        for link in publication.readingOrder {
            let xhtml = String(decoding: try publication.read(link.href), as: UTF8.self)
            let text = xhtml.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
            words += text.split(whereSeparator: { !$0.isLetter }).map(String.init)
        }
        return words
    }
}
