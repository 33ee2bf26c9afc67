import Foundation
import RRenderTestSupport
import Testing

/// The progress bar as a person sees it: each long command run under a real pseudo-terminal
/// (`script -qec CMD /dev/null`, util-linux) shows its bar on that terminal and erases it when
/// done; `--no-progress`, a pipe on standard output, `--json` and a plain pipe on standard
/// error (as in CI) show none.
@Suite struct TerminalProgressTests {
    let rrender = CommandRunner()
    /// The sequence that erases the line: the bar's, and nothing else rrender writes.
    static let erase = "\u{1B}[K"

    /// What the terminal showed while `arguments` ran (stdout and stderr both on it), with
    /// `shell` appended to the command line (such as `| cat`) and `environment` added.
    func onTerminal(
        _ arguments: [String], _ shell: String = "", environment: [String: String] = [:]
    ) throws -> (status: Int32, screen: String) {
        let line = ([CommandRunner.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ") + shell
        let result = try CommandRunner(program: URL(fileURLWithPath: "/usr/bin/script"))
            .run(["-qec", line, "/dev/null"], environment: environment)
        return (result.status, result.output)
    }

    /// The bars drawn on `screen`, in order: the share of the bar filled, the pages counted and
    /// the page count shown (nil when the bar shows none).
    func bars(_ screen: String) throws -> [(filled: Double, pages: Int, total: Int?)] {
        let pattern = try NSRegularExpression(pattern: "\\[(#*)(-*)\\] ([0-9]+)(?:/([0-9]+))? pages")
        let text = screen as NSString
        return pattern.matches(in: screen, range: NSRange(location: 0, length: text.length)).map { match in
            let filled = Double(match.range(at: 1).length), empty = Double(match.range(at: 2).length)
            let total = match.range(at: 4).location == NSNotFound ? nil : Int(text.substring(with: match.range(at: 4)))
            return (filled / (filled + empty), Int(text.substring(with: match.range(at: 3))) ?? 0, total)
        }
    }

    /// True when `text` holds a bar for `book`: its file name, then the bar or the count.
    func hasBar(_ text: String, book: String) -> Bool {
        let name = URL(fileURLWithPath: book).lastPathComponent
        return text.range(of: NSRegularExpression.escapedPattern(for: name) + " (\\[|[0-9])", options: .regularExpression) != nil
    }

    /// Checks the ways of running `arguments` on `book`: on a terminal (a bar, erased at the
    /// end), with --no-progress, with standard output piped, with --json (when `json`), and in
    /// plain pipes as in CI.
    func checkBar(_ arguments: [String], book: String, json: Bool = false) throws {
        let shown = try onTerminal(arguments)
        #expect(shown.status == 0, "\(shown.screen)")
        #expect(
            shown.screen.contains(Self.erase) && (hasBar(shown.screen, book: book)), "no bar: \(shown.screen.debugDescription)")
        // The bar is erased when the work is done: nothing after the last erase is a bar.
        let rest = shown.screen.components(separatedBy: Self.erase).last ?? ""
        #expect(!(hasBar(rest, book: book)), "the bar stayed: \(rest.debugDescription)")

        let silenced = try onTerminal(arguments + ["--no-progress"])
        #expect(
            silenced.status == 0 && !silenced.screen.contains(Self.erase) && !(hasBar(silenced.screen, book: book)),
            "\(silenced.screen.debugDescription)")
        let piped = try onTerminal(arguments, " | cat")
        #expect(!piped.screen.contains(Self.erase) && !(hasBar(piped.screen, book: book)), "\(piped.screen.debugDescription)")
        if json {
            let machine = try onTerminal(arguments + ["--json"])
            #expect(
                !machine.screen.contains(Self.erase) && !(hasBar(machine.screen, book: book)),
                "\(machine.screen.debugDescription)")
        }
        let ci = try rrender.run(arguments)
        #expect(ci.status == 0 && !ci.stderr.contains("\u{1B}") && !(hasBar(ci.stderr, book: book)), "\(ci.stderr)")
    }

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func renderingEveryPageShowsABar() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let book = try SampleBookFixture.path()
        try checkBar([book, "--pages", "all", "-o", dir.path + "/all-%02d.png"], book: book)
        try checkBar([book, "--pages", "1-4", "-o", dir.path + "/some-%02d.png"], book: book)
        #expect(try onTerminal([book, "--pages", "1-4", "-o", dir.path + "/some-%02d.png"]).screen.contains("4/4 pages"))
    }

    @Test func aPDFsEveryPageCountsAgainstItsPageCount() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pdf = dir.appendingPathComponent("doc.pdf")
        let pages: [PDFFixture.Page] = [.init(lines: ["One"]), .init(lines: ["Two"]), .init(lines: ["Three"])]
        try Data(try PDFFixture(pages: pages).data()).write(to: pdf)
        let shown = try onTerminal([pdf.path, "--pages", "all", "-o", dir.path + "/p-%d.png"])
        #expect(shown.screen.contains("3/3 pages"), "\(shown.screen.debugDescription)")
        let text = try onTerminal(["text", pdf.path])
        #expect(text.screen.contains("3/3 pages"), "\(text.screen.debugDescription)")
        #expect(
            try bars(text.screen).allSatisfy { $0.total == 3 && ($0.filled < 1 || $0.pages == 3) },
            "\(text.screen.debugDescription)")
    }

    /// A book of three chapters whose first is a title page: the first page written fills the
    /// title page's share of the documents' bytes (it filled a third, and the bar was full when the
    /// third chapter began); with the page counts in the pagination cache, pages of the count.
    @Test func everyPageOfABookAdvancesByBytesThenByPagesOnceCounted() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let paragraph =
            "<p>It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of "
            + "foolishness, it was the epoch of belief, it was the epoch of incredulity.</p>"
        let chapters = [
            EPUBBuilder.Chapter(title: "Title", body: ""),
            EPUBBuilder.Chapter(title: "One", body: String(repeating: paragraph, count: 40)),
            EPUBBuilder.Chapter(title: "Two", body: String(repeating: paragraph, count: 40))
        ]
        let book = dir.appendingPathComponent("three.epub")
        try EPUBBuilder(chapters: chapters).data().write(to: book)
        let cache = ["RRENDER_CACHE": dir.appendingPathComponent("cache").path]
        // One job: page 1 (the title page, one page) is the first written, and the bar's first drawing.
        let arguments = [book.path, "--pages", "all", "--viewport", "300x400", "--jobs", "1", "-o", dir.path + "/p-%03d.png"]

        let cold = try onTerminal(arguments, environment: cache)
        #expect(cold.status == 0, "\(cold.screen.debugDescription)")
        let count = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".png") }.count
        #expect(count > 10)
        let drawn = try bars(cold.screen)
        let first = try #require(drawn.first, "\(cold.screen.debugDescription)")
        #expect(first.pages == 1 && first.total == nil && first.filled < 0.1, "\(cold.screen.debugDescription)")
        #expect(drawn.allSatisfy { $0.filled < 1 || $0.pages == count }, "\(cold.screen.debugDescription)")

        let warm = try onTerminal(arguments, environment: cache)
        #expect(
            warm.screen.contains("1/\(count) pages") && warm.screen.contains("\(count)/\(count) pages"),
            "\(warm.screen.debugDescription)")
        #expect(try bars(warm.screen).allSatisfy { $0.total == count && ($0.filled < 1 || $0.pages == count) })
        let text = try onTerminal(["text", book.path, "--viewport", "300x400"], environment: cache)
        #expect(text.screen.contains("\(count)/\(count) pages"), "\(text.screen.prefix(600).debugDescription)")
    }

    @Test func textShowsABarAndKeepsItOffItsLines() throws {
        try checkBar(["text", try SampleBookFixture.path()], book: try SampleBookFixture.path())
        // Text on the same terminal: every line the bar shared was erased before the text came.
        let shown = try onTerminal(["text", try SampleBookFixture.path()])
        let plain = try rrender.run(["text", try SampleBookFixture.path()])
        let firstLine = plain.output.split(separator: "\n").first.map(String.init) ?? ""
        #expect(
            !firstLine.isEmpty && shown.screen.contains(Self.erase + firstLine), "\(shown.screen.prefix(400).debugDescription)")
    }

    @Test func searchShowsABarButNotWithJSON() throws {
        let book = try SampleBookFixture.path()
        try checkBar(["search", book, "the"], book: book, json: true)
        #expect(try onTerminal(["search", book, "the"]).screen.contains(" chapters  "))
    }

    @Test func sheetShowsABar() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let book = try SampleBookFixture.path()
        try checkBar(["sheet", book, "--vary", "fontSize=1,1.5", "-o", dir.path + "/sheet.png"], book: book)
        #expect(
            try onTerminal(["sheet", book, "--vary", "fontSize=1,1.5", "-o", dir.path + "/sheet.png"]).screen.contains(
                "2/2 cells"))
    }

    @Test func snapshotAndCompareShowABarButNotWithJSON() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let book = try SampleBookFixture.path()
        #expect(try rrender.run(["snapshot", book, "--dir", dir.path, "--record", "all", "--no-progress"]).status == 0)
        try checkBar(["snapshot", book, "--dir", dir.path, "--record", "none"], book: book, json: true)
        try checkBar(["compare", book, book], book: book, json: true)
    }
}
