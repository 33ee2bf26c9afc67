import Foundation
import RRenderTestSupport
import Testing

/// `rrender-reftests` as `make reftests` and CI run it: a first run reports every test as new and
/// exits 1, `--record` writes the expectations, a run as expected exits 0, a regression exits 1
/// naming it, the HTML report shows test, reference and difference in Chromium, and a missing
/// suites folder is one line on stderr and exit 2.
@Suite struct ReftestsCommandTests {
    let runner = CommandRunner(program: CommandRunner.builtProgram("rrender-reftests"))
    let work = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-reftests-\(UUID().uuidString)")

    func run(_ suites: CSSSuitesFixture, _ flags: [String] = []) throws -> CommandRunner.Result {
        let converter = CSSSuitesFixture.projectRoot.appendingPathComponent("scripts/html-to-xhtml.py").path
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        return try runner.run(
            [
                "--csswg", suites.root, "--expectations", "expectations", "--out", "out", "--converter", converter,
                "--jobs", "2"
            ] + flags, in: work)
    }

    @Test func recordsThenHoldsARunToItsExpectations() throws {
        let suites = try CSSSuitesFixture().make()
        defer { suites.remove(); try? FileManager.default.removeItem(at: work) }
        let first = try run(suites)
        #expect(first.status == 1 && first.output.contains("new: demo/red-001.xht"), "\(first.output)\(first.stderr)")
        #expect(first.output.contains("| demo |"), "\(first.output)")
        let recorded = try run(suites, ["--record"])
        #expect(recorded.status == 0, "\(recorded.output)\(recorded.stderr)")
        let file = work.appendingPathComponent("expectations/demo.txt").path
        let expectations = try String(contentsOfFile: file, encoding: .utf8)
        #expect(
            expectations.contains("\nFAIL demo/red-001.xht\n") && expectations.contains("\nPASS demo/border-001.xht\n")
                && expectations.contains("\nSKIP demo/script-001.xht\n"), "\(expectations)")
        let again = try run(suites)
        #expect(again.status == 0 && again.output.contains("every result as"), "\(again.output)\(again.stderr)")

        try expectations.replacingOccurrences(of: "FAIL demo/red-001.xht", with: "PASS demo/red-001.xht")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let regressed = try run(suites)
        #expect(regressed.status == 1 && regressed.output.contains("regressed: demo/red-001.xht"), "\(regressed.output)")
        let results = try String(contentsOf: work.appendingPathComponent("out/results.txt"), encoding: .utf8)
        #expect(results.contains("FAIL demo/red-001.xht  page 1 differs from demo/square-ref.xht"), "\(results)")

        let dom = try chromiumDOM(work.appendingPathComponent("out/report/index.html").path)
        #expect(dom.contains("data-status=\"regressed\""), "\(dom.prefix(2000))")
        let test = try #require(dom.range(of: "<figcaption>test, page 1</figcaption>"))
        let reference = try #require(dom.range(of: "<figcaption>reference, page 1</figcaption>"))
        #expect(test.lowerBound < reference.lowerBound && dom.contains("<figcaption>difference</figcaption>"))
        for image in ["0-expected.png", "0-actual.png", "0-diff.png"] {
            #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("out/report/images/" + image).path))
        }
    }

    @Test func aMissingSuitesFolderIsOneLineAndExit2() throws {
        defer { try? FileManager.default.removeItem(at: work) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let result = try runner.run(["--csswg", work.path + "/csswg"], in: work)
        #expect(result.status == 2 && result.errorLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains(work.path + "/csswg: no W3C CSS test suites there"), "\(result.stderr)")
    }

    /// The DOM of `path` once Chromium loaded it and ran its scripts.
    func chromiumDOM(_ path: String) throws -> String {
        let chromium = CommandRunner(program: URL(fileURLWithPath: "/usr/bin/chromium"))
        let profile = work.appendingPathComponent("chromium-profile")
        let result = try chromium.run([
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + profile.path,
            "--dump-dom", "file://" + path
        ])
        #expect(result.status == 0 && !result.output.isEmpty, "chromium exited \(result.status): \(result.stderr)")
        return result.output
    }
}
