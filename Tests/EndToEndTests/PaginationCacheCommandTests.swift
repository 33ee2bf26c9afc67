import Foundation
import RRenderTestSupport
import Synchronization
import Testing

/// The pagination cache as the command line uses it: many processes sharing one folder, a
/// damaged entry, `--no-cache` and `RRENDER_CACHE=off`, a folder that cannot be written.
@Suite struct PaginationCacheCommandTests {
    let rrender = CommandRunner()

    /// A book of ten chapters of a few pages, one with an image it cannot find (a warning).
    func book(in folder: URL) throws -> String {
        let paragraph =
            "<p>It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of "
            + "foolishness, it was the epoch of belief, it was the epoch of incredulity.</p>"
        var chapters = (1...10).map {
            EPUBBuilder.Chapter(title: "Chapter \($0)", body: String(repeating: paragraph, count: 3 + $0))
        }
        chapters[4].body += "<p><img src=\"missing.png\" alt=\"gone\"/></p>"
        let path = folder.appendingPathComponent("cached.epub")
        try EPUBBuilder(chapters: chapters).data().write(to: path)
        return path.path
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-cache-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The files under `folder`, relative paths, sorted.
    func files(under folder: URL) -> [String] {
        let walker = FileManager.default.enumerator(atPath: folder.path)
        return (walker?.allObjects as? [String] ?? []).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
                && !isFolder.boolValue
        }.sorted()
    }

    @Test func eightProcessesAtOnceShareOneEntryAndSayWhatAnUncachedRunSays() throws {
        let folder = try temporaryFolder()
        let book = try book(in: folder), cache = folder.appendingPathComponent("cache").path
        let uncached = try rrender.run(["info", book, "--viewport", "300x400", "--no-cache"])
        #expect(uncached.status == 0 && uncached.stderr.contains("missing.png"), "\(uncached.stderr)")
        let results = Mutex<[CommandRunner.Result]>([])
        let rrender = rrender
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if let result = try? rrender.run(["info", book, "--viewport", "300x400"], environment: ["RRENDER_CACHE": cache]) {
                results.withLock { $0.append(result) }
            }
        }
        let all = results.withLock { $0 }
        #expect(all.count == 8)
        for result in all {
            #expect(result.status == uncached.status)
            #expect(result.stdout == uncached.stdout)
            #expect(result.stderr == uncached.stderr)
        }
        let entries = files(under: URL(fileURLWithPath: cache))
        #expect(
            entries.filter { !$0.hasPrefix("pagination/digests/") && $0 != "pagination/CACHEDIR.TAG" }.count == 1,
            "one entry, no temporary file left: \(entries)")
        #expect(entries.contains("pagination/CACHEDIR.TAG"))
        let warm = try rrender.run(["info", book, "--viewport", "300x400"], environment: ["RRENDER_CACHE": cache])
        #expect(warm.stdout == uncached.stdout && warm.stderr == uncached.stderr)
    }

    @Test func aDamagedEntryIsIgnoredAndWrittenAnew() throws {
        let folder = try temporaryFolder()
        let book = try book(in: folder), cache = folder.appendingPathComponent("cache")
        let environment = ["RRENDER_CACHE": cache.path]
        let cold = try rrender.run(["info", book], environment: environment)
        let entry = try #require(files(under: cache).first { !$0.hasSuffix("CACHEDIR.TAG") })
        let file = cache.appendingPathComponent(entry)
        let good = try Data(contentsOf: file)
        try Data("rrender-pagination 1 0000\n{\"key\":\"x\",\"resources\":[[0,1,[]]]}".utf8).write(to: file)
        let damaged = try rrender.run(["info", book], environment: environment)
        #expect(damaged.status == 0 && damaged.stdout == cold.stdout && damaged.stderr == cold.stderr)
        #expect(try Data(contentsOf: file) == good, "the entry was written again, as before")
        try Data(repeating: 0xFF, count: 100_000).write(to: file)
        let garbage = try rrender.run(
            ["render", book, "--page", "9", "-o", folder.appendingPathComponent("warm.png").path],
            environment: environment)
        #expect(garbage.status == 0, "\(garbage.stderr)")
    }

    /// `--page` through a warm cache gives the PNG a cold run gives, byte for byte.
    @Test func warmAndColdPagesAreByteIdentical() throws {
        let folder = try temporaryFolder()
        let book = try book(in: folder), cache = folder.appendingPathComponent("cache").path
        for (name, flags) in [("cold", ["--no-cache"]), ("first", []), ("warm", [])] {
            let result = try rrender.run(
                [
                    "render", book, "--page", "25", "--viewport", "300x400", "--scale", "2", "-o",
                    folder.appendingPathComponent("\(name).png").path
                ]
                    + flags, environment: ["RRENDER_CACHE": cache])
            #expect(result.status == 0, "\(name): \(result.stderr)")
        }
        let cold = try Data(contentsOf: folder.appendingPathComponent("cold.png"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("first.png")) == cold)
        #expect(try Data(contentsOf: folder.appendingPathComponent("warm.png")) == cold)
    }

    @Test func noCacheAndOffWriteNothing() throws {
        let folder = try temporaryFolder()
        let book = try book(in: folder), home = folder.appendingPathComponent("home")
        let cache = folder.appendingPathComponent("cache")
        let flagged = try rrender.run(["info", book, "--no-cache"], environment: ["RRENDER_CACHE": cache.path])
        #expect(flagged.status == 0)
        #expect(!FileManager.default.fileExists(atPath: cache.path))
        let off = try rrender.run(["info", book], environment: ["RRENDER_CACHE": "off", "HOME": home.path, "XDG_CACHE_HOME": ""])
        #expect(off.status == 0 && off.stdout == flagged.stdout)
        // (fontconfig keeps its own cache in ~/.cache/rrender-fontconfig.)
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".cache/rrender").path))
        let byDefault = try rrender.run(
            ["info", book], environment: ["RRENDER_CACHE": "", "HOME": home.path, "XDG_CACHE_HOME": ""])
        #expect(byDefault.stdout == flagged.stdout)
        #expect(files(under: home).contains(".cache/rrender/pagination/CACHEDIR.TAG"))
    }

    /// A cache folder that cannot be made (its parent is a file) costs nothing but the time.
    @Test func aCacheThatCannotBeWrittenIsNoCache() throws {
        let folder = try temporaryFolder()
        let book = try book(in: folder), blocker = folder.appendingPathComponent("file")
        try Data("not a folder".utf8).write(to: blocker)
        let result = try rrender.run(["info", book], environment: ["RRENDER_CACHE": blocker.appendingPathComponent("cache").path])
        let uncached = try rrender.run(["info", book, "--no-cache"])
        #expect(result.status == 0 && result.stdout == uncached.stdout && result.stderr == uncached.stderr)
    }
}
