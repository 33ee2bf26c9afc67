import Foundation
import RRenderCairo
import RRenderCore
import RRenderDigests
import RRenderLayout
import RRenderPublication
import RRenderTestSupport
import Testing

@testable import RRender

/// The pagination cache: a second renderer of the same book finds its page counts without laying
/// chapters out, and renders the same bytes; damaged, forged, stale and surplus entries.
@Suite struct PaginationCacheTests {
    static let paragraph =
        "<p>Call me Ishmael. Some years ago, never mind how long precisely, having little or no money in my "
        + "purse, and nothing particular to interest me on shore, I thought I would sail about a little.</p>"

    /// Six chapters of several pages each, one with a problem to report (an image it cannot find).
    static let book: Data = {
        var chapters = (1...6).map {
            EPUBBuilder.Chapter(title: "Chapter \($0)", body: String(repeating: paragraph, count: 2 * $0))
        }
        chapters[2].body += "<p><img src=\"missing.png\" alt=\"gone\"/></p>"
        return try! EPUBBuilder(chapters: chapters).data()
    }()

    /// A folder of its own for each test.
    func temporaryCache(sizeLimit: Int = PaginationCache.defaultSizeLimit) -> PaginationCache {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-pagination-\(UUID().uuidString)")
        return PaginationCache(directory: folder, sizeLimit: sizeLimit)
    }

    func renderer(_ cache: PaginationCache?, book: Data = PaginationCacheTests.book, width: Double = 240) throws -> Renderer {
        let publication = try Publication.open(data: book, name: "cached.epub")
        return try Renderer(
            publication: publication,
            options: RenderOptions(
                viewport: Viewport(width: width, height: 200), scale: 2,
                concurrency: 2, paginationCache: cache))
    }

    func entryFiles(_ cache: PaginationCache) -> [URL] {
        let walker = FileManager.default.enumerator(at: cache.directory, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { !$0.hasDirectoryPath && $0.lastPathComponent.count == 64 }
    }

    @Test func warmAndColdRendersAreByteIdentical() throws {
        let cache = temporaryCache()
        let cold = try renderer(cache)
        let count = cold.pageCount()
        let last = try cold.renderPage(count).pngData(), middle = try cold.renderPage(count / 2).pngData()
        #expect(cold.paginationStatistics().pageCountsLaidOut == 6)
        #expect(entryFiles(cache).count == 1)

        let warm = try renderer(cache)
        #expect(warm.pageCount() == count)
        #expect(try warm.renderPage(count).pngData() == last)
        #expect(try warm.renderPage(count / 2).pngData() == middle)
        #expect(
            warm.paginationStatistics() == PaginationStatistics(pageCountsLaidOut: 0, pageCountsFromCache: 6),
            "the page counts came from the cache")
        #expect(warm.resourcePageCounts() == cold.resourcePageCounts())
        #expect(warm.diagnostics() == cold.diagnostics())
        #expect(warm.diagnostics().contains { $0.message.contains("missing.png") })
    }

    /// A warm renderer lays page N out alone, from where the cold one found it starts: the same
    /// bytes, and the layout made holds that page only.
    @Test func aWarmPageIsLaidOutAloneFromItsStart() throws {
        let cache = temporaryCache()
        let cold = try renderer(cache)
        let count = cold.pageCount()
        let number = count - 1
        let location = try cold.location(ofPage: number)
        #expect(location.page > 0, "a page after its chapter's first")
        let expected = try cold.renderPage(number).pngData()
        let warm = try renderer(cache)
        #expect(try warm.renderPage(number).pngData() == expected)
        let layout = warm.scheduler.withWorker(preferring: location.resource) { worker in
            warm.layout(location.resource, with: worker, throughPage: location.page)
        }
        #expect(!layout.holds(throughPage: location.page - 1) && layout.holds(throughPage: location.page))
        #expect(warm.paginationStatistics().pageCountsLaidOut == 0)
    }

