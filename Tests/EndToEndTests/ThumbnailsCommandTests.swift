import Foundation
import RRender
import RRenderCairo
import RRenderImages
import RRenderTestSupport
import Testing

/// `rrender thumbnails` as users and batch engines run it: folders mirrored, manifests in input
/// order, a broken book failing alone, the exit codes, one file for a desktop's `.thumbnailer`.
@Suite struct ThumbnailsCommandTests {
    let rrender = CommandRunner()

    /// A library: `a.epub` (cover image), `sub/b.epub` (no cover: first page), `sub/deep/c.epub`
    /// (cover), `broken.epub` (a ZIP that is no EPUB) and a text file that is no publication.
    struct Library {
        let root: URL
        var books: URL { root.appendingPathComponent("books") }
        var out: URL { root.appendingPathComponent("out") }

        init(extraBooks: Int = 0) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-thumbs-\(UUID().uuidString)")
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("books/sub/deep"), withIntermediateDirectories: true)
            try Self.coverBook().write(to: books.appendingPathComponent("a.epub"))
            try EPUBBuilder(chapters: [.init(title: "Only", body: "<p>Text.</p>")]).write(
                to: books.appendingPathComponent("sub/b.epub"))
            try Self.coverBook().write(to: books.appendingPathComponent("sub/deep/c.epub"))
            try ZIPFixture.archive([ZIPEntrySpec(path: "x.txt", text: "x")]).write(
                to: books.appendingPathComponent("broken.epub"))
            try Data("notes".utf8).write(to: books.appendingPathComponent("notes.txt"))
            for index in 0..<extraBooks {
                try Self.coverBook().write(to: books.appendingPathComponent("sub/extra-\(index).epub"))
            }
        }

        static func coverBook() -> EPUBBuilder {
            var book = EPUBBuilder(chapters: [.init(title: "One")])
            var image = PixelImage(width: 300, height: 450, fill: 0xFF22_8844)
            image[0, 0] = 0xFFFF_FFFF
            book.resources.append(
                .init(href: "cover.png", mediaType: "image/png", bytes: image.pngData(), properties: ["cover-image"]))
            return book
        }

        func manifest(_ name: String) throws -> [[String: JSONValue]] {
            let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            return try text.split(separator: "\n").map { line in
                guard case .object(let object) = try JSONValue(parsing: Data(line.utf8)) else {
                    throw JSONParseError.invalidSyntax(reason: "not an object")
                }
                return object
            }
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test func folderIsMirroredAndTheBrokenBookFailsAlone() throws {
        let library = try Library()
        defer { library.remove() }
        let manifest = library.root.appendingPathComponent("run.jsonl").path
        let result = try rrender.run([
            "thumbnails", library.books.path, "-o", library.out.path, "--manifest", manifest, "--jobs", "2"
        ])
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1)
        #expect(result.stderr.contains("broken.epub"))
        let a = try PNGFile.read(path: library.out.appendingPathComponent("a.epub.png").path)
        #expect((a.width, a.height) == (171, 256))
        #expect(a.color(x: 80, y: 128) == Color(red: 0x22, green: 0x88, blue: 0x44))
        let b = try PNGFile.read(path: library.out.appendingPathComponent("sub/b.epub.png").path)
        #expect((b.width, b.height) == (192, 256))
        #expect(FileManager.default.fileExists(atPath: library.out.appendingPathComponent("sub/deep/c.epub.png").path))
        #expect(!FileManager.default.fileExists(atPath: library.out.appendingPathComponent("broken.epub.png").path))
        #expect(!FileManager.default.fileExists(atPath: library.out.appendingPathComponent("notes.txt.png").path))

        let lines = try library.manifest("run.jsonl")
        #expect(
            lines.map { $0["path"]?.stringValue?.replacingOccurrences(of: library.books.path + "/", with: "") }
                == ["a.epub", "broken.epub", "sub/b.epub", "sub/deep/c.epub"])
        #expect(lines.map { $0["rule"]?.stringValue } == ["cover-image", nil, "first-page", "cover-image"])
        #expect(lines[1]["error"]?.stringValue?.contains("container.xml") == true)
        #expect(lines[0]["error"] == .null && lines[0]["width"] == .number(171) && lines[0]["height"] == .number(256))
        #expect(lines.allSatisfy { $0["ms"]?.numberValue != nil })

        // Again: everything up to date is skipped; the broken book fails again.
        let again = try rrender.run(["thumbnails", library.books.path, "-o", library.out.path, "--manifest", manifest])
        #expect(again.status == 1)
        #expect(try library.manifest("run.jsonl").map { $0["skipped"] == .bool(true) } == [true, false, true, true])
    }

    @Test func oneInputAndAnOutputFileWritesExactlyThatFile() throws {
        let library = try Library()
        defer { library.remove() }
        // What a desktop's .thumbnailer runs: Exec=rrender thumbnails %i -o %o --size %s
        let target = library.root.appendingPathComponent("gnome-thumb-XYZ")
        let result = try rrender.run([
            "thumbnails", library.books.appendingPathComponent("a.epub").path, "-o", target.path, "--size", "128"
        ])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let image = try PNGFile.read(path: target.path)
        #expect((image.width, image.height) == (85, 128))
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.root.path).sorted() == ["books", "gnome-thumb-XYZ"])
    }

    @Test func formatsFitAndListOnStandardInput() throws {
        let library = try Library()
        defer { library.remove() }
        let list =
            library.books.appendingPathComponent("a.epub").path + "\n\n" + library.books.appendingPathComponent("sub/b.epub").path
            + "\n"
        let jpeg = try rrender.run(
            [
                "thumbnails", "--from-file", "-", "-o", library.out.path, "--format", "jpeg", "--fit", "width",
                "--size", "100"
            ], input: list)
        #expect(jpeg.status == 0, "\(jpeg.stderr)")
        // An absolute listed path is mirrored whole under the output folder.
        let written = try Data(contentsOf: URL(fileURLWithPath: library.out.path + library.books.path + "/a.epub.jpg"))
        #expect(ImageFormat(sniffing: Array(written)) == .jpeg)
        let decoded = try ImageDecoder.decode(Array(written)).pixelImage()
        #expect(decoded.width == 100)
        let webp = try rrender.run([
            "thumbnails", library.books.appendingPathComponent("a.epub").path, "-o", library.out.path + "/",
            "--format", "webp"
        ])
        #expect(webp.status == 0)
        let bytes = try Data(contentsOf: library.out.appendingPathComponent("a.epub.webp"))
        #expect(ImageFormat(sniffing: Array(bytes)) == .webp)
    }

    @Test func usageAndUnreadableArguments() throws {
        let library = try Library()
        defer { library.remove() }
        let book = library.books.appendingPathComponent("a.epub").path
        #expect(try rrender.run(["thumbnails", book]).status == 64)
        #expect(try rrender.run(["thumbnails", book, "-o", library.out.path, "--shard", "5/4"]).status == 64)
        #expect(try rrender.run(["thumbnails", book, "-o", library.out.path, "--size", "0"]).status == 64)
        #expect(try rrender.run(["thumbnails", book, "-o", library.out.path, "--freedesktop"]).status == 64)
        let missing = try rrender.run(["thumbnails", library.root.appendingPathComponent("nope").path, "-o", library.out.path])
        #expect(missing.status == 66)
        #expect(missing.errorLines.count == 1 && missing.stderr.contains("nope"))
    }

    @Test func eachBookIsBoundedInTime() throws {
        let library = try Library()
        defer { library.remove() }
        let result = try rrender.run([
            "thumbnails", library.books.appendingPathComponent("sub/b.epub").path, "-o", library.out.path + "/",
            "--timeout", "0.001"
        ])
        #expect(result.status == 1)
        #expect(result.stderr.contains("timed out after 0.001 s"))
        #expect(!FileManager.default.fileExists(atPath: library.out.appendingPathComponent("b.epub.png").path))
    }

    @Test func freedesktopModeWritesTheCache() throws {
        let library = try Library()
        defer { library.remove() }
        let cache = library.root.appendingPathComponent("cache")
        let book = library.books.appendingPathComponent("a.epub").path
        let result = try rrender.run(
            ["thumbnails", book, "--freedesktop", "--size", "200"], environment: ["XDG_CACHE_HOME": cache.path])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("thumbnails/large").path)
        #expect(files.count == 1 && files[0].count == 36 && files[0].hasSuffix(".png"))
    }
}

extension JSONValue {
    var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    var numberValue: Double? { if case .number(let n) = self { n } else { nil } }
}
