/// The box decorations of a flow by the bands of flow height they reach, so that a page finds
/// the few crossing it without testing every decoration of the resource: a chapter of 300,000
/// bordered paragraphs has as many decorations, and testing them all on each of its thousands
/// of pages made painting every page quadratic.
struct DecorationIndex {
    /// The height of a band: a page's, so a page looks in two or three bands.
    private let bandHeight: Double
    /// `bands[b]` holds the indices (in painting order) of the decorations reaching into band `b`.
    private var bands: [[Int32]] = []

    init(_ decorations: [BoxFragment], bandHeight: Double) {
        self.bandHeight = bandHeight > 0 ? bandHeight : 1
        for (index, decoration) in decorations.enumerated() {
            let first = band(decoration.rect.minY), last = band(decoration.rect.maxY)
            if last >= bands.count { bands += Array(repeating: [], count: last + 1 - bands.count) }
            for b in first...last { bands[b].append(Int32(index)) }
        }
    }

    /// The band holding flow y `y` (the first for anything above the flow's top).
    private func band(_ y: Double) -> Int {
        guard y.isFinite, y > 0 else { return 0 }
        return min(Int(y / bandHeight), 1 << 30)
    }

    /// The indices, in painting order, of the decorations that may reach into `top…bottom`
    /// (every one that does, and perhaps a few beside it).
    func candidates(from top: Double, to bottom: Double) -> [Int] {
        guard !bands.isEmpty else { return [] }
        let first = min(band(top), bands.count - 1), last = min(max(band(bottom), first), bands.count - 1)
        if first == last { return bands[first].map(Int.init) }
        var found = Set<Int32>()
        for b in first...last { found.formUnion(bands[b]) }
        return found.sorted().map(Int.init)
    }
}
