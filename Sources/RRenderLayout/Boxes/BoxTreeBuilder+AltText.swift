import RRenderCore
import RRenderStyle

/// An `<img>` whose picture cannot be shown (missing from the container, unlisted, undecodable,
/// and no manifest fallback that can) shows its `alt` text instead, as browsers render it (HTML
/// §15.4.1 "Images"): in a box of the image's size when it has one (a block, or an inline
/// box with a width or height), else as text in the line. A fixed-layout page made of one
/// picture then says what it was rather than staying blank.
extension BoxTreeBuilder {
    /// The alt text `child` shows in place of `image`; nil when the image can be shown, the
    /// element is no `<img>`, or its alt is empty.
    func altText(of child: StyledElement, for image: ImageBox) -> String? {
        guard child.name == "img", let isImage = context.isImage, !isImage(image.href) else { return nil }
        let alt = (child.element.attribute("alt") ?? "").trimmingWhitespace()
        return alt.isEmpty ? nil : alt
    }

    /// Adds `alt` where `child`'s picture would have gone.
    func collectAltText(_ alt: String, of child: StyledElement, into collector: inout BlockCollector, inline: InlineContext) {
        let style = child.style
        let sized = style.width != .auto || style.height != .auto
        guard style.display.isBlockLevel || sized else {
            if let id = child.element.id { collector.inline.addAnchor(id) }
            collector.inline.appendText(
                alt, style: inline.textStyle(style), whiteSpace: .normal, transform: style.textTransform, link: inline.link,
                generated: true)
            return
        }
        var inner = BlockCollector(
            sharedStyle: child.sharedStyle, hyphenator: context.hyphenator, anonymousStyles: anonymousStyles)
        inner.inline.appendText(
            alt, style: InlineContext().textStyle(style), whiteSpace: .normal, transform: style.textTransform, link: nil,
            generated: true)
        let box = BlockBox(
            sharedStyle: child.sharedStyle, source: child.index, tag: child.name, anchorID: child.element.id,
            content: inner.finish())
        if style.display.isBlockLevel {
            collector.addBlock(box)
        } else {
            collector.inline.appendInlineBlock(box, textStyle: inline.textStyle(style), link: inline.link)
        }
    }
}
