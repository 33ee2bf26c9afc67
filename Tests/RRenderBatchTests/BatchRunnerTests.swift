import Foundation
import RRender
import RRenderBatch
import RRenderTestSupport
import Testing

@Suite struct BatchRunnerTests {
    @Test func brokenBookFailsAloneAndOutcomesComeInInputOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rrender-batch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("in/sub"), withIntermediateDirectories: true)
        var book = CoverFixtures.plainBook()
        book.resources.append(
            .init(href: "c.png", mediaType: "image/png", bytes: CoverFixtures.coverPNG(), properties: ["cover-image"]))
        for name in ["a.epub", "sub/c.epub", "sub/d-no-extension"] {
            try book.write(to: folder.appendingPathComponent("in/\(name)"))
        }
        // A ZIP that is no EPUB: recognised as a candidate by content, fails on its own.
        try ZIPFixture.archive([ZIPEntrySpec(path: "x.txt", text: "x")]).write(to: folder.appendingPathComponent("in/b.epub"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("in/readme.txt"))
        let inputs = try BatchInputs.collect([folder.appendingPathComponent("in").path])
        #expect(inputs.map(\.relativePath) == ["a.epub", "b.epub", "sub/c.epub", "sub/d-no-extension"])
        let out = folder.appendingPathComponent("out").path
        let runner = BatchRunner(
            thumbnailer: Thumbnailer(), destination: FolderDestination(path: out, isSingleFile: false, format: .png),
            settings: .init(jobs: 3))
        let reported = ReportLog()
        let outcomes = runner.run(inputs, report: { index, outcome in reported.append(index, outcome.input.relativePath) })
        #expect(reported.entries.map(\.0) == [0, 1, 2, 3])
        #expect(outcomes.map(\.succeeded) == [true, false, true, true])
        #expect(outcomes[1].error?.contains("b.epub") == true)
        #expect(FileManager.default.fileExists(atPath: out + "/sub/c.epub.png"))
        #expect(FileManager.default.fileExists(atPath: out + "/sub/d-no-extension.png"))
        // Up to date the second time.
        #expect(runner.run(inputs).map(\.skipped) == [true, false, true, true])
    }
}

final class ReportLog: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var entries: [(Int, String)] = []
    func append(_ index: Int, _ name: String) { lock.lock(); entries.append((index, name)); lock.unlock() }
}
