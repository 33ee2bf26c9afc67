import Foundation
import RRenderCairo
import RRenderCore
import RRenderImages
import RRenderTestSupport
import Testing

/// The CLI on PDFs: the same commands and flags as for EPUB, `--password`, clear errors.
@Suite struct PDFCommandTests {
    let rrender = CommandRunner()

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-pdf-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func document(in dir: URL) throws -> String {
        let url = dir.appendingPathComponent("doc.pdf")
        let pages: [PDFFixture.Page] = [
            .init(lines: ["Opening words"]), .init(width: 400, height: 300, lines: ["Second page"]),
            .init(lines: ["Third page"])
        ]
        try Data(try PDFFixture(pages: pages, outline: [.init("Two", page: 2)], title: "Doc").data()).write(to: url)
        return url.path
    }

    @Test func renderInfoAndTextWorkAsForAnEPUB() throws {
        let dir = try folder()
        let pdf = try document(in: dir)
        let out = dir.appendingPathComponent("p.png")
        let render = try rrender.run([pdf, "--page", "2", "--viewport", "300x400", "--scale", "2", "-o", out.path])
        #expect(render.status == 0 && render.stderr.isEmpty, "\(render.stderr)")
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: out)))
        #expect(image.width == 600 && image.height == 800)
        let info = try rrender.run(["info", pdf])
        #expect(info.status == 0)
        let json = try JSONValue(parsing: info.output)
        #expect(json["rrender"]?["metadata"]?["pages"] == 3 && json["rrender"]?["metadata"]?["positions"] == 3)
        #expect(json["toc"]?.arrayValue?.first?["href"] == "doc.pdf#page=2")
        let text = try rrender.run(["text", pdf, "--page", "3"])
        #expect(text.status == 0 && text.output == "Third page\n")
        let spread = try rrender.run(["info", pdf, "--viewport", "1200x800"])
        #expect(try JSONValue(parsing: spread.output)["rrender"]?["metadata"]?["pages"] == 2, "two pages a screen in landscape")
    }

    @Test func pdfSettingsAndBadInputAreOneLineErrors() throws {
        let dir = try folder()
        let pdf = try document(in: dir)
        let out = dir.appendingPathComponent("p.png").path
        #expect(try rrender.run([pdf, "--set", "pageSpacing=12", "--set", "spread=always", "-o", out]).status == 0)
        let epubKey = try rrender.run([pdf, "--set", "fontSize=2", "-o", out])
        #expect(epubKey.status == 64 && epubKey.errorLines.count == 1 && epubKey.stderr.contains("fontSize"))
        let range = try rrender.run([pdf, "--page", "4", "-o", out])
        #expect(range.status == 64 && range.errorLines.count == 1)
        let damaged = dir.appendingPathComponent("damaged.pdf")
        try Data("%PDF-1.7\nnot really\n".utf8).write(to: damaged)
        let broken = try rrender.run([damaged.path, "-o", out])
        #expect(broken.status == 65 && broken.errorLines.count == 1 && broken.stderr.contains("damaged.pdf"))
    }

    @Test func anEncryptedPDFAsksForItsPassword() throws {
        let dir = try folder()
        let locked = dir.appendingPathComponent("locked.pdf")
        try Data(PDFFixture.locked).write(to: locked)
        let without = try rrender.run(["text", locked.path])
        #expect(
            without.status == 66
                && without.errorLines == ["rrender: \(locked.path): the PDF is protected by a password (give it with --password)"]
        )
        let wrong = try rrender.run(["text", locked.path, "--password", "guess"])
        #expect(wrong.status == 66 && wrong.errorLines.count == 1)
        let right = try rrender.run(["text", locked.path, "--password", "secret"])
        #expect(right.status == 0 && right.output == "Locked page\n")
    }

    @Test func aSheetVariesPDFSettings() throws {
        let dir = try folder()
        let pdf = try document(in: dir)
        let out = dir.appendingPathComponent("sheet.png")
        let sheet = try rrender.run([
            "sheet", pdf, "--page", "2", "--viewport", "200x150", "--vary", "spread=never,always",
            "--vary", "pageSpacing=0,20", "-o", out.path
        ])
        #expect(sheet.status == 0, "\(sheet.stderr)")
        let image = try PNGDecoder.decode(Array(try Data(contentsOf: out)))
        #expect(image.width > 400 && image.height > 300, "two columns, two rows")
        let epubKey = try rrender.run(["sheet", pdf, "--vary", "fontSize=1,2", "-o", out.path])
        #expect(epubKey.status == 64 && epubKey.errorLines.count == 1)
    }
}
