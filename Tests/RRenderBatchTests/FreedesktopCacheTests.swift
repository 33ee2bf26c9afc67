import Foundation
import RRender
import RRenderBatch
import RRenderTestSupport
import Testing

/// The freedesktop cache, field by field against the Thumbnail Managing Standard 0.9.0.
@Suite struct FreedesktopCacheTests {
    /// A folder holding a book (with a space and a non-ASCII letter in its name) and a cache.
    struct Setup {
        let folder: URL
        let book: String
        let cache: FreedesktopCache
        let input: BatchInput

        init(bookName: String = "my book é.epub") throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-fd-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var builder = CoverFixtures.plainBook()
            builder.resources.append(
                .init(
                    href: "c.png", mediaType: "image/png", bytes: CoverFixtures.coverPNG(width: 600, height: 800),
                    properties: ["cover-image"]))
            book = folder.appendingPathComponent(bookName).path
            try builder.write(to: URL(fileURLWithPath: book))
            cache = FreedesktopCache(root: folder.appendingPathComponent("cache/thumbnails").path, flavor: .large)
            input = BatchInput(path: book, relativePath: bookName)
        }

        func run(force: Bool = false) -> BatchOutcome {
            let runner = BatchRunner(
                thumbnailer: Thumbnailer(options: ThumbnailOptions(size: cache.flavor.size)), destination: cache,
                settings: .init(jobs: 1, timeout: 30, force: force))
            return runner.process(input)
        }
    }

    @Test func sizesPickTheFolders() {
        #expect(FreedesktopCache.Flavor(size: 100) == .normal)
        #expect(FreedesktopCache.Flavor(size: 128).size == 128)
        #expect(FreedesktopCache.Flavor(size: 256) == .large)
        #expect(FreedesktopCache.Flavor(size: 300) == .xLarge)
        #expect(FreedesktopCache.Flavor(size: 1024).rawValue == "xx-large")
        #expect(FreedesktopCache.root(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/thumbnails")
        #expect(FreedesktopCache.root(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]) == "/h/.cache/thumbnails")
    }

    @Test func nameIsTheMD5OfTheCanonicalURI() {
        // The standard's own example: file:///home/jens/photos/me.png.
        #expect(FreedesktopCache.fileName(for: "/home/jens/photos/me.png") == "c6ee772d9e49320e97ec29a7eb5b1697.png")
        // Spaces and non-ASCII bytes percent-encoded, as GLib's g_filename_to_uri does
        // (md5 of "file:///tmp/a%20b%C3%A9.epub").
        #expect(
            FreedesktopCache.fileName(for: "/tmp/./x/../a bé.epub") == MD5Reference.digest("file:///tmp/a%20b%C3%A9.epub")
                + ".png")
    }

    @Test func thumbnailHasEveryFieldOfTheStandard() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.folder) }
        let outcome = setup.run()
        #expect(outcome.succeeded, "\(outcome.error ?? "")")
        let path = setup.cache.output(for: setup.input)
        #expect(path.hasPrefix(setup.cache.root + "/large/"))
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        // 8-bit RGBA (IHDR: bit depth 8, colour type 6), non-interlaced.
        #expect(Array(bytes[24...28]) == [8, 6, 0, 0, 0])
        #expect((outcome.width, outcome.height) == (192, 256))
        let keys = PNGChunks(bytes).text
        let attributes = try FileManager.default.attributesOfItem(atPath: setup.book)
        let mtime = Int((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)
        #expect(keys["Thumb::URI"] == "file://" + setup.folder.path + "/my%20book%20%C3%A9.epub")
        #expect(keys["Thumb::MTime"] == String(mtime))
        #expect(keys["Thumb::Size"] == String((attributes[.size] as? NSNumber)?.intValue ?? -1))
        #expect(keys["Thumb::Mimetype"] == "application/epub+zip")
        #expect(keys["Software"] == "rrender \(RRenderVersion.string)")
        // Folders 0700, files 0600.
        #expect(try permissions(path) == 0o600)
        #expect(try permissions(setup.cache.root + "/large") == 0o700)
        #expect(try permissions(setup.cache.root) == 0o700)
        // No temporary file left behind.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: setup.cache.root + "/large") == [
                (path as NSString).lastPathComponent
            ])
    }

    @Test func thumbnailWithTheSameMTimeIsNotMadeAgain() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.folder) }
        #expect(setup.run().skipped == false)
        #expect(setup.run().skipped == true)
        // The book changes: its MTime no longer matches.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 100)], ofItemAtPath: setup.book)
        #expect(setup.run().skipped == false)
        #expect(setup.run(force: true).skipped == false)
    }

    @Test func failureIsAnEmptyPNGInTheFailFolder() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(at: setup.folder) }
        try Data("not a book".utf8).write(to: URL(fileURLWithPath: setup.book))
        let outcome = setup.run()
        #expect(!outcome.succeeded)
        let fail = setup.cache.failureOutput(for: setup.input)
        #expect(fail.hasPrefix(setup.cache.root + "/fail/rrender-\(RRenderVersion.string)/"))
        let keys = PNGChunks(Array(try Data(contentsOf: URL(fileURLWithPath: fail)))).text
        #expect(keys["Thumb::URI"] != nil && keys["Thumb::MTime"] != nil)
        #expect(try permissions(fail) == 0o600)
        #expect(!FileManager.default.fileExists(atPath: setup.cache.output(for: setup.input)))
        // A recorded failure for this MTime is not tried again.
        #expect(setup.run().skipped)
    }

    @Test func pdfRecordsItsPageCount() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-fd-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = FreedesktopCache(root: folder.path, flavor: .normal)
        let input = BatchInput(path: try Corpus.path("asyRefCard.pdf"), relativePath: "asyRefCard.pdf")
        let outcome = BatchRunner(thumbnailer: Thumbnailer(options: ThumbnailOptions(size: 128)), destination: cache).process(
            input)
        #expect(outcome.succeeded)
        let keys = PNGChunks(Array(try Data(contentsOf: URL(fileURLWithPath: cache.output(for: input))))).text
        #expect(keys["Thumb::Mimetype"] == "application/pdf")
        #expect(keys["Thumb::Document::Pages"] == "3")
    }

    private func permissions(_ path: String) throws -> Int {
        ((try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? 0) & 0o777
    }
}

/// MD5 from the system's `md5sum`, independent of the library's.
enum MD5Reference {
    static func digest(_ text: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/md5sum")
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try? process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(String(decoding: data, as: UTF8.self).prefix(32))
    }
}
