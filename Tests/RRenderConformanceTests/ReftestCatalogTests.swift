import Foundation
import RRenderTestSupport
import Testing

@testable import RRenderConformance

/// The catalog finds every document that links a reference, with its flags; a missing folder
/// or suite is an error that says so.
@Suite struct ReftestCatalogTests {
    @Test func findsTheReftestsOfASuite() throws {
        let suites = try CSSSuitesFixture().make()
        defer { suites.remove() }
        let catalog = try ReftestCatalog(root: suites.root)
        var expected = [
            "demo/border-001.xht", "demo/html-001.html", "demo/lost-001.xht", "demo/not-blank-001.xht",
            "demo/red-001.xht", "demo/script-001.xht", "demo/sheet-001.xht"
        ]
        if CSSSuitesFixture.ahem != nil { expected.insert("demo/ahem-001.xht", at: 0) }
        #expect(catalog.tests.map(\.path) == expected)
        let script = try #require(catalog.tests.first { $0.path == "demo/script-001.xht" })
        #expect(script.flags == ["dom"] && script.skipReason == "needs scripts (flag dom)")
        let mismatch = try #require(catalog.tests.first { $0.path == "demo/not-blank-001.xht" })
        #expect(mismatch.references == [.init(path: "demo/blank-ref.xht", relation: .mismatch)])
        #expect(mismatch.suite == "demo" && mismatch.chapter == "")
        #expect(try ReftestCatalog.suites(in: suites.root) == ["demo"])
    }

    @Test func aMissingFolderOrSuiteIsAnError() throws {
        #expect(throws: ConformanceError.missingSuites("/nonexistent/csswg")) { try ReftestCatalog(root: "/nonexistent/csswg") }
        let suites = try CSSSuitesFixture().make()
        defer { suites.remove() }
        #expect(throws: ConformanceError.unknownSuite("css99", available: ["demo"])) {
            try ReftestCatalog(root: suites.root, suites: ["css99"])
        }
    }

    @Test func aSelectionTakesFoldersAndFiles() throws {
        let selection = try ReftestSelection(["css21/tables", "css-text-3/word-break/a.html"])
        #expect(selection.suites == ["css-text-3", "css21"])
        #expect(selection.contains("css21/tables/x.xht") && !selection.contains("css21/tablesX/x.xht"))
        #expect(selection.contains("css-text-3/word-break/a.html") && !selection.contains("css-text-3/word-break/b.html"))
        #expect(throws: ConformanceError.self) { try ReftestSelection([".."]) }
    }
}
