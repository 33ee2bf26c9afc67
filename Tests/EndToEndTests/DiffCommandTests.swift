import Foundation
import RRenderCairo
import RRenderCore
import RRenderImages
import RRenderTestSupport
import Testing

/// `rrender diff`, run as CI runs it, on PNGs each test makes: exit codes, the one summary line,
/// the diff image, and one stderr line naming the file when an input cannot be used.
@Suite struct DiffCommandTests {
    let rrender = CommandRunner()
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A white image with a dark square at (2, 2), written as `name`; `edit` changes it first.
    private func png(
        _ name: String, width: Int = 40, height: Int = 30, edit: (inout PixelImage) -> Void = { _ in }
    ) throws -> String {
        var image = PixelImage(width: width, height: height)
        for y in 2..<8 { for x in 2..<8 { image[x, y] = 0xFF20_2020 } }
        edit(&image)
        let url = folder.appendingPathComponent(name)
        try Data(PNGEncoder.encode(image)).write(to: url)
        return url.path
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func decoded(_ path: String) throws -> PixelImage {
        try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    private var leftovers: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix(".") }
    }

    @Test func identicalImagesMatchAndWriteNothing() throws {
        let a = try png("a.png"), b = try png("b.png")
        let result = try rrender.run(["diff", a, b, "-o", path("diff.png")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.output == "\(a) and \(b) match: all 1200 pixels are identical\n")
        #expect(result.stderr.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path("diff.png")))
    }

    @Test func oneChangedPixelFailsWithASummaryAndADiffImage() throws {
        let a = try png("a.png"), b = try png("b.png") { $0[30, 20] = 0xFF00_00FF }
        let diffPath = path("out/diff.png")
        let result = try rrender.run(["diff", a, b, "-o", diffPath])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(
            result.output
                == "\(a) and \(b) do not match: 1 of 1200 pixels (0.083 %) differ, by up to 255; diff image: \(diffPath)\n")
        let diff = try decoded(diffPath)
        #expect(diff.width == 40 && diff.height == 30)
        #expect(diff[30, 20] == 0xFFFF_0000, "the changed pixel is red")
        #expect(diff.pixels.filter { $0 == 0xFFFF_0000 }.count == 1)
        #expect(diff[0, 0] != 0xFFFF_0000 && diff[3, 3] != diff[0, 0], "the rest is the expected image, pale")
        #expect(leftovers.isEmpty)
    }

    @Test func withoutAnOutputNoImageIsWritten() throws {
        let a = try png("a.png"), b = try png("b.png") { $0[0, 0] = 0xFF00_0000 }
        let result = try rrender.run(["diff", a, b], in: folder)
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("\(a) and \(b) do not match: 1 of 1200 pixels") && !result.output.contains("diff image"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.png", "b.png"])
    }

    @Test func differencesWithinTheToleranceMatch() throws {
        let a = try png("a.png")
        let faint = try png("faint.png") { $0[30, 20] = 0xFFF0_F0F0 }
        let dark = try png("dark.png") { $0[30, 20] = 0xFF00_0000 }
        let byDelta = try rrender.run(["diff", a, faint, "--max-channel-delta", "20"])
        #expect(byDelta.status == 0, "\(byDelta.output)\(byDelta.stderr)")
        #expect(byDelta.output.contains("match: no pixel differs by more than 20 (the largest channel difference is 15)"))
        #expect(byDelta.output.contains("(tolerance: 20 per channel on 0.0 % of the pixels)"))
        let byShare = try rrender.run(["diff", a, dark, "--max-differing-share", "0.1%"])
        #expect(byShare.status == 0, "\(byShare.output)\(byShare.stderr)")
        let preset = try rrender.run(["diff", a, dark, "--tolerance", "rendering"])
        #expect(preset.status == 0 && preset.output.contains("match: 1 of 1200 pixels (0.083 %) differ by more than 48"))
        let exact = try rrender.run(["diff", a, faint])
        #expect(exact.status == 1, "the default is exact")
    }

    @Test func differentSizesDoNotMatch() throws {
        let a = try png("a.png"), b = try png("b.png", height: 34)
        let result = try rrender.run([
            "diff", a, b, "-o", path("diff.png"), "--tolerance", "rendering",
            "--max-differing-share", "100%"
        ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.output.contains(
                "do not match: the sizes differ (40×30 and 40×34); in the 40×30 both have, all 1200 pixels are identical"))
        let diff = try decoded(path("diff.png"))
        #expect(diff.width == 40 && diff.height == 34)
        #expect(diff[0, 33] == 0xFFFF_00FF, "the rows only b has are magenta")
    }

    @Test func aMissingFileIsNamed() throws {
        let a = try png("a.png")
        let missing = path("nope.png")
        let result = try rrender.run(["diff", a, missing])
        #expect(result.status == 66)
        #expect(result.errorLines == ["rrender: \(missing): no such file"])
        #expect(result.stdout.isEmpty)
    }

    @Test func aFileThatIsNotAPNGIsMalformedInputNotABook() throws {
        let notes = path("notes.txt")
        try Data("some text\n".utf8).write(to: URL(fileURLWithPath: notes))
        let result = try rrender.run(["diff", notes, try png("b.png")])
        #expect(result.status == 65)
        #expect(result.errorLines == ["rrender: \(notes): not a PNG image (no PNG signature)"])
        let jpeg = path("photo.png")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array("JFIF".utf8)).write(to: URL(fileURLWithPath: jpeg))
        let other = try rrender.run(["diff", try png("a.png"), jpeg])
        #expect(other.status == 65 && other.errorLines == ["rrender: \(jpeg): not a PNG image (it is a JPEG image)"])
    }

    @Test func aDamagedPNGIsNamed() throws {
        let whole = try Data(contentsOf: URL(fileURLWithPath: try png("a.png")))
        let cut = path("cut.png")
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: cut))
        let result = try rrender.run(["diff", cut, path("a.png")])
        #expect(result.status == 65)
        #expect(result.errorLines.count == 1 && result.stderr.hasPrefix("rrender: \(cut): damaged PNG image ("))
    }

