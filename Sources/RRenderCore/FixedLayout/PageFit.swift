/// Where fixed-layout pages are drawn on the screen: each page scaled to its slot by the `fit`
/// setting (readium.md §2.7).
public enum PageFit {
    /// The area of `viewport` a page in `slot` may fill. Alone (`center` without spreads): the
    /// whole viewport. In a spread: the half on its side of the spine, less half of `spacing`
    /// (a PDF's page spacing), or for `center` a half width in the middle, so a page shown alone
    /// keeps the size of its neighbours.
    public static func slotRect(_ slot: Link.Page, in viewport: Viewport, spreads: Bool, spacing: Double = 0) -> Rect {
        guard spreads else { return Rect(x: 0, y: 0, width: viewport.width, height: viewport.height) }
        let gap = min(max(0, spacing), viewport.width / 2)
        let half = (viewport.width - gap) / 2
        switch slot {
        case .left: return Rect(x: 0, y: 0, width: half, height: viewport.height)
        case .right: return Rect(x: half + gap, y: 0, width: half, height: viewport.height)
        case .center: return Rect(x: (viewport.width - half) / 2, y: 0, width: half, height: viewport.height)
        }
    }

    /// Where a page of `size` is drawn in `slot` of `area`: scaled to fit the area whole
    /// (`auto`, `page`) and centred, or to its width (`width`) and top-aligned when it comes
    /// out taller. A page in the left slot is pushed against the spine (the right edge), one
    /// in the right slot against the left edge, so the two pages of a spread touch.
    public static func frame(of size: Size, slot: Link.Page, in area: Rect, fit: Fit) -> Rect {
        guard size.width > 0, size.height > 0 else { return Rect(origin: area.origin, size: Size(width: 0, height: 0)) }
        let widthRatio = area.width / size.width, heightRatio = area.height / size.height
        let ratio = fit == .width ? widthRatio : min(widthRatio, heightRatio)
        let width = size.width * ratio, height = size.height * ratio
        let x: Double =
            switch slot {
            case .left: area.maxX - width
            case .right: area.minX
            case .center: area.minX + (area.width - width) / 2
            }
        let y = height > area.height ? area.minY : area.minY + (area.height - height) / 2
        return Rect(x: x, y: y, width: width, height: height)
    }
}
