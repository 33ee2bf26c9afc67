import Foundation
import RRenderCore
import RRenderTestSupport
import Testing

@testable import RRenderPublication

struct ZIPContainerTests {
    let text = String(repeating: "All work and no play makes Jack a dull boy. ", count: 200)

    @Test func indexesUTF8NamesAndReadsThem() throws {
        let data = try ZIPFixture.archive([
            ZIPEntrySpec(path: "OPS/images/夏目漱石.jpg", bytes: [1, 2, 3], compression: .stored),
            ZIPEntrySpec(path: "OPS/xhtml/一.xhtml", text: "<p>一</p>")
        ])
        let container = try ZIPContainer(data: data, name: "ja.epub")
        #expect(container.entryPaths == ["OPS/images/夏目漱石.jpg", "OPS/xhtml/一.xhtml"])
        #expect(try container.read("OPS/images/夏目漱石.jpg") == [1, 2, 3])
        #expect(String(decoding: try container.read("OPS/xhtml/一.xhtml"), as: UTF8.self) == "<p>一</p>")
    }

    @Test func storedSizeIsTheCompressedSize() throws {
        let data = try ZIPFixture.archive([
            ZIPEntrySpec(path: "deflated.txt", text: text, compression: .deflate),
            ZIPEntrySpec(path: "stored.txt", text: text, compression: .stored)
        ])
        let container = try ZIPContainer(data: data, name: "z.zip")
        let deflated = try #require(container.entry(at: "deflated.txt"))
        let stored = try #require(container.entry(at: "stored.txt"))
        #expect(deflated.isCompressed && !stored.isCompressed)
        #expect(deflated.size == text.utf8.count && stored.size == text.utf8.count)
        #expect(stored.storedSize == text.utf8.count)
        #expect(deflated.storedSize < text.utf8.count / 10)
        #expect(try container.read("deflated.txt") == Array(text.utf8))
    }

    /// The last entry's stored size cannot run past the end of the archive: positions are
    /// counted from it (FuzzZIP found a book whose last entry claimed 4 GB).
    @Test func aStoredSizePastTheEndOfTheArchiveIsCutThere() throws {
        let honest = try ZIPFixture.archive([
            ZIPEntrySpec(path: "first.txt", text: "first", compression: .stored),
            ZIPEntrySpec(path: "last.txt", text: text, compression: .stored)
        ])
        let lying = try ZIPFixture.declareCompressedSize(0xFFFF_FFF0, of: "last.txt", in: honest)
        let container = try ZIPContainer(data: lying, name: "z.zip")
        let stored = try #require(container.entry(at: "last.txt")?.storedSize)
        #expect(stored >= text.utf8.count && stored < lying.count)
        #expect(container.entry(at: "first.txt")?.storedSize == 5)
    }