    @Test(arguments: [
        ["--max-channel-delta", "256"], ["--max-channel-delta", "x"], ["--max-differing-share", "2"],
        ["--max-differing-share", "-1%"], ["--tolerance", "loose"], ["-o", "-"], ["-o", "a.png"]
    ])
    func badFlagsAreUsageErrors(_ flags: [String]) throws {
        let a = try png("a.png"), b = try png("b.png") { $0[0, 0] = 0 }
        let result = try rrender.run(["diff", a, b] + flags, in: folder)
        #expect(result.status == 64, "\(flags): \(result.stderr)")
        #expect(result.errorLines.count == 1, "\(flags): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try decoded(a).pixels[0] == 0xFFFF_FFFF, "the input is untouched")
    }

    @Test func anUnwritableDiffImageIs73AndTheSummaryIsStillPrinted() throws {
        let a = try png("a.png"), b = try png("b.png") { $0[0, 0] = 0 }
        let blocked = path("a.png/diff.png")
        let result = try rrender.run(["diff", a, b, "-o", blocked])
        #expect(result.status == 73)
        #expect(result.errorLines.count == 1 && result.stderr.contains(path("a.png")))
        #expect(result.output.contains("do not match: 1 of 1200 pixels"))
        #expect(leftovers.isEmpty)
    }

    @Test func helpDescribesTheCommand() throws {
        let help = try rrender.run(["diff", "--help"])
        #expect(help.status == 0 && help.output.contains("USAGE") && help.output.contains("--max-differing-share"))
        #expect(help.output.contains("exact by default"))
        let top = try rrender.run(["--help"])
        #expect(top.output.contains("diff"))
    }
}
