import Foundation
import RRender
import RRenderTestSupport
import Testing

/// Hostile publications given to the built `rrender`, as a user (or a CI job) would: it must end
/// with exit 0, 64, 65 or 66, never a signal; say what went wrong in one stderr line naming the
/// file; and stay under 1 GiB of memory (measured by the kernel, `wait4`).
@Suite struct HostileInputCommandTests {
    let rrender = CommandRunner()
    static let memoryLimit = 1 << 30

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `arguments` and checks what every hostile run must satisfy; `status` and `cause`,
    /// when given, are the exit status expected and a word of the one stderr line.
    @discardableResult
    private func expectBounded(
        _ arguments: [String], file: String, status: Int32? = nil, cause: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> CommandRunner.MeasuredResult {
        let run = try rrender.runMeasured(arguments, timeout: 120)
        #expect(run.signal == nil && !run.timedOut, "\(file): \(run.summary)", sourceLocation: sourceLocation)
        #expect([0, 64, 65, 66].contains(run.result.status), "\(file): \(run.summary)", sourceLocation: sourceLocation)
        #expect(run.peakMemory < Self.memoryLimit, "\(file): \(run.summary)", sourceLocation: sourceLocation)
        if let status { #expect(run.result.status == status, "\(file): \(run.summary)", sourceLocation: sourceLocation) }
        if let cause {
            #expect(run.result.errorLines.count == 1, "\(file): \(run.result.stderr)", sourceLocation: sourceLocation)
            #expect(
                run.result.stderr.contains(file) && run.result.stderr.contains(cause), "\(file): \(run.result.stderr)",
                sourceLocation: sourceLocation)
        }
        return run
    }

    @Test(arguments: [
        "p { line-height: 1e9 }", "p { text-indent: -1e30px }", "p { padding: 1e308in; margin: -1e308em }",
        "td { padding-bottom: 1e308px } p { font-size: 99999999999999999999px }",
        "p { color: " + String(repeating: "[", count: 100_000) + " }",
        String(repeating: "@media screen { ", count: 100_000)
    ])
    func oneLineStyleSheetsRenderEveryPage(css: String) throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let chapters = ["<p>Call me Ishmael.</p><table><tr><td>cell</td></tr></table>", "<p>Second chapter.</p>"].map { body in
            EPUBBuilder.Chapter(
                title: "C",
                document: """
                    <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>c</title>\
                    <link rel="stylesheet" href="style.css"/></head><body>\(body)</body></html>
                    """)
        }
        var book = EPUBBuilder(chapters: chapters)
        book.resources = [.init(href: "style.css", mediaType: "text/css", text: css)]
        let url = dir.appendingPathComponent("css.epub")
        try book.write(to: url)
        let run = try expectBounded(
            [url.path, "--pages", "all", "-o", dir.appendingPathComponent("p-%d.png").path], file: "css.epub")
        #expect(run.result.status == 0, "\(run.summary)")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".png") }
        #expect(pngs.count >= 2 && pngs.count <= 3_000)
    }

