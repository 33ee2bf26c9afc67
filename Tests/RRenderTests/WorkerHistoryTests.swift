import Foundation
import RRenderCore
import RRenderPublication
import RRenderTestSupport
import Testing

@testable import RRender

/// A chapter's pixels should not depend on what its worker laid out before it: a warm page
/// (only its chapter laid out) and a cold one (every chapter before it laid out on the same
/// worker, to count pages) must be the same bytes.
@Suite struct WorkerHistoryTests {
    /// Page 19 of internallinks.epub (Japanese, justified) after a fresh worker laid out only its
    /// chapter, and after it laid out the cover first.
    private func page19(afterCover: Bool) throws -> [UInt8] {
        let cache = PaginationCache(
            directory: FileManager.default.temporaryDirectory
                .appendingPathComponent("rrender-history-\(UUID().uuidString)"))
        func renderer() throws -> Renderer {
            try Renderer.open(
                path: try Corpus.path("internallinks.epub"),
                options: RenderOptions(viewport: Viewport(width: 632, height: 840), concurrency: 1, paginationCache: cache))
        }
        let counting = try renderer()
        _ = counting.pageCount()
        counting.persistentPagination?.save()
        let renderer = try renderer()
        if afterCover { _ = renderer.scheduler.withWorker { renderer.layout(0, with: $0) } }
        return try renderer.renderPage(19).pngData()
    }

    /// Found in issue 20 comparing every page of the corpus warm and cold: a line holding only
    /// an atomic inline (the cover's `<img>`) in a `lang="ja"` paragraph, laid out first on a
    /// worker, moved some glyphs of one justified line of page 19 (“…ことを示します。EPUB3の方がシ”)
    /// by a pixel. It was Pango's (reproduced with Pango alone in C): a layout of one character
    /// no font has (U+FFFC, U+E000) in Japanese makes the font map load every font of the
    /// Japanese fontset, after which Pango 1.50's `justify_clusters` spread a later line's slack
    /// differently (203 Pango units a cluster instead of 192). rrender now justifies every
    /// paragraph with CJK text itself (`PangoJustification`), from the glyph widths alone.
    @Test func aChaptersPixelsDoNotDependOnWhatItsWorkerLaidOutBefore() throws {
        let alone = try page19(afterCover: false), afterCover = try page19(afterCover: true)
        let repeatable = try page19(afterCover: false) == alone, independent = alone == afterCover
        #expect(repeatable, "the same history gives the same bytes")
        #expect(independent, "page 19 alone and after the cover")
    }
}
