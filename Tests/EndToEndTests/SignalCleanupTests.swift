import Foundation
import RRenderTestSupport
import Testing

/// A run stopped by a signal (Ctrl-C, `kill`, `timeout`, a batch scheduler ending a job) leaves
/// nothing behind: not the book's embedded fonts in the temporary folder, not a half-written
/// page beside the finished ones; and it ends by that signal, as the shell and the scheduler
/// expect.
@Suite struct SignalCleanupTests {
    /// A book of many pages in an embedded font, so a run has its font folder while it paints.
    static func book() throws -> Data {
        let font = Array(try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf")))
        let css = "@font-face { font-family: BookFace; src: url(fonts/face.ttf); }\np { font-family: BookFace, serif; }"
        let paragraph = "<p>" + String(repeating: "Words set in the face the book embeds, page after page. ", count: 12) + "</p>"
        let body = #"<link rel="stylesheet" href="style.css"/>"# + String(repeating: paragraph, count: 60)
        var builder = EPUBBuilder(chapters: (1...6).map { EPUBBuilder.Chapter(title: "Part \($0)", body: body) })
        builder.resources = [
            .init(href: "style.css", mediaType: "text/css", text: css),
            .init(href: "fonts/face.ttf", mediaType: "font/ttf", bytes: font)
        ]
        return try builder.data()
    }

    /// Starts `rrender book --pages all` with a temporary folder of its own, waits until it has
    /// made its font folder and written a page, sends `signal` and returns how it ended, with
    /// what it left in the temporary folder and in the output folder, and the pages there that
    /// do not end with PNG's `IEND` chunk.
    func stop(with signal: Int32) throws -> (process: Process, temporary: [String], output: [String], broken: [String]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-signal-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let temporary = root.appendingPathComponent("tmp"), output = root.appendingPathComponent("out")
        for folder in [temporary, output] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let book = root.appendingPathComponent("fonts.epub")
        try Self.book().write(to: book)
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = [
            book.path, "--pages", "all", "--no-cache", "--viewport", "600x800", "--scale", "2",
            "-o", output.path + "/p-%d.png"
        ]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { _, new in new }
        process.standardError = FileHandle.nullDevice
        try process.run()
        let started = Date()
        func list(_ folder: URL) -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] }
        // What is in the temporary folder, and in the user's private folder there (kept, empty).
        let own = "rrender-\(getuid())"
        func left() -> [String] {
            list(temporary).filter { $0 != own } + list(temporary.appendingPathComponent(own)).map { own + "/" + $0 }
        }
        while process.isRunning, Date().timeIntervalSince(started) < 60,
            !(left().contains { $0.hasPrefix(own + "/rrender-fonts-") } && list(output).contains { $0.hasSuffix(".png") })
        {
            usleep(2000)
        }
        #expect(process.isRunning, "the run ended before it could be stopped")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        let broken = list(output).filter { name in
            let bytes = (try? Data(contentsOf: output.appendingPathComponent(name))) ?? Data()
            return !name.hasSuffix(".png") || Array(bytes.suffix(12)) != end
        }
        return (process, left(), list(output), broken)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aStoppedRunLeavesNothingBehind(signal: Int32) throws {
        let (process, temporary, output, broken) = try stop(with: signal)
        #expect(
            process.terminationReason == .uncaughtSignal && process.terminationStatus == signal,
            "ended with \(process.terminationReason == .exit ? "status" : "signal") \(process.terminationStatus)")
        #expect(temporary.isEmpty, "left in the temporary folder: \(temporary)")
        #expect(broken.isEmpty, "half written: \(broken)")
        #expect(output.contains { $0.hasSuffix(".png") })
    }
}
