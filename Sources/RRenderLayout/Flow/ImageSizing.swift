import RRenderCore
import RRenderStyle

/// The used size of a replaced image (CSS 2.1 §10.3.2, §10.4, §10.6.2), kept inside the
/// containing block's width and a page's height so an image is never split or cut: like
/// Readium CSS's `max-width: 100%` and `max-height` on media. In scroll mode (`fitsPage`
/// false) the page is a window over a continuous flow, so an image keeps its height: a
/// vertically scrolling strip is not shrunk to one screen (issue 18 §2).
enum ImageSizing {
    /// The fallback size of an image whose natural size is unknown (HTML's 300×150 default).
    static let fallback = Size(width: 300, height: 150)

    /// - Parameters:
    ///   - fitWidth: the width the image must fit in, when less than the containing block's (a
    ///     float's or inline-block's room beside its own margins and borders); percentages are
    ///     still of `containingWidth` (CSS 2.1 §10.2).
    ///   - containingHeight: the containing block's height when definite: what percentage
    ///     heights are of; nil makes them `auto` (§10.5).
    static func usedSize(
        _ image: ImageBox, style: ComputedStyle, containingWidth: Double, containingHeight: Double?,
        pageHeight: Double, fitsPage: Bool = true, fitWidth: Double? = nil
    ) -> Size {
        let roomWidth = min(fitWidth ?? containingWidth, containingWidth)
        let heightLimit = fitsPage ? pageHeight : .greatestFiniteMagnitude
        let natural = image.intrinsicSize.flatMap { $0.isEmpty ? nil : $0 }
        let ratio = natural.map { $0.width / $0.height }
        let specifiedWidth = style.width.resolve(against: containingWidth)
        let vertical = BlockHeight(style: style, containingHeight: containingHeight)
        let specifiedHeight = vertical.specified
        let page = Size(width: roomWidth, height: heightLimit)
        if natural == nil, let partial = image.partialDimensions {
            let size = partialSize(partial, style: style, containingWidth: containingWidth, vertical: vertical)
            return constrained(
                size, keepingRatio: partial.ratio != nil, style: style, containingWidth: containingWidth,
                vertical: vertical, page: page)
        }
        let size: Size
        switch (specifiedWidth, specifiedHeight) {
        case (let w?, let h?): size = Size(width: w, height: h)
        case (let w?, nil): size = Size(width: w, height: ratio.map { w / $0 } ?? fallback.height)
        case (nil, let h?): size = Size(width: ratio.map { h * $0 } ?? fallback.width, height: h)
        case (nil, nil): size = natural ?? (image.intrinsicSize == nil && image.showsPicture ? .zero : fallback)
        }
        return constrained(
            size, keepingRatio: true, style: style, containingWidth: containingWidth, vertical: vertical, page: page)
    }

    /// `size` within `max-width`/`max-height`, then `min-width`/`min-height`, then the `page`
    /// (the room across, a page's height). Keeping its ratio, the size is scaled as a whole, so
    /// a picture is never distorted; without one (an SVG with no ratio) each side is held
    /// within its own limits (§10.4).
    private static func constrained(
        _ size: Size, keepingRatio: Bool, style: ComputedStyle, containingWidth: Double,
        vertical: BlockHeight, page: Size
    ) -> Size {
        var bounds = page
        if let maxWidth = style.maxWidth?.resolve(against: containingWidth) { bounds.width = min(bounds.width, maxWidth) }
        if let maxHeight = vertical.maximum { bounds.height = min(bounds.height, maxHeight) }
        let minimum = Size(width: style.minWidth.resolve(against: containingWidth), height: vertical.minimum)
        guard keepingRatio else {
            return Size(
                width: min(max(min(size.width, bounds.width), minimum.width), page.width),
                height: min(max(min(size.height, bounds.height), minimum.height), page.height))
        }
        let fitted = size.fitted(within: bounds)
        return Size(width: max(fitted.width, minimum.width), height: max(fitted.height, minimum.height)).fitted(within: page)
    }

    /// The size asked of an image of which only some natural dimensions are known (an inline
    /// SVG with only a `height`, or only a `viewBox`): CSS 2.1 §10.3.2 and §10.6.2 side by side,
    /// a missing side from the ratio, else the natural one, else 300×150 (a ratio alone fills the
    /// containing block's width). A root without a `viewBox` draws at its own scale whatever
    /// the size, so without a ratio nothing is stretched.
    private static func partialSize(
        _ natural: NaturalDimensions, style: ComputedStyle, containingWidth: Double,
        vertical: BlockHeight
    ) -> Size {
        var width = style.width.resolve(against: containingWidth), height = vertical.specified
        switch (width, height) {
        case (nil, nil):
            if let ratio = natural.ratio {
                // (Measured for content widths, the containing block is unbounded.)
                let fill = containingWidth <= ContentLimits.maximumLength ? containingWidth : fallback.width
                width = natural.width ?? natural.height.map { $0 * ratio } ?? fill
                height = natural.height ?? width.map { $0 / ratio }
            } else {
                width = natural.width ?? fallback.width
                height = natural.height ?? fallback.height
            }
        case (let w?, nil): height = natural.ratio.map { w / $0 } ?? natural.height ?? fallback.height
        case (nil, let h?): width = natural.ratio.map { h * $0 } ?? natural.width ?? fallback.width
        default: break
        }
        return Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }
}

extension FlowLayout {
    /// The used size of `image` in this flow: fitted to a page unless in scroll mode. Its
    /// percentage heights are of `containingHeight` (nil: auto).
    func usedImageSize(
        _ image: ImageBox, style: ComputedStyle, containingWidth: Double, containingHeight: Double?,
        fitWidth: Double? = nil
    ) -> Size {
        ImageSizing.usedSize(
            image, style: style, containingWidth: containingWidth, containingHeight: containingHeight,
            pageHeight: pageHeight, fitsPage: widthCache.imagesFitPage, fitWidth: fitWidth)
    }
}
