import Foundation
import RRenderTestSupport
import Testing

/// The PDF fixture writer, checked with poppler-utils (`pdfinfo`, `pdftotext`, `pdfimages`,
/// `pdftohtml`): what a PDF reader sees in the files the PDF tests will build.
@Suite struct PDFFixtureTests {
    static let photo = PDFFixture.jpeg(width: 64, height: 48)

    /// A link over line `line` (0-based) of a page: the box the fixture draws the line in.
    static func link(line: Int, to target: PDFFixture.LinkTarget) -> PDFFixture.LinkArea {
        .init(rect: (x: 72, y: 72 + 18 * Double(line), width: 200, height: 18), target: target)
    }

    /// Three pages of three sizes, metadata, a nested outline, every kind of link, an image page.
    static let sample = PDFFixture(
        pages: [
            .init(
                lines: ["First page", "To the ending", "To page two", "To the web"],
                links: [
                    link(line: 1, to: .named("ending")), link(line: 2, to: .page(2)),
                    link(line: 3, to: .uri("https://example.org/it's"))
                ]),
            .init(
                width: 400, height: 300, lines: ["Middle page", "Back to the start"],
                links: [link(line: 1, to: .page(1))]),
            .init(width: 300, height: 500, lines: ["Over the picture"], destinations: ["ending"], jpeg: photo)
        ],
        outline: [
            .init("Part one", page: 1, children: [.init("Chapter 1.1", page: 1), .init("Chapter 1.2", page: 2)]),
            .init("Part two", page: 3)
        ], title: "Fixture title", author: "Ada Lovelace")

    @Test func infoHasPagesTitleAuthorAndEachPagesSize() throws {
        let file = try Self.sample.writeTemporaryFile()
        let info = try PopplerTool.run("pdfinfo", [file.path])
        #expect(info.status == 0)
        #expect(info.field("Pages") == "3")
        #expect(info.field("Title") == "Fixture title")
        #expect(info.field("Author") == "Ada Lovelace")
        let sizes = try PopplerTool.run("pdfinfo", ["-f", "1", "-l", "3", file.path])
        #expect(sizes.field("Page    1 size")?.hasPrefix("612 x 792 pts") == true)
        #expect(sizes.field("Page    2 size")?.hasPrefix("400 x 300 pts") == true)
        #expect(sizes.field("Page    3 size")?.hasPrefix("300 x 500 pts") == true)
    }

    @Test func pageTwoHasItsLinesInOrder() throws {
        let file = try Self.sample.writeTemporaryFile()
        let text = try PopplerTool.run("pdftotext", ["-f", "2", "-l", "2", file.path, "-"])
        #expect(text.status == 0)
        #expect(text.lines == ["Middle page", "Back to the start"])
    }

