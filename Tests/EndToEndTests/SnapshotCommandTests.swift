import Foundation
import RRenderCore
import RRenderTestSupport
import Testing

/// `rrender snapshot` and `rrender compare` as a CI runs them: exit codes, JUnit, the HTML
/// report loaded in headless Chromium.
@Suite struct SnapshotCommandTests {
    let runner = CommandRunner()

    @Test func verifyAfterAnEditFailsWithAReportAJUnitFileAndExit1() throws {
        let book = try Corpus.path("moby-dick.epub")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-snapcli-\(UUID().uuidString)").path
        // As on a CI machine (which sets CI): missing goldens fail, and recording takes --record.
        let ci = ["CI": "1", "RRENDER_RECORD": ""]
        let unrecorded = try runner.run(["snapshot", book, "--dir", folder + "/goldens", "--pages", "20-21"], environment: ci)
        #expect(
            unrecorded.status == 1 && unrecorded.output.contains("0 recorded") && unrecorded.output.contains("2 new"),
            "\(unrecorded.output)\(unrecorded.stderr)")
        let record = try runner.run(
            ["snapshot", book, "--dir", folder + "/goldens", "--pages", "20-40", "--record", "missing"], environment: ci)
        #expect(record.status == 0, "\(record.output)\(record.stderr)")
        let verify = try runner.run(["snapshot", book, "--dir", folder + "/goldens", "--pages", "20-40"], environment: ci)
        #expect(verify.status == 0 && verify.output.contains("21 passed"), "\(verify.output)\(verify.stderr)")
        let edited = try EditedEPUB.write(
            from: book, edits: ["OPS/css/stylesheet.css": { $0 + "\np { line-height: 2 !important; }\n" }])
        let failed = try runner.run(
            [
                "snapshot", edited, "--dir", folder + "/goldens", "--pages", "20-40", "--report", folder + "/report",
                "--junit", folder + "/junit.xml"
            ], environment: ci)
        #expect(failed.status == 1, "\(failed.output)\(failed.stderr)")
        let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
        #expect(
            junit.contains("<testsuites") && junit.contains("<testsuite name=\"moby-dick\"") && junit.contains("<failure"),
            "\(junit)")
        #expect(junit.contains("classname=\"moby-dick\" name=\"moby-dick/600x800@1x/default/OPS/"), "\(junit)")
        let dom = try chromiumDOM(folder + "/report/index.html")
        #expect(dom.contains("data-status=\"changed\"><b>"), "\(dom.prefix(2000))")
        #expect(dom.contains("src=\"images/") && dom.contains("class=\"split\""), "\(dom.prefix(2000))")
        // The controls work in the browser: move the first slider to 20 % and the second
        // failure's onion skin to 30 %, as a person would (input events), and read the result.
        let driver = """
            <script>
            var sliders = document.querySelectorAll('.slider');
            var splitRange = sliders[0].querySelector('.split'); splitRange.value = 20; splitRange.dispatchEvent(new Event('input'));
            var onionRange = sliders[1].querySelector('.onion'); onionRange.value = 30; onionRange.dispatchEvent(new Event('input'));
            document.body.setAttribute('data-split', sliders[0].querySelector('.over').style.width);
            document.body.setAttribute('data-onion', sliders[1].querySelector('.over').style.opacity);
            </script>
            """
        let report = try String(contentsOfFile: folder + "/report/index.html", encoding: .utf8)
        try (report + driver).write(toFile: folder + "/report/driven.html", atomically: true, encoding: .utf8)
        let driven = try chromiumDOM(folder + "/report/driven.html")
        #expect(driven.contains("data-split=\"20%\"") && driven.contains("data-onion=\"0.3\""), "\(driven.prefix(2000))")
        #expect(try runner.run(["snapshot", book, "--dir", folder, "--record", "sometimes"]).status == 64)
        #expect(try runner.run(["snapshot", folder + "/none.epub", "--dir", folder]).status == 66)
    }

    @Test func aBookComparedWithItselfExits0() throws {
        let book = try Corpus.path("internallinks.epub")
        let result = try runner.run(["compare", book, book])
        #expect(result.status == 0, "\(result.output)\(result.stderr)")
        #expect(result.output.contains("0 changed, 0 added, 0 removed"))
    }

    /// snapshot and compare take render's layout flags: --password opens a locked PDF, and
    /// --preferences and --set apply to both sides of a comparison, --set-old/--set-new over them.
    @Test func snapshotAndCompareTakeTheLayoutFlagsOfRender() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-flags-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let locked = dir.appendingPathComponent("locked.pdf").path
        try Data(PDFFixture.locked).write(to: URL(fileURLWithPath: locked))
        let goldens = dir.appendingPathComponent("goldens").path
        #expect(try runner.run(["snapshot", locked, "--dir", goldens, "--record", "all"]).status == 66)
        let recorded = try runner.run(["snapshot", locked, "--dir", goldens, "--record", "all", "--password", "secret"])
        #expect(recorded.status == 0 && recorded.output.contains("recorded"), "\(recorded.output)\(recorded.stderr)")
        let verified = try runner.run(["snapshot", locked, "--dir", goldens, "--record", "none", "--password", "secret"])
        #expect(verified.status == 0 && verified.output.contains("passed"), "\(verified.output)\(verified.stderr)")
        #expect(try runner.run(["compare", locked, locked]).status == 66)
        #expect(try runner.run(["compare", locked, locked, "--password", "secret"]).status == 0)

        let book = try SampleBookFixture.path()
        let preferences = dir.appendingPathComponent("big.json").path
        try Data(#"{"fontSize": 2}"#.utf8).write(to: URL(fileURLWithPath: preferences))
        func pages(_ flags: [String]) throws -> Int? {
            let info = try runner.run(["info", book] + flags)
            return try JSONValue(parsing: info.stdout)["rrender"]?["metadata"]?["pages"]?.doubleValue.map(Int.init)
        }
        let big = try #require(try pages(["--preferences", preferences])), normal = try #require(try pages([]))
        #expect(big > normal)
        // Both sides at fontSize 2: every page of that layout is the same.
        let same = try runner.run(["compare", book, book, "--preferences", preferences])
        #expect(same.status == 0 && same.output.contains(": \(big) same,"), "\(same.output)")
        let set = try runner.run(["compare", book, book, "--set", "fontSize=2"])
        #expect(set.status == 0 && set.output.contains(": \(big) same,"), "\(set.output)")
        // --set-new wins over --preferences on its side only.
        let differs = try runner.run(["compare", book, book, "--preferences", preferences, "--set-new", "fontSize=1"])
        #expect(differs.status == 1, "\(differs.output)")
        #expect(try runner.run(["compare", book, book, "--set", "fontSize=huge"]).status == 64)
    }

    /// The DOM of `path` after Chromium loaded it and ran its scripts. Chromium runs with a
    /// profile of its own, so no other browser (or a locked default profile) takes the job.
    func chromiumDOM(_ path: String) throws -> String {
        let chromium = CommandRunner(program: URL(fileURLWithPath: "/usr/bin/chromium"))
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let result = try chromium.run([
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + profile.path,
            "--dump-dom", "file://" + path
        ])
        #expect(result.status == 0 && !result.output.isEmpty, "chromium exited \(result.status): \(result.stderr)")
        return result.output
    }
}
