import Foundation
import RRenderTestSupport
import Synchronization
import Testing

/// Broken input, as a user meets it: one line on stderr naming the file and the cause, a
/// documented exit code, and nothing written half.
@Suite struct BadInputTests {
    let rrender = CommandRunner()

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func pngs(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func aFileThatIsNotAZip() throws {
        let dir = try folder()
        let book = dir.appendingPathComponent("notes.epub")
        try Data("just some text, not a zip archive\n".utf8).write(to: book)
        let result = try rrender.run([book.path, "--page", "1", "-o", dir.appendingPathComponent("p.png").path])
        #expect(result.status == 65)
        #expect(result.errorLines.count == 1)
        #expect(result.stderr.contains("notes.epub") && result.stderr.contains("not a ZIP"))
        #expect(pngs(in: dir).isEmpty)
    }

    /// A named pipe (or a device) given as the book is refused at once: opening a FIFO for
    /// reading used to wait for a writer that never came. Should a run wait anyway, a writer
    /// opens and closes the pipe after 20 s, so the test fails instead of hanging.
    @Test func aNamedPipeIsRefusedWithoutWaiting() throws {
        let dir = try folder()
        let pipe = dir.appendingPathComponent("book.epub").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let finished = Mutex(false), valve = Mutex(false)
        Thread.detachNewThread {
            for _ in 0..<200 where !finished.withLock({ $0 }) { usleep(100_000) }
            guard !finished.withLock({ $0 }) else { return }
            let writer = open(pipe, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { valve.withLock { $0 = true }; close(writer) }
        }
        defer { finished.withLock { $0 = true } }
        for arguments in [
            ["info", pipe], [pipe, "--page", "1", "-o", dir.appendingPathComponent("p.png").path],
            ["diff", pipe, pipe]
        ] {
            let result = try rrender.run(arguments)
            #expect(result.status == 66 && result.errorLines.count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("book.epub") && result.stderr.contains("not a regular file"), "\(result.stderr)")
        }
        for device in ["/dev/zero", "/dev/null"] {
            let result = try rrender.run(["info", device])
            #expect(result.status == 66 && result.stderr.contains("not a regular file"), "\(device): \(result.stderr)")
        }
        #expect(!valve.withLock { $0 }, "a run waited on the pipe")
        #expect(pngs(in: dir).isEmpty)
    }

    @Test func aMissingFile() throws {
        let result = try rrender.run(["info", "/nonexistent/book.epub"])
        #expect(result.status == 66)
        #expect(
            result.errorLines == ["rrender: /nonexistent/book.epub: no such file"]
                || result.stderr.contains("/nonexistent/book.epub"))
        #expect(result.errorLines.count == 1)
    }

    @Test func aZipWithoutContainerXML() throws {
        var builder = EPUBBuilder()
        builder.includeContainerXML = false
        let book = try builder.writeTemporaryFile(named: "nocontainer.epub")
        let result = try rrender.run(["info", book.path])
        #expect(result.status == 65)
        #expect(result.errorLines.count == 1)
        #expect(result.stderr.contains("nocontainer.epub") && result.stderr.contains("container.xml"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aSpineItemMissingFromTheZipStillRendersTheRest() throws {
        var builder = EPUBBuilder(chapters: [
            .init(title: "One", body: "<p>First chapter.</p>"),
            .init(title: "Two", body: "<p>Second chapter.</p>"),
            .init(title: "Three", body: "<p>Third chapter.</p>")
        ])
        builder.omittedEntries = [builder.chapterPath(1)]
        let book = try builder.writeTemporaryFile(named: "holes.epub")
        let dir = book.deletingLastPathComponent()
        let result = try rrender.run([book.path, "--pages", "all", "-o", dir.appendingPathComponent("p-%d.png").path])
        #expect(result.status == 65)
        #expect(result.errorLines.count == 1)
        #expect(result.stderr.contains("holes.epub") && result.stderr.contains("OEBPS/chapter_002.xhtml"))
        #expect(pngs(in: dir) == ["p-1.png", "p-2.png"])
        let text = try rrender.run(["text", book.path])
        #expect(text.output.contains("First chapter.") && text.output.contains("Third chapter."))
    }

    @Test func aMalformedChapterIsReportedAndTheBookStillRenders() throws {
        let broken = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Bad</title></head>
            <body><p>Before the break <b>bold <i>both</b> after</p><p>Still here.</p></body></html>
            """
        var builder = EPUBBuilder(chapters: [
            .init(title: "Good", body: "<p>A good chapter.</p>"),
            .init(title: "Bad", document: broken),
            .init(title: "Fine", body: "<p>The last chapter.</p>")
        ])
        builder.title = "Broken"
        let book = try builder.writeTemporaryFile(named: "broken.epub")
        let dir = book.deletingLastPathComponent()
        let result = try rrender.run([book.path, "--pages", "all", "-o", dir.appendingPathComponent("p-%d.png").path])
        #expect(result.status == 65)
        #expect(result.errorLines.count == 1)
        #expect(
            result.stderr.contains("broken.epub") && result.stderr.contains("OEBPS/chapter_002.xhtml")
                && result.stderr.contains("malformed"))
        #expect(pngs(in: dir).count == 3)
        let text = try rrender.run(["text", book.path])
        #expect(
            text.output.contains("Before the break") && text.output.contains("Still here.")
                && text.output.contains("The last chapter."))
    }

    @Test func deeplyNestedMarkupIsBoundedAndReportedOnce() throws {
        let depth = 50_000
        let xhtml =
            "<?xml version=\"1.0\"?><html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>t</title></head><body>"
            + String(repeating: "<div>", count: depth) + "deep" + String(repeating: "</div>", count: depth) + "</body></html>"
        let garbage = "not xml " + String(repeating: "<div>", count: depth) + "deep"
        for (name, document) in [("nested.epub", xhtml), ("garbage.epub", garbage)] {
            let book = try EPUBBuilder(chapters: [.init(title: "Deep", document: document)]).writeTemporaryFile(named: name)
            let result = try rrender.run([book.path, "-o", book.deletingLastPathComponent().appendingPathComponent("p.png").path])
            #expect(result.status == 65, "\(name)")
            #expect(result.errorLines.count == 1, "\(name): \(result.stderr)")
            #expect(result.stderr.contains("malformed XHTML"), "\(name)")
        }
    }

    @Test func aPagePastTheEnd() throws {
        let book = try EPUBBuilder().writeTemporaryFile(named: "short.epub")
        let out = book.deletingLastPathComponent().appendingPathComponent("p.png")
        let result = try rrender.run([book.path, "--page", "99", "-o", out.path])
        #expect(result.status == 64)
        #expect(
            result.errorLines == ["rrender: short.epub: page 99 is out of range (the publication has 2 pages at this viewport)"])
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func anUnknownFlagOrBadValue() throws {
        let book = try EPUBBuilder().writeTemporaryFile(named: "flags.epub")
        for arguments in [
            [book.path, "--frobnicate"], [book.path, "--viewport", "wide"], [book.path, "--pages", "3-1"],
            ["info", book.path, "--scale", "2", "--nope"]
        ] {
            let result = try rrender.run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.errorLines.count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("rrender: "), "\(arguments)")
        }
    }

    @Test func anOutputThatCannotBeWritten() throws {
        let book = try EPUBBuilder().writeTemporaryFile(named: "out.epub")
        let blocker = book.deletingLastPathComponent().appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let result = try rrender.run([book.path, "--page", "1", "-o", blocker.appendingPathComponent("p.png").path])
        #expect(result.status == 73)
        #expect(result.errorLines.count == 1)
    }
}
