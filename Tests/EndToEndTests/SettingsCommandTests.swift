import Foundation
import RRenderCairo
import RRenderCore
import RRenderImages
import RRenderTestSupport
import Testing

/// Reading preferences on the command line: `--set` and `--preferences` change the rendered
/// page, `rrender settings` describes every key for a settings UI, and bad preferences give one
/// line and exit 64 (66 for a missing file).
@Suite struct SettingsCommandTests {
    let rrender = CommandRunner()

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Page 2 of the sample book with `flags`, decoded.
    private func page(_ flags: [String], in dir: URL) throws -> PixelImage {
        let out = dir.appendingPathComponent("p-\(UUID().uuidString).png")
        let result = try rrender.run([try SampleBookFixture.path(), "--page", "2", "-o", out.path] + flags)
        #expect(result.status == 0, "\(result.stderr)")
        return try PNGDecoder.decode(Array(try Data(contentsOf: out)))
    }

    @Test func setAndPreferencesFilesChangeThePage() throws {
        let dir = try folder()
        let plain = try page([], in: dir)
        let dark = try page(["--set", "theme=dark"], in: dir)
        #expect(dark.color(x: 2, y: 2) == Color(rgb: 0x000000))
        #expect(plain.color(x: 2, y: 2) != dark.color(x: 2, y: 2))
        let file = dir.appendingPathComponent("prefs.json")
        try Data(#"{"theme":"sepia","fontSize":1.5}"#.utf8).write(to: file)
        let sepia = try page(["--preferences", file.path], in: dir)
        #expect(sepia.color(x: 2, y: 2) == Color(rgb: 0xFAF4E8))
        // --set wins over the file.
        let both = try page(["--preferences", file.path, "--set", "theme=light"], in: dir)
        #expect(both.color(x: 2, y: 2) == plain.color(x: 2, y: 2))
    }

    @Test func settingsDescribesEveryKey() throws {
        let result = try rrender.run([
            "settings", try SampleBookFixture.path(), "--set", "publisherStyles=false", "--set", "wordSpacing=0.3"
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let settings = try #require(json["settings"] as? [[String: Any]])
        #expect(settings.count == 27)
        let wordSpacing = try #require(settings.first { $0["key"] as? String == "wordSpacing" })
        #expect(wordSpacing["isEffective"] as? Bool == true)
        #expect(wordSpacing["value"] as? Double == 0.3)
        #expect(wordSpacing["step"] as? Double == 0.1)
        let theme = try #require(settings.first { $0["key"] as? String == "theme" })
        #expect(theme["supportedValues"] as? [String] == ["light", "dark", "sepia"])
        let letterSpacing = try #require(settings.first { $0["key"] as? String == "letterSpacing" })
        #expect(letterSpacing["isEffective"] as? Bool == false, "not set")
    }

    @Test func badPreferencesGiveOneLine() throws {
        let dir = try folder()
        let book = try SampleBookFixture.path()
        for flags in [["--set", "fontSize=big"], ["--set", "nope=1"], ["--set", "theme"]] {
            let result = try rrender.run([book, "--page", "1", "-o", dir.appendingPathComponent("x.png").path] + flags)
            #expect(result.status == 64, "\(flags): \(result.stderr)")
            #expect(result.errorLines.count == 1, "\(result.stderr)")
        }
        let bad = dir.appendingPathComponent("bad.json")
        try Data("{not json".utf8).write(to: bad)
        let malformed = try rrender.run(["settings", book, "--preferences", bad.path])
        #expect(malformed.status == 64 && malformed.stderr.contains("bad.json"))
        let missing = try rrender.run(["settings", book, "--preferences", dir.appendingPathComponent("none.json").path])
        #expect(missing.status == 66 && missing.stderr.contains("none.json: no such file"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
    }

    @Test func sheetShowsEveryCombinationInAGrid() throws {
        let dir = try folder()
        let out = dir.appendingPathComponent("sheet.png")
        let result = try rrender.run([
            "sheet", try SampleBookFixture.path(), "--page", "2", "--viewport", "200x260",
            "--vary", "fontSize=1,2", "--vary", "theme=light,sepia,dark", "-o", out.path
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let sheet = try PNGDecoder.decode(Array(try Data(contentsOf: out)))
        // Two columns and three rows of 200×260 pages, with labels and gaps.
        #expect(sheet.width > 2 * 200 && sheet.width < 2 * 200 + 3 * 40)
        #expect(sheet.height > 3 * 260 && sheet.height < 3 * (260 + 24) + 4 * 40)
        // The dark row's pages are black where the light row's are white.
        #expect(sheet.pixels.filter { $0 & 0xFF_FFFF == 0 }.count > 2 * 150 * 150)
        let bad = try rrender.run(["sheet", try SampleBookFixture.path(), "--vary", "theme=blue", "-o", out.path])
        #expect(bad.status == 64 && bad.errorLines.count == 1)
        let none = try rrender.run(["sheet", try SampleBookFixture.path(), "-o", out.path])
        #expect(none.status == 64)
    }
}