    /// A page start written and read back is the same start, to the bit; malformed fields are
    /// refused.
    @Test func aPageStartReadsBackAsItWasWritten() throws {
        let point = ResumePoint(
            path: [0, 3, 12], atom: 41, y: 1234.0000000001, marginPositive: 16.000000000000004, marginNegative: -0.1,
            tops: [0, nil, 1200.5], breakForced: true, breakAvoided: false, forcedResumeY: 1218.25, resumeY: nil)
        let start = PageStart(token: BreakToken(atom: 44, y: 1250.1 + 1e-12), point: point)
        let fields = PageStartFields.encode(start)
        #expect(fields.count == PageStartFields.count)
        #expect(PageStartFields.decode(fields[...]) == start)
        for (index, bad) in [(0, "x"), (1, "nan"), (6, "1,,2"), (7, "0,-"), (8, "2"), (11, "inf"), (2, "45")] {
            var broken = fields
            broken[index] = bad
            #expect(PageStartFields.decode(broken[...]) == nil, "field \(index) = \(bad)")
        }
    }

    /// A renderer that counted only the first chapters leaves those; the next one adds the rest.
    @Test func entriesGrowAsLaterRunsLayMoreOut() throws {
        let cache = temporaryCache()
        let first = try renderer(cache)
        // The third chapter's first page: the two before it are counted (page 1 would count
        // none, its chapter laid out only as far as the page).
        _ = first.pageNumber(for: first.publication.readingOrder[2].href)
        let laidOut = first.paginationStatistics().pageCountsLaidOut
        #expect(laidOut >= 1 && laidOut < 6)
        let second = try renderer(cache)
        let count = second.pageCount()
        #expect(second.paginationStatistics().pageCountsLaidOut == 6 - laidOut)
        let third = try renderer(cache)
        #expect(third.pageCount() == count && third.paginationStatistics().pageCountsLaidOut == 0)
    }

    @Test func anotherViewportSettingOrBookIsAnotherEntry() throws {
        let cache = temporaryCache()
        _ = try renderer(cache).pageCount()
        _ = try renderer(cache, width: 300).pageCount()
        var chapters = [EPUBBuilder.Chapter(title: "Other", body: Self.paragraph)]
        chapters[0].body += Self.paragraph
        _ = try renderer(cache, book: try EPUBBuilder(chapters: chapters).data()).pageCount()
        let publication = try Publication.open(data: Self.book, name: "cached.epub")
        let larger = try Renderer(
            publication: publication,
            options: RenderOptions(
                viewport: Viewport(width: 240, height: 200), scale: 2,
                concurrency: 2, paginationCache: cache),
            preferences: EPUBPreferences(fontSize: 1.5))
        let count = larger.pageCount()
        #expect(larger.paginationStatistics().pageCountsLaidOut == 6)
        #expect(count > (try renderer(nil).pageCount()))
        #expect(entryFiles(cache).count == 4)
    }

