import RRenderCore

extension BoxFragment {
    /// The box cut to the strip `top..<bottom`, nil when nothing of it is there; the cut edges
    /// lose their borders ("slice" decoration break, CSS Fragmentation 3 §5.4).
    func sliced(from top: Double, to bottom: Double) -> BoxFragment? {
        guard rect.maxY > top, rect.minY < bottom else { return nil }
        var clipped = self
        if rect.minY < top {
            clipped.rect.origin.y = top
            clipped.rect.size.height -= top - rect.minY
            clipped.borderWidths.top = 0
        }
        if clipped.rect.maxY > bottom {
            clipped.rect.size.height = bottom - clipped.rect.minY
            clipped.borderWidths.bottom = 0
        }
        return clipped.rect.height > 0 ? clipped : nil
    }
}
