import RRenderCore

/// The content of an inner flow (an inline-block's), placed: its fragments and links moved
/// into the outer flow's coordinates.
struct LaidOutRow {
    var height: Double
    var fragments: [Fragment] = []
    var links: [LinkRegion] = []
    var anchors: [String] = []

    /// Adds everything of `flow`, moved by `dx`, `dy`.
    mutating func add(_ flow: Flow, dx: Double, dy: Double) {
        fragments += flow.decorations.map { Fragment.box($0).offsetBy(dx: dx, dy: dy) }
        fragments += Flow.paintOrder(flow.atoms[...]).map { $0.offsetBy(dx: dx, dy: dy) }
        for atom in flow.atoms { links += atom.links.map { $0.offsetBy(dx: dx, dy: dy) } }
        anchors += flow.anchors.sorted { $0.value < $1.value }.map(\.key)
    }
}
