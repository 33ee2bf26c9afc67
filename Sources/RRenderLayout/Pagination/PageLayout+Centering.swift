import RRenderCore

extension PageLayout {
    /// Moves the page's content sideways so that what it draws (text, pictures, boxes), taken
    /// together, is centred between `area`'s left and right edges: EPUB 3.3 §8.2.2
    /// `rendition:align-x-center`, "the content centered horizontally". The lines keep their
    /// own alignment (a title page's centred lines stay centred), and a vertical page's columns
    /// move as one block, where `text-align: center` would centre nothing across the page.
    mutating func centerHorizontally(in area: Rect) {
        var left = Double.infinity, right = -Double.infinity
        for fragment in fragments {
            switch fragment {
            case .text, .image, .box:
                left = min(left, fragment.rect.minX)
                right = max(right, fragment.rect.maxX)
            default: continue
            }
        }
        guard left < right else { return }
        let dx = area.midX - (left + right) / 2
        guard abs(dx) >= 0.01 else { return }
        fragments = fragments.map { $0.offsetBy(dx: dx, dy: 0) }
        links = links.map { $0.offsetBy(dx: dx, dy: 0) }
    }
}
