import RRenderCore
import Synchronization

/// The geometry of a roll: its items stacked at the viewport's width, and the viewport-high
/// windows (screens) that cut the strip. Items are measured on first use (`measure` gives an
/// item's own page size, read without laying it out) and kept.
///
/// Item edges and window tops sit on the device-pixel grid of `scale`, so two items meet
/// without a seam: an edge between pixels would be drawn half by each, showing the screen
/// colour through both halves.
final class RollStrip: Sendable {
    /// The reading-order items of the strip, in order.
    let items: Range<Int>
    let viewport: Size
    let scale: Double
    private let measure: @Sendable (Int) -> Size
    /// Each item's top in the strip, then the strip's end (CSS px, on the device grid).
    private let measuredEdges = Mutex<[Double]?>(nil)

    /// The tallest an item may be, in widths: a page 1 px wide and 100,000 high would
    /// otherwise make millions of screens.
    static let maximumAspect = 1000.0

    init(items: Range<Int>, viewport: Size, scale: Double, measure: @escaping @Sendable (Int) -> Size) {
        self.items = items
        self.viewport = viewport
        self.scale = scale > 0 ? scale : 1
        self.measure = measure
    }

    /// The item tops and the strip's end, measuring the items the first time.
    var edges: [Double] {
        if let known = measuredEdges.withLock({ $0 }) { return known }
        var edges: [Double] = [0], bottom = 0.0
        for item in items {
            let size = measure(item)
            let aspect = size.width > 0 && size.height > 0 ? size.height / size.width : viewport.height / max(1, viewport.width)
            bottom += min(aspect, Self.maximumAspect) * viewport.width
            edges.append(snapped(bottom))
        }
        measuredEdges.withLock { $0 = edges }
        return edges
    }

    /// `value` rounded to the nearest device pixel.
    private func snapped(_ value: Double) -> Double { (value * scale).rounded() / scale }

    /// The number of screens: windows of the viewport's height until the strip's end.
    var screenCount: Int {
        let length = edges.last ?? 0, height = viewport.height
        guard length > 0, height > 0 else { return 0 }
        var count = Int((length / height).rounded(.up))
        while count > 1, windowTop(count - 1) >= length { count -= 1 }
        return max(1, count)
    }

    /// The top of screen `index` in the strip.
    func windowTop(_ index: Int) -> Double { snapped(Double(index) * viewport.height) }

    /// Where item `item` is drawn on screen `index` (viewport CSS px; it may reach outside).
    func frame(of item: Int, onScreen index: Int) -> Rect {
        let edges = edges, offset = item - items.lowerBound, top = windowTop(index)
        return Rect(x: 0, y: edges[offset] - top, width: viewport.width, height: edges[offset + 1] - edges[offset])
    }

    /// The items screen `index` shows, in order (at least one while the strip has items).
    func items(onScreen index: Int) -> [Int] {
        let edges = edges, top = windowTop(index), bottom = windowTop(index + 1)
        let shown = items.filter { item in
            let offset = item - items.lowerBound
            return edges[offset] < bottom && edges[offset + 1] > top
        }
        return shown.isEmpty ? [item(at: top)].compactMap { $0 } : shown
    }

    /// The item at `y` in the strip (the last one past its end).
    func item(at y: Double) -> Int? {
        let edges = edges
        guard !items.isEmpty else { return nil }
        var low = 0, high = items.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if edges[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return items.lowerBound + low
    }

    /// How far down item `item` the point `y` of the strip is, from 0 (its top) to 1.
    func progression(at y: Double, in item: Int) -> Double {
        let edges = edges, offset = item - items.lowerBound
        let height = edges[offset + 1] - edges[offset]
        return height > 0 ? min(1, max(0, (y - edges[offset]) / height)) : 0
    }

    /// The screen showing the point `progression` of the way down item `item`.
    func screen(ofItem item: Int, progression: Double = 0) -> Int {
        let edges = edges, offset = item - items.lowerBound
        let top = edges[offset], bottom = edges[offset + 1]
        // The item's last point is just above its bottom edge, which is the next item's top.
        let y = min(top + min(1, max(0, progression)) * (bottom - top), max(top, bottom - 0.5 / scale))
        let last = max(0, screenCount - 1)
        var screen = min(last, max(0, Int((y / max(1, viewport.height)).rounded(.down))))
        // Window tops are snapped: step to the window that holds y.
        while screen < last, windowTop(screen + 1) <= y + 1e-6 { screen += 1 }
        while screen > 0, windowTop(screen) > y + 1e-6 { screen -= 1 }
        return screen
    }
}
