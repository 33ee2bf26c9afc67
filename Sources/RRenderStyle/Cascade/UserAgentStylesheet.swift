/// rrender's default stylesheet for XHTML: the rendering rules of the HTML Standard (§15,
/// "Rendering") that matter for books, with a reading system's page: no body margin (the page
/// margins come from layout) and headings kept on the page of what follows them (`avoid-page`:
/// between columns a heading breaks as in browsers, whose sheets do not keep it).
public enum UserAgentStylesheet {
    /// The CSS text.
    public static let css = """
        @namespace url(http://www.w3.org/1999/xhtml);
        @namespace m url(http://www.w3.org/1998/Math/MathML);
        html, body, address, blockquote, center, div, figure, figcaption, footer, form, header, hr,
        legend, listing, main, p, plaintext, pre, xmp, article, aside, h1, h2, h3, h4, h5, h6, hgroup,
        nav, section, dl, dt, dd, ol, ul, menu, details, summary, fieldset, search { display: block; }
        head, script, style, title, meta, link, base, template, area, datalist, noscript, param, rp,
        [hidden] { display: none; }
        li { display: list-item; }
        table { display: table; border-spacing: 2px; border-collapse: separate; text-indent: 0; }
        caption { display: table-caption; text-align: center; }
        thead { display: table-header-group; }
        tbody { display: table-row-group; }
        tfoot { display: table-footer-group; }
        tr { display: table-row; }
        td, th { display: table-cell; padding: 1px; vertical-align: middle; }
        th { font-weight: bold; text-align: center; }
        col { display: table-column; }
        colgroup { display: table-column-group; }

        html { font-family: serif; font-size: 16px; color: black; }
        body { margin: 0; }
        p, dl, multicol, pre, listing, xmp, plaintext { margin-block: 1em; }
        blockquote, figure { margin-block: 1em; margin-inline: 40px; }
        dd { margin-inline-start: 40px; }
        ul, ol, menu { margin-block: 1em; padding-inline-start: 40px; }
        ul { list-style-type: disc; }
        ol { list-style-type: decimal; }
        li ul, li ol, ul ul, ol ul, ul ol, ol ol { margin-block: 0; }
        ul ul, ol ul { list-style-type: circle; }
        ul ul ul, ul ol ul, ol ul ul, ol ol ul { list-style-type: square; }
        nav ol { list-style-type: none; }

        h1, h2, h3, h4, h5, h6 { font-weight: bold; break-after: avoid-page; }
        h1 { font-size: 2em; margin-block: 0.67em; }
        h2 { font-size: 1.5em; margin-block: 0.83em; }
        h3 { font-size: 1.17em; margin-block: 1em; }
        h4 { margin-block: 1.33em; }
        h5 { font-size: 0.83em; margin-block: 1.67em; }
        h6 { font-size: 0.67em; margin-block: 2.33em; }

        pre, listing, xmp, plaintext { white-space: pre; }
        pre, code, kbd, samp, tt, listing, xmp, plaintext { font-family: monospace; }
        b, strong { font-weight: bolder; }
        i, em, cite, var, dfn, address { font-style: italic; }
        u, ins { text-decoration: underline; }
        s, strike, del { text-decoration: line-through; }
        small { font-size: smaller; }
        big { font-size: larger; }
        sub { vertical-align: sub; font-size: smaller; }
        sup { vertical-align: super; font-size: smaller; }
        center { text-align: center; }
        a:link { color: #0000EE; text-decoration: underline; }
        hr { color: gray; border-style: inset; border-width: 1px; margin-block: 0.5em; margin-inline: auto; }
        nobr { white-space: nowrap; }
        q::before { content: open-quote; }
        q::after { content: close-quote; }
        /* Ruby is laid out over its base (BoxTreeBuilder+Ruby), so <rp>, the parentheses for
           readers without ruby, is hidden (HTML §15.3.4, Chromium's sheet). */
        rt { font-size: 50%; line-height: normal; text-emphasis: none; }
        ruby { text-indent: 0; }
        [dir=rtl i] { direction: rtl; }
        [dir=ltr i] { direction: ltr; }
        /* dir=auto: the direction of the element's text (HTML §3.2.6.4), which `plaintext` gives
           each of its paragraphs, and an inline element isolated in its own (CSS Writing Modes 3 §2.2). */
        [dir=auto i] { unicode-bidi: plaintext; }
        /* MathML without math layout (after MathML Core's UA sheet, §A): scripts raised, lowered
           and smaller, fractions stacked, tables as tables, fences and spaces drawn. The box builder
           spaces operators (`MathOperator`) and drops white space between MathML elements. */
        m|math { font-style: normal; font-weight: normal; text-indent: 0; }
        m|math[display=block i] { display: block; text-align: center; margin: 1em 0; }
        m|mi { font-style: italic; }
        m|mi[mathvariant=normal i], m|mn, m|mo, m|mtext { font-style: normal; }
        m|msub > m|*:first-child + m|*, m|msubsup > m|*:first-child + m|*, m|munder > m|*:first-child + m|*,
        m|munderover > m|*:first-child + m|* { vertical-align: sub; font-size: 71%; }
        m|msup > m|*:first-child + m|*, m|mover > m|*:first-child + m|*, m|msubsup > m|*:first-child + m|* + m|*,
        m|munderover > m|*:first-child + m|* + m|* { vertical-align: super; font-size: 71%; }
        m|mfrac { display: inline-block; vertical-align: middle; text-align: center; padding: 0 0.1em; }
        m|mfrac > m|* { display: block; font-size: 85%; }
        m|mfrac > m|*:first-child { border-bottom: 1px solid; }
        m|mtable { display: inline-table; border-spacing: 0; vertical-align: middle; }
        m|mtr { display: table-row; }
        m|mtd { display: table-cell; padding: 0.1em 0.4em; vertical-align: baseline; text-align: center; }
        m|mtd[columnalign=left i] { text-align: left; }
        m|mtd[columnalign=right i] { text-align: right; }
        m|msqrt::before, m|mroot::before { content: "√"; }
        m|mfenced::before { content: "("; }
        m|mfenced::after { content: ")"; }
        m|mfenced[open="["]::before { content: "["; }
        m|mfenced[close="]"]::after { content: "]"; }
        m|mfenced[open="{"]::before { content: "{"; }
        m|mfenced[close="}"]::after { content: "}"; }
        m|mfenced[open="|"]::before { content: "|"; }
        m|mfenced[close="|"]::after { content: "|"; }
        m|mfenced[open="〈"]::before, m|mfenced[open="⟨"]::before { content: "⟨"; }
        m|mfenced[close="〉"]::after, m|mfenced[close="⟩"]::after { content: "⟩"; }
        m|mfenced[open="‖"]::before { content: "‖"; }
        m|mfenced[close="‖"]::after { content: "‖"; }
        m|mfenced[open=""]::before, m|mfenced[close=""]::after { content: none; }
        m|mspace[width="0.3em"] { padding-left: 0.3em; }
        m|mspace[width="1em"] { padding-left: 1em; }
        m|mspace[width="2em"] { padding-left: 2em; }
        m|mphantom { color: transparent; }
        m|annotation, m|annotation-xml, m|semantics > m|*:not(:first-child) { display: none; }
        """

    /// The parsed stylesheet, parsed once per process.
    public static let stylesheet: CSSStylesheet = CSSParser.parseStylesheet(css, location: "rrender:ua.css")
}