    /// Truncated, garbled, a page count changed without its checksum, an entry renamed to another
    /// key's name: each is ignored, the book laid out again, and the entry written anew.
    @Test(arguments: ["truncated", "garbage", "forged count", "other key", "empty", "folder"])
    func aDamagedOrForeignEntryIsIgnored(damage: String) throws {
        let cache = temporaryCache()
        let count = try renderer(cache).pageCount()
        let file = try #require(entryFiles(cache).first)
        let bytes = try Data(contentsOf: file)
        switch damage {
        case "truncated": try bytes.prefix(bytes.count / 2).write(to: file)
        case "garbage": try Data((0..<bytes.count).map { UInt8(truncatingIfNeeded: $0 &* 131) }).write(to: file)
        case "forged count":
            // Chapter 0's page count raised from 1 or more by 90: the lines parse, the checksum fails.
            let text = String(decoding: bytes, as: UTF8.self)
            let forged = text.replacingOccurrences(of: "resource\t0\t", with: "resource\t0\t9")
            #expect(forged != text)
            try Data(forged.utf8).write(to: file)
        case "other key":
            // A valid entry of another viewport, under this key's name.
            _ = try renderer(cache, width: 300).pageCount()
            let other = try #require(entryFiles(cache).first { $0 != file })
            try FileManager.default.removeItem(at: file)
            try FileManager.default.moveItem(at: other, to: file)
        case "empty": try Data().write(to: file)
        default:
            try FileManager.default.removeItem(at: file)
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        }
        let again = try renderer(cache)
        #expect(again.pageCount() == count)
        #expect(again.paginationStatistics().pageCountsLaidOut == 6, "nothing trusted from a damaged entry")
        if damage != "folder" {
            let repaired = try renderer(cache)
            #expect(
                repaired.pageCount() == count && repaired.paginationStatistics().pageCountsLaidOut == 0,
                "the entry was written anew")
        }
    }

    /// Entries past a folder's share of the limit go, least recently used first: a book used
    /// after every other was written stays.
    @Test func theFolderIsHeldUnderItsLimitLeastRecentlyUsedFirst() throws {
        let probe = temporaryCache()
        _ = try renderer(probe).pageCount()
        let entrySize = try #require(try entryFiles(probe).first?.resourceValues(forKeys: [.fileSizeKey]).fileSize)
        // Room for two entries per folder.
        let cache = temporaryCache(sizeLimit: 16 * (entrySize * 5 / 2))
        let count = try renderer(cache).pageCount()
        let keptFile = try #require(entryFiles(cache).first)
        var written = 1
        // Narrower pages make entries at least as large as the probe's (more pages, each with its
        // start): 41 entries in 16 folders put three in one, more than its share holds, wherever
        // the key's hash (rrender's build is part of it) puts them.
        for width in stride(from: 239.0, through: 200, by: -1) {
            _ = try renderer(cache, width: width).pageCount()
            written += 1
            let kept = try renderer(cache)
            #expect(
                kept.pageCount() == count && kept.paginationStatistics().pageCountsLaidOut == 0, "still cached after \(written)")
        }
        let files = entryFiles(cache)
        #expect(files.count < written, "some entries were removed")
        #expect(files.contains(keptFile))
        // Entries differ in size (a narrower page has more pages, each with its start): a
        // folder holds what fits its share, and the entry written last, whatever its size.
        for (folder, entries) in Dictionary(grouping: files, by: { $0.deletingLastPathComponent().lastPathComponent }) {
            let sizes = try entries.map { try #require(try $0.resourceValues(forKeys: [.fileSizeKey]).fileSize) }
            #expect(
                sizes.reduce(0, +) - (sizes.max() ?? 0) <= cache.sizeLimit / 16,
                "folder \(folder) holds \(entries.count) entries, \(sizes) bytes")
        }
    }

    /// A file's digest is kept under its identity and used while the file is unchanged; a file
    /// written again is hashed again.
    @Test func aFilesDigestIsKeptUntilTheFileChanges() throws {
        let cache = temporaryCache()
        let file = cache.directory.deletingLastPathComponent().appendingPathComponent("book-\(UUID().uuidString).epub")
        defer { try? FileManager.default.removeItem(at: file) }
        try Self.book.write(to: file)
        Thread.sleep(forTimeInterval: 2.1)  // a file changed in the last two seconds is not trusted
        let container = try ZIPContainer(path: file.path)
        #expect(cache.digest(of: container) == Digest.sha256(Self.book).lowercaseHex)
        let identity = try #require(container.sourceIdentity())
        let memo = cache.directory.appendingPathComponent("digests/\(Digest.sha256(identity.utf8).lowercaseHex)")
        let planted = String(repeating: "ab", count: 32)
        try Data("\(identity)\n\(planted)".utf8).write(to: memo)
        #expect(cache.digest(of: try ZIPContainer(path: file.path)) == planted, "the kept digest is used")

        var other = [EPUBBuilder.Chapter(title: "Changed", body: Self.paragraph)]
        other[0].body += "<p>More.</p>"
        let changed = try EPUBBuilder(chapters: other).data()
        try changed.write(to: file)
        #expect(
            cache.digest(of: try ZIPContainer(path: file.path)) == Digest.sha256(changed).lowercaseHex, "a fresh file is hashed")
        Thread.sleep(forTimeInterval: 2.1)
        #expect(cache.digest(of: try ZIPContainer(path: file.path)) == Digest.sha256(changed).lowercaseHex)
        #expect(cache.digest(of: try ZIPContainer(data: changed, name: "memory.epub")) == Digest.sha256(changed).lowercaseHex)
    }

    /// Problems whose texts hold tabs, newlines and backslashes, with and without a location,
    /// the documents with fonts and the embedded fonts' plan, come back from the file as they
    /// went in.
    @Test func entriesKeepEveryCharacterOfTheirProblems() throws {
        let cache = temporaryCache()
        let key = PaginationCacheKey(contentDigest: String(repeating: "0", count: 64), options: RenderOptions())
        let problems = [
            Diagnostic(code: "css.odd\tcode", message: "a\tb\nc \\ d \\t", severity: .warning, location: "OPS/a\tb.xhtml"),
            Diagnostic(code: "x", message: "", severity: .error, location: nil),
            Diagnostic(code: "y", message: "@", severity: .info, location: "")
        ]
        let written = PaginationCacheEntry(cache: cache, key: key, resourceCount: 3)
        written.add([0: ResourceSummary(pageCount: 4, diagnostics: problems), 2: ResourceSummary(pageCount: 0, diagnostics: [])])
        written.setFontFaceDocuments(["OPS/with\ttab.xhtml", "OPS/b.xhtml"])
        let plan = EmbeddedFontPlan(
            faces: [
                PlannedFontFace(
                    name: "face-0-0", href: "OPS/f\tont.ttf", family: "Odd\\Family",
                    pattern: "Odd\\\\Family:weight=80")
            ],
            diagnostics: [problems[0]])
        written.setFontPlan(plan)
        written.save()
        let read = PaginationCacheEntry(cache: cache, key: key, resourceCount: 3)
        #expect(read.summary(0)?.pageCount == 4 && read.summary(0)?.diagnostics == problems)
        #expect(read.summary(1) == nil)
        #expect(read.summary(2)?.pageCount == 0 && read.summary(2)?.diagnostics == [])
        #expect(read.fontFaceDocuments() == ["OPS/with\ttab.xhtml", "OPS/b.xhtml"])
        #expect(read.fontPlan() == plan)
        // A resource index past the publication's makes the whole entry a miss.
        #expect(PaginationCacheEntry(cache: cache, key: key, resourceCount: 2).summary(0) == nil)
    }

    /// An entry whose font plan names a file outside its font folder is refused as a whole, even
    /// with a right checksum: a plan's names become paths that fonts are written to.
    @Test func aPlanNamingAFileOutsideItsFolderMakesTheEntryAMiss() {
        let cache = temporaryCache()
        let key = PaginationCacheKey(contentDigest: String(repeating: "1", count: 64), options: RenderOptions())
        let written = PaginationCacheEntry(cache: cache, key: key, resourceCount: 1)
        written.add([0: ResourceSummary(pageCount: 3, diagnostics: [])])
        written.setFontPlan(
            EmbeddedFontPlan(
                faces: [PlannedFontFace(name: "../../escape", href: "OPS/f.ttf", family: "F", pattern: "F")],
                diagnostics: []))
        written.save()
        let read = PaginationCacheEntry(cache: cache, key: key, resourceCount: 1)
        #expect(read.summary(0) == nil && read.fontPlan() == nil)
    }

    /// The test books are byte-stable (the ZIP entries' times are fixed), so a book built again
    /// seconds later is the same entry: the cache keys on the digest of the bytes.
    @Test func aBookBuiltAgainLaterIsTheSameEntry() throws {
        let first = try EPUBBuilder(chapters: [.init(title: "One", body: Self.paragraph)]).data()
        Thread.sleep(forTimeInterval: 2.1)  // ZIP times have a resolution of two seconds
        #expect(try EPUBBuilder(chapters: [.init(title: "One", body: Self.paragraph)]).data() == first)
    }

    /// The settings' part of the key names every field of `EPUBSettings`, each with its value: a
    /// field added later and left out of `cacheKeyText` would let pages of another setting be
    /// taken for these.
    @Test func theKeyNamesEverySetting() {
        var settings = EPUBSettings()
        let fields = Mirror(reflecting: settings).children.compactMap(\.label)
        let named = settings.cacheKeyText.split(separator: " ").map { String($0.prefix { $0 != "=" }) }
        #expect(named == fields)
        settings.lineHeight = 1.75
        #expect(settings.cacheKeyText.contains("lineHeight=1.75"))
        #expect(settings.cacheKeyText != EPUBSettings().cacheKeyText)
    }

    @Test func theCacheOfTheEnvironment() {
        #expect(PaginationCache.standard(environment: ["RRENDER_CACHE": "off", "HOME": "/home/reader"]) == nil)
        #expect(PaginationCache.standard(environment: ["RRENDER_CACHE": "/srv/cache"])?.directory.path == "/srv/cache/pagination")
        #expect(
            PaginationCache.standard(environment: ["XDG_CACHE_HOME": "/var/cache/me", "HOME": "/home/reader"])?.directory.path
                == "/var/cache/me/rrender/pagination")
        #expect(
            PaginationCache.standard(environment: ["HOME": "/home/reader"])?.directory.path
                == "/home/reader/.cache/rrender/pagination")
        #expect(PaginationCache.standard(environment: [:]) == nil)
    }

    @Test func withoutACacheNothingIsWritten() throws {
        let renderer = try renderer(nil)
        _ = renderer.pageCount()
        #expect(renderer.persistentPagination == nil)
    }
}
