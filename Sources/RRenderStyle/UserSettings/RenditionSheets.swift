import RRenderCore

/// Author-origin sheets standing for a spine item's rendition properties (EPUB 3.3 §8.2).
public enum RenditionSheets {
    /// `rendition:align-x-center` on a reflowable spine item (epub-rs-33 §8.1, "the content
    /// centered horizontally"): its lines centred. Placed before the publisher's sheets, so a
    /// publisher rule that aligns text otherwise still wins.
    public static let alignXCenterCSS = "body { text-align: center; }"

    /// The parsed `alignXCenterCSS`.
    public static let alignXCenter = CSSParser.parseStylesheet(alignXCenterCSS, location: "rrender:align-x-center.css")
}
