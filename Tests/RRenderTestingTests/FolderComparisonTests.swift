import Foundation
import RRender
import RRenderTestSupport
import Testing

@testable import RRenderTesting

/// Two folders of small PNGs made here: files paired by relative path (subfolders included),
/// each same, changed, new or missing; byte-different but pixel-equal files are the same.
@Suite struct FolderComparisonTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-folders-\(UUID().uuidString)").path

    /// Writes `image` as `folder/path`, making the subfolders.
    func write(_ image: PixelImage, _ folder: String, _ path: String, bytes: [UInt8]? = nil) throws {
        let url = URL(fileURLWithPath: root + "/" + folder + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes ?? image.pngData()).write(to: url)
    }

    /// a: p1 (white), sub/p2 (grey), gone.png, notes.txt; b: p1 (white, re-encoded with a text
    /// chunk), sub/p2 (grey with one dark pixel), extra.png.
    func folders() throws -> (String, String) {
        let white = PixelImage(width: 8, height: 6), grey = PixelImage(width: 8, height: 6, fill: 0xFF80_8080)
        var marked = grey
        marked[3, 2] = 0xFF00_0000
        try write(white, "a", "p1.png")
        try write(grey, "a", "sub/p2.png")
        try write(white, "a", "gone.png")
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: root + "/a/notes.txt"))
        try write(white, "b", "p1.png", bytes: Self.withTextChunk(white.pngData()))
        try write(marked, "b", "sub/p2.png")
        try write(grey, "b", "extra.png")
        return (root + "/a", root + "/b")
    }

    /// The same PNG with a tEXt chunk after the header: other bytes, the same pixels.
    static func withTextChunk(_ png: [UInt8]) -> [UInt8] {
        let chunk: [UInt8] = [0, 0, 0, 1] + Array("tEXt".utf8) + [0x41] + [0, 0, 0, 0]
        return Array(png[0..<33]) + chunk + Array(png[33...])
    }

    @Test func filesArePairedByRelativePathAndClassified() throws {
        let (a, b) = try folders()
        let comparison = try FolderComparison(expected: a, actual: b)
        #expect(comparison.entries.map(\.path) == ["extra.png", "gone.png", "p1.png", "sub/p2.png"])
        #expect(comparison.entries.map(\.status) == [.new, .missing, .same, .changed])
        #expect(comparison.summary == "1 same, 1 changed, 1 new, 1 missing")
        #expect(comparison.differs)
        let changed = try #require(comparison.entries.last)
        #expect(changed.differingPixels == 1 && changed.maxChannelDelta == 128)
        #expect(changed.message == "1 of 48 pixels (2.083 %) differ, by up to 128")
        let diff = try PNGDecoderBridge.decode(try #require(changed.diffPNG))
        #expect(diff[3, 2] == ImageDiff.differingColor && diff.pixels.filter { $0 == ImageDiff.differingColor }.count == 1)
    }

    @Test func aToleranceAbsorbsTheChangeAndEqualFoldersDoNotDiffer() throws {
        let (a, b) = try folders()
        let tolerant = try FolderComparison(expected: a, actual: b, tolerance: ImageDiff.Tolerance(maxChannelDelta: 200))
        #expect(tolerant.entries.first { $0.path == "sub/p2.png" }?.status == .same)
        let itself = try FolderComparison(expected: a, actual: a)
        #expect(!itself.differs && itself.count(.same) == 3)
    }

    @Test func reportEntriesCarryTheImagesOfWhatDiffers() throws {
        let (a, b) = try folders()
        let comparison = try FolderComparison(expected: a, actual: b)
        let entries = comparison.entries.map { ReportEntry($0, of: comparison) }
        #expect(entries.map(\.group) == ["b", "b", "b", "b/sub"])
        #expect(entries.map(\.failed) == [true, true, false, true])
        #expect(entries[0].actual != nil && entries[0].expectedPath == nil)
        #expect(entries[1].expectedPath == a + "/gone.png" && entries[1].actual == nil)
        #expect(entries[3].expectedPath != nil && entries[3].actual != nil && entries[3].diff != nil)
        #expect(JSONLines.line(comparison.entries[3]).contains("\"status\":\"changed\""))
    }

    @Test func unusableFoldersAndFilesAreErrorsNamingThePath() throws {
        let (a, b) = try folders()
        #expect(throws: FolderComparisonError.folderNotFound(path: root + "/none")) {
            try FolderComparison(expected: a, actual: root + "/none")
        }
        #expect((try? FolderComparison(expected: a, actual: b + "/p1.png")) == nil)
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: b + "/p1.png"))
        do {
            _ = try FolderComparison(expected: a, actual: b)
            Issue.record("a damaged file in both folders is an error")
        } catch {
            #expect(error.exitCode == 65 && error.description.contains(b + "/p1.png"))
        }
    }
}