    @Test func zipBombsAreOneLineAndLittleMemory() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let chapter = "OEBPS/chapter_001.xhtml", size: UInt64 = 4 << 30
        let zeros = ZIPFixture.deflatedZeros(count: size)
        let honest = RawZIPEntry(
            path: chapter, method: 8, stored: zeros, declaredSize: size,
            crc32: ZIPFixture.crc32OfZeros(count: size), zip64: true)
        let lying = RawZIPEntry(path: chapter, method: 8, stored: zeros, declaredSize: 60 << 20, crc32: 0)
        var overlapping = EPUBBuilder().rawEntries()
        overlapping.append(
            RawZIPEntry(
                path: "OEBPS/k.xhtml", method: 8, stored: ZIPFixture.deflatedZeros(count: 2 << 20),
                declaredSize: 2 << 20, crc32: ZIPFixture.crc32OfZeros(count: 2 << 20)))
        let cases: [(String, Data, String)] = [
            ("honest.epub", ZIPFixture.rawArchive(EPUBBuilder().rawEntries(replacing: [honest])), "too large"),
            ("lying.epub", ZIPFixture.rawArchive(EPUBBuilder().rawEntries(replacing: [lying])), "declared size"),
            (
                "overlap.epub",
                ZIPFixture.rawArchive(overlapping, extraCentralRecords: (0..<2_000).map { (overlapping.count - 1, "c\($0)") }),
                "overlaps"
            ),
            (
                "many.epub",
                ZIPFixture.rawArchive(EPUBBuilder().rawEntries() + (0...100_000).map { RawZIPEntry(path: "x/\($0)", bytes: []) }),
                "more than 100000 entries"
            )
        ]
        for (name, data, cause) in cases {
            let url = dir.appendingPathComponent(name)
            try data.write(to: url)
            try expectBounded(
                [url.path, "--pages", "all", "-o", dir.appendingPathComponent("\(name)-%d.png").path], file: name,
                status: 65, cause: cause)
        }
    }

    @Test func malformedMarkupAndHugeImagesAreOneLine() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var laughs = "<!DOCTYPE html [<!ENTITY lol \"lollollollollollollollollollol\">"
        for level in 1...9 {
            laughs += "<!ENTITY lol\(level) \"\(String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10))\">"
        }
        laughs += "]>"
        let head = "<?xml version=\"1.0\"?>"
        let html = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>t</title></head><body>"
        let cases: [(String, EPUBBuilder, Int32, String)] =
            [
                (
                    "laughs.epub",
                    EPUBBuilder(chapters: [.init(title: "L", document: head + laughs + html + "<p>&lol9;</p></body></html>")]),
                    65,
                    "malformed XHTML"
                ),
                (
                    "nested.epub",
                    EPUBBuilder(chapters: [.init(title: "N", document: head + html + String(repeating: "<div>", count: 200_000))]
                    ),
                    65, "malformed XHTML"
                )
            ]
            + HostileImages.claimingHugeSizes.prefix(4).map { image in
                var book = EPUBBuilder(chapters: [
                    .init(title: "I", body: "<p>Picture:</p><img src=\"\(image.name)\" alt=\"x\"/>")
                ])
                book.resources = [.init(href: image.name, mediaType: image.mediaType, bytes: image.bytes)]
                return ("image-\(image.name).epub", book, 0, "too large")
            }
        for (name, book, status, cause) in cases {
            let url = dir.appendingPathComponent(name)
            try book.write(to: url)
            try expectBounded(
                [url.path, "--pages", "all", "-o", dir.appendingPathComponent("\(name)-%d.png").path], file: name,
                status: status, cause: cause)
        }
    }

    @Test func referencesOutOfTheBookReadNothingAndConnectNowhere() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(HostileImages.solidPNG(width: 64, height: 64, rgb: 0xFF0000)).write(to: dir.appendingPathComponent("secret.png"))
        try Data("p { color: #f00; background: #f00 } p::before { content: 'SECRET' }".utf8).write(
            to: dir.appendingPathComponent("secret.css"))
        let server = try LocalListener()
        let targets = [
            "../secret", "../../secret", dir.path + "/secret", "file://" + dir.path + "/secret",
            "http://127.0.0.1:\(server.port)/secret"
        ]
        let head =
            targets.map { "<link rel=\"stylesheet\" href=\"\($0).css\"/>" }.joined()
            + "<style>" + targets.map { "@import url(\($0).css);" }.joined() + "</style>"
        let body = "<p>Text.</p>" + targets.map { "<img src=\"\($0).png\" alt=\"\"/>" }.joined()
        let book = EPUBBuilder(chapters: [
            .init(
                title: "E",
                document: """
                    <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>e</title>\(head)</head><body>\(body)</body></html>
                    """)
        ])
        let url = dir.appendingPathComponent("inner/escape.epub")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try book.write(to: url)
        let png = dir.appendingPathComponent("page.png")
        try expectBounded([url.path, "--page", "1", "-o", png.path], file: "escape.epub", status: 0)
        let image = try PNGFile.read(path: png.path)
        #expect(
            !image.pixels.contains { ($0 >> 16) & 0xFF > 200 && ($0 >> 8) & 0xFF < 80 && $0 & 0xFF < 80 },
            "red from outside the book")
        let text = try expectBounded(["text", url.path], file: "escape.epub", status: 0)
        #expect(text.result.output.contains("Text.") && !text.result.output.contains("SECRET"))
        #expect(!server.hadConnection())
    }

    @Test func damagedPDFsEndWithAnExitCode() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, bytes) in HostilePDFs.damaged {
            let url = dir.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            let run = try expectBounded(
                [url.path, "--pages", "all", "-o", dir.appendingPathComponent("\(name)-%d.png").path], file: name)
            if run.result.status != 0 {
                #expect(run.result.errorLines.count == 1 && run.result.stderr.contains(name), "\(name): \(run.result.stderr)")
            }
            try expectBounded(["info", url.path], file: name)
        }
    }
}
