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
    /// `shell` appended to the command line (such as `| cat`).
    func onTerminal(_ arguments: [String], _ shell: String = "") throws -> (status: Int32, screen: String) {
        let line = ([CommandRunner.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ") + shell
        let result = try CommandRunner(program: URL(fileURLWithPath: "/usr/bin/script")).run(["-qec", line, "/dev/null"])
        return (result.status, result.output)
    }

    /// Checks the four ways of running `arguments`; `unit` is the bar's rate (`pages/s`).
    func checkBar(_ arguments: [String], unit: String, json: Bool = false) throws {
        let shown = try onTerminal(arguments)
        #expect(shown.status == 0, "\(shown.screen)")
        #expect(shown.screen.contains(Self.erase) && shown.screen.contains(unit), "no bar: \(shown.screen.debugDescription)")
        // The bar is erased when the work is done: nothing after the last erase is a bar.
        let rest = shown.screen.components(separatedBy: Self.erase).last ?? ""
        #expect(!rest.contains(unit), "the bar stayed: \(rest.debugDescription)")

        let silenced = try onTerminal(arguments + ["--no-progress"])
        #expect(silenced.status == 0 && !silenced.screen.contains(Self.erase) && !silenced.screen.contains(unit),
                "\(silenced.screen.debugDescription)")
        let piped = try onTerminal(arguments, " | cat")
        #expect(!piped.screen.contains(Self.erase) && !piped.screen.contains(unit), "\(piped.screen.debugDescription)")
        if json {
            let machine = try onTerminal(arguments + ["--json"])
            #expect(!machine.screen.contains(Self.erase) && !machine.screen.contains(unit), "\(machine.screen.debugDescription)")
        }
        let ci = try rrender.run(arguments)
        #expect(ci.status == 0 && !ci.stderr.contains("\u{1B}") && !ci.stderr.contains(unit), "\(ci.stderr)")
    }

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func renderingEveryPageShowsABar() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try checkBar([try SampleBookFixture.path(), "--pages", "all", "-o", dir.path + "/all-%02d.png"], unit: "pages/s")
        try checkBar([try SampleBookFixture.path(), "--pages", "1-4", "-o", dir.path + "/some-%02d.png"], unit: "pages/s")
    }

    @Test func aPDFsEveryPageCountsAgainstItsPageCount() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pdf = dir.appendingPathComponent("doc.pdf")
        let pages: [PDFFixture.Page] = [.init(lines: ["One"]), .init(lines: ["Two"]), .init(lines: ["Three"])]
        try Data(try PDFFixture(pages: pages).data()).write(to: pdf)
        let shown = try onTerminal([pdf.path, "--pages", "all", "-o", dir.path + "/p-%d.png"])
        #expect(shown.screen.contains("3/3 pages"), "\(shown.screen.debugDescription)")
    }

    @Test func textShowsABarAndKeepsItOffItsLines() throws {
        try checkBar(["text", try SampleBookFixture.path()], unit: "pages/s")
        // Text on the same terminal: every line the bar shared was erased before the text came.
        let shown = try onTerminal(["text", try SampleBookFixture.path()])
        let plain = try rrender.run(["text", try SampleBookFixture.path()])
        let firstLine = plain.output.split(separator: "\n").first.map(String.init) ?? ""
        #expect(!firstLine.isEmpty && shown.screen.contains(Self.erase + firstLine), "\(shown.screen.prefix(400).debugDescription)")
    }

    @Test func searchShowsABarButNotWithJSON() throws {
        try checkBar(["search", try SampleBookFixture.path(), "the"], unit: "chapters/s", json: true)
    }

    @Test func sheetShowsABar() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try checkBar(["sheet", try SampleBookFixture.path(), "--vary", "fontSize=1,1.5", "-o", dir.path + "/sheet.png"], unit: "cells/s")
    }

    @Test func snapshotAndCompareShowABarButNotWithJSON() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let book = try SampleBookFixture.path()
        #expect(try rrender.run(["snapshot", book, "--dir", dir.path, "--record", "all", "--no-progress"]).status == 0)
        try checkBar(["snapshot", book, "--dir", dir.path, "--record", "none"], unit: "pages/s", json: true)
        try checkBar(["compare", book, book], unit: "pages/s", json: true)
    }
}
