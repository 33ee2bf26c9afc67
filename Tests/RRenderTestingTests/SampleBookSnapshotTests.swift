import Foundation
import RRender
import RRenderTestSupport
import Testing

@testable import RRenderTesting

/// The sample book's chapter openings pinned with RRenderTesting, as a reading app's own suite
/// would pin its books: goldens in `Golden/SampleBookSnapshots/` keyed by reading position,
/// recorded when missing, verified only under `CI` (the library's defaults; `RRENDER_RECORD`
/// overrides them).
@Suite(.serialized) struct SampleBookSnapshotTests {
    static let directory = GoldenImage.packageRoot.appendingPathComponent("Golden/SampleBookSnapshots").path
    /// A small screen keeps the goldens small: five pages of 320×480.
    static let options = RenderOptions(viewport: Viewport(width: 320, height: 480))

    @Test func everyChapterOpeningMatchesItsSnapshot() throws {
        let run = try assertSnapshots(
            of: try SampleBookFixture.path(), pages: .tableOfContents, options: Self.options,
            directory: Self.directory, name: "sample-book", tolerance: .rendering)
        #expect(
            run.results.map(\.key.href) == [
                "OEBPS/title.xhtml", "OEBPS/chapter-1.xhtml", "OEBPS/chapter-2.xhtml",
                "OEBPS/chapter-3.xhtml", "OEBPS/notes.xhtml"
            ])
        #expect(run.results.allSatisfy { $0.key.page == 1 && $0.key.viewport == "320x480" })
        // As every golden test here: recording fails the test, so it never passes silently.
        #expect(run.count(.recorded) == 0, "recorded new goldens in \(Self.directory): look at them, then run the tests again")
    }

    /// The goldens are really checked: a larger font fails every opening, by its text.
    @Test func aLargerFontFailsEveryOpening() throws {
        var preferences = EPUBPreferences.empty
        try preferences.set(assignment: "fontSize=1.6")
        let configuration = SnapshotConfiguration(
            directory: Self.directory, name: "sample-book", pages: .tableOfContents,
            options: Self.options, preferences: preferences, record: .none, tolerance: .rendering)
        let run = try Snapshotter(configuration: configuration).run(book: try SampleBookFixture.path())
        #expect(run.results.count == 5)
        #expect(run.count(.changed) == 5, "\(run.summary)")
    }
}
