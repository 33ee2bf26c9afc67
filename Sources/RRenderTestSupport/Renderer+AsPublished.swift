import RRender
import RRenderCore
import RRenderPublication

extension Renderer {
    /// A renderer for `publication` at a `width` × `height` viewport, scale 1, one worker, with
    /// the settings the publication itself asks for (its flow, spreads, direction) and no
    /// reader preferences: a book as a reader opening it first sees it.
    public static func asPublished(_ publication: Publication, width: Double, height: Double) throws -> Renderer {
        try Renderer(
            publication: publication, options: RenderOptions(viewport: Viewport(width: width, height: height), concurrency: 1),
            preferences: .empty)
    }
}
