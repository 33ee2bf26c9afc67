import Foundation
import RRenderTestSupport
import Testing

/// Publications opened on many threads at once from a process's first instant, as a server or
/// a test suite embedding RRender does: `concurrency-probe` (Tests/ConcurrencyProbe) makes
/// renderers over EPUBs with embedded fonts, SVG and CJK, and over PDFs, on 8 threads, renders
/// pages and drops them. Before rrender owned its FreeType faces (Sources/CFontFaces), cairo
/// 1.16 closed a face under a thread loading a glyph from it: this probe crashed in 4 of 25
/// runs (SIGSEGV reading face->glyph in cairo_scaled_font_glyph_extents).
@Suite struct ConcurrencyTests {
    /// 4 runs in `make test`, 12 in `make test-all`: at the old rate (16 % of runs) 12 runs
    /// miss the race once in 8 full runs, 4 runs about every other everyday one.
    @Test(arguments: TestScope.arguments(Array(1...4), slow: Array(5...12)))
    func manyRenderersOnManyThreadsFromTheFirstInstant(run: Int) throws {
        let paths = try Corpus.manyFonts.map { try Corpus.path($0) }
        let probe = CommandRunner(program: CommandRunner.builtProgram("concurrency-probe"))
        let result = try probe.run(["8", "2"] + paths)
        #expect(!result.signaled, "run \(run) crashed with signal \(result.status): \(result.stderr.suffix(2000))")
        #expect(result.status == 0, "run \(run): \(result.stderr)")
    }
}
