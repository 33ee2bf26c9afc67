import Foundation
import RRender
import RRenderLayout
import Synchronization

/// Renders a packed test document as any book is rendered: the default viewport (600×800 CSS
/// px) and settings, scale 1, paginated, every page, with no pagination cache (nothing is kept
/// between runs or written to the user's cache).
struct DocumentRenderer: Sendable {
    /// The options every document is rendered with: the defaults, one worker (the runner renders
    /// many documents at once instead).
    static let options = RenderOptions(concurrency: 1)

    /// Every page of the EPUB `epub` as PNG bytes, in order; or why it could not be rendered.
    static func pages(of epub: Data, name: String) -> RenderedPages {
        do {
            let publication = try Renderer.openPublication(bytes: Array(epub), name: name)
            let renderer = try Renderer(publication: publication, options: options)
            let pages = Mutex<[Int: [UInt8]]>([:])
            try renderer.renderAllPNGs { location, png in pages.withLock { $0[location.number] = png } }
            let all = pages.withLock { $0 }
            return .success(all.keys.sorted().compactMap { all[$0] })
        } catch {
            return .failure(RenderFailure(reason: "\(error)"))
        }
    }
}

extension DocumentRenderer {
    /// The layout of every page, as text, under a `page N` line each; or why there is none.
    static func layouts(of epub: Data, name: String) -> String {
        do {
            let renderer = try Renderer(
                publication: try Renderer.openPublication(bytes: Array(epub), name: name), options: options)
            var text = ""
            for number in 1...max(1, renderer.pageCount()) {
                text += "page \(number)\n" + (try renderer.withPageLayout(number) { $0.dump() }) + "\n"
            }
            return text
        } catch {
            return "cannot be laid out: \(error)\n"
        }
    }
}

/// Every page of a document as PNG bytes, or why it could not be rendered.
typealias RenderedPages = Result<[[UInt8]], RenderFailure>

/// Why a document could not be rendered.
struct RenderFailure: Error, Sendable {
    let reason: String
}