    @Test func outlineIsNestedAndGoesToItsPages() throws {
        let xml = try Self.pdftohtml(Self.sample)
        let outline = xml.lines.drop { $0 != "<outline>" }
        #expect(
            Array(outline) == [
                "<outline>", "<item page=\"1\">Part one</item>",
                "<outline>", "<item page=\"1\">Chapter 1.1</item>", "<item page=\"2\">Chapter 1.2</item>", "</outline>",
                "<item page=\"3\">Part two</item>", "</outline>", "</pdf2xml>"
            ])
    }

    /// pdftohtml shows a link over text as `<a href>`: `#N` for a page, whether the link names a
    /// destination or a page, later or earlier.
    @Test func linksGoToTheirDestinations() throws {
        let xml = try Self.pdftohtml(Self.sample)
        #expect(xml.output.contains(#"<a href="document.html#3">To the ending</a>"#))
        #expect(xml.output.contains(#"<a href="document.html#2">To page two</a>"#))
        #expect(xml.output.contains(#"<a href="https://example.org/it's">To the web</a>"#))
        #expect(xml.output.contains(#"<a href="document.html#1">Back to the start</a>"#))
        #expect(!xml.output.contains(#"<a href="document.html#1">First page"#))
        let destinations = try PopplerTool.run("pdfinfo", ["-dests", Self.sample.writeTemporaryFile().path])
        #expect(destinations.lines.contains { $0.hasPrefix("   3 [ XYZ    0  500") && $0.hasSuffix(#""ending""#) })
    }

    /// The JPEG is embedded as it was given (a DCT stream pdfimages writes back byte for byte).
    @Test func imagePageEmbedsTheJPEGUntouched() throws {
        let file = try Self.sample.writeTemporaryFile()
        let list = try PopplerTool.run("pdfimages", ["-list", file.path])
        let images = list.lines.dropFirst(2).map { $0.split(separator: " ").map(String.init) }
        #expect(images.count == 1)
        #expect(images.first.map { [$0[0], $0[3], $0[4], $0[8]] } == ["3", "64", "48", "jpeg"])
        let prefix = file.deletingLastPathComponent().appendingPathComponent("image")
        #expect(try PopplerTool.run("pdfimages", ["-j", "-f", "3", "-l", "3", file.path, prefix.path]).status == 0)
        let extracted = try Data(contentsOf: URL(fileURLWithPath: prefix.path + "-000.jpg"))
        #expect(!Self.photo.isEmpty && [UInt8](extracted) == Self.photo)
        let text = try PopplerTool.run("pdftotext", ["-f", "3", "-l", "3", file.path, "-"])
        #expect(text.lines == ["Over the picture"])
    }

    @Test func lockedOpensOnlyWithThePassword() throws {
        let folder = try PDFFixture(pages: [.init()]).writeTemporaryFile().deletingLastPathComponent()
        let file = folder.appendingPathComponent("locked.pdf")
        try Data(PDFFixture.locked).write(to: file)
        let refused = try PopplerTool.run("pdfinfo", [file.path])
        #expect(refused.status != 0)
        #expect(refused.error.contains("Incorrect password"))
        let info = try PopplerTool.run("pdfinfo", ["-upw", "secret", file.path])
        #expect(info.status == 0)
        #expect(info.field("Pages") == "1")
        #expect(info.field("Encrypted")?.hasPrefix("yes") == true)
        let text = try PopplerTool.run("pdftotext", ["-upw", "secret", file.path, "-"])
        #expect(text.lines == ["Locked page"])
    }

    @Test func notAJPEGIsAnError() {
        let page = PDFFixture.Page(jpeg: Array("not a JPEG".utf8))
        #expect(throws: PDFFixture.Error.self) { try PDFFixture(pages: [page]).data() }
    }

    /// `pdftohtml -xml` of `fixture`: its text, links and outline.
    private static func pdftohtml(_ fixture: PDFFixture) throws -> PopplerTool.Result {
        let file = try fixture.writeTemporaryFile()
        let result = try PopplerTool.run("pdftohtml", ["-xml", "-stdout", "-i", "-q", file.path])
        #expect(result.status == 0)
        return result
    }
}

/// A poppler-utils command, run with Foundation's `Process`.
private enum PopplerTool {
    struct Missing: Error, CustomStringConvertible {
        let name: String
        var description: String {
            "\(name) is not installed: PDF fixture tests need poppler-utils (scripts/setup-debian.sh installs it)"
        }
    }

    struct Result {
        let status: Int32
        let output: String
        let error: String

        /// The non-empty lines of standard output, without form feeds.
        var lines: [String] {
            output.split(whereSeparator: { $0 == "\n" || $0 == "\u{0C}" }).map(String.init)
                .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        }

        /// The value after `name:` on a `pdfinfo` line.
        func field(_ name: String) -> String? {
            lines.first { $0.hasPrefix(name + ":") }
                .map { $0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces) }
        }
    }

    /// Runs `name arguments…`; throws `Missing` when `name` is not on the PATH.
    static func run(_ name: String, _ arguments: [String]) throws -> Result {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let path else { throw Missing(name: name) }
        let process = Process()
        process.executableURL = path
        process.arguments = arguments
        // Files, not pipes: nothing can block on a full pipe, and the outputs are small.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out"), err = folder.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: try String(contentsOf: out, encoding: .utf8),
            error: try String(contentsOf: err, encoding: .utf8))
    }
}
