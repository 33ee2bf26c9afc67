import Foundation
import RRender
import RRenderTestSupport
import Testing

@testable import RRenderTesting

/// The issue's claims on a real book: record then verify passes; one inserted sentence fails
/// only its chapter; a line-height change fails nearly all; a fingerprint change is reported as
/// an environment change; compare sees the edit in its chapter only.
@Suite(.serialized) struct MobyDickSnapshotTests {
    static let chapter = "OPS/chapter_003.xhtml"
    /// Everyday: the first 60 pages (chapter 3 among them); the full run: every page.
    static let pages: PageSet = TestScope.all ? .all : .numbers(Array(1...60))

    static func insertSentence(_ xhtml: String) -> String {
        guard let range = xhtml.range(of: "<p") else { return xhtml }
        return xhtml.replacingCharacters(
            in: range, with: "<p>One sentence inserted at the start of this chapter moves every line after it.</p><p")
    }

    func configuration(
        _ directory: String, record: RecordMode, fingerprint: EnvironmentFingerprint = .current()
    ) -> SnapshotConfiguration {
        SnapshotConfiguration(
            directory: directory, name: "moby-dick", pages: Self.pages, record: record, fingerprint: fingerprint)
    }

    func recorded() throws -> (book: String, directory: String) {
        let book = try Corpus.path("moby-dick.epub")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-snap-\(UUID().uuidString)").path
        let run = try Snapshotter(configuration: configuration(directory, record: .missing)).run(book: book)
        #expect(run.passed && run.count(.recorded) == run.results.count && run.results.count >= 60)
        return (book, directory)
    }

    @Test func recordThenVerifyPassesAndAnEditFailsOnlyItsChapter() throws {
        let (book, directory) = try recorded()
        let verify = try Snapshotter(configuration: configuration(directory, record: .none)).run(book: book)
        #expect(verify.passed, "\(SnapshotFailure(run: verify))")
        #expect(verify.count(.passed) == verify.results.count)

        let edited = try EditedEPUB.write(from: book, edits: [Self.chapter: Self.insertSentence])
        let run = try Snapshotter(configuration: configuration(directory, record: .none)).run(book: edited)
        let failures = run.failures
        #expect(!failures.isEmpty)
        #expect(failures.allSatisfy { $0.key.href == Self.chapter }, "\(failures.map(\.message))")
        guard case .text(let diff)? = failures.first?.change else {
            Issue.record("the first failure is not a text change"); return
        }
        // The chapter's first paragraph is set lowercase by its CSS, hence the case-blind check.
        #expect(diff.description.lowercased().contains("{+one sentence inserted"))
    }

    @Test func aLineHeightChangeFailsNearlyAll() throws {
        let (book, directory) = try recorded()
        let edited = try EditedEPUB.write(
            from: book, edits: ["OPS/css/stylesheet.css": { $0 + "\np { line-height: 2 !important; }\n" }])
        let run = try Snapshotter(configuration: configuration(directory, record: .none)).run(book: edited)
        // Longer chapters also have pages without goldens (`new`).
        #expect(Double(run.count(.changed) + run.count(.new)) >= 0.8 * Double(run.results.count), "\(run.summary)")
    }

    @Test func aMovedLibraryIsReportedAsAnEnvironmentChange() throws {
        let (book, directory) = try recorded()
        // One golden's pixels changed (another page's image), as a font upgrade would.
        let store = SnapshotStore(directory: directory)
        let keys = try Snapshotter(configuration: configuration(directory, record: .none)).run(book: book).results.map(\.key)
        let target = try #require(keys.first { $0.href == Self.chapter })
        let other = try #require(keys.first { $0.href == "OPS/chapter_001.xhtml" })
        try FileManager.default.removeItem(atPath: store.imagePath(target))
        try FileManager.default.copyItem(atPath: store.imagePath(other), toPath: store.imagePath(target))
        var moved = EnvironmentFingerprint.current()
        moved.versions["pango"] = "9.99.0"
        let run = try Snapshotter(configuration: configuration(directory, record: .none, fingerprint: moved)).run(book: book)
        #expect(run.failures.count == 1)
        guard case .environment(let changes, _)? = run.failures.first?.change else {
            Issue.record("not an environment change"); return
        }
        #expect(changes.contains { $0.hasPrefix("pango ") && $0.hasSuffix("→ 9.99.0") })
    }

    @Test func compareSeesTheEditOnlyInItsChapter() throws {
        let book = try Corpus.path("moby-dick.epub")
        let edited = try EditedEPUB.write(from: book, edits: [Self.chapter: Self.insertSentence])
        let pairs = try EditionComparison().compare(old: try Self.renderer(book), new: try Self.renderer(edited))
        let differing = pairs.filter(\.differs)
        #expect(!differing.isEmpty)
        #expect(differing.allSatisfy { $0.href == Self.chapter })
        #expect(pairs.filter { $0.href != Self.chapter }.allSatisfy { $0.status == .same || $0.status == .moved })
        #expect(pairs.filter { $0.href != Self.chapter }.count > (TestScope.all ? 500 : 40))
    }

    /// A page's worth of text added to chapter 3: it gains a page, so every later page keeps its
    /// content under a new number, `moved`, not `changed`.
    @Test func anAddedPageMovesTheLaterChapters() throws {
        let book = try Corpus.path("moby-dick.epub")
        let passage = String(repeating: "<p>An added paragraph of a dozen words or so, to fill a whole new page.</p>", count: 40)
        let edited = try EditedEPUB.write(
            from: book,
            edits: [
                Self.chapter: { xhtml in
                    guard let range = xhtml.range(of: "<p") else { return xhtml }
                    return xhtml.replacingCharacters(in: range, with: passage + "<p")
                }
            ])
        let pairs = try EditionComparison().compare(old: try Self.renderer(book), new: try Self.renderer(edited))
        #expect(pairs.filter(\.differs).allSatisfy { $0.href == Self.chapter })
        #expect(pairs.contains { $0.href == Self.chapter && $0.status == .added })
        let later = pairs.filter { $0.href == "OPS/chapter_004.xhtml" || $0.href == "OPS/chapter_005.xhtml" }
        #expect(!later.isEmpty && later.allSatisfy { $0.status == .moved }, "\(later.map(\.status))")
    }

    /// A renderer over the book; everyday, over its reading order up to chapter 5 only (the
    /// whole book, 679 pages a side, under `RRENDER_TESTS=all`).
    static func renderer(_ path: String) throws -> Renderer {
        let book = try Renderer.openPublication(path)
        guard !TestScope.all, let end = book.readingOrder.firstIndex(where: { $0.href == "OPS/chapter_005.xhtml" }) else {
            return try Renderer(publication: book)
        }
        return try Renderer(
            publication: Publication(
                container: book.container, metadata: book.metadata,
                readingOrder: Array(book.readingOrder[...end]), resources: book.resources,
                navigation: book.navigation))
    }
}
