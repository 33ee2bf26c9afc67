import Dispatch
import Foundation
import RRenderCairo
import RRenderTestSupport
import Synchronization
import Testing

@testable import RRender

/// Renderers made, used and dropped on many threads at once inside one process, as a server
/// embedding RRender does; the same in fresh processes is `ConcurrencyTests` (EndToEndTests).
@Suite struct ConcurrentRenderersTests {
    /// Every cairo font is made from a FreeType face rrender owns, never from cairo 1.16's
    /// cache of ten faces, which closes faces under other threads (Sources/CFontFaces).
    @Test func cairoFontsUseFacesRRenderOwns() throws {
        #expect(FontConfiguration.ownsFontFaces)
        let renderer = try Renderer.open(path: Corpus.path("moby-dick.epub"))
        _ = try renderer.renderPage(3)
        #expect(FontConfiguration.openFontFaces > 0)
    }

    @Test func renderersOverManyPublicationsOnManyThreads() throws {
        let paths = try Corpus.manyFonts.map { try Corpus.path($0) }
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 12) { thread in
            for round in 0..<2 {
                let path = paths[(thread + round) % paths.count]
                do {
                    let renderer = try Renderer.open(path: path, options: RenderOptions(concurrency: 1 + thread % 2))
                    let page = try renderer.renderPage(1 + (thread + round) % 3)
                    if page.frame.image.width != 600 {
                        failures.withLock { $0.append("\(path): width \(page.frame.image.width)") }
                    }
                } catch {
                    failures.withLock { $0.append("\(path): \(error)") }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
    }

    /// A publication's embedded fonts have faces of their own while its renderer lives, closed
    /// when it goes: a server opening book after book does not accumulate them.
    @Test func embeddedFontFacesCloseWithTheirRenderer() throws {
        var folder: String?
        do {
            let renderer = try Renderer.open(path: Corpus.path("wasteland-otf-obf.epub"))
            _ = try renderer.renderPage(2)
            folder = renderer.embeddedFonts.configuration.embeddedFontFolder
            #expect(FontConfiguration.openFontFaces(under: try #require(folder)) > 0)
        }
        #expect(FontConfiguration.openFontFaces(under: try #require(folder)) == 0)
    }
}
