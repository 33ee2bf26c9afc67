import Foundation
import RRenderCairo
import RRenderCore
import RRenderImages
import RRenderTestSupport
import Testing

/// `rrender diff DIR_A DIR_B` as a CI runs it: exit codes, the lines for what is not the same,
/// the summary, JSON lines, the JUnit file's shape and the HTML report's counts.
@Suite struct DiffFoldersCommandTests {
    let rrender = CommandRunner()
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-diffdirs-\(UUID().uuidString)").path

    /// Writes `image` as `root/path`, making the folders.
    func write(_ image: PixelImage, _ path: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(PNGEncoder.encode(image)).write(to: url)
    }

    /// a and b share same.png and ch1/page.png (one pixel darker in b); gone.png is only in a,
    /// added.png only in b.
    func folders() throws -> (a: String, b: String) {
        let white = PixelImage(width: 20, height: 10)
        var dotted = white
        dotted[5, 5] = 0xFFE0_E0E0
        try write(white, "a/same.png")
        try write(white, "b/same.png")
        try write(white, "a/ch1/page.png")
        try write(dotted, "b/ch1/page.png")
        try write(white, "a/gone.png")
        try write(white, "b/added.png")
        return (root + "/a", root + "/b")
    }

    @Test func differingFoldersExit1WithLinesJUnitAndAReport() throws {
        let (a, b) = try folders()
        let result = try rrender.run(["diff", a, b, "--report", root + "/report", "--junit", root + "/out/junit.xml"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        #expect(
            result.output == """
                new: added.png: only in \(b)
                changed: ch1/page.png: 1 of 200 pixels (0.5 %) differ, by up to 31
                missing: gone.png: only in \(a)
                \(a) → \(b): 1 same, 1 changed, 1 new, 1 missing

                """)
        let junit = try String(contentsOfFile: root + "/out/junit.xml", encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"rrender diff\" tests=\"4\" failures=\"3\">"))
        #expect(junit.contains("<testsuite name=\"b\" tests=\"3\" failures=\"2\""))
        #expect(junit.contains("<testcase classname=\"b/ch1\" name=\"ch1/page.png\">"))
        #expect(junit.contains("<testcase classname=\"b\" name=\"same.png\"/>"))
        #expect(junit.components(separatedBy: "<failure ").count == 4)
        let html = try String(contentsOfFile: root + "/report/index.html", encoding: .utf8)
        for (status, count) in [("same", 1), ("changed", 1), ("new", 1), ("missing", 1)] {
            #expect(html.contains("data-status=\"\(status)\"><b>\(count)</b> \(status)"), "\(status)")
        }
        #expect(html.contains("data-failed=\"3\""))
        let images = try FileManager.default.contentsOfDirectory(atPath: root + "/report/images")
        #expect(images.contains { $0.hasSuffix("-diff.png") } && images.contains { $0.hasSuffix("-expected.png") })
    }

    @Test func equalFoldersExit0AndJSONHasALinePerFile() throws {
        let (a, b) = try folders()
        let same = try rrender.run(["diff", a, a])
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.output == "\(a) → \(a): 3 same, 0 changed, 0 new, 0 missing\n")
        let tolerant = try rrender.run(["diff", a + "/ch1", b + "/ch1", "--max-channel-delta", "40"])
        #expect(tolerant.status == 0, "\(tolerant.output)")
        let json = try rrender.run(["diff", a, b, "--json"])
        #expect(json.status == 1)
        let lines = json.output.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.hasPrefix("{") && $0.contains("\"path\":") })
        #expect(lines[1].contains("\"status\":\"changed\"") && lines[1].contains("\"differingPixels\":1"))
    }

    @Test func badUsageIs64AndAMissingFolderIs66() throws {
        let (a, b) = try folders()
        let mixed = try rrender.run(["diff", a, b + "/same.png"])
        #expect(mixed.status == 64 && mixed.stderr.contains("two PNG files or two folders"), "\(mixed.stderr)")
        #expect(try rrender.run(["diff", a, b, "-o", root + "/d.png"]).status == 64)
        #expect(try rrender.run(["diff", a + "/same.png", b + "/same.png", "--junit", root + "/j.xml"]).status == 64)
        #expect(try rrender.run(["diff", a, b, "--report", b + "/report"]).status == 64)
        let missing = try rrender.run(["diff", a, root + "/none"])
        #expect(missing.status == 66 && missing.stderr.contains(root + "/none"), "\(missing.stderr)")
        try Data("damaged".utf8).write(to: URL(fileURLWithPath: b + "/same.png"))
        let damaged = try rrender.run(["diff", a, b])
        #expect(damaged.status == 65 && damaged.stderr.contains(b + "/same.png"), "\(damaged.stderr)")
    }
}
