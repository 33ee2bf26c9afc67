import RRenderCore

/// The parts of Readium CSS's base sheets that shape a reflowable page (readium-css
/// `css/src/ReadiumCSS-before.css` and `ReadiumCSS-after.css`): author-origin sheets placed
/// before and after the publisher's, as a Readium navigator injects them. Reading settings are
/// `ReadiumUserSheet`; fixed-layout resources get neither (Readium injects none there).
public enum ReadiumSheets {
    /// Before the publisher's sheets, so any publisher rule wins over these.
    public static let beforeCSS = """
        /* ReadiumCSS-safeguards.css: "Wrap long strings if larger than line-length". */
        a, h1, h2, h3, h4, h5, h6 { overflow-wrap: break-word; }
        /* rrender's page has no horizontal overflow to scroll to: a word wider than the line (a
           digest, a URL) breaks rather than running off the page edge (CSS Text 3 §5.5), except in
           floats and boxes of a set width (see `OverflowWrap.pageEdge`). */
        body { overflow-wrap: -rrender-page-edge; }
        /* ReadiumCSS-html5patch.css: preformatted lines wrap, tabs are 2 columns wide. */
        pre { white-space: pre-wrap; }
        """

    /// After the publisher's sheets, with `!important`.
    public static let afterCSS = """
        /* ReadiumCSS-pagination.css: ":root { margin: 0 !important; padding: 0 !important }" and
           "body { margin: 0 auto !important; padding: 0 var(--RS__pageGutter) !important }". The
           page gutter is rrender's page margin (RenderOptions), so body keeps no margin or padding
           of its own and a publisher's `body { margin: 0 15em }` cannot shrink the column. The
           root's `auto` margins are kept (`-rrender-zero-unless-auto`): with a `max-width` (or, in
           vertical text, `max-height`) they centre the text block, as in browsers (kusamakura's
           `html { margin: auto 1em; max-height: 28em }`). */
        :root { margin: -rrender-zero-unless-auto !important; padding: 0 !important; }
        body { margin: 0 !important; padding: 0 !important; }
        """

    /// The parsed sheet to put before the publisher's, nil for a fixed-layout resource.
    public static func before(layout: Layout) -> CSSStylesheet? { layout.hasOwnPageSize ? nil : parsedBefore }

    /// The parsed sheet to put after the publisher's, nil for a fixed-layout resource.
    public static func after(layout: Layout) -> CSSStylesheet? { layout.hasOwnPageSize ? nil : parsedAfter }

    private static let parsedBefore = CSSParser.parseStylesheet(beforeCSS, location: "rrender:readium-before.css")
    private static let parsedAfter = CSSParser.parseStylesheet(afterCSS, location: "rrender:readium-after.css")
}
