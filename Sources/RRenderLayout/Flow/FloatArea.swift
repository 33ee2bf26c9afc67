import RRenderCore
import RRenderStyle

/// The floats of one block formatting context and the space they leave (CSS 2.1 §9.5).
struct FloatArea {
    struct Placed {
        let side: Float
        /// The margin box.
        let rect: Rect
    }

    private(set) var floats: [Placed] = []

    var isEmpty: Bool { floats.isEmpty }

    /// The bottom of the lowest float.
    var bottom: Double { floats.map(\.rect.maxY).max() ?? 0 }

    /// The span of `[left, right)` that content occupying `[y, y + height)` may use: shortened
    /// by the left floats beside it on the left and the right floats on the right (§9.5).
    func freeSpan(y: Double, height: Double, left: Double, right: Double) -> (left: Double, right: Double) {
        guard !floats.isEmpty else { return (left, right) }
        var start = left, end = right
        for placed in floats where placed.rect.minY < y + max(height, 0.01) && placed.rect.maxY > y {
            guard placed.rect.maxX > left, placed.rect.minX < right else { continue }
            if placed.side == .left { start = max(start, placed.rect.maxX) } else { end = min(end, placed.rect.minX) }
        }
        return (start, max(start, end))
    }

    /// The first float bottom below `y`: where the free span may widen.
    func nextBottom(after y: Double) -> Double? {
        floats.map(\.rect.maxY).filter { $0 > y + 0.001 }.min()
    }

    /// Places a float with margin box `size` on `side`, as high as `y` allows (never above an
    /// earlier float's top) and as far to its side as the floats already there allow; moved
    /// down past the floats beside it until it fits (§9.5.1). With no float beside it, a float
    /// wider than its containing block overflows it on the side away from its own (rule 7: a
    /// right float's right edge stays at the containing block's).
    mutating func place(size: Size, side: Float, y: Double, left: Double, right: Double) -> Rect {
        var top = max(y, floats.last?.rect.minY ?? y)
        while true {
            let span = freeSpan(y: top, height: size.height, left: left, right: right)
            guard span.right - span.left < size.width - 0.01, let lower = bottomBeside(y: top, height: size.height) else {
                let x = side == .right ? span.right - size.width : span.left
                let rect = Rect(x: x, y: top, width: size.width, height: size.height)
                floats.append(Placed(side: side, rect: rect))
                return rect
            }
            top = lower
        }
    }

    /// The first bottom of the floats beside `[y, y + height)`, nil when there are none.
    private func bottomBeside(y: Double, height: Double) -> Double? {
        floats.filter { $0.rect.minY < y + max(height, 0.01) && $0.rect.maxY > y + 0.001 }.map(\.rect.maxY).min()
    }

    /// Where content that clears `clear` floats may start, nil when nothing is to be cleared.
    func clearance(_ clear: Clear) -> Double? {
        let relevant = floats.filter {
            clear == .both || (clear == .left && $0.side == .left) || (clear == .right && $0.side == .right)
        }
        return relevant.map(\.rect.maxY).max()
    }
}
