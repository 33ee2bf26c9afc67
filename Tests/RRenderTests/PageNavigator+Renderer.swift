@testable import RRender

extension PageNavigator {
    /// The navigator's frame source as the `Renderer` it is by default, for tests that look
    /// past the `FrameSource` protocol (page counts per resource, geometry, workers).
    var renderer: Renderer {
        guard let renderer = frameSource as? Renderer else { preconditionFailure("the navigator's pages come from a Renderer") }
        return renderer
    }
}
