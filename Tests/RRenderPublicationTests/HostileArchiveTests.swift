import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

/// ZIP archives built to hurt: a 4 GiB chapter deflated to 4 MB, sizes that lie (small, or near
/// 2^64), records that share one piece of data, more entries than allowed, names that climb out
/// of the container. Each ends with a thrown error naming the cause or a bounded read, quickly
/// and in little memory (nothing here inflates more than a few MiB).
@Suite struct HostileArchiveTests {
    static let chapter = "OEBPS/chapter_001.xhtml"
    static let fourGiB: UInt64 = 4 << 30

    /// `chapter` replaced by `entry`, in an otherwise valid book.
    private func open(replacingChapterWith entry: RawZIPEntry, extra: [(entry: Int, name: String)] = []) throws -> Publication {
        let entries = EPUBBuilder().rawEntries(replacing: [entry])
        return try Publication.open(data: ZIPFixture.rawArchive(entries, extraCentralRecords: extra), name: "bomb.epub")
    }

    private func openError(_ data: Data) -> PublicationError? {
        do {
            _ = try Publication.open(data: data, name: "bomb.epub")
            return nil
        } catch {
            return error
        }
    }

    @Test func aFourGiBChapterIsRefusedByItsDeclaredSize() throws {
        let zeros = ZIPFixture.deflatedZeros(count: Self.fourGiB)
        #expect(zeros.count < 5 << 20, "the bomb itself is small")
        let bomb = RawZIPEntry(
            path: Self.chapter, method: 8, stored: zeros, declaredSize: Self.fourGiB,
            crc32: ZIPFixture.crc32OfZeros(count: Self.fourGiB), zip64: true)
        let publication = try open(replacingChapterWith: bomb)
        #expect(
            throws: PublicationError.resourceTooLarge(
                publication: "bomb.epub", href: Self.chapter, size: Int(Self.fourGiB),
                limit: ZIPContainer.defaultSizeLimit)
        ) {
            try publication.read(Self.chapter)
        }
        #expect(try publication.read("OEBPS/chapter_002.xhtml").count > 100, "the rest of the book is readable")
    }

    @Test(arguments: [UInt64(1_000), 60 << 20])
    func aLyingSmallSizeStopsInflationThere(declared: UInt64) throws {
        let zeros = ZIPFixture.deflatedZeros(count: Self.fourGiB)
        let bomb = RawZIPEntry(path: Self.chapter, method: 8, stored: zeros, declaredSize: declared, crc32: 0)
        let publication = try open(replacingChapterWith: bomb)
        let error = #expect(throws: PublicationError.self) { try publication.read(Self.chapter) }
        guard case .corruptEntry(_, let href, let reason)? = error else {
            Issue.record("expected corruptEntry, got \(String(describing: error))")
            return
        }
        #expect(href == Self.chapter && reason.contains("past its declared size of \(declared) bytes"))
    }

    @Test func zip64SizesAndOffsetsNearTwoToTheSixtyFourDoNotOverflow() throws {
        let text = Array("<p>x</p>".utf8)
        for (stored, declared) in [
            (UInt64.max, UInt64(text.count)), (UInt64.max - 20, UInt64.max), (UInt64(text.count), UInt64.max)
        ] {
            // Last in the archive, the lie reaches past its end: reading it fails.
            let entry = RawZIPEntry(
                path: "OEBPS/lie.xhtml", method: 0, stored: text, declaredSize: declared, declaredStoredSize: stored,
                crc32: ZIPFixture.crc32(text), zip64: true)
            let publication = try Publication.open(
                data: ZIPFixture.rawArchive(EPUBBuilder().rawEntries() + [entry]), name: "bomb.epub")
            #expect(throws: PublicationError.self, "\(stored) \(declared)") { try publication.read("OEBPS/lie.xhtml") }
            // Before another entry, a stored size that lies claims that entry's bytes: refused.
            guard stored > UInt64(text.count) else { continue }
            let error = openError(ZIPFixture.rawArchive([entry] + EPUBBuilder().rawEntries()))
            #expect(
                error
                    == .notAZip(
                        path: "bomb.epub",
                        reason:
                            "the data of entry 'OEBPS/lie.xhtml' overlaps entry 'mimetype' (a ZIP bomb, or a damaged directory)"))
        }
        // An end record whose ZIP64 directory lies past the end of the file, by 2^64 - 1.
        var bytes = [UInt8](ZIPFixture.rawArchive(EPUBBuilder().rawEntries(), zip64End: true))
        let locator = try #require((0..<bytes.count - 4).last { bytes[$0..<$0 + 4].elementsEqual([0x50, 0x4B, 0x06, 0x07]) })
        for k in 0..<8 { bytes[locator + 8 + k] = 0xFF }
        #expect(openError(Data(bytes)) != nil)
    }

    @Test func overlappingEntriesAreRefused() throws {
        // One mebibyte-kernel listed 2,000 times: 4 GiB of inflation from 4 MB (Fifield's bomb).
        let kernel = RawZIPEntry(
            path: "OEBPS/kernel.xhtml", method: 8, stored: ZIPFixture.deflatedZeros(count: 2 << 20),
            declaredSize: 2 << 20, crc32: ZIPFixture.crc32OfZeros(count: 2 << 20))
        var entries = EPUBBuilder().rawEntries()
        entries.append(kernel)
        let extra = (0..<2_000).map { (entry: entries.count - 1, name: "OEBPS/copy\($0).xhtml") }
        let error = openError(ZIPFixture.rawArchive(entries, extraCentralRecords: extra))
        #expect(
            error
                == .notAZip(
                    path: "bomb.epub",
                    reason:
                        "the data of entry 'OEBPS/kernel.xhtml' overlaps entry 'OEBPS/copy0.xhtml' (a ZIP bomb, or a damaged directory)"
                ))
    }

    @Test func tooManyEntriesOrTooManyDeclaredBytesAreRefused() throws {
        var many = EPUBBuilder().rawEntries()
        many += (0...ZIPContainer.maximumEntryCount).map { RawZIPEntry(path: "x/\($0)", bytes: []) }
        #expect(openError(ZIPFixture.rawArchive(many)) == .notAZip(path: "bomb.epub", reason: "more than 100000 entries"))

        // 40 entries of 64 MiB each (as declared; their data is a few bytes): 2.5 GiB in all.
        var heavy = EPUBBuilder().rawEntries()
        heavy += (0..<40).map { RawZIPEntry(path: "x/\($0)", method: 0, stored: [1], declaredSize: 64 << 20, crc32: 0) }
        let error = openError(ZIPFixture.rawArchive(heavy))
        guard case .notAZip(_, let reason)? = error else {
            Issue.record("expected notAZip, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("more than the limit of \(ZIPContainer.maximumTotalSize)"))
    }

    @Test func entryNamesThatClimbOutAreOnlyNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-escape-\(UUID().uuidString)/inner")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Data("SECRET-MARKER".utf8).write(to: folder.deletingLastPathComponent().appendingPathComponent("secret.txt"))
        var builder = EPUBBuilder()
        builder.rawEntries = [
            ZIPEntrySpec(path: "../secret.txt", text: "entry named ../secret.txt"),
            ZIPEntrySpec(path: "/etc/hostname", text: "entry named /etc/hostname")
        ]
        let url = folder.appendingPathComponent("book.epub")
        try builder.write(to: url)
        let publication = try Publication.open(path: url.path)
        for href in [
            "../secret.txt", "../../secret.txt", "OEBPS/../../secret.txt", "/etc/hostname", "file:///etc/hostname",
            folder.deletingLastPathComponent().appendingPathComponent("secret.txt").path, "secret.txt"
        ] {
            let bytes = (try? publication.read(href)) ?? []
            #expect(!String(decoding: bytes, as: UTF8.self).contains("SECRET"), "\(href)")
        }
    }
}