    @Test func encryptedEntriesAreRefused() throws {
        var book = EPUBBuilder()
        book.encryptedEntries = [book.chapterPath(0)]
        let publication = try Publication.open(data: try book.data(), name: "enc.epub")
        #expect(publication.container.entry(at: book.chapterPath(0))?.isEncrypted == true)
        #expect(publication.container.entry(at: book.chapterPath(1))?.isEncrypted == false)
        #expect(throws: PublicationError.encryptedEntry(publication: "enc.epub", href: "OEBPS/chapter_001.xhtml")) {
            try publication.read("OEBPS/chapter_001.xhtml")
        }
        #expect(try publication.read("OEBPS/chapter_002.xhtml").isEmpty == false)
    }

    @Test func declaredSizeOverTheLimitIsRefused() throws {
        let data = try ZIPFixture.archive([ZIPEntrySpec(path: "big.txt", text: text)])
        let container = try ZIPContainer(data: data, name: "z.zip", sizeLimit: 1000)
        #expect(
            throws: PublicationError.resourceTooLarge(publication: "z.zip", href: "big.txt", size: text.utf8.count, limit: 1000)
        ) {
            try container.read("big.txt")
        }
    }

    @Test func inflatingStopsAtTheDeclaredSizeWhenTheHeaderLies() throws {
        // A deflated entry of 8800 bytes that declares 100: the declared size passes the limit's
        // check, and inflating stops as soon as the output would pass the declared size.
        let honest = try ZIPFixture.archive([ZIPEntrySpec(path: "bomb.txt", text: text)])
        let lying = try ZIPFixture.declareUncompressedSize(100, of: "bomb.txt", in: honest)
        let container = try ZIPContainer(data: lying, name: "z.zip", sizeLimit: 1000)
        #expect(container.entry(at: "bomb.txt")?.size == 100)
        #expect(
            throws: PublicationError.corruptEntry(
                publication: "z.zip", href: "bomb.txt",
                reason: "the data inflates past its declared size of 100 bytes")
        ) {
            try container.read("bomb.txt")
        }
    }

    @Test func publicationOptionsBoundResources() throws {
        let book = EPUBBuilder(chapters: [.init(title: "Big", body: "<p>\(text)</p>")])
        let publication = try Publication.open(data: try book.data(), name: "b.epub", options: .init(resourceSizeLimit: 4096))
        #expect(throws: PublicationError.self) { try publication.read(publication.readingOrder[0].href) }
    }

    @Test func damagedDataIsACorruptEntry() throws {
        var bytes = [UInt8](try ZIPFixture.archive([ZIPEntrySpec(path: "a.txt", text: text, compression: .stored)]))
        let start = try #require(bytes.indices.first { bytes[$0...].starts(with: Array("All work".utf8)) })
        bytes[start + 100] ^= 0xFF  // a byte of the stored data
        let container = try ZIPContainer(data: Data(bytes), name: "z.zip")
        #expect(throws: PublicationError.corruptEntry(publication: "z.zip", href: "a.txt", reason: "CRC-32 mismatch")) {
            try container.read("a.txt")
        }
    }

    @Test func aDamagedDeflateStreamIsACorruptEntry() throws {
        // The first byte of the deflated data: a block type of 3, which deflate does not have.
        let data = try ZIPFixture.archive([ZIPEntrySpec(path: "a.txt", text: text)])
        var bytes = [UInt8](data)
        let start = 30 + "a.txt".utf8.count
        bytes[start] |= 0b110
        let container = try ZIPContainer(data: Data(bytes), name: "z.zip")
        let error = #expect(throws: PublicationError.self) { try container.read("a.txt") }
        guard case .corruptEntry(_, "a.txt", let reason)? = error else {
            Issue.record("expected corruptEntry, got \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("the deflated data is damaged"))
    }

    @Test func readsAnEntryLongerThanOneInputChunk() throws {
        // Noise does not deflate: its 2.5 MiB of deflated data take three of the inflater's
        // reads of 1 MiB.
        var state: UInt64 = 7
        let noise = (0..<(5 << 19)).map { _ -> UInt8 in
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        let data = try ZIPFixture.archive([ZIPEntrySpec(path: "noise.bin", bytes: noise)])
        let container = try ZIPContainer(data: data, name: "z.zip", sizeLimit: 4 << 20)
        let entry = try #require(container.entry(at: "noise.bin"))
        #expect(entry.storedSize > 2 << 20)
        #expect(try container.read("noise.bin") == noise)
        // The same entry inflated by zlib as it is read, as an entry past `wholeInput` is.
        // The first entry's data, after its local header with its name and extra field.
        let header = [UInt8](data.prefix(30))
        let start = UInt64(30 + Int(header[26]) + Int(header[27]) << 8 + Int(header[28]) + Int(header[29]) << 8)
        #expect(
            try ZIPInflater.inflate(
                DataZIPSource(data: data), at: start, compressedSize: UInt64(entry.storedSize),
                declaredSize: noise.count, wholeInput: 0) == noise)
    }

    @Test func aDeflateStreamThatNeverEndsIsACorruptEntry() throws {
        // Found by FuzzZIP (Tests/FuzzRegressions/FuzzZIP/timeout-unending-deflate): a stored
        // deflate block, not the last one, announcing 65535 bytes where 3 follow. ZIPFoundation
        // asked for more input forever once the entry's data was used up.
        let base64 =
            "UEsDBBQAAAAIAAAAAAB4VjQSCAAAAP//AAAIAAAAbWltZXR5cGUA//8AAGFiY1BLAQIUABQAAAAIAAAAAAB4VjQSCAAAAP//AAAI"
            + "AAAAAAAAAAAAAAAAAAAAAABtaW1ldHlwZVBLBQYAAAAAAQABADYAAAAuAAAAAAA="
        let container = try ZIPContainer(data: try #require(Data(base64Encoded: base64)), name: "z.zip")
        #expect(
            throws: PublicationError.corruptEntry(
                publication: "z.zip", href: "mimetype", reason: "the deflated data does not end")
        ) {
            try container.read("mimetype")
        }
    }

    @Test func aZIP64DirectoryOffsetNearTheTopOfTheRangeIsTruncation() throws {
        // Found by FuzzZIP (Tests/FuzzRegressions/FuzzZIP/crash-dcf716461012): offset + size of
        // the central directory overflowed UInt64 and trapped.
        var bytes: [UInt8] = []
        func put<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        // ZIP64 end of central directory record (APPNOTE §4.3.14): one entry, 16 bytes at 2^64 - 8.
        put(UInt32(0x0606_4B50)); put(UInt64(44)); put(UInt16(45)); put(UInt16(45)); put(UInt32(0)); put(UInt32(0))
        put(UInt64(1)); put(UInt64(1)); put(UInt64(16)); put(UInt64.max - 8)
        // ZIP64 locator (§4.3.15) pointing at it, then the end record with saturated fields.
        put(UInt32(0x0706_4B50)); put(UInt32(0)); put(UInt64(0)); put(UInt32(1))
        put(UInt32(0x0605_4B50)); put(UInt16(0)); put(UInt16(0)); put(UInt16(0xFFFF)); put(UInt16(0xFFFF))
        put(UInt32(0xFFFF_FFFF)); put(UInt32(0xFFFF_FFFF)); put(UInt16(0))
        #expect(
            throws: PublicationError.notAZip(
                path: "z.zip", reason: "the ZIP archive is truncated (central directory out of bounds)")
        ) {
            try ZIPContainer(data: Data(bytes), name: "z.zip")
        }
    }

    @Test func readsDataDescriptorEntries() throws {
        // Written by Python's zipfile to an unseekable stream: sizes and CRC follow the data
        // (flag bit 3), the first entry's local header has a ZIP64 extra field.
        let base64 =
            "UEsDBC0ACAAIAAAAIQAAAAAA//////////8HABQAYS9iLnR4dAEAEAAAAAAAAAAAAAAAAAAAAAAAy0jNyclXqMosMDNRyBgBbABQSwcIxe4xRBEAAAAAAAAA8AAAAAAAAABQSwMEFAAIAAgAdrh1XQAAAAAAAAAAAAAAAAUAAABjLnR4dCvISczMAwBQSwcIz2IgGQcAAAAFAAAAUEsBAi0DLQAIAAgAAAAhAMXuMUQRAAAA8AAAAAcAAAAAAAAAAAAAAIABAAAAAGEvYi50eHRQSwECFAMUAAgACAB2uHVdz2IgGQcAAAAFAAAABQAAAAAAAAAAAAAAgAFiAAAAYy50eHRQSwUGAAAAAAIAAgBoAAAAnAAAAAAA"
        let container = try ZIPContainer(data: try #require(Data(base64Encoded: base64)), name: "dd.zip")
        #expect(container.entryPaths == ["a/b.txt", "c.txt"])
        #expect(try container.read("a/b.txt") == Array(String(repeating: "hello zip64 ", count: 20).utf8))
        #expect(try container.read("c.txt") == Array("plain".utf8))
        #expect(container.entry(at: "a/b.txt")?.storedSize == 17)
    }

    @Test func readsZIP64Records() throws {
        // Hand-made: saturated 32-bit sizes and offsets, ZIP64 extra fields, ZIP64 end records.
        let base64 =
            "UEsDBC0AAAAAAAAAAACN0tpk//////////8IABQAei82NC50eHQBABAAFAAAAAAAAAAUAAAAAAAAAHppcDY0IHN0b3JlZCBjb250ZW50UEsBAi0ALQAAAAAAAAAAAI3S2mT//////////wgAHAAAAAAAAAAAAAAA/////3ovNjQudHh0AQAYABQAAAAAAAAAFAAAAAAAAAAAAAAAAAAAAFBLBgYsAAAAAAAAAC0ALQAAAAAAAAAAAAEAAAAAAAAAAQAAAAAAAABSAAAAAAAAAE4AAAAAAAAAUEsGBwAAAACgAAAAAAAAAAEAAABQSwUGAAAAAP///////////////wAA"
        let container = try ZIPContainer(data: try #require(Data(base64Encoded: base64)), name: "z64.zip")
        #expect(
            container.entry(at: "z/64.txt")
                == ContainerEntry(path: "z/64.txt", storedSize: 20, size: 20, isCompressed: false, isEncrypted: false))
        #expect(try container.read("z/64.txt") == Array("zip64 stored content".utf8))
    }

    @Test func concurrentReadsAreSafe() async throws {
        var book = EPUBBuilder(chapters: (1...8).map { .init(title: "Chapter \($0)", body: "<p>\(text)</p>") })
        book.compression = .deflate
        let url = try book.writeTemporaryFile()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let publication = try Publication.open(path: url.path)
        let expected = try publication.readingOrder.map { try publication.read($0.href) }
        let results = await withTaskGroup(of: Bool.self) { group in
            for round in 0..<64 {
                let index = round % expected.count
                group.addTask { (try? publication.read(publication.readingOrder[index].href)) == expected[index] }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 64 && results.allSatisfy { $0 })
        #expect(publication.sourceName == "book.epub")
    }
}
