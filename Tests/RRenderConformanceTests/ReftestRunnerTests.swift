import Foundation
import RRenderTestSupport
import Testing

@testable import RRenderConformance

/// The runner renders tests and references as books and compares their pixels exactly: a
/// square made another way passes, a red one fails with its pages kept for the report, a
/// mismatch passes when the pixels differ, HTML is parsed as HTML5, and what cannot run is
/// skipped with its reason.
@Suite struct ReftestRunnerTests {
    static let script = CSSSuitesFixture.projectRoot.appendingPathComponent("scripts/html-to-xhtml.py").path

    @Test func runsTheFakeSuite() throws {
        let suites = try CSSSuitesFixture().make()
        defer { suites.remove() }
        let options = ReftestRunner.Options(jobs: 2, conversionFolder: suites.root + "/.xhtml", converterScript: Self.script)
        let results = try ReftestRunner(catalog: try ReftestCatalog(root: suites.root), options: options).run()
        let outcomes = Dictionary(uniqueKeysWithValues: results.map { ($0.test.path, $0.outcome) })
        #expect(outcomes["demo/border-001.xht"] == .pass)
        #expect(outcomes["demo/sheet-001.xht"] == .pass)
        #expect(outcomes["demo/not-blank-001.xht"] == .pass)
        #expect(outcomes["demo/html-001.html"] == .pass)
        #expect(outcomes["demo/red-001.xht"] == .fail)
        #expect(outcomes["demo/script-001.xht"] == .skip)
        #expect(outcomes["demo/lost-001.xht"] == .skip)
        if CSSSuitesFixture.ahem != nil { #expect(outcomes["demo/ahem-001.xht"] == .pass) }

        let red = try #require(results.first { $0.test.path == "demo/red-001.xht" })
        #expect(red.detail == "page 1 differs from demo/square-ref.xht")
        #expect(red.images?.test != nil && red.images?.reference != nil && red.images?.test != red.images?.reference)
        let lost = try #require(results.first { $0.test.path == "demo/lost-001.xht" })
        #expect(lost.detail == "its reference reference/lost.xht is not in the suites' folder")

        let summary = ReftestSummary(results)
        #expect(summary.suites.first?.tally.skip == 2)
        #expect(summary.skipReasons.map(\.reason).contains("needs scripts (flag dom)"))
    }

    @Test func aMismatchWithTheSamePixelsFails() {
        let test = Reftest(path: "s/t.xht", references: [.init(path: "s/r.xht", relation: .mismatch)])
        let runner = ReftestRunner(
            catalog: ReftestCatalog(root: "/", tests: [test]),
            options: .init(jobs: 1, conversionFolder: "/tmp", converterScript: Self.script))
        let page: [UInt8] = [1, 2, 3]
        let result = runner.compare(test, pages: .success([page]), references: ["s/r.xht": .success([page])])
        #expect(result.outcome == .fail && result.detail == "the same pixels as its mismatch reference s/r.xht")
        let other = runner.compare(test, pages: .success([page]), references: ["s/r.xht": .success([page, page])])
        #expect(other.outcome == .pass)
    }

    @Test func oneMatchingReferenceOfSeveralIsEnough() {
        let test = Reftest(
            path: "s/t.xht", references: [.init(path: "s/a.xht", relation: .match), .init(path: "s/b.xht", relation: .match)])
        let runner = ReftestRunner(
            catalog: ReftestCatalog(root: "/", tests: [test]),
            options: .init(jobs: 1, conversionFolder: "/tmp", converterScript: Self.script))
        let result = runner.compare(
            test, pages: .success([[1]]), references: ["s/a.xht": .success([[2]]), "s/b.xht": .success([[1]])])
        #expect(result.outcome == .pass)
        #expect(ReftestRunner.firstDifference([[1], [2]], [[1]]) == 1)
    }
}
